import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces of the reports' screens: the catalogue and titles, operation types and contract states (filters, cells), the levy reports' states. */
/** The namespaces of the reports' screens: the catalogue and titles, operation types, contract states and stock movement types (filters, cells). */
export const reportStrings = [
  'reports',
  'money',
  'contracts',
  'engine',
  'collectionProcess',
  'clientRatings',
  'sms',
  'warehouse',
] as const satisfies readonly ScreenNamespace[];
