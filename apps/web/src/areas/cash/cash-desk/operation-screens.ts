// types only: this table is read by the screen registry, which loads with every page
import type { CashboxOperationType, CashOperationType } from '@savdo/shared/schemas/money';

/** The types a screen of this desk lists and enters: a cashbox operation or an exchange. */
export type EnteredType = CashboxOperationType | 'CURRENCY_EXCHANGE';

/**
 * The cash operation screens, declared once: each is the one operations
 * page (`operations-page.tsx`) for one type (listing and entering it) or,
 * without a type, the journal of every type with a type filter and a "New
 * operation" of any type the user may add; `receipts` is the journal of
 * approved cash operations (cash-all-receipts), each printable as its cash
 * order. `screens.ts` derives the registry from this table.
 */
export interface OperationScreen {
  type?: EnteredType;
  /** Listed beside `type` (read only) for holders of their screen rule: rendered-service payments. */
  alsoTypes?: readonly CashOperationType[];
  receipts?: boolean;
}

export const OPERATION_SCREENS = {
  'cashbox-cash-input-operations': { type: 'CASHBOX_INPUT' },
  'cashbox-cash-output-operations': { type: 'CASHBOX_OUTPUT' },
  'cashbox-supplier-output-operations': { type: 'SUPPLIER_OUTPUT', alsoTypes: ['RENDERED_SERVICE_OUTPUT'] },
  'cashbox-supplier-input-operations': { type: 'SUPPLIER_INPUT', alsoTypes: ['RENDERED_SERVICE_INPUT'] },
  'cashbox-bank-output-operations': { type: 'BANK_OUTPUT' },
  'cashbox-bank-input-operations': { type: 'BANK_INPUT' },
  'cashbox-expense-output-operations': { type: 'EXPENSE_OUTPUT' },
  'cashbox-expense-input-operations': { type: 'EXPENSE_INPUT' },
  'cashbox-output-money-to-staff': { type: 'STAFF_OUTPUT' },
  'cashbox-input-money-from-staff': { type: 'STAFF_INPUT' },
  'cashbox-cash-currency-exchanges': { type: 'CURRENCY_EXCHANGE' },
  'cashbox-all-cashbox-operations': {},
  'cashbox-cash-all-receipts': { receipts: true },
} as const satisfies Record<string, OperationScreen>;

export type OperationScreenName = keyof typeof OPERATION_SCREENS;

export const operationScreenOf = (routeName: string): OperationScreen =>
  (OPERATION_SCREENS as Record<string, OperationScreen | undefined>)[routeName] ?? {};
