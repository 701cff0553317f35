import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/**
 * The namespaces the landing page fetches beside the shell's (the dashboard and the greeting are there).
 * A dashboard tab fetches the reports' own when it is shown (`tab-panel.tsx`: its figures' cells and its
 * charts' labels are the reports'), so a landing page without the dashboard never loads them.
 */
export const dashboardStrings = ['home'] as const satisfies readonly ScreenNamespace[];
