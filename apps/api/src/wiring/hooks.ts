import { assertLinesWithinEstimates } from '../areas/cash/expenses/limit.ts';
import { queueReceiptSms } from '../areas/collections/sms/auto.ts';
import { onPaymentTaken } from '../areas/sales/contract-payments/hooks.ts';
import { plugAccountKindHook } from '../ledgers/money/hooks.ts';
import { postMoneyToSuppliers } from '../ledgers/supplier/ledger.ts';

/**
 * What the areas plug into the layers below them, so a ledger or an area
 * never calls one above it by name: an expense item's lines are checked
 * against its approved estimate (cash/expenses), a supplier's lines move its
 * debt in the supplier ledger, a payment taken at the cash desk queues the
 * client's SMS receipt (collections/sms). `buildApp` and the seed call it;
 * posting a line of a hooked kind with nothing plugged in throws.
 */
export function plugHooks(): void {
  plugAccountKindHook('expense_item', { check: assertLinesWithinEstimates });
  plugAccountKindHook('supplier', { posted: postMoneyToSuppliers });
  onPaymentTaken('sms.receipt', queueReceiptSms);
}
