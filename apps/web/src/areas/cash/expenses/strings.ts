import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the expenses screens fetch (operation type names come from `money`, confirmations from `engine`). */
export const expensesStrings = ['expenses', 'money', 'engine'] as const satisfies readonly ScreenNamespace[];
