import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the engagement and resale screens fetch (`lists` for the list states). */
export const engagementStrings = ['engagement', 'lists'] as const satisfies readonly ScreenNamespace[];
