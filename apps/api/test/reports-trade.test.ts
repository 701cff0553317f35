import { fromMinor } from '@savdo/shared/money';
import { fromMilli, toMilli } from '@savdo/shared/quantity';
import type { ReportPage } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The trade reports (REPORTS.md "TRADE") on the demo data: each one's totals
 * against the sales, contracts and orders it reads, summed apart in SQL,
 * and a filter that narrows it.
 */

let ctx: TestContext;
let admin: string;
const ALL_TIME = 'period=range&date_from=2000-01-01&date_to=2100-01-01';
const SOLD = sql`status in ('PAID', 'RETURNED')`;
const SIGNED = sql`status not in ('CREATED', 'CANCELED')`;

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

async function page(code: string, query = ''): Promise<ReportPage> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/${code}?per_page=500&${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportPage }>().data;
}
async function one(query: SQL): Promise<string> {
  const rows = await ctx.db.execute<{ v: string | null }>(query);
  return String(rows.rows[0]?.v ?? '0');
}
const totalOf = (p: ReportPage, key: string, currency?: string) =>
  String((currency ? p.totals.find((t) => t.currency === currency) : p.totals[0])?.[key] ?? '0');
const money = async (query: SQL) => fromMinor(BigInt(await one(query)));

describe('R0001 daily sales summary', () => {
  it('sums the paid cash trades and the signed contracts, with their FIFO cost', async () => {
    const p = await page('R0001', ALL_TIME);
    const cash = await one(
      sql`select sum(total)::text as v from cash_trades where ${SOLD} and currency = 'UZS'`,
    );
    const credit = await one(sql`select sum(price - discount)::text as v from contracts
      where ${SIGNED} and currency = 'UZS'`);
    expect(BigInt(cash)).toBeGreaterThan(0n);
    expect(totalOf(p, 'amount', 'UZS')).toBe(fromMinor(BigInt(cash) + BigInt(credit)));
    const count = await one(sql`select ((select count(*) from cash_trades where ${SOLD} and currency = 'UZS')
      + (select count(*) from contracts where ${SIGNED} and currency = 'UZS'))::text as v`);
    expect(totalOf(p, 'sales', 'UZS')).toBe(count);
    const cost =
      await money(sql`select ((select sum(cost_uzs) from cash_trades where ${SOLD} and currency = 'UZS')
      + (select sum(cost_uzs) from contracts where ${SIGNED} and currency = 'UZS'))::text as v`);
    expect(totalOf(p, 'cost_uzs', 'UZS')).toBe(cost);
    // the sale type narrows it to the cash trades
    const onlyCash = await page('R0001', `${ALL_TIME}&sale_type=CASH&currency=UZS`);
    expect(onlyCash.rows.every((r) => r.sale_type === 'CASH')).toBe(true);
    expect(totalOf(onlyCash, 'amount', 'UZS')).toBe(fromMinor(BigInt(cash)));
    const onlyCredit = await page('R0001', `${ALL_TIME}&sale_type=CREDIT&currency=UZS`);
    expect(onlyCredit.rows.every((r) => r.sale_type === 'CREDIT' && r.business_date)).toBe(true);
    expect(totalOf(onlyCredit, 'amount', 'UZS')).toBe(fromMinor(BigInt(credit)));
    expect(p.chart.map((c) => c.label).sort()).toEqual(['CASH', 'CREDIT']);
  });
});

describe('R0005 contract register', () => {
  it('lists every signed contract with its terms; the client filter finds one client’s', async () => {
    const p = await page('R0005', ALL_TIME);
    const debt = await money(
      sql`select sum(debt)::text as v from contracts where ${SIGNED} and currency = 'UZS'`,
    );
    expect(totalOf(p, 'debt', 'UZS')).toBe(debt);
    const count = await one(sql`select count(*)::text as v from contracts where ${SIGNED}`);
    expect(p.meta.total).toBe(Number(count));
    expect(p.rows.every((r) => typeof r.number === 'string' && r.contract_id)).toBe(true);
    expect(p.rows.some((r) => typeof r.goods === 'string' && r.goods.length > 0)).toBe(true);
    const sample = p.rows.find((r) => r.passport);
    const mine = await page('R0005', `${ALL_TIME}&client=${sample?.passport}`);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.length).toBeLessThan(p.rows.length);
    expect(mine.rows.every((r) => r.passport === sample?.passport)).toBe(true);
  });
});

describe('R0006 orders and conversion', () => {
  it('counts every order once, by its state, and those that became contracts', async () => {
    const p = await page('R0006', ALL_TIME);
    const orders = await one(sql`select count(*)::text as v from client_orders`);
    expect(BigInt(orders)).toBeGreaterThan(0n);
    expect(totalOf(p, 'orders')).toBe(orders);
    const approved = await one(sql`select count(*)::text as v from client_orders where status = 'APPROVED'`);
    expect(totalOf(p, 'approved')).toBe(approved);
    const converted = await one(sql`select count(*)::text as v from client_orders o
      join contracts c on c.id = o.contract_id where c.${sql.raw("status not in ('CREATED', 'CANCELED')")}`);
    expect(totalOf(p, 'converted')).toBe(converted);
    const sum =
      Number(totalOf(p, 'approved')) + Number(totalOf(p, 'rejected')) + Number(totalOf(p, 'pending'));
    expect(sum).toBe(Number(orders));
    const rejected = await page('R0006', `${ALL_TIME}&order_status=REJECTED`);
    expect(rejected.rows.length).toBe(Number(totalOf(p, 'rejected')));
    expect(rejected.rows.every((r) => r.order_status === 'REJECTED')).toBe(true);
  });
});

describe('R0007 cash sales register', () => {
  it('sums the lines of the paid trades to their totals; the product filter narrows it', async () => {
    const p = await page('R0007', ALL_TIME);
    const total = await money(
      sql`select sum(total)::text as v from cash_trades where ${SOLD} and currency = 'UZS'`,
    );
    expect(totalOf(p, 'line_sum', 'UZS')).toBe(total);
    const quantity = await one(sql`select sum(i.quantity)::text as v from cash_trade_items i
      join cash_trades t on t.id = i.trade_id where t.${sql.raw("status in ('PAID', 'RETURNED')")}`);
    expect(totalOf(p, 'quantity', 'UZS')).toBe(fromMilli(BigInt(quantity)));
    expect(p.rows.some((r) => r.payment_method === 'FOND')).toBe(true);
    const productId = Number(p.rows[0]?.product_id);
    const one_ = await page('R0007', `${ALL_TIME}&product_id=${productId}`);
    expect(one_.rows.length).toBeGreaterThan(0);
    expect(one_.rows.length).toBeLessThan(p.rows.length);
    expect(one_.rows.every((r) => r.product_name === p.rows[0]?.product_name)).toBe(true);
  });
});

describe('R0008 sales by product', () => {
  it('sums every line sold to the sales of R0001; the category narrows it', async () => {
    const p = await page('R0008', ALL_TIME);
    const daily = await page('R0001', ALL_TIME);
    expect(totalOf(p, 'revenue', 'UZS')).toBe(totalOf(daily, 'amount', 'UZS'));
    expect(totalOf(p, 'cost_uzs', 'UZS')).toBe(totalOf(daily, 'cost_uzs', 'UZS'));
    const lines = await one(sql`select ((select sum(i.quantity) from cash_trade_items i join cash_trades t
        on t.id = i.trade_id where t.${sql.raw("status in ('PAID', 'RETURNED')")})
      + (select sum(i.quantity) from contract_items i join contracts c on c.id = i.contract_id
        where c.${sql.raw("status not in ('CREATED', 'CANCELED')")}))::text as v`);
    const quantity = p.totals.reduce((n, t) => n + toMilli(String(t.quantity)), 0n);
    expect(fromMilli(quantity)).toBe(fromMilli(BigInt(lines)));
    const category = await one(sql`select p.product_category_id::text as v from cash_trade_items i
      join products p on p.id = i.product_id where p.product_category_id is not null limit 1`);
    const narrowed = await page('R0008', `${ALL_TIME}&category_id=${category}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.length).toBeLessThan(p.rows.length);
  });
});

describe('R0009 gross profit', () => {
  it('is the goods’ margin plus the contracts’ markup less the returns, all of them', async () => {
    const p = await page('R0009', ALL_TIME);
    const markup = await one(sql`select sum(case when currency = 'UZS' then markup_amount
      else round(markup_amount * rate) end)::text as v from contracts where ${SIGNED}`);
    expect(totalOf(p, 'markup_uzs')).toBe(fromMinor(BigInt(markup)));
    const returns = await one(sql`select ((select sum(amount) from cash_trade_returns)
      + (select coalesce(sum(value), 0) from contract_returns where status = 'APPROVED'))::text as v`);
    expect(BigInt(returns)).toBeGreaterThan(0n);
    expect(totalOf(p, 'returns_uzs')).toBe(fromMinor(BigInt(returns)));
    const t = p.totals[0] ?? {};
    const minor = (k: string) => BigInt(String(t[k]).replace('.', ''));
    expect(minor('gross_profit_uzs')).toBe(
      minor('revenue_uzs') -
        minor('cost_uzs') +
        minor('markup_uzs') -
        minor('returns_uzs') +
        minor('returned_cost_uzs'),
    );
    const cash = await page('R0009', `${ALL_TIME}&sale_type=CASH`);
    expect(totalOf(cash, 'markup_uzs')).toBe('0.00');
  });
});

describe('R0010 ABC analysis', () => {
  it('ranks the products so that A, B and C hold the revenue and the unsold are NONE', async () => {
    const p = await page('R0010', ALL_TIME);
    const byProduct = await page('R0008', ALL_TIME);
    expect(totalOf(p, 'quantity')).not.toBe('0.000');
    const classes = new Set(p.rows.map((r) => r.abc_class));
    expect(classes).toContain('A');
    expect(classes).toContain('NONE');
    const aShare = p.rows.filter((r) => r.abc_class === 'A').reduce((n, r) => n + Number(r.share), 0);
    expect(aShare).toBeGreaterThanOrEqual(80);
    expect(p.rows.filter((r) => r.abc_class !== 'NONE').length).toBeLessThanOrEqual(byProduct.rows.length);
    const units = await page('R0010', `${ALL_TIME}&measure=units`);
    expect(units.rows[0]?.product_id).toBeDefined();
    expect(Number(units.rows[0]?.quantity)).toBeGreaterThanOrEqual(Number(units.rows[1]?.quantity));
  });
});

describe('R0011 average check', () => {
  it('counts the sales of R0001 and their sum; the sale type narrows it', async () => {
    const p = await page('R0011', `${ALL_TIME}&currency=UZS`);
    const daily = await page('R0001', `${ALL_TIME}&currency=UZS`);
    expect(totalOf(p, 'sales')).toBe(totalOf(daily, 'sales', 'UZS'));
    expect(totalOf(p, 'amount_uzs')).toBe(totalOf(daily, 'amount', 'UZS'));
    const credit = await page('R0011', `${ALL_TIME}&sale_type=CREDIT`);
    expect(credit.rows.every((r) => r.sale_type === 'CREDIT' && Number(r.prepayment_share) > 0)).toBe(true);
  });
});

describe('R0012 discounts given', () => {
  it('sums the cash trades’ discounts and the contracts’ discounts, at signing and later', async () => {
    const p = await page('R0012', ALL_TIME);
    const expected = await one(sql`select ((select coalesce(sum(d.amount), 0) from cash_trade_discounts d
        join cash_trades t on t.id = d.trade_id where t.${sql.raw("status in ('PAID', 'RETURNED')")})
      + (select coalesce(sum(discount), 0) from contracts where ${SIGNED} and currency = 'UZS')
      + (select coalesce(sum(amount), 0) from contract_settlements where kind = 'DISCOUNT' and status = 'APPROVED'
          and reversal_of is null and currency = 'UZS'))::text as v`);
    expect(BigInt(expected)).toBeGreaterThan(0n);
    expect(totalOf(p, 'amount', 'UZS')).toBe(fromMinor(BigInt(expected)));
    expect(p.rows.every((r) => r.reason === null || typeof r.reason === 'string')).toBe(true);
    const credit = await page('R0012', `${ALL_TIME}&sale_type=CREDIT`);
    expect(credit.rows.every((r) => r.sale_type === 'CREDIT' && r.contract_id)).toBe(true);
    expect(credit.rows.length).toBeLessThan(p.rows.length);
  });
});

describe('R0013 returns from clients', () => {
  it('sums what came back from cash trades and contracts, with the cost taken back into stock', async () => {
    const p = await page('R0013', ALL_TIME);
    const amount = await one(sql`select ((select sum(amount) from cash_trade_returns)
      + (select coalesce(sum(value), 0) from contract_returns where status = 'APPROVED'))::text as v`);
    expect(totalOf(p, 'amount', 'UZS')).toBe(fromMinor(BigInt(amount)));
    const cost = await one(sql`select ((select sum(cost_uzs) from cash_trade_return_items)
      + (select coalesce(sum(ri.cost_uzs), 0) from contract_return_items ri
          join contract_returns r on r.id = ri.return_id where r.status = 'APPROVED'))::text as v`);
    expect(BigInt(cost)).toBeGreaterThan(0n);
    expect(totalOf(p, 'cost_uzs', 'UZS')).toBe(fromMinor(BigInt(cost)));
    const cash = await page('R0013', `${ALL_TIME}&sale_type=CASH`);
    expect(cash.rows.length).toBeGreaterThan(0);
    expect(cash.rows.length).toBeLessThan(p.rows.length);
    expect(totalOf(cash, 'debt_reduction', 'UZS')).toBe('0.00');
  });
});

describe('R0014 sold but not released', () => {
  it('today: what the sales still wait for; a past date: what was waiting then', async () => {
    const now = await page('R0014');
    const waiting = await one(sql`select ((select sum(i.quantity - i.released) from cash_trade_items i
        join cash_trades t on t.id = i.trade_id where i.released < i.quantity
          and t.${sql.raw("status in ('PAID', 'RETURNED')")})
      + (select sum(i.quantity - i.released) from contract_items i join contracts c on c.id = i.contract_id
          where i.released < i.quantity and c.${sql.raw("status not in ('CREATED', 'CANCELED')")}))::text as v`);
    const all = now.totals.reduce((n, t) => n + toMilli(String(t.waiting)), 0n);
    expect(fromMilli(all)).toBe(fromMilli(BigInt(waiting)));
    // before the first release every line sold by then was waiting
    const first = await one(sql`select min((approved_at at time zone 'Asia/Tashkent')::date - 1)::text as v
      from output_invoices where approved_at is not null`);
    const past = await page('R0014', `as_of=${first}`);
    const sold = await one(sql`select ((select sum(i.quantity) from cash_trade_items i join cash_trades t
        on t.id = i.trade_id where t.trade_date <= ${first} and t.${sql.raw("status in ('PAID', 'RETURNED')")})
      + (select sum(i.quantity) from contract_items i join contracts c on c.id = i.contract_id
          where c.contract_date <= ${first} and c.${sql.raw("status not in ('CREATED', 'CANCELED')")}))::text as v`);
    const before = past.totals.reduce((n, t) => n + toMilli(String(t.waiting)), 0n);
    expect(fromMilli(before)).toBe(fromMilli(BigInt(sold)));
    expect(before).not.toBe(all);
    expect(past.rows.every((r) => Number(r.released) === 0)).toBe(true);
  });
});

describe('R0015 deliveries and pickups', () => {
  it('counts the approved output invoices, the completed ones and those still on their way', async () => {
    const p = await page('R0015', ALL_TIME);
    const approved = await one(
      sql`select count(*)::text as v from output_invoices where status = 'APPROVED'`,
    );
    expect(Number(approved)).toBeGreaterThan(0);
    expect(totalOf(p, 'invoices')).toBe(approved);
    const stuck = await one(sql`select count(*)::text as v from output_invoices
      where status = 'APPROVED' and handover_status in ('COLLECTING', 'DELIVERY')`);
    expect(totalOf(p, 'stuck')).toBe(stuck);
    const cost = await money(
      sql`select sum(cost_uzs)::text as v from output_invoices where status = 'APPROVED'`,
    );
    expect(totalOf(p, 'cost_uzs')).toBe(cost);
    expect(p.rows.some((r) => r.handover_status === 'COMPLETED' && r.completed_on !== null)).toBe(true);
    // a range narrows it to the invoices dated in it
    const first = String(p.rows[p.rows.length - 1]?.doc_date);
    const oneDay = await page('R0015', `period=range&date_from=${first}&date_to=${first}`);
    const thatDay = await one(sql`select count(*)::text as v from output_invoices
      where status = 'APPROVED' and doc_date = ${first}`);
    expect(totalOf(oneDay, 'invoices')).toBe(thatDay);
    expect(Number(thatDay)).toBeLessThan(Number(approved));
  });
});
