import { fromMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

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
