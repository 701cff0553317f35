import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the contract payment screens fetch (operation types from `money`, confirmations from `engine`). */
export const contractPaymentStrings = [
  'payments',
  'money',
  'engine',
] as const satisfies readonly ScreenNamespace[];
