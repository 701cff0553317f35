import { fromMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The staff reports (REPORTS.md "HRMS") on the demo data: each one's totals
 * against the attendance days and payroll rows it reads, summed
 * independently, and a filter that narrows it.
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
const totalOf = (p: ReportPage, key: string) => String(p.totals[0]?.[key] ?? '0');

describe('attendance reports reconcile with the attendance days', () => {
  it('R0084 a day: every employee’s attendance day, late minutes summed; a section narrows it; another day differs', async () => {
    const day = await one(sql`select max(date)::text as v from attendance_days where late_minutes > 0`);
    const p = await page('R0084', `as_of=${day}`);
    const rows = await one(sql`select count(*)::text as v from attendance_days where date = ${day}`);
    expect(p.meta.total).toBe(Number(rows));
    const late = await one(sql`select sum(late_minutes)::text as v from attendance_days where date = ${day}`);
    expect(Number(late)).toBeGreaterThan(0);
    expect(totalOf(p, 'late_minutes')).toBe(late);
    const worked = await one(
      sql`select sum(worked_minutes)::text as v from attendance_days where date = ${day}`,
    );
    expect(totalOf(p, 'worked_minutes')).toBe(worked);
    const someone = p.rows.find((r) => r.first_in !== null);
    expect(someone?.first_in).toMatch(/^\d\d:\d\d$/);

    const section = await one(sql`select e.hr_section_id::text as v from attendance_days d
      join employees e on e.id = d.employee_id where d.date = ${day} and e.hr_section_id is not null
      group by 1 order by count(*) limit 1`);
    const narrowed = await page('R0084', `as_of=${day}&hr_section_id=${section}`);
    const inSection = await one(sql`select count(*)::text as v from attendance_days d
      join employees e on e.id = d.employee_id where d.date = ${day} and e.hr_section_id = ${Number(section)}`);
    expect(narrowed.meta.total).toBe(Number(inSection));
    expect(narrowed.meta.total).toBeLessThan(p.meta.total);

    const other = await one(sql`select max(date)::text as v from attendance_days
      where date < ${day} and late_minutes > 0`);
    const before = await page('R0084', `as_of=${other}`);
    const lateBefore = await one(
      sql`select sum(late_minutes)::text as v from attendance_days where date = ${other}`,
    );
    expect(totalOf(before, 'late_minutes')).toBe(lateBefore);
    expect(lateBefore).not.toBe(late);
  });

  it('R0086 late and early minutes per employee = Σ attendance days; the minimum minutes and an employee narrow it', async () => {
    const p = await page('R0086', ALL_TIME);
    const late = await one(
      sql`select sum(late_minutes)::text as v from attendance_days where late_minutes >= 1`,
    );
    const lateDays = await one(sql`select count(*)::text as v from attendance_days where late_minutes >= 1`);
    const early = await one(
      sql`select sum(early_minutes)::text as v from attendance_days where early_minutes >= 1`,
    );
    expect(Number(late)).toBeGreaterThan(0);
    expect(totalOf(p, 'late_minutes')).toBe(late);
    expect(totalOf(p, 'late_days')).toBe(lateDays);
    expect(totalOf(p, 'early_minutes')).toBe(early);
    expect(p.chart.length).toBeGreaterThan(0);

    const long = await page('R0086', `${ALL_TIME}&min_minutes=30`);
    const lateLong = await one(
      sql`select sum(late_minutes)::text as v from attendance_days where late_minutes >= 30`,
    );
    expect(totalOf(long, 'late_minutes')).toBe(lateLong);
    expect(Number(lateLong)).toBeLessThan(Number(late));

    const employee = p.rows[0]?.employee_id;
    const mine = await page('R0086', `${ALL_TIME}&employee_id=${employee}`);
    expect(mine.rows.map((r) => r.employee_id)).toEqual([employee]);
    const own = await one(sql`select sum(late_minutes)::text as v from attendance_days
      where late_minutes >= 1 and employee_id = ${Number(employee)}`);
    expect(totalOf(mine, 'late_minutes')).toBe(own);
  });
});

describe('payroll reports reconcile with the payroll statements', () => {
  it('R0088 the statement rows of the month: accrued, net, to pay, paid and owed = Σ rows; a section narrows it', async () => {
    const month = await one(
      sql`select max(month)::text as v from payroll_statements where status <> 'CANCELED'`,
    );
    const last = `${month.slice(0, 8)}${new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()}`;
    const p = await page('R0088', `period=range&date_from=${month}&date_to=${last}`);
    const rows = sql`payroll_statement_rows r join payroll_statements s on s.id = r.statement_id
      where s.status <> 'CANCELED' and s.month = ${month}`;
    expect(p.meta.total).toBe(Number(await one(sql`select count(*)::text as v from ${rows}`)));
    for (const key of ['accrued', 'net', 'to_pay', 'paid']) {
      const sum = await one(sql`select sum(${sql.raw(`r.${key}`)})::text as v from ${rows}`);
      expect(totalOf(p, key)).toBe(fromMinor(BigInt(sum)));
    }
    const owed = await one(sql`select sum(r.to_pay - r.paid)::text as v from ${rows}`);
    expect(BigInt(owed)).toBeGreaterThan(0n);
    expect(totalOf(p, 'owed')).toBe(fromMinor(BigInt(owed)));

    const section =
      await one(sql`select r.hr_section_id::text as v from ${rows} and r.hr_section_id is not null
      group by 1 order by count(*) limit 1`);
    const narrowed = await page(
      'R0088',
      `period=range&date_from=${month}&date_to=${last}&hr_section_id=${section}`,
    );
    const inSection = await one(
      sql`select count(*)::text as v from ${rows} and r.hr_section_id = ${Number(section)}`,
    );
    expect(narrowed.meta.total).toBe(Number(inSection));
    expect(narrowed.meta.total).toBeLessThan(p.meta.total);
    // a month with no statement shows nothing
    expect((await page('R0088', 'period=range&date_from=2000-01-01&date_to=2000-01-31')).meta.total).toBe(0);
  });
});
