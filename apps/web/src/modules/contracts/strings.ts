import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the contracts screens fetch (their own, and `engine` for the date range filter). */
export const contractsStrings = ['contracts', 'engine'] as const satisfies readonly ScreenNamespace[];
