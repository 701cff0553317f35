import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/**
 * The namespaces of the reports' screens: the catalogue and titles, operation types, contract states, the
 * levy reports' states, stock movement types, expense sources and the other enums report cells show (each
 * definition's `enumPrefix`, held by strings.test.ts).
 */
export const reportStrings = [
  'reports',
  'money',
  'contracts',
  'engine',
  'collectionProcess',
  'clientRatings',
  'sms',
  'warehouse',
  'expenses',
  'attendance',
  'cashOrders',
  'payroll',
  'release',
] as const satisfies readonly ScreenNamespace[];
