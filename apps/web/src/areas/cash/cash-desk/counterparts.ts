import {
  CASHBOX_OPERATION_TYPES,
  CASHBOX_OPERATIONS,
  type MoneyAccountKind,
} from '@savdo/shared/schemas/money';
import type { OptionSource } from '../../../controls/option-select.tsx';
import type { EnteredType } from './operation-screens.ts';

/** Every type the desk enters, in the order the journal's "New operation" offers them. */
export const ENTERED_TYPES: readonly EnteredType[] = [...CASHBOX_OPERATION_TYPES, 'CURRENCY_EXCHANGE'];

/** The counterpart a type's operation names: its kind and whether it may be left out (none for an exchange). */
export function counterpartOf(
  type: EnteredType | undefined,
): { kind: MoneyAccountKind; optional: boolean } | null {
  if (!type || type === 'CURRENCY_EXCHANGE') return null;
  const spec = CASHBOX_OPERATIONS[type];
  return { kind: spec.kind, optional: spec.optional };
}

/** Where each kind of counterpart is picked from (the engine's `/options` of its reference). */
export const COUNTERPART_SOURCES: Partial<Record<MoneyAccountKind, OptionSource>> = {
  income_type: 'bank_input_type',
  expense_item: 'cost_item',
  supplier: 'supplier',
  bank_account: 'firm_account_number',
  employee: 'user',
  investor: 'investor',
};
