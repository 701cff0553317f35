import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the landing page fetches beside the shell's (the dashboard and the greeting are there). */
export const dashboardStrings = ['home'] as const satisfies readonly ScreenNamespace[];
