import type { Currency } from '@savdo/shared/money';
import { type BankDirection, type BookedTarget, cashlessOperationType } from '@savdo/shared/schemas/cashless';
import type { MoneyAccountKind } from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import type { Line } from '../../../ledgers/money/lines.ts';
import { type OperationDraft, postOperation } from '../../../ledgers/money/operations.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../../platform/http/errors.ts';

/** The journal account a target posts against, and where its record is kept. */
const TARGET_ACCOUNTS: Readonly<Record<BookedTarget, { kind: MoneyAccountKind; table: string | null }>> = {
  SUPPLIER: { kind: 'supplier', table: 'suppliers' },
  EXPENSE: { kind: 'expense_item', table: 'cost_items' },
  INCOME: { kind: 'income_type', table: 'bank_input_types' },
  CASHBOX: { kind: 'cashbox', table: 'cashboxes' },
  // money between two accounts of ours passes through the bank transit account: the sender's row
  // puts it there, the receiver's row takes it out, so each statement posts on its own
  INTERNAL: { kind: 'bank_transit', table: 'firm_account_numbers' },
  // held in the suspense account until an opposite row returns it
  WRONG: { kind: 'suspense', table: null },
  // the client's money account: money in is the client's deposit, money out a refund from it
  CLIENT: { kind: 'client', table: 'clients' },
  // a fund's proceeds lower its debt (its account), which settles its cash sales oldest first
  FOND: { kind: 'fond', table: 'fonds' },
  // card and transfer payments of sales wait in their payment type's transit account until the bank pays
  PAYMENT_TYPE: { kind: 'payment_transit', table: 'payment_types' },
};

/** A statement row as the poster needs it. */
export interface PostableRow {
  id: number;
  account_id: number;
  currency: Currency;
  doc_date: string;
  direction: BankDirection;
  /** Minor units. */
  amount: bigint;
  purpose: string | null;
}

/**
 * The two postings of a booked row: money in debits the bank account and
 * credits the target's account, money out the reverse (a supplier debited
 * lowers the debt; a cashbox debited holds the cash that arrived).
 */
export function bankRowLines(row: PostableRow, target: BookedTarget, targetId: number | null): Line[] {
  const sign = row.direction === 'IN' ? 1n : -1n;
  const { kind } = TARGET_ACCOUNTS[target];
  const ref = kind === 'bank_transit' || kind === 'suspense' ? 0 : (targetId ?? 0);
  return [
    { kind: 'bank_account', ref: row.account_id, currency: row.currency, amount: sign * row.amount },
    { kind, ref, currency: row.currency, amount: -sign * row.amount },
  ];
}

/**
 * The target's record exists (400 naming `target_id` otherwise): a cashbox
 * active, another account of ours in the row's currency and not the row's
 * own. Answers the branch of a cashbox (or of the client's card).
 */
export async function checkTarget(
  tx: DbOrTx,
  row: PostableRow,
  target: BookedTarget,
  targetId: number | null,
): Promise<number | null> {
  const { table } = TARGET_ACCOUNTS[target];
  if (table === null) return null;
  if (targetId === null) throw new FieldErrors([{ field: 'target_id', key: 'validation.required' }]);
  const columns =
    target === 'CASHBOX' || target === 'CLIENT'
      ? sql`branch_id, active, null as currency`
      : target === 'INTERNAL'
        ? sql`null::int as branch_id, true as active, currency`
        : sql`null::int as branch_id, true as active, null as currency`;
  const rows = await tx.execute<{ branch_id: number | null; active: boolean; currency: string | null }>(
    sql`select ${columns} from ${sql.identifier(table)} where id = ${targetId}`,
  );
  const found = rows.rows[0];
  if (!found || (target === 'INTERNAL' && targetId === row.account_id)) {
    throw new FieldErrors([{ field: 'target_id', key: 'validation.invalid' }]);
  }
  if (!found.active) {
    throw new AppError(
      409,
      target === 'CLIENT' ? 'payments.errors.clientInactive' : 'money.errors.cashboxInactive',
    );
  }
  if (found.currency !== null && found.currency !== row.currency) {
    throw new FieldErrors([{ field: 'target_id', key: 'money.errors.counterpartCurrency' }]);
  }
  return found.branch_id === null ? null : Number(found.branch_id);
}

/** The journal operation of a booked row: approved at once, dated the row's date, `doc` the row. */
export function bankRowDraft(
  row: PostableRow,
  target: BookedTarget,
  targetId: number | null,
  branchId: number | null,
): OperationDraft {
  const { kind } = TARGET_ACCOUNTS[target];
  return {
    type: cashlessOperationType(target, row.direction),
    branchId,
    cashboxId: target === 'CASHBOX' ? targetId : null,
    date: row.doc_date,
    amount: row.amount,
    currency: row.currency,
    counterpart:
      targetId === null ? undefined : { kind: target === 'INTERNAL' ? 'bank_account' : kind, id: targetId },
    comment: row.purpose?.slice(0, 1000) ?? undefined,
    doc: { type: 'bank_transaction', id: row.id },
    lines: bankRowLines(row, target, targetId),
  };
}

/** Posts a booked row through the journal (approved at once), in the caller's transaction; answers the operation id. */
export async function postBankRow(
  tx: DbOrTx,
  row: PostableRow,
  target: BookedTarget,
  targetId: number | null,
  userId: number,
  branchId: number | null,
): Promise<number> {
  return postOperation(tx, bankRowDraft(row, target, targetId, branchId), userId, { approve: true });
}
