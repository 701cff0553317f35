import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import type { FifoLayerRow, PracticeQuery, ResidueQuery, ResidueRow } from '@savdo/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { ITEM_TABLE } from './kinds.ts';

type Row = Record<string, unknown>;

/** Quantities (thousandths) and costs (minor units) as the database answers them. */
type Stored<T> = { [K in keyof T]: T[K] extends string ? string | number : T[K] } & Row;
const units = (value: string | number) => fromMilli(BigInt(String(value)));
const amount = (value: string | number) => fromMinor(BigInt(String(value)));

const residueRow = (r: Stored<ResidueRow>): ResidueRow => ({
  product_id: Number(r.product_id),
  product_name: String(r.product_name),
  quantity: units(r.quantity),
  cost_uzs: amount(r.cost_uzs),
});

const fifoRow = (r: Stored<FifoLayerRow>): FifoLayerRow => ({
  layer_id: Number(r.layer_id),
  product_id: Number(r.product_id),
  product_name: String(r.product_name),
  business_date: String(r.business_date),
  quantity_in: units(r.quantity_in),
  quantity_left: units(r.quantity_left),
  cost_left_uzs: amount(r.cost_left_uzs),
  cost_left_usd: amount(r.cost_left_usd),
});

/** Quantities and costs of a row as decimal strings. */
function present(row: Row): Row {
  const out: Row = { ...row };
  for (const key of ['quantity', 'quantity_in', 'quantity_left']) {
    if (row[key] !== undefined && row[key] !== null) out[key] = fromMilli(BigInt(String(row[key])));
  }
  for (const key of ['cost_uzs', 'cost_usd', 'cost_left_uzs', 'cost_left_usd']) {
    if (row[key] !== undefined && row[key] !== null) out[key] = fromMinor(BigInt(String(row[key])));
  }
  return out;
}

/**
 * What moved in or out of the balance row `b` (of `stock_balances`) after `date`: today's balance less
 * it is the balance as of `date`, read through the movements' (product, warehouse) index. The residues
 * screen and the stock-balance report (R0034) both take a past date this way.
 */
export const movedAfter = (column: 'quantity' | 'cost_uzs' | 'cost_usd', date: string) =>
  sql`coalesce((select sum(m.${sql.identifier(column)}) from stock_movements m where m.item_kind = b.item_kind
    and m.product_id = b.product_id and m.warehouse_id = b.warehouse_id and m.business_date > ${date}), 0)`;

const paging = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;

/**
 * Residues. Current ones come from the balance rows (O(1) each, whatever the
 * number of movements); a past date subtracts only the movements after it,
 * through the (product, warehouse, id) index.
 */
export async function residues(
  db: Db,
  q: ResidueQuery,
): Promise<{ data: ResidueRow[] | FifoLayerRow[]; meta: { page: number; per_page: number } }> {
  const product = q.product_id ? sql`and b.product_id = ${q.product_id}` : sql``;
  const items = sql.identifier(ITEM_TABLE[q.item]);
  const meta = { page: q.page, per_page: q.per_page };
  if (q.by === 'fifo') {
    const result = await db.execute<
      Stored<FifoLayerRow>
    >(sql`select l.id as layer_id, l.product_id, p.name as product_name,
        l.business_date::text as business_date, l.quantity_in, l.quantity_left, l.cost_left_uzs, l.cost_left_usd
      from stock_layers l join ${items} p on p.id = l.product_id
      where l.item_kind = ${q.item} and l.warehouse_id = ${q.warehouse_id ?? 0} and l.quantity_left > 0
        ${q.product_id ? sql`and l.product_id = ${q.product_id}` : sql``}
      order by l.product_id, l.id ${paging(q)}`);
    return { data: result.rows.map(fifoRow), meta };
  }
  const scope: SQL =
    q.by === 'branch'
      ? sql`b.warehouse_id in (select id from warehouses where branch_id = ${q.branch_id ?? 0})`
      : sql`b.warehouse_id = ${q.warehouse_id ?? 0}`;
  const after = q.at ? sql`- ${movedAfter('quantity', q.at)}` : sql``;
  const afterCost = q.at ? sql`- ${movedAfter('cost_uzs', q.at)}` : sql``;
  const result = await db.execute<Stored<ResidueRow>>(sql`select r.product_id, p.name as product_name,
      sum(r.quantity) as quantity, sum(r.cost_uzs) as cost_uzs
    from (select b.product_id, b.quantity ${after} as quantity, b.cost_uzs ${afterCost} as cost_uzs
          from stock_balances b where b.item_kind = ${q.item} and ${scope} ${product}) r
    join ${items} p on p.id = r.product_id
    group by r.product_id, p.name having sum(r.quantity) <> 0
    order by p.name, r.product_id ${paging(q)}`);
  return { data: result.rows.map(residueRow), meta };
}

/** The ledger, newest first; every filter rides an index of stock_movements. */
export async function practices(db: Db, q: PracticeQuery) {
  const conditions: SQL[] = [sql`true`];
  if (q.type) conditions.push(sql`m.type = ${q.type}`);
  if (q.warehouse_id) conditions.push(sql`m.warehouse_id = ${q.warehouse_id}`);
  if (q.product_id) conditions.push(sql`m.product_id = ${q.product_id}`);
  if (q.document_id) conditions.push(sql`m.document_id = ${q.document_id} and m.doc_type is null`);
  if (q.date_from) conditions.push(sql`m.business_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`m.business_date <= ${q.date_to}`);
  const result = await db.execute<Row>(sql`with page as (
      select m.id from stock_movements m where ${sql.join(conditions, sql` and `)} order by m.id desc ${paging(q)}
    )
    select m.id, m.type, m.item_kind, m.product_id, coalesce(p.name, mt.name, ap.name) as product_name, m.warehouse_id, w.name as warehouse_name,
      m.quantity, m.cost_uzs, m.cost_usd, m.document_id, m.doc_type, d.kind as document_kind, d.number as document_number,
      db.prefix as document_prefix,
      m.reverses_id, m.business_date::text as business_date, m.created_at, u.full_name as created_by_name
    from page join stock_movements m on m.id = page.id
    left join products p on p.id = m.product_id and m.item_kind = 'product'
    left join materials mt on mt.id = m.product_id and m.item_kind = 'material'
    left join asset_products ap on ap.id = m.product_id and m.item_kind = 'asset'
    left join warehouses w on w.id = m.warehouse_id
    left join stock_documents d on d.id = m.document_id and m.doc_type is null
    left join branches db on db.id = d.branch_id
    left join users u on u.id = m.created_by
    order by m.id desc`);
  // No total: counting a ledger of millions per page is what makes such screens slow; the UI pages on.
  return { data: result.rows.map(present), meta: { page: q.page, per_page: q.per_page } };
}
