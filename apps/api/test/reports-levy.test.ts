import { fromMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The levy group's reports (R0050–R0065) on the demo data: each report's
 * totals against the ledger it reads by an independent sum, a filter that
 * narrows it, and the "as of" reports on a past date.
 */

let ctx: TestContext;
let admin: string;
const today = tashkentToday();

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
const minor = (s: string) => BigInt(s.replace('.', ''));
const money = async (query: SQL) => fromMinor(BigInt(await one(query)));
/** A day as `YYYY-MM-DD`, `days` after `date`. */
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Σ of the UZS contracts' rests as of a date: the schedule less the allocations dated by then. */
const restsAsOf = (date: string) => sql`select (
    (select sum(s.amount) from contract_schedule s join contracts c on c.id = s.contract_id
      where c.status not in ('CREATED', 'CANCELED') and c.currency = 'UZS' and c.contract_date <= ${date})
    - (select sum(a.amount) from contract_allocations a join contracts c on c.id = a.contract_id
      where c.status not in ('CREATED', 'CANCELED') and c.currency = 'UZS' and c.contract_date <= ${date}
        and a.business_date <= ${date}))::text as v`;

describe('levy reports reconcile with their ledgers', () => {
  it('R0050 PAR: outstanding = Σ rests; PAR1/PAR30 = Σ rests of the contracts late by more than 0/30 days', async () => {
    const p = await page('R0050');
    const active = sql`status in ('ACTIVE', 'FREEZE') and currency = 'UZS'`;
    expect(totalOf(p, 'outstanding', 'UZS')).toBe(
      await money(sql`select sum(rest)::text as v from contracts where ${active}`),
    );
    const par1 = await money(sql`select sum(rest)::text as v from contracts where ${active}
      and next_due_date < ${today}`);
    expect(minor(par1)).toBeGreaterThan(0n);
    expect(totalOf(p, 'par1', 'UZS')).toBe(par1);
    expect(totalOf(p, 'par30', 'UZS')).toBe(
      await money(sql`select coalesce(sum(rest), 0)::text as v from contracts where ${active}
        and next_due_date < ${shift(today, -30)}`),
    );
    // without the markup: the schedule's principal less what was settled of it
    const principal = await page('R0050', 'par_basis=principal');
    expect(totalOf(principal, 'outstanding', 'UZS')).toBe(
      await money(sql`select sum(s.amount - s.markup - (s.paid + s.forgiven - s.markup_settled))::text as v
        from contract_schedule s join contracts c on c.id = s.contract_id where c.status in ('ACTIVE', 'FREEZE')
          and c.currency = 'UZS'`),
    );
    // a term narrows it
    const twelve = await page('R0050', 'months=12');
    expect(twelve.rows.every((r) => r.months === 12)).toBe(true);
    expect(totalOf(twelve, 'outstanding', 'UZS')).toBe(
      await money(sql`select sum(rest)::text as v from contracts where ${active} and months = 12`),
    );
    // as of a past date: from the schedule and the allocations dated by then, not today's rests
    const past = shift(today, -45);
    const before = await page('R0050', `as_of=${past}`);
    expect(totalOf(before, 'outstanding', 'UZS')).toBe(fromMinor(BigInt(await one(restsAsOf(past)))));
    expect(totalOf(before, 'outstanding', 'UZS')).not.toBe(totalOf(p, 'outstanding', 'UZS'));
  });

  it('the days late of the SQL as-of rule equal the contracts’ own lateness (R0055 beside R0049)', async () => {
    for (const date of [today, shift(today, -20)]) {
      const portfolio = await page('R0049', `as_of=${date}`);
      const debtors = await page('R0055', `as_of=${date}`);
      const late = new Map(portfolio.rows.map((r) => [r.contract_id, r.days_late]));
      expect(debtors.rows.length).toBeGreaterThan(0);
      for (const r of debtors.rows)
        expect([r.contract_id, r.days_late]).toEqual([r.contract_id, late.get(r.contract_id)]);
      expect(totalOf(debtors, 'overdue', 'UZS')).toBe(totalOf(portfolio, 'overdue', 'UZS'));
    }
  });

  it('R0051 buckets + current = outstanding, and the edges are a filter', async () => {
    const p = await page('R0051');
    const portfolio = await page('R0049');
    expect(totalOf(p, 'amount', 'UZS')).toBe(totalOf(portfolio, 'rest', 'UZS'));
    const current = p.rows.filter((r) => r.bucket === '0' && r.currency === 'UZS');
    const currentSum = current.reduce((n, r) => n + minor(String(r.amount)), 0n);
    expect(fromMinor(currentSum)).toBe(totalOf(portfolio, 'current', 'UZS'));
    expect(p.rows.map((r) => r.bucket)).toContain('1–30');
    const custom = await page('R0051', 'bucket_edges=10,20');
    expect(new Set(custom.rows.map((r) => r.bucket))).toEqual(
      new Set(['0', '1–10', '11–20', '21+'].filter((b) => custom.rows.some((r) => r.bucket === b))),
    );
    expect(custom.rows.some((r) => r.bucket === '21+')).toBe(true);
    expect(totalOf(custom, 'amount', 'UZS')).toBe(totalOf(p, 'amount', 'UZS'));
    const past = shift(today, -45);
    const before = await page('R0051', `as_of=${past}`);
    expect(totalOf(before, 'amount', 'UZS')).toBe(fromMinor(BigInt(await one(restsAsOf(past)))));
  });

  it('R0052 roll rates: every contract with a debt at the previous month-end is counted once', async () => {
    const p = await page('R0052');
    const start = String(p.rows[0]?.start_date);
    expect(start < `${today.slice(0, 8)}01`).toBe(true);
    const count =
      await one(sql`select count(*)::text as v from contracts c where c.status not in ('CREATED', 'CANCELED')
      and c.contract_date <= ${start} and (select sum(amount) from contract_schedule where contract_id = c.id)
        > coalesce((select sum(amount) from contract_allocations where contract_id = c.id and business_date <= ${start}), 0)`);
    const counted = p.totals.reduce((n, t) => n + Number(t.contracts), 0);
    expect(counted).toBe(Number(count));
    expect(totalOf(p, 'rest', 'UZS')).toBe(fromMinor(BigInt(await one(restsAsOf(start)))));
    expect(p.rows.map((r) => r.movement)).toContain('stayed');
  });

  it('R0053 due = Σ instalments due in the period; collected = Σ payments allocated to them', async () => {
    const range = `period=range&date_from=${shift(today, -60)}&date_to=${today}`;
    const p = await page('R0053', range);
    const rows = sql`contract_schedule s join contracts c on c.id = s.contract_id
      where s.n > 0 and s.due_date between ${shift(today, -60)} and ${today} and c.currency = 'UZS'
        and c.status not in ('CREATED', 'CANCELED')`;
    const due = await money(sql`select sum(s.amount)::text as v from ${rows}`);
    expect(minor(due)).toBeGreaterThan(0n);
    expect(totalOf(p, 'due', 'UZS')).toBe(due);
    const collected = await money(sql`select sum(a.amount)::text as v from contract_allocations a
      join (select s.contract_id, s.n from ${rows}) r on r.contract_id = a.contract_id and r.n = a.n
      where not a.forgives and a.business_date <= ${today}`);
    expect(minor(collected)).toBeGreaterThan(0n);
    expect(totalOf(p, 'collected', 'UZS')).toBe(collected);
    const responsible = p.rows.find((r) => r.responsible_name)?.responsible_name;
    const [u] = (
      await ctx.db.execute<{ id: number }>(sql`select id from users where full_name = ${responsible}`)
    ).rows;
    const narrowed = await page('R0053', `${range}&responsible_id=${u?.id}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.every((r) => r.responsible_name === responsible)).toBe(true);
    expect(minor(totalOf(narrowed, 'due', 'UZS'))).toBeLessThan(minor(due));
  });

  it('R0054 expected = what is left of the instalments due in the period; auto-pay narrows it', async () => {
    const range = `period=range&date_from=${today}&date_to=${shift(today, 30)}`;
    const p = await page('R0054', range);
    const left = await money(sql`select sum(s.amount - s.paid - s.forgiven)::text as v
      from contract_schedule s join contracts c on c.id = s.contract_id
      where s.n > 0 and s.due_date between ${today} and ${shift(today, 30)} and c.status in ('ACTIVE', 'FREEZE')
        and c.currency = 'UZS'`);
    expect(minor(left)).toBeGreaterThan(0n);
    expect(totalOf(p, 'amount', 'UZS')).toBe(left);
    const auto = await page('R0054', `${range}&auto_pay=true`);
    expect(auto.rows.length).toBeGreaterThan(0);
    expect(auto.rows.every((r) => r.auto_pay === 'yes')).toBe(true);
    expect(auto.rows.length).toBeLessThan(p.rows.length);
  });

  it('R0055 debtors: the days-late filter narrows the worklist', async () => {
    const all = await page('R0055');
    const late = await page('R0055', 'days=31');
    expect(late.rows.length).toBeGreaterThan(0);
    expect(late.rows.length).toBeLessThan(all.rows.length);
    expect(late.rows.every((r) => Number(r.days_late) >= 31)).toBe(true);
    expect(all.rows.every((r) => String(r.phone ?? '').length > 0)).toBe(true);
  });

  it('R0056 collector plan and fact: the plans of the month with the plans screen’s fact', async () => {
    const p = await page('R0056');
    const plans = await money(sql`select sum(amount)::text as v from collector_plans
      where month = date_trunc('month', ${today}::date)::date`);
    expect(minor(plans)).toBeGreaterThan(0n);
    expect(totalOf(p, 'plan')).toBe(plans);
    const screen = await ctx.app.inject({
      method: 'GET',
      url: `/api/collections/street-collection-plans?month=${today.slice(0, 7)}&per_page=100`,
      headers: bearer(admin),
    });
    expect(screen.statusCode, screen.body).toBe(200);
    const totals = screen.json<{ totals: { fact: string } }>().totals;
    expect(totalOf(p, 'fact')).toBe(totals.fact);
  });

  it('R0057 stages: the contracts at each stage on the date; moves in the period', async () => {
    const p = await page('R0057', 'period=range&date_from=2000-01-01&date_to=2100-01-01');
    const staged = await one(sql`select count(*)::text as v from contracts
      where stage_id is not null and status in ('ACTIVE', 'FREEZE')`);
    const counted = p.totals.reduce((n, t) => n + Number(t.contracts), 0);
    expect(Number(staged)).toBeGreaterThan(0);
    expect(counted).toBe(Number(staged));
    const moves = await one(
      sql`select count(*)::text as v from contract_stage_moves where to_stage_id is not null`,
    );
    expect(p.totals.reduce((n, t) => n + Number(t.moved_in), 0)).toBe(Number(moves));
  });

  it('R0058 contacts: the period’s contacts with their promises; the outcome filter narrows them', async () => {
    const p = await page('R0058', 'period=day');
    const promised = await money(sql`select sum(promised_sum)::text as v from contract_comments
      where (created_at at time zone 'Asia/Tashkent')::date = ${today}`);
    expect(minor(promised)).toBeGreaterThan(0n);
    expect(totalOf(p, 'promised_sum', 'UZS')).toBe(promised);
    const pending = await page('R0058', 'period=day&promise_outcome=pending');
    expect(pending.rows.length).toBeGreaterThan(0);
    expect(pending.rows.length).toBeLessThan(p.rows.length);
    expect(pending.rows.every((r) => r.outcome === 'pending')).toBe(true);
  });

  it('R0059 letters and R0061 separate plans: one row per record of the period', async () => {
    const letters = await page('R0059', 'period=month');
    expect(letters.meta.total).toBe(
      Number(
        await one(
          sql`select count(*)::text as v from warning_letters where letter_date >= ${`${today.slice(0, 8)}01`}`,
        ),
      ),
    );
    expect(letters.meta.total).toBeGreaterThan(0);
    const plans = await page('R0061', 'period=month');
    expect(totalOf(plans, 'total', 'UZS')).toBe(
      await money(
        sql`select sum(total)::text as v from separate_plans where start_date >= ${`${today.slice(0, 8)}01`}`,
      ),
    );
  });

  it('R0060 off balance: each move with the debt of that day', async () => {
    const p = await page('R0060', 'period=month');
    expect(p.rows.length).toBeGreaterThan(0);
    const debt =
      await money(sql`select sum(c.rest)::text as v from off_balance_marks m join contracts c on c.id = m.contract_id
      where m.action = 'ON' and m.business_date = ${today} and c.currency = 'UZS'`);
    expect(totalOf(p, 'debt_on_move', 'UZS')).toBe(debt);
  });

  it('R0062 closures: every CLOSE of the period, by how; the type filter narrows them', async () => {
    const range = 'period=range&date_from=2000-01-01&date_to=2100-01-01';
    const p = await page('R0062', range);
    expect(p.meta.total).toBe(
      Number(await one(sql`select count(*)::text as v from contract_events where event = 'CLOSE'`)),
    );
    const kinds = new Set(p.rows.map((r) => r.closure));
    expect(kinds.has('early')).toBe(true);
    expect(kinds.has('returned')).toBe(true);
    const returned = await page('R0062', `${range}&closure_type=returned`);
    expect(returned.rows.every((r) => r.closure === 'returned')).toBe(true);
    expect(returned.rows.length).toBeLessThan(p.rows.length);
  });

  it('R0063, R0064 and R0065: one row per score, per bureau form, and the SMS of the period', async () => {
    const scores = await page('R0063');
    expect(scores.meta.total).toBe(Number(await one(sql`select count(*)::text as v from client_scores`)));
    const late = await page('R0063', 'days=31');
    expect(late.rows.every((r) => Number(r.current_days_late) >= 31)).toBe(true);
    const katm = await page('R0064', 'period=month');
    expect(katm.meta.total).toBe(
      Number(
        await one(
          sql`select count(*)::text as v from katm_submissions where business_date >= ${`${today.slice(0, 8)}01`}`,
        ),
      ),
    );
    const sms = await page('R0065', 'period=month');
    expect(Number(totalOf(sms, 'messages'))).toBe(
      Number(
        await one(sql`select count(*)::text as v from sms_messages
        where (created_at at time zone 'Asia/Tashkent')::date >= ${`${today.slice(0, 8)}01`}`),
      ),
    );
  });
});
