import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * What a supplier ledger row posts: a warehouse document, a supplier bonus,
 * a bonus's reversal, or a money operation of the journal (a payment, a
 * refund, or the reversal of either: `modules/money/journal.ts`).
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
