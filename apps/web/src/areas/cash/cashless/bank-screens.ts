import type { BankTarget } from '@savdo/shared/schemas/cashless';

/**
 * The statement-row screens, declared once: each is the one list page
 * (`bank-operations-page.tsx`) for one target, or every row (with the
 * target filter and the import dialog). `screens.ts` derives the registry.
 */
export interface BankScreen {
  target?: BankTarget;
  /** The screen offers the statement import. */
  importable?: boolean;
  testId: string;
}

export const BANK_SCREENS = {
  'money-account-no-cash-all-account-number-operations': { importable: true, testId: 'all' },
  'money-account-no-cash-account-number-operations': { target: 'UNDIRECTED', testId: 'undirected' },
  'money-account-no-cash-supplier-transfers': { target: 'SUPPLIER', testId: 'supplier' },
  'money-account-no-cash-account-number-expenses': { target: 'EXPENSE', testId: 'expense' },
  'money-account-no-cash-account-number-deposits': { target: 'INCOME', testId: 'income' },
  'money-account-no-cash-transfer-to-cash-register': { target: 'CASHBOX', testId: 'cashbox' },
  'money-account-no-cash-internal-transfers': { target: 'INTERNAL', testId: 'internal' },
  'money-account-no-cash-incorrectly-transferred-funds': { target: 'WRONG', testId: 'wrong' },
  'money-account-no-cash-client-deposits': { target: 'CLIENT', testId: 'client' },
  'money-account-no-cash-proceeds-from-the-fond': { target: 'FOND', testId: 'fond' },
} as const satisfies Record<string, BankScreen>;

export const bankScreenOf = (routeName: string): BankScreen =>
  (BANK_SCREENS as Record<string, BankScreen | undefined>)[routeName] ?? { testId: 'all' };
