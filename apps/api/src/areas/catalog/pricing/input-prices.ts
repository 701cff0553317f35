import { documentNumber } from '@savdo/shared/documents';
import { fromMinor, toMinor } from '@savdo/shared/money';
import { fromMilli, mulDivRound } from '@savdo/shared/quantity';
import type { InputPrice, inputPriceQuerySchema } from '@savdo/shared/schemas/pricing';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/client.ts';

type Query = z.output<typeof inputPriceQuerySchema>;

interface Row extends Record<string, unknown> {
  line_id: string;
  product_id: number;
  product_name: string;
  document_id: string;
  number: string;
  prefix: string | null;
  doc_date: string;
  supplier_id: number | null;
  supplier_name: string | null;
  warehouse_id: number;
  warehouse_name: string | null;
  currency: 'UZS' | 'USD';
  rate: string;
  price: string;
  quantity: string;
  prev_price: string | null;
  prev_currency: 'UZS' | 'USD' | null;
  prev_rate: string | null;
}

/** A unit price in soʻm: as it is, or a dollar price at its document's rate. */
export function unitCostUzs(price: bigint, currency: 'UZS' | 'USD', rate: string): bigint {
  return currency === 'UZS' ? price : mulDivRound(price, toMinor(rate), 100n);
}

/** How much a unit cost moved from the previous one: soʻm and percent (2 places), or nothing without a previous. */
export function costChange(current: bigint, previous: bigint | null) {
  if (previous === null) return { change_uzs: null, change_percent: null };
  const diff = current - previous;
  return {
    change_uzs: fromMinor(diff),
    change_percent: previous === 0n ? null : fromMinor(mulDivRound(diff, 10_000n, previous)),
  };
}

const INPUT = sql`d.kind = 'SUPPLIER_INPUT' and d.status = 'APPROVED'`;

/**
 * The input prices of products, newest first: every line of an approved
 * supplier input, with its price in the document's currency, the unit cost
 * in soʻm, and the change against the product's previous approved input
 * (whatever its supplier or warehouse). Pages through the documents' date
 * index; the previous input is one index probe per row.
 */
export async function inputPrices(db: DbOrTx, q: Query): Promise<InputPrice[]> {
  const where = [INPUT];
  if (q.product_id) where.push(sql`l.product_id = ${q.product_id}`);
  if (q.supplier_id) where.push(sql`d.supplier_id = ${q.supplier_id}`);
  if (q.warehouse_id) where.push(sql`d.warehouse_id = ${q.warehouse_id}`);
  if (q.date_from) where.push(sql`d.doc_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`d.doc_date <= ${q.date_to}`);
  const rows = await db.execute<Row>(sql`select l.id as line_id, l.product_id, p.name as product_name,
      d.id as document_id, d.number, db.prefix, d.doc_date::text as doc_date, d.supplier_id, s.name as supplier_name,
      d.warehouse_id, w.name as warehouse_name, d.currency, d.rate, l.price, l.quantity,
      prev.price as prev_price, prev.currency as prev_currency, prev.rate as prev_rate
    from stock_documents d
    join stock_document_lines l on l.document_id = d.id
    join products p on p.id = l.product_id
    left join suppliers s on s.id = d.supplier_id
    left join warehouses w on w.id = d.warehouse_id
    left join branches db on db.id = d.branch_id
    left join lateral (
      select l2.price, d2.currency, d2.rate
      from stock_document_lines l2 join stock_documents d2 on d2.id = l2.document_id
      where l2.product_id = l.product_id and d2.kind = 'SUPPLIER_INPUT' and d2.status = 'APPROVED'
        and (d2.doc_date, l2.id) < (d.doc_date, l.id)
      order by d2.doc_date desc, l2.id desc limit 1
    ) prev on true
    where ${sql.join(where, sql` and `)}
    order by d.doc_date desc, l.id desc
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return rows.rows.map((r) => {
    const cost = unitCostUzs(BigInt(r.price ?? 0), r.currency, r.rate);
    const previous =
      r.prev_price === null || r.prev_currency === null
        ? null
        : unitCostUzs(BigInt(r.prev_price), r.prev_currency, r.prev_rate ?? '0');
    return {
      id: Number(r.line_id),
      product_id: r.product_id,
      product_name: r.product_name,
      document_id: Number(r.document_id),
      number: documentNumber(r.prefix, r.number),
      doc_date: r.doc_date,
      supplier_name: r.supplier_name,
      warehouse_name: r.warehouse_name,
      currency: r.currency,
      rate: r.rate,
      price: fromMinor(BigInt(r.price ?? 0)),
      quantity: fromMilli(BigInt(r.quantity)),
      cost_uzs: fromMinor(cost),
      previous_cost_uzs: previous === null ? null : fromMinor(previous),
      ...costChange(cost, previous),
    };
  });
}
