import { fromMinor, toMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * The expense reports (REPORTS.md "EXPENSE") on the demo data: each one's
 * totals against the ledger it reads, summed independently, and a filter
 * that narrows it.
 */

let ctx: TestContext;
let admin: string;
const ALL_TIME = 'period=range&date_from=2000-01-01&date_to=2100-01-01';

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
  String((currency ? p.totals.find((t) => t.currency === currency) : p.totals[0])?.[key] ?? '0.00');
const money = (minor: string) => fromMinor(BigInt(minor));

/** Postings to cost items' accounts (not the "no item" account) of counted operations (approved, not reversals) booked to a cost item (a contract's write-off is not an expense here). */
const EXPENSE_POSTINGS = sql`money_postings p
  join money_accounts a on a.id = p.account_id and a.kind = 'expense_item' and a.ref_id <> 0
  join money_operations o on o.id = p.operation_id and o.status = 'APPROVED' and o.reversal_of is null
    and o.counterpart_kind = 'expense_item'`;

describe('expense reports reconcile with the money journal', () => {
  it('R0067 cost item × branch = Σ counted postings to cost items; the source filter narrows it to the cash journal', async () => {
    const all = await page('R0067', ALL_TIME);
    const uzs = await one(
      sql`select sum(p.amount)::text as v from ${EXPENSE_POSTINGS} where p.currency = 'UZS'`,
    );
    expect(BigInt(uzs)).toBeGreaterThan(0n);
    expect(totalOf(all, 'amount_uzs')).toBe(money(uzs));
    // no USD expenses: the UZS total is the UZS column
    const usd = await one(sql`select coalesce(sum(p.amount), 0)::text as v from ${EXPENSE_POSTINGS}
      where p.currency = 'USD'`);
    expect(totalOf(all, 'amount_usd')).toBe(money(usd));
    if (usd === '0') expect(totalOf(all, 'total_uzs')).toBe(money(uzs));
    // one row per cost item and branch
    const pairs = await one(
      sql`select count(distinct (o.branch_id, a.ref_id))::text as v from ${EXPENSE_POSTINGS}`,
    );
    expect(all.meta.total).toBe(Number(pairs));
    expect(all.chart.length).toBeGreaterThan(0);

    const cash = await page('R0067', `${ALL_TIME}&expense_source=cash`);
    const journal = await ctx.app.inject({
      method: 'GET',
      url: '/api/expenses/expenses?source=cash&per_page=1',
      headers: bearer(admin),
    });
    const totals = journal.json<{ meta: { totals: { UZS: string } } }>().meta.totals;
    expect(totalOf(cash, 'amount_uzs')).toBe(totals.UZS);
    expect(BigInt(totalOf(cash, 'amount_uzs').replace('.', ''))).toBeLessThan(BigInt(uzs));
    const bank = await page('R0067', `${ALL_TIME}&expense_source=bank`);
    expect(Number(totalOf(bank, 'amount_uzs'))).toBeGreaterThan(0);
  });

  it('R0068 estimates and spending of this month = the approved estimates and the postings against them', async () => {
    const p = await page('R0068');
    const month = sql`date_trunc('month', (now() at time zone 'Asia/Tashkent')::date)`;
    const plan = await one(sql`select sum(amount)::text as v from expense_estimates
      where status = 'APPROVED' and currency = 'UZS' and month = ${month}`);
    expect(BigInt(plan)).toBeGreaterThan(0n);
    expect(totalOf(p, 'estimate', 'UZS')).toBe(money(plan));
    const spent = await one(sql`select coalesce(sum(p.amount), 0)::text as v
      from money_postings p join money_accounts a on a.id = p.account_id and a.kind = 'expense_item'
      join money_operations o on o.id = p.operation_id
      join expense_estimates e on e.branch_id = o.branch_id and e.cost_item_id = a.ref_id
        and e.currency = a.currency and e.month = date_trunc('month', p.business_date)
      where e.status = 'APPROVED' and e.currency = 'UZS' and e.month = ${month}`);
    expect(BigInt(spent)).toBeGreaterThan(0n);
    expect(totalOf(p, 'spent', 'UZS')).toBe(money(spent));
    expect(totalOf(p, 'remaining', 'UZS')).toBe(money(String(BigInt(plan) - BigInt(spent))));
    // the previous month, whole: projected = spent
    const before = await page('R0068', 'period=previous_month');
    expect(before.rows.length).toBeGreaterThan(0);
    for (const r of before.rows) expect(r.projected).toBe(r.spent);
    // one cost item narrows it
    const item = p.rows[0]?.expense_item_id;
    const narrowed = await page('R0068', `expense_item_id=${item}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.length).toBeLessThan(p.rows.length);
    expect(narrowed.rows.every((r) => r.expense_item_id === item)).toBe(true);
  });
});

const firstOfMonth = (back: number) => {
  const d = new Date(`${tashkentToday().slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};
async function post(url: string, payload: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(admin), ...freshKey() },
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ data: Record<string, unknown> }>().data;
}
const idOf = async (query: SQL) => Number(await one(query));

describe('expense reports: over estimate, trend, services, non-cash', () => {
  it('R0069 lists the expense that went past an estimate, its excess = fact − plan, and who allowed it', async () => {
    const box = await idOf(sql`select id::text as v from cashboxes where name = 'Bosh ofis asosiy kassasi'`);
    const rent = await idOf(sql`select id::text as v from cost_items where name = 'Ijara toʻlovi'`);
    const before = await page('R0069');
    expect(before.rows.length).toBe(0); // the demo stays within its estimates
    // this month's rent at the head office stands at 95 % of 15 000 000: 1 000 000 more goes 250 000 past it
    const op = await post('/api/cashbox/operations?approve=true', {
      type: 'EXPENSE_OUTPUT',
      cashbox_id: box,
      counterpart_id: rent,
      amount: '1000000',
      currency: 'UZS',
      comment: 'R0069',
    });
    const p = await page('R0069');
    expect(p.rows.length).toBe(1);
    const row = p.rows[0];
    expect(Number(row?.operation_id)).toBe(Number(op.id));
    const month = sql`date_trunc('month', (now() at time zone 'Asia/Tashkent')::date)`;
    const over = await one(sql`select (sum(p.amount) - e.amount)::text as v
      from expense_estimates e join branches b on b.id = e.branch_id and b.prefix = 'TSH'
      join money_accounts a on a.kind = 'expense_item' and a.ref_id = e.cost_item_id and a.currency = e.currency
      join money_postings p on p.account_id = a.id and date_trunc('month', p.business_date) = e.month
      join money_operations o on o.id = p.operation_id and o.branch_id = e.branch_id
      where e.cost_item_id = ${rent} and e.month = ${month} and e.status = 'APPROVED' group by e.amount`);
    expect(over).toBe('25000000');
    expect(totalOf(p, 'excess', 'UZS')).toBe(money(over));
    expect(row?.estimate).toBe('15000000.00');
    expect(row?.spent_after).toBe('15250000.00');
    const adminUser = await one(sql`select id::text as v from users where username = 'admin'`);
    expect(row?.approved_by_name).toBe(
      await one(sql`select full_name as v from users where id = ${Number(adminUser)}`),
    );
    // the approver filter: the admin allowed it, the cashier did not
    expect((await page('R0069', `user_id=${adminUser}`)).rows.length).toBe(1);
    const cashier = await one(sql`select id::text as v from users where username = 'kassir'`);
    expect((await page('R0069', `user_id=${cashier}`)).rows.length).toBe(0);
    // another cost item has nothing over
    const light = await idOf(sql`select id::text as v from cost_items where name = 'Elektr energiyasi'`);
    expect((await page('R0069', `expense_item_id=${light}`)).rows.length).toBe(0);
  });

  it('R0070 months = Σ postings to cost items per month, beside the month before and a year before', async () => {
    const from = firstOfMonth(2);
    const to = tashkentToday();
    const p = await page('R0070', `period=range&date_from=${from}&date_to=${to}`);
    const sumBetween = (a: string, b: string) =>
      one(sql`select coalesce(sum(p.amount), 0)::text as v from ${EXPENSE_POSTINGS}
        where p.currency = 'UZS' and p.business_date between ${a}::date and ${b}::date`);
    expect(totalOf(p, 'total_uzs')).toBe(money(await sumBetween(from, to)));
    expect(new Set(p.rows.map((r) => r.month)).size).toBe(3);
    // the month two back, whole, against the whole month before it
    const whole = await page('R0070', 'period=previous_month');
    const prevFrom = firstOfMonth(1);
    const prevTo = await one(sql`select (${firstOfMonth(0)}::date - 1)::text as v`);
    expect(totalOf(whole, 'total_uzs')).toBe(money(await sumBetween(prevFrom, prevTo)));
    const twoBackTo = await one(sql`select (${prevFrom}::date - 1)::text as v`);
    expect(totalOf(whole, 'previous_month_uzs')).toBe(money(await sumBetween(firstOfMonth(2), twoBackTo)));
    // a year back: an expense dated then is this month's "same month last year"
    const box = await idOf(sql`select id::text as v from cashboxes where name = 'Bosh ofis asosiy kassasi'`);
    const light = await idOf(sql`select id::text as v from cost_items where name = 'Elektr energiyasi'`);
    const yearAgo = await one(sql`select (${to}::date - interval '1 year')::date::text as v`);
    await post('/api/cashbox/operations?approve=true', {
      type: 'EXPENSE_OUTPUT',
      cashbox_id: box,
      counterpart_id: light,
      amount: '123400',
      currency: 'UZS',
      operation_date: yearAgo,
    });
    const now = await page('R0070', `expense_item_id=${light}`);
    expect(now.rows.length).toBe(1);
    expect(now.rows[0]?.last_year_uzs).toBe('123400.00');
    expect(now.rows.every((r) => Number(r.expense_item_id) === light)).toBe(true);
    expect(Number(now.rows[0]?.change_year_percent)).toBeGreaterThan(0);
  });

  it('R0071 services = the services screen’s accrued, paid and rest; a supplier narrows them', async () => {
    const p = await page('R0071', ALL_TIME);
    expect(p.rows.length).toBeGreaterThan(0);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/expenses/provided-services?per_page=100',
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const services = res
      .json<{ data: { owed: string; paid: string; rest: string; status: string; supplier_id: number }[] }>()
      .data.filter((s) => s.status !== 'CANCELED');
    const sum = (key: 'owed' | 'paid' | 'rest') =>
      fromMinor(services.reduce((n, s) => n + toMinor(s[key]), 0n));
    expect(p.rows.length).toBe(services.length);
    expect(totalOf(p, 'accrued', 'UZS')).toBe(sum('owed'));
    expect(totalOf(p, 'owed', 'UZS')).toBe(sum('rest'));
    const paid = toMinor(totalOf(p, 'paid_cash', 'UZS')) + toMinor(totalOf(p, 'paid_bank', 'UZS'));
    expect(fromMinor(paid)).toBe(sum('paid'));
    expect(toMinor(totalOf(p, 'paid_cash', 'UZS'))).toBeGreaterThan(0n);
    expect(toMinor(totalOf(p, 'paid_bank', 'UZS'))).toBeGreaterThan(0n);
    const supplier = services[0]?.supplier_id;
    const one_ = await page('R0071', `${ALL_TIME}&supplier_id=${supplier}`);
    expect(one_.rows.length).toBe(services.filter((s) => s.supplier_id === supplier).length);
    expect(one_.rows.length).toBeLessThan(p.rows.length);
  });

  it('R0072 goods at FIFO cost and assets’ wear = the stock ledger and the units’ entries; a category narrows it', async () => {
    const p = await page('R0072', ALL_TIME);
    const goods = await one(sql`select coalesce(-sum(m.cost_uzs), 0)::text as v from stock_movements m
      where m.item_kind = 'product' and m.type in ('EXPENSE_OUTPUT', 'EXPENSE_INPUT') and m.reverses_id is null
        and not exists (select 1 from stock_movements r where r.reverses_id = m.id)`);
    const wear = await one(sql`select coalesce(-sum(e.amount), 0)::text as v from asset_entries e
      join asset_units x on x.id = e.unit_id where e.type = 'DEPRECIATION' and x.status <> 'CANCELED'`);
    expect(BigInt(goods)).toBeGreaterThan(0n);
    expect(BigInt(wear)).toBeGreaterThan(0n);
    const byKind = (kind: string) =>
      fromMinor(
        p.rows.filter((r) => r.kind === kind).reduce((n, r) => n + toMinor(String(r.charged_uzs)), 0n),
      );
    expect(byKind('goods')).toBe(money(goods));
    expect(byKind('wear')).toBe(money(wear));
    expect(p.chart.map((c) => c.label).sort()).toEqual(
      [...new Set(p.rows.map((r) => String(r.kind)))].sort(),
    );
    const category = await one(sql`select p.product_category_id::text as v from stock_movements m
      join products p on p.id = m.product_id where m.type = 'EXPENSE_OUTPUT' and m.item_kind = 'product' limit 1`);
    const some = await page('R0072', `${ALL_TIME}&category_id=${category}`);
    expect(some.rows.length).toBeGreaterThan(0);
    expect(some.rows.length).toBeLessThan(p.rows.length);
    expect(some.rows.every((r) => r.kind === 'goods')).toBe(true);
  });
});
