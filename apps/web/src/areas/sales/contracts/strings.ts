import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the contracts screens fetch (their own, `clientRatings` for the order review's score, and `engine` for the date range filter). */
export const contractsStrings = [
  'contracts',
  'clientRatings',
  'engine',
] as const satisfies readonly ScreenNamespace[];
