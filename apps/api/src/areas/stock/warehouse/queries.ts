import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import {
  STOCK_DOCUMENT_KINDS,
  type StockDocument,
  type StockDocumentKind,
  type StockDocumentRow,
  type SupplierDebtRow,
} from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { LineRow, Row } from './document-rows.ts';
import { ITEM_TABLE, KINDS } from './kinds.ts';

export async function linesOf(tx: DbOrTx, documentId: number): Promise<LineRow[]> {
  const rows =
    await tx.execute<LineRow>(sql`select id, product_id, quantity, expected, price, reason_id, serials,
      markings
    from stock_document_lines where document_id = ${documentId} order by product_id`);
  return rows.rows;
}

/** A document's header as the database answers it: ids and amounts as their driver strings. */
type HeaderRow = Omit<StockDocument, 'lines' | 'id' | 'total'> & Row & { id: number | string; total: string };

const money = (v: unknown) => (v === null || v === undefined ? null : fromMinor(BigInt(String(v))));

export async function getDocument(tx: DbOrTx, kind: StockDocumentKind, id: number): Promise<StockDocument> {
  const rows =
    await tx.execute<HeaderRow>(sql`select d.id, d.kind, d.number, d.status, d.branch_id, b.name as branch_name, b.prefix as branch_prefix,
      d.warehouse_id, w.name as warehouse_name, d.to_warehouse_id, tw.name as to_warehouse_name,
      d.supplier_id, s.name as supplier_name, d.currency, d.rate, d.doc_date::text as doc_date, d.note, d.total,
      d.version, d.created_at, d.updated_at
    from stock_documents d
    left join branches b on b.id = d.branch_id
    left join warehouses w on w.id = d.warehouse_id
    left join warehouses tw on tw.id = d.to_warehouse_id
    left join suppliers s on s.id = d.supplier_id
    where d.id = ${id} and d.kind = ${kind}`);
  const doc = rows.rows[0];
  if (!doc) throw notFound();
  const lines = await tx.execute<LineRow & { product_name: string }>(sql`select l.id, l.product_id,
      p.name as product_name, l.quantity, l.expected, l.price, l.reason_id, l.serials, l.markings
    from stock_document_lines l join ${sql.identifier(ITEM_TABLE[KINDS[kind].item ?? 'product'])} p on p.id = l.product_id
    where l.document_id = ${id} order by l.id`);
  return {
    ...doc,
    id: Number(doc.id),
    total: money(doc.total) ?? '0.00',
    lines: lines.rows.map((l) => ({
      ...l,
      id: Number(l.id),
      quantity: fromMilli(BigInt(l.quantity)),
      expected: l.expected === null ? null : fromMilli(BigInt(l.expected)),
      difference: l.expected === null ? null : fromMilli(BigInt(l.quantity) - BigInt(l.expected)),
      price: money(l.price),
    })),
  };
}

export const documentRule = (kind: StockDocumentKind) => STOCK_DOCUMENT_KINDS[kind].rule;

/** A page of documents of a kind, newest first, by status, warehouse, supplier and date. */
export async function listDocuments(
  db: Db,
  kind: StockDocumentKind,
  q: {
    page: number;
    per_page: number;
    status?: string;
    warehouse_id?: number;
    supplier_id?: number;
    date_from?: string;
    date_to?: string;
  },
): Promise<{ data: StockDocumentRow[]; meta: { page: number; per_page: number; total: number } }> {
  const conditions = [sql`d.kind = ${kind}`];
  if (q.status) conditions.push(sql`d.status = ${q.status}`);
  if (q.warehouse_id)
    conditions.push(sql`(d.warehouse_id = ${q.warehouse_id} or d.to_warehouse_id = ${q.warehouse_id})`);
  if (q.supplier_id) conditions.push(sql`d.supplier_id = ${q.supplier_id}`);
  if (q.date_from) conditions.push(sql`d.doc_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`d.doc_date <= ${q.date_to}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<
      Omit<StockDocumentRow, 'id'> & Row & { id: number | string }
    >(sql`select d.id, d.number, b.prefix as branch_prefix, d.status, d.doc_date::text as doc_date,
        d.currency, d.total, d.warehouse_id, w.name as warehouse_name, d.to_warehouse_id,
        tw.name as to_warehouse_name, d.supplier_id, s.name as supplier_name, d.version, d.created_at
      from stock_documents d
      left join branches b on b.id = d.branch_id
      left join warehouses w on w.id = d.warehouse_id
      left join warehouses tw on tw.id = d.to_warehouse_id
      left join suppliers s on s.id = d.supplier_id
      where ${where} order by d.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from stock_documents d where ${where}`),
  ]);
  return {
    data: rows.rows.map((r) => ({ ...r, id: Number(r.id), total: fromMinor(BigInt(String(r.total))) })),
    meta: { page: q.page, per_page: q.per_page, total: count.rows[0]?.n ?? 0 },
  };
}

/** Each supplier's debt per currency, from the balances kept with the ledger, by supplier name. */
export async function supplierDebts(db: Db): Promise<SupplierDebtRow[]> {
  const rows = await db.execute<SupplierDebtRow & Record<string, unknown>>(
    sql`select b.supplier_id, s.name as supplier_name, b.currency, b.debt
    from supplier_balances b join suppliers s on s.id = b.supplier_id order by s.name, b.currency`,
  );
  return rows.rows.map((r) => ({ ...r, debt: fromMinor(BigInt(r.debt)) }));
}
