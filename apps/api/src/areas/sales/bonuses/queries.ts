import { fromMinor } from '@savdo/shared/money';
import type {
  BonusHistoryKind,
  BonusHistoryRow,
  BonusListQuery,
  BonusOrderRow,
  BonusProductQuery,
  BonusProductRow,
  BonusReturnRow,
} from '@savdo/shared/schemas/bonuses';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** The bonus lists, paged on the server, newest first (each filter on an index of bonuses-schema.ts). */

const money = (v: string | null | undefined) => fromMinor(BigInt(v ?? 0));
const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
const pageOf = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;
const where = (c: SQL[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);

function filters(alias: string, q: BonusListQuery): SQL[] {
  const a = sql.raw(alias);
  const c: SQL[] = [];
  if (q.client_id) c.push(sql`${a}.client_id = ${q.client_id}`);
  if (q.from) c.push(sql`${a}.business_date >= ${q.from}`);
  if (q.to) c.push(sql`${a}.business_date <= ${q.to}`);
  return c;
}

export async function listBonusProducts(db: DbOrTx, q: BonusProductQuery) {
  const c = q.active ? [sql`b.active = ${q.active === 'true'}`] : [];
  const data = await productRows(db, c, pageOf(q));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

async function productRows(db: DbOrTx, c: SQL[], limit: SQL): Promise<BonusProductRow[]> {
  const rows = await db.execute<Record<string, string | boolean | null>>(sql`select b.id, b.product_id,
      p.name as product_name, b.points::text as points, b.active
    from bonus_products b left join products p on p.id = b.product_id
    ${where(c)} order by b.id desc ${limit}`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    product_id: Number(r.product_id),
    product_name: String(r.product_name ?? ''),
    points: money(r.points as string),
    active: r.active === true,
  }));
}

export async function bonusProduct(db: DbOrTx, id: number): Promise<BonusProductRow> {
  const [row] = await productRows(db, [sql`b.id = ${id}`], sql`limit 1`);
  if (!row) throw notFound();
  return row;
}

export async function listBonusHistory(db: DbOrTx, q: BonusListQuery) {
  const rows = await db.execute<
    Record<string, string | null>
  >(sql`select h.id, h.client_id, cl.full_name as client_name,
      h.kind, h.amount::text as amount, h.balance::text as balance, h.settlement_id, h.order_id,
      h.business_date::text as business_date
    from bonus_history h left join clients cl on cl.id = h.client_id
    ${where(filters('h', q))} order by h.id desc ${pageOf(q)}`);
  const data: BonusHistoryRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    client_id: Number(r.client_id),
    client_name: r.client_name ?? '',
    kind: r.kind as BonusHistoryKind,
    amount: money(r.amount),
    balance: money(r.balance),
    settlement_id: num(r.settlement_id),
    order_id: num(r.order_id),
    business_date: r.business_date ?? '',
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

/** A client's bonus balance (0 when they never earned). */
export async function bonusBalanceOf(db: DbOrTx, clientId: number) {
  const rows = await db.execute<{ balance: string; full_name: string }>(sql`select cl.full_name,
      coalesce(b.balance, 0)::text as balance
    from clients cl left join bonus_balances b on b.client_id = cl.id where cl.id = ${clientId}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return { client_id: clientId, client_name: row.full_name, balance: money(row.balance) };
}

async function orderRows(db: DbOrTx, c: SQL[], limit: SQL): Promise<BonusOrderRow[]> {
  const rows = await db.execute<Record<string, string | null>>(sql`select o.id, o.client_id,
      cl.full_name as client_name, p.name as product_name, w.name as warehouse_name, o.quantity,
      o.returned_quantity, o.total::text as total, o.points::text as points, o.difference::text as difference,
      cb.name as cashbox_name, o.status, o.business_date::text as business_date
    from bonus_orders o
    left join clients cl on cl.id = o.client_id
    left join products p on p.id = o.product_id
    left join warehouses w on w.id = o.warehouse_id
    left join cashboxes cb on cb.id = o.cashbox_id
    ${where(c)} order by o.id desc ${limit}`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    client_id: Number(r.client_id),
    client_name: r.client_name ?? '',
    product_name: r.product_name ?? '',
    warehouse_name: r.warehouse_name ?? '',
    quantity: Number(r.quantity),
    returned_quantity: Number(r.returned_quantity),
    total: money(r.total),
    points: money(r.points),
    difference: money(r.difference),
    cashbox_name: r.cashbox_name ?? null,
    status: r.status as BonusOrderRow['status'],
    business_date: r.business_date ?? '',
  }));
}

/** Bonus orders; `differenceOnly`: those with a cash difference (payment-bonus-differences). */
export async function listBonusOrders(db: DbOrTx, q: BonusListQuery, differenceOnly = false) {
  const c = filters('o', q);
  if (differenceOnly) c.push(sql`o.difference > 0`);
  const data = await orderRows(db, c, pageOf(q));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

export async function bonusOrder(db: DbOrTx, id: number): Promise<BonusOrderRow> {
  const [row] = await orderRows(db, [sql`o.id = ${id}`], sql`limit 1`);
  if (!row) throw notFound();
  return row;
}

export async function listBonusReturns(db: DbOrTx, q: BonusListQuery) {
  const c: SQL[] = [];
  if (q.client_id) c.push(sql`o.client_id = ${q.client_id}`);
  if (q.from) c.push(sql`r.business_date >= ${q.from}`);
  if (q.to) c.push(sql`r.business_date <= ${q.to}`);
  const rows = await db.execute<Record<string, string | null>>(sql`select r.id, r.order_id,
      cl.full_name as client_name, p.name as product_name, r.quantity, r.points::text as points,
      r.difference::text as difference, r.reason, r.business_date::text as business_date
    from bonus_returns r join bonus_orders o on o.id = r.order_id
    left join clients cl on cl.id = o.client_id
    left join products p on p.id = o.product_id
    ${where(c)} order by r.id desc ${pageOf(q)}`);
  const data: BonusReturnRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    order_id: Number(r.order_id),
    client_name: r.client_name ?? '',
    product_name: r.product_name ?? '',
    quantity: Number(r.quantity),
    points: money(r.points),
    difference: money(r.difference),
    reason: r.reason ?? '',
    business_date: r.business_date ?? '',
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
