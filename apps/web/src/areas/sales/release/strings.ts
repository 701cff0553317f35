import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the release screens fetch (confirmations and export words from `engine`). */
export const releaseStrings = ['release', 'engine'] as const satisfies readonly ScreenNamespace[];
