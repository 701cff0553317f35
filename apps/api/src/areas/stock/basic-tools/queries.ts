import { fromMinor } from '@savdo/shared/money';
import type { ListMeta } from '@savdo/shared/resources';
import type {
  AssetEntryQuery,
  AssetEntryRow,
  AssetUnitQuery,
  AssetUnitRow,
  PutToUseQuery,
  PutToUseRow,
  WearMonthRow,
} from '@savdo/shared/schemas';
import { foldUzbek, isId } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/engine/repository.ts';
import { notFound } from '../../../platform/http/errors.ts';

type Row = Record<string, unknown>;

const MONEY_KEYS = ['cost', 'book_value', 'wear', 'amount', 'total'] as const;

const ID_KEYS = ['id', 'unit_id'] as const;

/**
 * Money columns of a row as decimal strings, bigint ids as numbers; `T` names
 * the shared answer type the query's columns make.
 */
export function present<T = Row>(row: Row): T {
  const out: Row = { ...row };
  for (const key of ID_KEYS) {
    if (typeof row[key] === 'string') out[key] = Number(row[key]);
  }
  for (const key of MONEY_KEYS) {
    if (row[key] !== undefined && row[key] !== null) out[key] = fromMinor(BigInt(String(row[key])));
  }
  return out as T;
}

const paging = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;

const where = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

async function page<T>(
  db: Db,
  q: { page: number; per_page: number },
  rows: SQL,
  count: SQL,
): Promise<{ data: T[]; meta: ListMeta }> {
  const [data, total] = await Promise.all([db.execute<Row>(rows), db.execute<{ n: number }>(count)]);
  return {
    data: data.rows.map((row) => present<T>(row)),
    meta: { page: q.page, per_page: q.per_page, total: total.rows[0]?.n ?? 0 },
  };
}

const PUT_COLUMNS = sql`a.id, a.number, a.doc_date::text as doc_date, a.quantity, a.cost, a.note, a.created_at,
  a.status, a.canceled_at,
  (a.status = 'POSTED' and not exists(select 1 from asset_units x join asset_entries e on e.unit_id = x.id
    where x.put_to_use_id = a.id and e.type <> 'PUT_TO_USE')) as cancellable,
  a.branch_id, b.name as branch_name, b.prefix as branch_prefix, a.warehouse_id, w.name as warehouse_name,
  a.asset_product_id, p.name as asset_name, a.room_id, r.name as room_name,
  a.responsible_id, u.full_name as responsible_name`;
const PUT_JOINS = sql`left join branches b on b.id = a.branch_id
  left join warehouses w on w.id = a.warehouse_id
  left join asset_products p on p.id = a.asset_product_id
  left join rooms r on r.id = a.room_id
  left join users u on u.id = a.responsible_id`;

/** A put-to-use act with its units. */
export async function getPutToUse(
  tx: DbOrTx,
  id: number,
): Promise<PutToUseRow & { units: Pick<AssetUnitRow, 'id' | 'cost' | 'book_value' | 'status'>[] }> {
  const rows = await tx.execute<Row>(sql`select ${PUT_COLUMNS} from asset_put_to_use a ${PUT_JOINS}
    where a.id = ${id}`);
  const act = rows.rows[0];
  if (!act) throw notFound();
  const units = await tx.execute<Row>(sql`select id, cost, book_value, status from asset_units
    where put_to_use_id = ${id} order by id`);
  return { ...present<PutToUseRow>(act), units: units.rows.map((u) => present(u)) };
}

/** Put-to-use acts, newest first, by branch, warehouse, asset and date. */
export async function listPutToUse(db: Db, q: PutToUseQuery) {
  const c: SQL[] = [];
  if (q.branch_id) c.push(sql`a.branch_id = ${q.branch_id}`);
  if (q.warehouse_id) c.push(sql`a.warehouse_id = ${q.warehouse_id}`);
  if (q.asset_product_id) c.push(sql`a.asset_product_id = ${q.asset_product_id}`);
  if (q.date_from) c.push(sql`a.doc_date >= ${q.date_from}`);
  if (q.date_to) c.push(sql`a.doc_date <= ${q.date_to}`);
  return page<PutToUseRow>(
    db,
    q,
    sql`select ${PUT_COLUMNS} from asset_put_to_use a ${PUT_JOINS}
      where ${where(c)} order by a.id desc ${paging(q)}`,
    sql`select count(*)::int as n from asset_put_to_use a where ${where(c)}`,
  );
}

/**
 * What a unit search matches: any part of its asset's name or inventory code
 * or its room's name, or its number (`12`, `#12`). The names are looked up
 * first through their trigram indexes, then the units through their asset and
 * room indexes (`= any(array(…))`, so the planner scans both and ORs them).
 */
function unitSearch(search: string): SQL {
  const folded = `%${escapeLike(foldUzbek(search))}%`;
  const terms = [
    sql`x.asset_product_id = any(array(select id from asset_products
      where title_folded like ${folded} or inventory_code ilike ${`%${escapeLike(search)}%`}))`,
    sql`x.room_id = any(array(select id from rooms where title_folded like ${folded}))`,
  ];
  const number = /^#?(\d{1,15})$/.exec(search)?.[1]?.replace(/^0+/, '');
  if (isId(number)) terms.push(sql`x.id = ${Number(number)}`);
  return sql`(${sql.join(terms, sql` or `)})`;
}

/** Units in use (or written off, or cancelled): where, whose, what they cost, their wear and book value. */
export async function listUnits(db: Db, q: AssetUnitQuery) {
  const c: SQL[] = [];
  if (q.search) c.push(unitSearch(q.search));
  if (q.status) c.push(sql`x.status = ${q.status}`);
  if (q.branch_id) c.push(sql`x.branch_id = ${q.branch_id}`);
  if (q.room_id) c.push(sql`x.room_id = ${q.room_id}`);
  if (q.responsible_id) c.push(sql`x.responsible_id = ${q.responsible_id}`);
  if (q.asset_group_id) c.push(sql`x.asset_group_id = ${q.asset_group_id}`);
  if (q.asset_product_id) c.push(sql`x.asset_product_id = ${q.asset_product_id}`);
  return page<AssetUnitRow>(
    db,
    q,
    sql`select x.id, x.status, x.cost, x.wear, x.book_value, x.worn_until, x.put_date::text as put_date,
        x.asset_product_id, p.name as asset_name, p.inventory_code, x.asset_group_id, g.name as group_name,
        g.depreciation_rate, x.branch_id, b.name as branch_name, x.room_id, r.name as room_name,
        x.responsible_id, u.full_name as responsible_name, a.number as put_to_use_number
      from asset_units x
      left join asset_products p on p.id = x.asset_product_id
      left join asset_groups g on g.id = x.asset_group_id
      left join branches b on b.id = x.branch_id
      left join rooms r on r.id = x.room_id
      left join users u on u.id = x.responsible_id
      left join asset_put_to_use a on a.id = x.put_to_use_id
      where ${where(c)} order by x.id desc ${paging(q)}`,
    sql`select count(*)::int as n from asset_units x where ${where(c)}`,
  );
}

/** Entries of one type (wear, repricing, write-off), newest first, by month and unit. */
export async function listEntries(db: Db, q: AssetEntryQuery) {
  const c: SQL[] = [sql`e.type = ${q.type}`];
  if (q.month) c.push(sql`e.month = ${q.month}`);
  if (q.unit_id) c.push(sql`e.unit_id = ${q.unit_id}`);
  return page<AssetEntryRow>(
    db,
    q,
    sql`select e.id, e.unit_id, e.type, e.amount, e.book_value, e.month, e.business_date::text as business_date,
        e.note, e.created_at, e.reason_id, wr.name as reason_name, p.name as asset_name, p.inventory_code,
        r.name as room_name, cu.full_name as created_by_name
      from asset_entries e
      join asset_units x on x.id = e.unit_id
      left join asset_products p on p.id = x.asset_product_id
      left join rooms r on r.id = x.room_id
      left join write_off_reasons wr on wr.id = e.reason_id
      left join users cu on cu.id = e.created_by
      where ${where(c)} order by e.id desc ${paging(q)}`,
    sql`select count(*)::int as n from asset_entries e where ${where(c)}`,
  );
}

/** Wear by month: how many units were worn and by how much, latest months first. */
export async function wearByMonth(db: Db): Promise<{ data: WearMonthRow[] }> {
  const rows = await db.execute<Row>(sql`select month, count(*)::int as units, -sum(amount) as total
    from asset_entries where type = 'DEPRECIATION' group by month order by month desc limit 36`);
  return { data: rows.rows.map((r) => present<WearMonthRow>(r)) };
}

/** One unit's whole ledger, oldest first: its book value step by step. */
export async function unitEntries(db: Db, unitId: number) {
  const rows = await db.execute<Row>(sql`select e.id, e.type, e.amount, e.book_value, e.month,
      e.business_date::text as business_date, e.note, wr.name as reason_name
    from asset_entries e left join write_off_reasons wr on wr.id = e.reason_id
    where e.unit_id = ${unitId} order by e.id`);
  return rows.rows.map(present);
}
