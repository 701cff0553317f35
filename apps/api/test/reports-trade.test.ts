import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
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
}, 300_000);
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
