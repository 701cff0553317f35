import { fromMinor, toMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import { checkRule } from '@savdo/shared/rules';
import type {
  CashTradeDetail,
  CashTradeRow,
  TradeEventQuery,
  TradeQuery,
} from '@savdo/shared/schemas/cash-trading';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { FOND_SETTLED } from './fonds.ts';
import { lineSum } from './lines.ts';

/** Totals are exact up to this many matching rows, like the journal's. */
const EXACT_TOTAL_LIMIT = 10_000;

/** Who reads which list: a sale screen by its `.show`, or the cashbox screen that pays it. */
export const LIST_RULES = {
  cash: 'cash_trading.show|cash_trading_payment.show',
  fond: 'cash_trading_fond.show|cash_trading_fond_pay.show',
} as const;

const money = (v: unknown) => fromMinor(BigInt(String(v ?? 0)));

const SELECT = sql`select t.id, t.number, t.branch_id, b.name as branch_name, b.prefix as branch_prefix,
    t.client_id, c.full_name as client_name, t.fond_id, f.name as fond_name, t.status, t.currency,
    t.trade_date::text as trade_date, t.price, t.discount, t.total, t.paid, t.fond_amount, ${FOND_SETTLED} as fond_settled,
    t.refunded, t.fiscal_sign, t.fiscal_receipt_id, t.comment,
    (select r.status from cash_trade_receipts r where r.doc_key = 'sale:' || t.id) as fiscal_status,
    u.full_name as created_by_name
  from cash_trades t left join branches b on b.id = t.branch_id left join clients c on c.id = t.client_id
    left join fonds f on f.id = t.fond_id left join users u on u.id = t.created_by`;

type Stored = Record<string, unknown>;

function present(r: Stored): CashTradeRow & { comment: string | null } {
  return {
    ...(r as unknown as CashTradeRow & { comment: string | null }),
    id: Number(r.id),
    number: Number(r.number),
    branch_id: Number(r.branch_id),
    client_id: r.client_id === null ? null : Number(r.client_id),
    fond_id: r.fond_id === null ? null : Number(r.fond_id),
    price: money(r.price),
    discount: money(r.discount),
    total: money(r.total),
    paid: money(r.paid),
    rest: fromMinor(BigInt(String(r.total)) - BigInt(String(r.paid))),
    fond_amount: money(r.fond_amount),
    fond_settled: money(r.fond_settled),
    refunded: money(r.refunded),
  };
}

function conditions(q: TradeQuery): SQL[] {
  const where: SQL[] = [q.kind === 'fond' ? sql`t.fond_id is not null` : sql`t.fond_id is null`];
  if (q.date_from) where.push(sql`t.trade_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`t.trade_date <= ${q.date_to}`);
  if (q.branch_id) where.push(sql`t.branch_id = ${q.branch_id}`);
  if (q.client_id) where.push(sql`t.client_id = ${q.client_id}`);
  if (q.fond_id) where.push(sql`t.fond_id = ${q.fond_id}`);
  if (q.status) where.push(sql`t.status = ${q.status}`);
  if (q.number) where.push(sql`t.number = ${q.number}`);
  if (q.sum_from) where.push(sql`t.total >= ${toMinor(q.sum_from)}`);
  if (q.sum_to) where.push(sql`t.total <= ${toMinor(q.sum_to)}`);
  if (q.payment_type_id)
    where.push(sql`exists (select 1 from cash_trade_payments p
      where p.payment_type_id = ${q.payment_type_id} and p.trade_id = t.id)`);
  return where;
}

/** A page of trades, newest first; each filter rides an index of its own (see `cash_trades_*`). */
export async function listTrades(db: Db, q: TradeQuery, actor: Actor) {
  if (!checkRule(LIST_RULES[q.kind ?? 'cash'], actor.rules)) throw forbidden();
  const where = sql.join(conditions(q), sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<Stored>(sql`${SELECT}
      join (select t.id from cash_trades t where ${where} order by t.trade_date desc, t.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = t.id
      order by t.trade_date desc, t.id desc`),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from cash_trades t where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) x`),
  ]);
  const counted = Number(total.rows[0]?.total ?? 0);
  return {
    data: rows.rows.map(present),
    meta: { page: q.page, per_page: q.per_page, total: counted, total_exact: counted <= EXACT_TOTAL_LIMIT },
  };
}

async function many(db: DbOrTx, q: SQL): Promise<Stored[]> {
  return (await db.execute<Stored>(q)).rows;
}

/**
 * A trade with its lines, payments, discounts, returns and receipts: the
 * list's rule of its kind, or none (`actor` null) as the answer of a step
 * the actor was just allowed to take on it.
 */
export async function getTrade(db: Db, id: number, actor: Actor | null): Promise<CashTradeDetail> {
  const found = await many(db, sql`${SELECT} where t.id = ${id}`);
  const row = found[0];
  if (!row) throw notFound();
  if (actor && !checkRule(LIST_RULES[row.fond_id === null ? 'cash' : 'fond'], actor.rules)) throw forbidden();
  const [items, payments, discounts, returns, receipts] = await Promise.all([
    many(
      db,
      sql`select i.id, i.product_id, p.name as product_name, coalesce(p.is_serial, false) as is_serial,
        i.quantity, i.price, i.discount, i.released, i.returned
      from cash_trade_items i join products p on p.id = i.product_id where i.trade_id = ${id} order by i.id`,
    ),
    many(
      db,
      sql`select p.id, p.method, p.payment_type_id, pt.name as payment_type_name, c.name as cashbox_name,
        p.amount, p.currency, p.rate, p.amount_uzs, p.business_date::text as business_date, p.operation_id,
        p.reversal_id
      from cash_trade_payments p left join payment_types pt on pt.id = p.payment_type_id
        left join cashboxes c on c.id = p.cashbox_id where p.trade_id = ${id} order by p.id`,
    ),
    listDiscountRows(db, sql`d.trade_id = ${id}`, { page: 1, per_page: 100 }),
    listReturnRows(db, sql`r.trade_id = ${id}`, { page: 1, per_page: 100 }),
    many(
      db,
      sql`select id, kind, status, receipt_id, fiscal_sign, qr_url, terminal_id, fiscal_at, attempts, message
      from cash_trade_receipts where trade_id = ${id} order by id`,
    ),
  ]);
  return {
    ...present(row),
    items: items.map((i) => {
      const [quantity, price, discount] = [
        BigInt(String(i.quantity)),
        BigInt(String(i.price)),
        BigInt(String(i.discount)),
      ];
      return {
        id: Number(i.id),
        product_id: Number(i.product_id),
        product_name: String(i.product_name),
        is_serial: Boolean(i.is_serial),
        quantity: fromMilli(quantity),
        price: fromMinor(price),
        discount: fromMinor(discount),
        sum: fromMinor(lineSum(price, quantity)),
        released: fromMilli(BigInt(String(i.released))),
        returned: fromMilli(BigInt(String(i.returned))),
      };
    }),
    payments: payments
      .filter((p) => p.reversal_id === null)
      .map((p) => ({
        ...(p as unknown as CashTradeDetail['payments'][number]),
        id: Number(p.id),
        payment_type_id: p.payment_type_id === null ? null : Number(p.payment_type_id),
        amount: money(p.amount),
        amount_uzs: money(p.amount_uzs),
        operation_id: Number(p.operation_id),
      })),
    discounts,
    returns,
    receipts: receipts.map((r) => ({
      ...(r as unknown as CashTradeDetail['receipts'][number]),
      id: Number(r.id),
    })),
  };
}

const page = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;

async function listDiscountRows(db: DbOrTx, where: SQL, q: { page: number; per_page: number }) {
  const rows = await many(
    db,
    sql`select d.id, d.trade_id, t.number as trade_number, b.name as branch_name,
      b.prefix as branch_prefix, c.full_name as client_name, d.business_date::text as business_date, d.amount,
      d.percent, d.reason, u.full_name as created_by_name
    from cash_trade_discounts d join cash_trades t on t.id = d.trade_id left join branches b on b.id = d.branch_id
      left join clients c on c.id = t.client_id left join users u on u.id = d.created_by
    where ${where} order by d.business_date desc, d.id desc ${page(q)}`,
  );
  return rows.map((r) => ({
    ...(r as unknown as CashTradeDetail['discounts'][number]),
    id: Number(r.id),
    trade_id: Number(r.trade_id),
    trade_number: Number(r.trade_number),
    amount: money(r.amount),
  }));
}

async function listReturnRows(db: DbOrTx, where: SQL, q: { page: number; per_page: number }) {
  const rows = await many(
    db,
    sql`select r.id, r.number, r.trade_id, t.number as trade_number,
      b.name as branch_name, b.prefix as branch_prefix, c.full_name as client_name, w.name as warehouse_name,
      r.business_date::text as business_date, r.amount, r.cost_uzs as cost, r.refund_to, cb.name as cashbox_name,
      r.reason, u.full_name as created_by_name
    from cash_trade_returns r join cash_trades t on t.id = r.trade_id left join branches b on b.id = r.branch_id
      left join clients c on c.id = t.client_id left join warehouses w on w.id = r.warehouse_id
      left join cashboxes cb on cb.id = r.cashbox_id left join users u on u.id = r.created_by
    where ${where} order by r.business_date desc, r.id desc ${page(q)}`,
  );
  return rows.map((r) => ({
    ...(r as unknown as CashTradeDetail['returns'][number]),
    id: Number(r.id),
    number: Number(r.number),
    trade_id: Number(r.trade_id),
    trade_number: Number(r.trade_number),
    amount: money(r.amount),
    cost: money(r.cost),
  }));
}

function eventConditions(alias: string, q: TradeEventQuery): SQL {
  const a = sql.raw(alias);
  const where: SQL[] = [sql`true`];
  if (q.date_from) where.push(sql`${a}.business_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`${a}.business_date <= ${q.date_to}`);
  if (q.branch_id) where.push(sql`${a}.branch_id = ${q.branch_id}`);
  return sql.join(where, sql` and `);
}

/** Discounts given, newest first, by date and branch (`cash_trade_discounts_*_date`). */
export async function listDiscounts(db: Db, q: TradeEventQuery) {
  return {
    data: await listDiscountRows(db, eventConditions('d', q), q),
    meta: { page: q.page, per_page: q.per_page },
  };
}

/** Returns, newest first, by date and branch (`cash_trade_returns_*_date`). */
export async function listReturns(db: Db, q: TradeEventQuery) {
  return {
    data: await listReturnRows(db, eventConditions('r', q), q),
    meta: { page: q.page, per_page: q.per_page },
  };
}
