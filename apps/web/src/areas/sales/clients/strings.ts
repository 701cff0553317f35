import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the clients screens fetch (confirmations come from `engine`; the card's score from `clientRatings`). */
export const clientsStrings = [
  'clients',
  'clientRatings',
  'engine',
] as const satisfies readonly ScreenNamespace[];
