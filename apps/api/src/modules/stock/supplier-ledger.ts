import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** What a supplier ledger row posts: a warehouse document, a supplier bonus, or a bonus's reversal. */
export type SupplierEntryKind = 'DOCUMENT' | 'BONUS' | 'BONUS_REVERSAL';

export interface SupplierEntry {
  supplierId: number;
  currency: string;
  /** Minor units: + the company owes more, − less. */
  amount: bigint;
  kind: SupplierEntryKind;
  documentId?: number;
  bonusId?: number;
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
      (supplier_id, currency, amount, kind, document_id, bonus_id, business_date)
    values (${entry.supplierId}, ${entry.currency}, ${entry.amount}, ${entry.kind}, ${entry.documentId ?? null},
      ${entry.bonusId ?? null}, ${entry.date})`);
  await tx.execute(sql`insert into supplier_balances (supplier_id, currency, debt)
    values (${entry.supplierId}, ${entry.currency}, ${entry.amount})
    on conflict (supplier_id, currency) do update set debt = supplier_balances.debt + excluded.debt`);
}
