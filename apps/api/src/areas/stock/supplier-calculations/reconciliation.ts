import { documentNumber } from '@savdo/shared/documents';
import type { ReconciliationQuery } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { type Act, runAct } from './acts.ts';

export interface SupplierAct extends Act {
  supplier_id: number;
  supplier_name: string;
}

/** A money row of the ledger in words: a payment (debt −), a refund (debt +), or the reversal of either. */
function moneyKind(e: {
  money_type: string | null;
  money_reversal_of: string | null;
  amount: string;
}): string {
  if (e.money_reversal_of !== null) return 'PAYMENT_REVERSAL';
  return e.money_type === 'SUPPLIER_INPUT' ? 'SUPPLIER_REFUND' : 'SUPPLIER_PAYMENT';
}

/**
 * A supplier's reconciliation act for a period, in one currency, from the
 * supplier ledger: the debt before the period, every entry within it
 * (invoices, returns, their reversals, bonuses and bonus reversals, payments
 * and refunds through the money journal) with the
 * running debt, and the debt at its end. Both reads ride the ledger's
 * (supplier, currency, date, id) index.
 */
export async function reconciliationAct(db: Db, q: ReconciliationQuery): Promise<SupplierAct> {
  const [supplier, opening, entries] = await Promise.all([
    db.execute<{ name: string }>(sql`select name from suppliers where id = ${q.supplier_id}`),
    db.execute<{ amount: string }>(sql`select coalesce(sum(amount), 0) as amount from supplier_ledger
      where supplier_id = ${q.supplier_id} and currency = ${q.currency} and business_date < ${q.date_from}`),
    db.execute<{
      date: string;
      amount: string;
      kind: string;
      document_kind: string | null;
      document_number: string | null;
      document_prefix: string | null;
      bonus_id: string | null;
      money_operation_id: string | null;
      money_type: string | null;
      money_reversal_of: string | null;
    }>(sql`select l.business_date::text as date, l.amount, l.kind, d.kind as document_kind,
        d.number as document_number, b.prefix as document_prefix, l.bonus_id, l.money_operation_id, m.type as money_type,
        m.reversal_of as money_reversal_of
      from supplier_ledger l left join stock_documents d on d.id = l.document_id
        left join branches b on b.id = d.branch_id
        left join money_operations m on m.id = l.money_operation_id
      where l.supplier_id = ${q.supplier_id} and l.currency = ${q.currency}
        and l.business_date between ${q.date_from} and ${q.date_to}
      order by l.business_date, l.id`),
  ]);
  const name = supplier.rows[0]?.name;
  if (name === undefined) throw notFound();
  const act = runAct(
    q,
    BigInt(opening.rows[0]?.amount ?? 0),
    entries.rows.map((e) => ({
      date: e.date,
      kind: e.kind === 'DOCUMENT' ? (e.document_kind ?? e.kind) : e.kind === 'MONEY' ? moneyKind(e) : e.kind,
      number:
        e.kind === 'DOCUMENT'
          ? e.document_number && documentNumber(e.document_prefix, e.document_number)
          : e.kind === 'MONEY'
            ? e.money_operation_id
            : e.bonus_id,
      amount: BigInt(e.amount),
    })),
  );
  return { supplier_id: q.supplier_id, supplier_name: name, ...act };
}
