import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the installation screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const installationStrings = ['installation', 'payments'] as const satisfies readonly ScreenNamespace[];
