import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the client-ratings screens fetch (`lists` for the list states, `engine` for the date range). */
export const clientRatingsStrings = [
  'clientRatings',
  'lists',
  'engine',
] as const satisfies readonly ScreenNamespace[];
