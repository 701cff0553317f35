import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the collection process screens fetch. */
export const collectionProcessStrings = ['collectionProcess'] as const satisfies readonly ScreenNamespace[];
