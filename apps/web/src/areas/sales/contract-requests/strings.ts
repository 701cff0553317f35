import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the contract request screens fetch (confirmations from `engine`). */
export const contractRequestStrings = ['payments', 'engine'] as const satisfies readonly ScreenNamespace[];
