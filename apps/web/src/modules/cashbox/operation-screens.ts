import type { CashboxOperationType } from '@savdo/shared/schemas/money';

/** The types a screen of this desk lists and enters: a cashbox operation or an exchange. */
export type EnteredType = CashboxOperationType | 'CURRENCY_EXCHANGE';

/**
 * The cash operation screens, declared once: each is the one operations
 * page (`operations-page.tsx`) for one type (listing and entering it) or,
 * without a type, the journal of every type with a type filter. `screens.ts`
 * derives the registry from this table.
 */
export interface OperationScreen {
  type?: EnteredType;
}

export const OPERATION_SCREENS = {
  'cashbox-cash-input-operations': { type: 'CASHBOX_INPUT' },
  'cashbox-cash-output-operations': { type: 'CASHBOX_OUTPUT' },
  'cashbox-cash-currency-exchanges': { type: 'CURRENCY_EXCHANGE' },
  'cashbox-all-cashbox-operations': {},
} as const satisfies Record<string, OperationScreen>;

export type OperationScreenName = keyof typeof OPERATION_SCREENS;

export const operationScreenOf = (routeName: string): OperationScreen =>
  (OPERATION_SCREENS as Record<string, OperationScreen | undefined>)[routeName] ?? {};
