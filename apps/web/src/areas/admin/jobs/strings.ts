import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the jobs screen fetches (with the base ones, `shell/module-screens.ts#moduleScreens`). */
export const jobsStrings = ['settings'] as const satisfies readonly ScreenNamespace[];
