import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the clients screens fetch (confirmations come from `engine`). */
export const clientsStrings = ['clients', 'engine'] as const satisfies readonly ScreenNamespace[];
