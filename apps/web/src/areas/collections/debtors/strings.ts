import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the collection screens fetch. */
export const collectionStrings = ['collections'] as const satisfies readonly ScreenNamespace[];
