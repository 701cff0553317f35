import { fromMinor, toMinor } from '@savdo/shared/money';
import type { ReportPage } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAct } from '../src/areas/hr/payroll/balances.ts';
import { cancelSalaryPayment } from '../src/areas/hr/payroll/payments.ts';
import { correctTimeSheet } from '../src/areas/hr/payroll/time-sheets.ts';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The staff reports (REPORTS.md "HRMS") on the demo data: each one's totals
 * against the attendance days and payroll rows it reads, summed
 * independently, and a filter that narrows it.
 */

let ctx: TestContext;
let admin: string;
let adminId: number;
const ALL_TIME = 'period=range&date_from=2000-01-01&date_to=2100-01-01';

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
  adminId = Number(await one(sql`select id::text as v from users where username = 'admin'`));
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

/** A month's first and last day: `2026-10-01` → `2026-10-31`. */
const monthEnd = (first: string) =>
  `${first.slice(0, 8)}${new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).getUTCDate()}`;
const monthRange = (first: string) => `period=range&date_from=${first}&date_to=${monthEnd(first)}`;
const minor = (p: ReportPage, key: string) => toMinor(totalOf(p, key));

describe('the monthly attendance sheet (R0085)', () => {
  it('grids each employee’s days with codes, totals them as the attendance days do, lets a correction win; a section narrows it', async () => {
    const first = await one(sql`select date_trunc('month', max(date))::date::text as v from attendance_days
      where status = 'ABSENT'`);
    const last = monthEnd(first);
    const days = sql`attendance_days where date between ${first} and ${last}`;
    const p = await page('R0085', monthRange(first));
    expect(p.meta.total).toBe(
      Number(await one(sql`select count(distinct (employee_id, branch_id))::text as v from ${days}`)),
    );
    const counts = {
      present_days: sql`status = 'PRESENT'`,
      late_days: sql`status = 'PRESENT' and late_minutes > 0`,
      absent_days: sql`status = 'ABSENT'`,
      day_off_days: sql`status = 'DAY_OFF'`,
    };
    for (const [key, where] of Object.entries(counts))
      expect(`${key} ${totalOf(p, key)}`).toBe(
        `${key} ${await one(sql`select count(*)::text as v from ${days} and ${where}`)}`,
      );
    expect(Number(totalOf(p, 'absent_days'))).toBeGreaterThan(0);
    const hours =
      await one(sql`select sum(h)::text as v from (select round(sum(worked_minutes) / 60.0, 2) as h
      from ${days} and status = 'PRESENT' group by employee_id, branch_id) x`);
    expect(Number(totalOf(p, 'worked_hours'))).toBeCloseTo(Number(hours), 2);

    // an absent day's cell says ABSENT, a late one's LATE
    const absent = (
      await ctx.db.execute<{ employee_id: number; date: string }>(sql`select employee_id, date::text as date
        from ${days} and status = 'ABSENT' order by date desc, employee_id limit 1`)
    ).rows[0];
    const cell = `d${absent?.date.slice(8, 10)}`;
    const row = () => p.rows.find((r) => r.employee_id === Number(absent?.employee_id));
    expect(row()?.[cell]).toBe('ABSENT');
    const late = (
      await ctx.db.execute<{ employee_id: number; date: string }>(sql`select employee_id, date::text as date
        from ${days} and status = 'PRESENT' and late_minutes > 0 order by date, employee_id limit 1`)
    ).rows[0];
    const lateRow = p.rows.find((r) => r.employee_id === Number(late?.employee_id));
    expect(lateRow?.[`d${late?.date.slice(8, 10)}`]).toBe('LATE');

    // HR corrects the absent day to excused (the month's time sheet is open): the sheet shows the correction
    await correctTimeSheet(
      ctx.db,
      {
        employee_id: Number(absent?.employee_id),
        month: first.slice(0, 7),
        date: absent?.date,
        status: 'EXCUSED',
        reason: 'Kasallik varaqasi',
      },
      adminId,
    );
    const corrected = await page('R0085', monthRange(first));
    expect(corrected.rows.find((r) => r.employee_id === Number(absent?.employee_id))?.[cell]).toBe('EXCUSED');
    expect(Number(totalOf(corrected, 'absent_days'))).toBe(Number(totalOf(p, 'absent_days')) - 1);
    expect(Number(totalOf(corrected, 'excused_days'))).toBe(Number(totalOf(p, 'excused_days')) + 1);

    const section = await one(sql`select e.hr_section_id::text as v from attendance_days d
      join employees e on e.id = d.employee_id where d.date between ${first} and ${last}
        and e.hr_section_id is not null group by 1 order by count(*) limit 1`);
    const narrowed = await page('R0085', `${monthRange(first)}&hr_section_id=${section}`);
    expect(narrowed.meta.total).toBeGreaterThan(0);
    expect(narrowed.meta.total).toBeLessThan(p.meta.total);
    expect(narrowed.meta.total).toBe(
      Number(
        await one(sql`select count(distinct (d.employee_id, d.branch_id))::text as v from attendance_days d
          join employees e on e.id = d.employee_id
          where d.date between ${first} and ${last} and e.hr_section_id = ${Number(section)}`),
      ),
    );
  });
});

describe('absences and leave requests (R0087)', () => {
  it('lists the absent, excused and unconfirmed-departure days as the attendance days hold them; the request state and reason narrow it', async () => {
    const today = await one(sql`select (now() at time zone 'Asia/Tashkent')::date::text as v`);
    const p = await page('R0087', ALL_TIME);
    const count = (where: SQL) => one(sql`select count(*)::text as v from attendance_days d where ${where}`);
    const absent = await count(sql`d.status = 'ABSENT'`);
    const excused = await count(sql`d.status = 'EXCUSED'`);
    const noExit = await count(sql`d.status = 'PRESENT' and d.last_out is null and d.date < ${today}`);
    expect(Number(absent)).toBeGreaterThan(0);
    expect(Number(noExit)).toBeGreaterThan(0);
    expect(totalOf(p, 'absent_days')).toBe(absent);
    expect(totalOf(p, 'excused_days')).toBe(excused);
    expect(totalOf(p, 'no_exit_days')).toBe(noExit);
    expect(p.meta.total).toBe(Number(absent) + Number(excused) + Number(noExit));

    // the days an approved request covers are the excused ones, with the request's reason
    const approved = await page('R0087', `${ALL_TIME}&request_status=APPROVED`);
    const covered =
      await count(sql`d.status in ('ABSENT', 'EXCUSED') and exists (select 1 from absence_requests r
      where r.employee_id = d.employee_id and d.date between r.date_from and r.date_to and r.status = 'APPROVED')`);
    expect(Number(covered)).toBeGreaterThan(0);
    expect(approved.meta.total).toBe(Number(covered));
    expect(approved.meta.total).toBeLessThan(p.meta.total);
    const excusedRow = approved.rows.find((r) => r.absence_kind === 'EXCUSED');
    expect(excusedRow?.request_status).toBe('APPROVED');
    expect(excusedRow?.reason_name).toBe(
      await one(sql`select ar.name as v from absence_requests r join absence_reasons ar on ar.id = r.absence_reason_id
        where r.status = 'APPROVED' order by r.id limit 1`),
    );
    const reason =
      await one(sql`select absence_reason_id::text as v from absence_requests where status = 'APPROVED'
      order by id limit 1`);
    const byReason = await page('R0087', `${ALL_TIME}&absence_reason_id=${reason}`);
    expect(byReason.meta.total).toBeGreaterThan(0);
    expect(byReason.rows.every((r) => r.reason_name === excusedRow?.reason_name)).toBe(true);
  });
});

describe('additions, deductions and salary changes (R0089)', () => {
  it('sums the additions, deductions and advances as their tables keep them, lists each salary change with its before and after; the kind narrows it', async () => {
    const p = await page('R0089', ALL_TIME);
    const added = await one(sql`select sum(amount)::text as v from payroll_additions
      where deleted_at is null and kind in ('BONUS', 'OTHER_ADDITION')`);
    const taken = await one(sql`select sum(amount)::text as v from payroll_additions
      where deleted_at is null and kind in ('FINE', 'OTHER_DEDUCTION')`);
    const advanced = await one(sql`select sum(o.amount)::text as v from money_operations o
      join employees e on e.user_id = o.counterpart_id
      where o.type = 'STAFF_OUTPUT' and o.status = 'APPROVED' and o.reversal_of is null and o.currency = 'UZS'`);
    expect(BigInt(added)).toBeGreaterThan(0n);
    expect(BigInt(advanced)).toBeGreaterThan(0n);
    expect(minor(p, 'additions')).toBe(BigInt(added));
    expect(minor(p, 'deductions')).toBe(BigInt(taken));
    expect(minor(p, 'advances')).toBe(BigInt(advanced));
    const changes = await one(sql`select count(*)::text as v from employee_salaries s where exists (
      select 1 from employee_salaries b where b.employee_id = s.employee_id and b.effective_from < s.effective_from)`);
    expect(Number(changes)).toBeGreaterThan(0);
    expect(p.rows.filter((r) => r.entry_kind === 'SALARY_CHANGE')).toHaveLength(Number(changes));
    const raise = (
      await ctx.db.execute<{ employee_id: number; after: string; before: string }>(sql`select s.employee_id,
          s.amount::text as after, (select b.amount from employee_salaries b where b.employee_id = s.employee_id
            and b.effective_from < s.effective_from order by b.effective_from desc limit 1)::text as before
        from employee_salaries s where s.reason = 'Sinov muddati tugadi'`)
    ).rows[0];
    const raised = p.rows.find(
      (r) => r.entry_kind === 'SALARY_CHANGE' && r.employee_id === raise?.employee_id,
    );
    expect([raised?.salary_before, raised?.salary_after]).toEqual([
      fromMinor(BigInt(raise?.before ?? 0)),
      fromMinor(BigInt(raise?.after ?? 0)),
    ]);
    expect(p.chart.map((c) => c.label)).toContain('BONUS');

    const bonuses = await page('R0089', `${ALL_TIME}&payroll_entry=BONUS`);
    expect(bonuses.meta.total).toBeGreaterThan(0);
    expect(bonuses.meta.total).toBeLessThan(p.meta.total);
    expect(bonuses.rows.every((r) => r.entry_kind === 'BONUS')).toBe(true);
    expect(minor(bonuses, 'additions')).toBe(
      BigInt(
        await one(
          sql`select sum(amount)::text as v from payroll_additions where deleted_at is null and kind = 'BONUS'`,
        ),
      ),
    );
  });
});

describe('salary payments (R0090)', () => {
  it('sums to what the statements’ rows were paid, before and after a payment is cancelled; the cashbox and statement month narrow it', async () => {
    const paid = () => one(sql`select sum(paid)::text as v from payroll_statement_rows`);
    const p = await page('R0090', ALL_TIME);
    expect(BigInt(await paid())).toBeGreaterThan(0n);
    expect(minor(p, 'amount')).toBe(BigInt(await paid()));
    expect(p.meta.total).toBe(
      Number(
        await one(sql`select count(*)::text as v from money_operations where type = 'SALARY_PAYMENT'
        and status = 'APPROVED' and reversal_of is null`),
      ),
    );
    const month = await one(sql`select to_char(max(month), 'YYYY-MM') as v from payroll_statements`);
    expect(p.rows[0]?.statement_month).toBe(month);

    // a cancelled payment drops out: the report still equals what the rows were paid
    const payment = p.rows[0];
    await cancelSalaryPayment(ctx.db, Number(payment?.operation_id), 'Xato kassa', {
      userId: adminId,
      rules: new Set(['cashbox.all', 'salary_payments.edit']),
    });
    const after = await page('R0090', ALL_TIME);
    expect(after.meta.total).toBe(p.meta.total - 1);
    expect(minor(after, 'amount')).toBe(minor(p, 'amount') - toMinor(String(payment?.amount)));
    expect(minor(after, 'amount')).toBe(BigInt(await paid()));

    const cashbox =
      await one(sql`select cashbox_id::text as v from money_operations where type = 'SALARY_PAYMENT'
      and status = 'APPROVED' and reversal_of is null group by 1 order by count(*) limit 1`);
    const fromBox = await page('R0090', `${ALL_TIME}&cashbox_id=${cashbox}`);
    expect(fromBox.meta.total).toBeGreaterThan(0);
    expect(fromBox.rows.every((r) => r.cashbox_name === fromBox.rows[0]?.cashbox_name)).toBe(true);
    expect(minor(fromBox, 'amount')).toBe(
      BigInt(
        await one(sql`select sum(amount)::text as v from money_operations where type = 'SALARY_PAYMENT'
        and status = 'APPROVED' and reversal_of is null and cashbox_id = ${Number(cashbox)}`),
      ),
    );
    expect((await page('R0090', `${ALL_TIME}&statement_month=${month}`)).meta.total).toBe(after.meta.total);
    expect((await page('R0090', `${ALL_TIME}&statement_month=2001-01`)).meta.total).toBe(0);
  });
});

describe('staff settlements (R0091)', () => {
  it('gives each employee the reconciliation act’s opening, accrued, paid, advances and closing; closing = −the balance; an employee narrows it', async () => {
    const all = await page('R0091', ALL_TIME);
    const owed = await one(sql`select (-sum(b.balance))::text as v from money_balances b
      join money_accounts a on a.id = b.account_id where a.kind = 'employee' and a.currency = 'UZS'`);
    expect(all.totals.map((t) => t.currency)).toEqual(['UZS']);
    expect(minor(all, 'owed_opening')).toBe(0n);
    expect(minor(all, 'owed_closing')).toBe(BigInt(owed));
    const accrued = await one(sql`select (-sum(p.amount))::text as v from money_postings p
      join money_accounts a on a.id = p.account_id join money_operations o on o.id = p.operation_id
      where a.kind = 'employee' and o.type = 'SALARY_ACCRUAL'`);
    expect(BigInt(accrued)).toBeGreaterThan(0n);
    expect(minor(all, 'accrued')).toBe(BigInt(accrued));
    for (const r of all.rows) {
      const m = (k: string) => toMinor(String(r[k]));
      expect(m('owed_closing')).toBe(
        m('owed_opening') + m('accrued') - m('paid') - m('advances') + m('other'),
      );
    }

    // one employee over the statement's month and after it: the reconciliation act's figures
    const month = await one(sql`select max(month)::text as v from payroll_statements`);
    const employee = (
      await ctx.db.execute<{ id: number }>(sql`select e.id from employees e join money_operations o
        on o.counterpart_id = e.user_id and o.type = 'STAFF_OUTPUT' order by e.id limit 1`)
    ).rows[0]?.id;
    const today = await one(sql`select (now() at time zone 'Asia/Tashkent')::date::text as v`);
    for (const [from, to] of [
      [month, monthEnd(month)],
      [month, today],
    ] as const) {
      const act = await staffAct(ctx.db, { employee_id: Number(employee), date_from: from, date_to: to });
      const mine = await page(
        'R0091',
        `period=range&date_from=${from}&date_to=${to}&employee_id=${employee}`,
      );
      expect(mine.meta.total).toBe(1);
      const row = mine.rows[0];
      expect(
        [row?.owed_opening, row?.accrued, row?.paid, row?.advances, row?.owed_closing].map(String),
      ).toEqual([
        fromMinor(-toMinor(act.opening)),
        act.accrued,
        act.paid,
        act.advances,
        fromMinor(-toMinor(act.closing)),
      ]);
    }
    expect(
      BigInt(
        toMinor(
          String(
            (
              await page(
                'R0091',
                `period=range&date_from=${month}&date_to=${monthEnd(month)}&employee_id=${employee}`,
              )
            ).rows[0]?.advances,
          ),
        ),
      ),
    ).toBeGreaterThan(0n);
  });
});

describe('payroll fund (R0092)', () => {
  it('sums the month’s rows per branch, section and position to the statement’s own totals; a section narrows it', async () => {
    const month = await one(
      sql`select max(month)::text as v from payroll_statements where status = 'APPROVED'`,
    );
    const p = await page('R0092', monthRange(month));
    const head = (
      await ctx.db.execute<
        Record<string, string>
      >(sql`select sum(accrued)::text as accrued, sum(gross)::text as gross,
          sum(income_tax)::text as income_tax, sum(social_tax)::text as social_tax,
          sum(employees_count)::text as headcount, sum(gross + social_tax)::text as fund
        from payroll_statements where month = ${month} and status <> 'CANCELED'`)
    ).rows[0];
    expect(Number(head?.headcount)).toBeGreaterThan(0);
    expect(totalOf(p, 'headcount')).toBe(head?.headcount);
    for (const key of ['accrued', 'gross', 'income_tax', 'social_tax'])
      expect(`${key} ${minor(p, key)}`).toBe(`${key} ${head?.[key]}`);
    expect(minor(p, 'payroll_fund')).toBe(BigInt(head?.fund ?? 0));
    expect(p.chart).toEqual([{ label: month.slice(0, 7), value: fromMinor(BigInt(head?.fund ?? 0)) }]);
    const row = p.rows[0];
    expect(toMinor(String(row?.average_salary))).toBe(
      (toMinor(String(row?.gross)) * 2n + BigInt(Number(row?.headcount))) /
        (2n * BigInt(Number(row?.headcount))),
    );

    const section = await one(sql`select r.hr_section_id::text as v from payroll_statement_rows r
      join payroll_statements s on s.id = r.statement_id
      where s.month = ${month} and r.hr_section_id is not null group by 1 order by count(*) limit 1`);
    const narrowed = await page('R0092', `${monthRange(month)}&hr_section_id=${section}`);
    const inSection = (
      await ctx.db.execute<{ n: string; fund: string }>(sql`select count(*)::text as n,
          sum(r.gross + r.social_tax)::text as fund
        from payroll_statement_rows r join payroll_statements s on s.id = r.statement_id
        where s.month = ${month} and s.status <> 'CANCELED' and r.hr_section_id = ${Number(section)}`)
    ).rows[0];
    expect(totalOf(narrowed, 'headcount')).toBe(inSection?.n);
    expect(minor(narrowed, 'payroll_fund')).toBe(BigInt(inSection?.fund ?? 0));
    expect(Number(inSection?.n)).toBeLessThan(Number(head?.headcount));
  });
});

describe('headcount, hiring and dismissals (R0093)', () => {
  it('counts the staff at the start and end, hires, transfers and dismissals as the employees and orders hold them; end = start + hired − dismissed; the reason and section narrow it', async () => {
    const from = await one(sql`select max(hired_on)::text as v from employees`);
    const to = await one(sql`select (now() at time zone 'Asia/Tashkent')::date::text as v`);
    const range = `period=range&date_from=${from}&date_to=${to}`;
    const p = await page('R0093', range);
    const n = (where: SQL) => one(sql`select count(*)::text as v from employees where ${where}`);
    const start = await n(sql`hired_on < ${from} and (dismissed_on is null or dismissed_on >= ${from})`);
    const end = await n(sql`hired_on <= ${to} and (dismissed_on is null or dismissed_on > ${to})`);
    const orders = (kind: string) =>
      one(sql`select count(*)::text as v from employee_orders
      where kind = ${kind} and withdrawn_at is null and date between ${from} and ${to}`);
    expect(totalOf(p, 'start_count')).toBe(start);
    expect(totalOf(p, 'end_count')).toBe(end);
    expect(totalOf(p, 'hired')).toBe(await orders('HIRE'));
    expect(totalOf(p, 'from_candidates')).toBe(
      await n(sql`hired_on between ${from} and ${to} and candidate_id is not null`),
    );
    expect(totalOf(p, 'dismissed')).toBe(await orders('DISMISSAL'));
    expect(totalOf(p, 'transferred_in')).toBe(await orders('TRANSFER'));
    expect(totalOf(p, 'transferred_out')).toBe(await orders('TRANSFER'));
    expect(Number(totalOf(p, 'dismissed'))).toBeGreaterThan(0);
    expect(Number(totalOf(p, 'transferred_in'))).toBeGreaterThan(0);
    expect(Number(totalOf(p, 'from_candidates'))).toBeGreaterThan(0);
    expect(Number(end)).toBe(Number(start) + Number(totalOf(p, 'hired')) - Number(totalOf(p, 'dismissed')));
    for (const r of p.rows) {
      expect(r.end_count).toBe(
        Number(r.start_count) +
          Number(r.hired) +
          Number(r.transferred_in) -
          Number(r.transferred_out) -
          Number(r.dismissed),
      );
    }
    const leaving = p.rows.find((r) => Number(r.dismissed) > 0);
    const average = (Number(leaving?.start_count) + Number(leaving?.end_count)) / 2;
    expect(Number(leaving?.turnover_percent)).toBeCloseTo((100 * Number(leaving?.dismissed)) / average, 2);

    const reason = await one(
      sql`select work_leave_reason_id::text as v from employee_orders where kind = 'DISMISSAL'`,
    );
    expect(totalOf(await page('R0093', `${range}&leave_reason_id=${reason}`), 'dismissed')).toBe(
      totalOf(p, 'dismissed'),
    );
    const other = await one(
      sql`select id::text as v from work_leave_reasons where id <> ${Number(reason)} limit 1`,
    );
    expect(totalOf(await page('R0093', `${range}&leave_reason_id=${other}`), 'dismissed')).toBe('0');

    const section = leaving?.hr_section_id;
    const inSection = await page('R0093', `${range}&hr_section_id=${section}`);
    expect(inSection.rows.every((r) => r.hr_section_id === section)).toBe(true);
    expect(Number(totalOf(inSection, 'end_count'))).toBeLessThan(Number(end));
  });
});
