import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the news feed fetches. */
export const newsStrings = ['news'] as const satisfies readonly ScreenNamespace[];
