import { fromMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterBalance } from '../src/areas/after-sale/installation/payments.ts';
import { fondDebts } from '../src/areas/sales/cash-trading/fonds.ts';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The trade group's after-sale reports R0016–R0020 (REPORTS.md "TRADE") on
 * the demo data: each one's totals against the records it reads, read by
 * another SQL or the area's own service, and a filter that narrows it.
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
async function one(query: SQL): Promise<bigint> {
  const rows = await ctx.db.execute<{ v: string | null }>(query);
  return BigInt(rows.rows[0]?.v ?? '0');
}
const total = (p: ReportPage, key: string) => String(p.totals[0]?.[key] ?? '0');
const minor = (text: string) => BigInt(text.replace('.', ''));
const sumOf = (p: ReportPage, key: string) =>
  p.rows.reduce((n, r) => n + minor(String(r[key] ?? '0.00')), 0n);

describe('fund sales and fund debts (R0016)', () => {
  it('sums the funds’ sales and bank proceeds as their records do, and their debt as the fund screen does', async () => {
    const all = await page('R0016', ALL_TIME);
    const sold = await one(sql`select sum(fond_amount)::text as v from cash_trades
      where fond_id is not null and status <> 'CANCELED'`);
    expect(sold).toBeGreaterThan(0n);
    expect(total(all, 'sold')).toBe(fromMinor(sold));
    const trades = await one(sql`select count(*)::text as v from cash_trades
      where fond_id is not null and status <> 'CANCELED'`);
    expect(total(all, 'trades')).toBe(String(trades));
    const bank = await one(sql`select (-sum(p.amount))::text as v from money_postings p
      join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
      where a.kind = 'fond' and o.type like 'CASHLESS_FOND_%' and o.status = 'APPROVED' and o.reversal_of is null`);
    expect(bank).toBeGreaterThan(0n);
    expect(total(all, 'paid_bank')).toBe(fromMinor(bank));
    expect(minor(total(all, 'paid_cash'))).toBeGreaterThan(0n);

    const screen = await fondDebts(ctx.db);
    const debt = screen.reduce((n, f) => n + minor(f.debt), 0n);
    expect(total(all, 'debt')).toBe(fromMinor(debt));
    expect(all.chart.length).toBeGreaterThan(0);

    // before the bank paid: the debt the fund's postings dated by then make
    const paidOn = await ctx.db.execute<{ d: string }>(sql`select (min(business_date) - 1)::text as d
      from money_operations where type like 'CASHLESS_FOND_%'`);
    const before = String(paidOn.rows[0]?.d);
    const then = await page('R0016', `period=range&date_from=2000-01-01&date_to=${before}`);
    const owedThen = await one(sql`select sum(p.amount)::text as v from money_postings p
      join money_accounts a on a.id = p.account_id where a.kind = 'fond' and p.business_date <= ${before}`);
    expect(total(then, 'debt')).toBe(fromMinor(owedThen));
    expect(total(then, 'paid_bank')).toBe('0.00');
    expect(owedThen).toBeGreaterThan(debt);

    const fund = screen[0];
    const narrowed = await page('R0016', `${ALL_TIME}&fond_id=${fund?.fond_id}`);
    expect(narrowed.rows).toHaveLength(1);
    expect(narrowed.rows[0]?.debt).toBe(fund?.debt);
    expect(narrowed.rows[0]?.sold).toBe(fund?.sold);
  });
});

describe('client bonuses (R0017)', () => {
  it('earned, spent and held points equal the bonus history, at today and at a past date', async () => {
    const all = await page('R0017', ALL_TIME);
    const earned = await one(sql`select sum(amount)::text as v from bonus_history where kind = 'EARN'`);
    expect(earned).toBeGreaterThan(0n);
    expect(total(all, 'earned')).toBe(fromMinor(earned));
    const spent = await one(sql`select (-sum(amount))::text as v from bonus_history where kind = 'ORDER'`);
    expect(spent).toBeGreaterThan(0n);
    expect(total(all, 'spent')).toBe(fromMinor(spent));
    const held = await one(sql`select sum(amount)::text as v from bonus_history`);
    expect(total(all, 'closing')).toBe(fromMinor(held));
    expect(total(all, 'opening')).toBe('0.00');

    // up to yesterday: nothing spent yet (the demo's bonus goods are of today), the balance as the history had it
    const yesterday = await ctx.db.execute<{ d: string }>(sql`select (max(business_date) - 1)::text as d
      from bonus_history where kind = 'ORDER'`);
    const to = String(yesterday.rows[0]?.d);
    const past = await page('R0017', `period=range&date_from=2000-01-01&date_to=${to}`);
    const heldThen = await one(
      sql`select sum(amount)::text as v from bonus_history where business_date <= ${to}`,
    );
    expect(total(past, 'closing')).toBe(fromMinor(heldThen));
    expect(total(past, 'spent')).toBe('0.00');

    // one client: the one whose bonus goods came back
    const client = await ctx.db.execute<{
      id: string;
      passport: string;
      balance: string;
      paid: string;
    }>(sql`select
        c.id, c.passport, b.balance::text as balance,
        (o.difference - (select coalesce(sum(r.difference), 0) from bonus_returns r where r.order_id = o.id))::text as paid
      from bonus_orders o join clients c on c.id = o.client_id join bonus_balances b on b.client_id = c.id
      where o.status = 'RETURNED' limit 1`);
    const row = client.rows[0];
    expect(row?.passport).toBeTruthy();
    const narrowed = await page('R0017', `${ALL_TIME}&client=${row?.passport}`);
    expect(narrowed.rows).toHaveLength(1);
    expect(narrowed.rows[0]?.closing).toBe(fromMinor(BigInt(row?.balance ?? 0)));
    expect(narrowed.rows[0]?.difference_paid).toBe(fromMinor(BigInt(row?.paid ?? 0)));
    expect(minor(String(narrowed.rows[0]?.points_returned))).toBeGreaterThan(0n);
  });
});

describe('promotion results and winners (R0018)', () => {
  it('counts the tickets and winners of each promotion, and its sales as the sales report sums them', async () => {
    const all = await page('R0018', ALL_TIME);
    const tickets = await one(sql`select count(*)::text as v from promotion_tickets where voided_at is null`);
    expect(tickets).toBeGreaterThan(0n);
    expect(total(all, 'tickets')).toBe(String(tickets));
    const winners = await one(sql`select count(*)::text as v from promotion_winners`);
    expect(total(all, 'winners')).toBe(String(winners));
    const given = await one(
      sql`select count(*)::text as v from promotion_winners where given_date is not null`,
    );
    expect(given).toBeGreaterThan(0n);
    expect(total(all, 'prizes_given')).toBe(String(given));

    // the sales during the drawn promotion in one branch = R0008 over its days (sum in UZS = margin + cost)
    const drawn = all.rows.find((r) => r.promotion_status === 'DRAWN' && Number(r.tickets) > 0);
    expect(drawn).toBeDefined();
    const branch = await one(
      sql`select id::text as v from branches where name = ${String(drawn?.branch_name)}`,
    );
    const products = await ctx.db.execute<{
      product_id: number;
    }>(sql`select product_id from promotion_products
      where promotion_id = ${Number(drawn?.promotion_id)}`);
    const promoted = new Set(products.rows.map((r) => Number(r.product_id)));
    const sales = await page(
      'R0008',
      `period=range&date_from=${drawn?.date_from}&date_to=${drawn?.date_to}&branch_id=${branch}`,
    );
    const during = sales.rows
      .filter((r) => promoted.has(Number(r.product_id)))
      .reduce((n, r) => n + minor(String(r.margin_uzs)) + minor(String(r.cost_uzs)), 0n);
    expect(during).toBeGreaterThan(0n);
    expect(drawn?.during_uzs).toBe(fromMinor(during));
    // its winners as "place. prize: name" (the places won in this branch: the draw is over all branches)
    expect(String(drawn?.winner_names ?? '')).toMatch(/^\d+\. .+: .+/);

    const narrowed = await page('R0018', `${ALL_TIME}&promotion_id=${drawn?.promotion_id}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.length).toBeLessThan(all.rows.length);
    expect(narrowed.rows.every((r) => r.promotion_id === drawn?.promotion_id)).toBe(true);
  });
});

describe('installations and master earnings (R0019)', () => {
  it('counts the jobs and earnings as the jobs keep them, and what a master is owed as the masters screen does', async () => {
    const all = await page('R0019', ALL_TIME);
    const jobs = await one(sql`select count(*)::text as v from installations`);
    expect(total(all, 'jobs')).toBe(String(jobs));
    const earned = await one(
      sql`select sum(earning)::text as v from installations where status = 'INSTALLED'`,
    );
    expect(earned).toBeGreaterThan(0n);
    expect(total(all, 'earned')).toBe(fromMinor(earned));
    const paid = await one(sql`select sum(amount)::text as v from money_operations
      where type = 'MASTER_OUTPUT' and status = 'APPROVED' and reversal_of is null`);
    expect(paid).toBeGreaterThan(0n);
    expect(total(all, 'paid')).toBe(fromMinor(paid));
    for (const row of all.rows) {
      const balance = await masterBalance(ctx.db, Number(row.master_id));
      expect(row.owed).toBe(balance.balance);
    }

    const refused = await page('R0019', `${ALL_TIME}&installation_status=REFUSED`);
    const reasons = await ctx.db.execute<{ reason: string }>(sql`select reason from installations
      where status = 'REFUSED'`);
    expect(reasons.rows.length).toBeGreaterThan(0);
    expect(total(refused, 'jobs')).toBe(String(reasons.rows.length));
    expect(total(refused, 'installed')).toBe('0');
    expect(refused.rows.map((r) => r.refusal_reasons).join(';')).toContain(reasons.rows[0]?.reason);
  });
});

describe('resale and engagement results (R0020)', () => {
  it('lists every offer and call with the funnel and the callers’ bonuses as the bonus invoices hold them', async () => {
    const all = await page('R0020', ALL_TIME);
    const records = await one(sql`select ((select count(*) from resale_offers)
      + (select count(*) from client_calls))::text as v`);
    expect(BigInt(all.meta.total)).toBe(records);
    const offers = await one(sql`select count(*)::text as v from resale_offers`);
    expect(total(all, 'offered')).toBe(String(offers));
    const invited = await one(
      sql`select count(*)::text as v from resale_offers where status in ('INVITED', 'ACCEPTED')`,
    );
    expect(total(all, 'invited')).toBe(String(invited));
    const bonus = await one(sql`select sum(amount)::text as v from call_bonus_invoices
      where currency = 'UZS' and status <> 'CANCELED'`);
    expect(bonus).toBeGreaterThan(0n);
    expect(sumOf(all, 'bonus_uzs')).toBe(bonus);
    expect(total(all, 'bonus_uzs')).toBe(fromMinor(bonus));
    expect(Number(total(all, 'bought'))).toBeGreaterThan(0);

    const callBack = await page('R0020', `${ALL_TIME}&engagement_outcome=CALL_BACK`);
    const waiting = await one(sql`select count(*)::text as v from client_calls where outcome = 'CALL_BACK'`);
    expect(waiting).toBeGreaterThan(0n);
    expect(BigInt(callBack.meta.total)).toBe(waiting);
    expect(total(callBack, 'talking')).toBe(String(waiting));
    expect(callBack.rows.every((r) => r.outcome === 'CALL_BACK')).toBe(true);
  });
});
