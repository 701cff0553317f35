import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the client-account screens fetch (operation types and statuses from `money`). */
export const clientAccountStrings = [
  'payments',
  'money',
  'engine',
] as const satisfies readonly ScreenNamespace[];
