import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces of the reports' screens: the catalogue and titles, operation types and contract states (filters, cells). */
export const reportStrings = ['reports', 'money', 'contracts'] as const satisfies readonly ScreenNamespace[];
