import { type CashOperationType, cashOperationReadRule } from '@savdo/shared/schemas/money';
import type { OperationScreen } from './operation-screens.ts';

/**
 * The types a type's screen lists for this user: its own and its `alsoTypes`,
 * those whose screen rule (`.show`) the user holds (the supplier payment
 * screen shows supplier payments, rendered-service payments, or both).
 * Empty for the journal and the receipts.
 */
export function listedTypes(screen: OperationScreen, rules: ReadonlySet<string>): CashOperationType[] {
  if (!screen.type) return [];
  return [screen.type, ...(screen.alsoTypes ?? [])].filter((type) =>
    rules.has(`${cashOperationReadRule(type)}.show`),
  );
}
