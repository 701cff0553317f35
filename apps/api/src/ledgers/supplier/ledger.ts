import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

/**
 * What a supplier ledger row posts: a warehouse document, a supplier bonus,
 * a bonus's reversal, or a money operation of the journal (a payment, a
 * refund, or the reversal of either: `postMoneyToSuppliers`).
 */
export type SupplierEntryKind = 'DOCUMENT' | 'BONUS' | 'BONUS_REVERSAL' | 'MONEY';

export interface SupplierEntry {
  supplierId: number;
  currency: string;
  /** Minor units: + the company owes more, − less. */
  amount: bigint;
  kind: SupplierEntryKind;
  documentId?: number;
  bonusId?: number;
  moneyOperationId?: number;
  date: string;
}

/**
 * Appends one row to the supplier ledger and moves the supplier's balance
 * by the same amount, in the caller's transaction: the balance is always the
 * sum of the ledger.
 */
export async function postSupplierEntry(tx: DbOrTx, entry: SupplierEntry): Promise<void> {
  if (entry.amount === 0n) return;
  await tx.execute(sql`insert into supplier_ledger
      (supplier_id, currency, amount, kind, document_id, bonus_id, money_operation_id, business_date)
    values (${entry.supplierId}, ${entry.currency}, ${entry.amount}, ${entry.kind}, ${entry.documentId ?? null},
      ${entry.bonusId ?? null}, ${entry.moneyOperationId ?? null}, ${entry.date})`);
  await tx.execute(sql`insert into supplier_balances (supplier_id, currency, debt)
    values (${entry.supplierId}, ${entry.currency}, ${entry.amount})
    on conflict (supplier_id, currency) do update set debt = supplier_balances.debt + excluded.debt`);
}

/** A money journal line as this ledger reads it (kind, supplier id, currency, minor units). */
interface MoneyLine {
  kind: string;
  ref: number;
  currency: string;
  amount: bigint;
}

/**
 * The supplier ledger's side of money operations: every posted line of a
 * supplier account (a payment, a refund, or the reversal of either) moves
 * the supplier's debt the other way, in the journal's transaction. The
 * wiring plugs it into the money journal (`wiring/hooks.ts`).
 */
export async function postMoneyToSuppliers(
  tx: DbOrTx,
  operations: readonly { ctx: { operationId: number; date: string }; lines: readonly MoneyLine[] }[],
): Promise<void> {
  for (const { ctx, lines } of operations) {
    for (const line of lines) {
      if (line.kind !== 'supplier') continue;
      await postSupplierEntry(tx, {
        supplierId: line.ref,
        currency: line.currency,
        amount: -line.amount,
        kind: 'MONEY',
        moneyOperationId: ctx.operationId,
        date: ctx.date,
      });
    }
  }
}
