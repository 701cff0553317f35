import type {
  DayCorrection,
  TimeSheetCorrectionInput,
  TimeSheetCorrectionRow,
  TimeSheetMeta,
  TimeSheetQuery,
  TimeSheetRow,
} from '@savdo/shared/schemas/payroll';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';
import {
  assertMonthOpen,
  closedBranches,
  dayStatuses,
  monthRange,
  normsOf,
  placedAt,
  scopeWhere,
  workedOverrides,
} from './scope.ts';

type EmployeeRow = {
  id: number;
  full_name: string;
  employee_number: string;
  branch_id: number;
  hr_section_id: number | null;
  days_off: string[] | null;
};

/**
 * A month's time sheet (a page of employees of a branch and section): each
 * day's status after corrections, the counts, the norm, and the worked days
 * the statement will use (HR's correction when there is one).
 */
export async function timeSheet(
  db: Db,
  q: TimeSheetQuery,
): Promise<{ data: TimeSheetRow[]; meta: TimeSheetMeta }> {
  const where = scopeWhere({
    month: q.month,
    branchId: q.branch_id,
    hrSectionId: q.hr_section_id,
    search: q.search,
  });
  const [list, count, normOf, closed] = await Promise.all([
    db.execute<EmployeeRow>(sql`select e.id, e.full_name, e.employee_number,
        ${placedAt('branch_id', q.month)} as branch_id, ${placedAt('hr_section_id', q.month)} as hr_section_id,
        s.days_off
      from employees e left join work_schedules s on s.id = e.work_schedule_id
      where ${where} order by e.full_name, e.id
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from employees e where ${where}`),
    normsOf(db, q.month),
    closedBranches(db, q.month),
  ]);
  const ids = list.rows.map((r) => r.id);
  const idList =
    ids.length > 0
      ? sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )
      : sql`null`;
  const [days, overrides, corrected] = await Promise.all([
    dayStatuses(db, q.month, idList),
    workedOverrides(db, q.month, idList),
    dayCorrections(db, q.month, idList),
  ]);
  const data = list.rows.map((e): TimeSheetRow => {
    const statuses = days.get(e.id) ?? new Map<string, string>();
    const count = (status: string) => [...statuses.values()].filter((s) => s === status).length;
    const present = count('PRESENT');
    const override = overrides.get(e.id);
    return {
      employee_id: e.id,
      full_name: e.full_name,
      employee_number: e.employee_number,
      branch_id: e.branch_id,
      hr_section_id: e.hr_section_id,
      days: Object.fromEntries(statuses),
      corrections: Object.fromEntries(corrected.get(e.id) ?? []),
      present,
      absent: count('ABSENT'),
      excused: count('EXCUSED'),
      norm_days: normOf(e.days_off).length,
      worked_days: override ?? present,
      corrected: override !== undefined,
      closed: closed.all || closed.branches.has(e.branch_id),
    };
  });
  return {
    data,
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: Number(count.rows[0]?.total ?? 0),
      month: q.month,
      dates: monthDates(q.month),
      // the default week's working days (each row's norm_days is its schedule's)
      norm_dates: normOf(null),
    },
  };
}

/**
 * Each employee's corrected days of a month (the latest correction of each
 * day, with who, when, before → after and why), for the page's employees:
 * read through the index `time_sheet_corrections_month` (month, employee).
 */
async function dayCorrections(db: Db, month: string, employeeIds: SQL) {
  const rows = await db.execute<{
    employee_id: number;
    date: string;
    before: string | null;
    after: string;
    reason: string;
    by: string | null;
    at: string;
    count: string;
  }>(sql`select c.employee_id, c.date::text as date, c.before, c.after, c.reason, u.username as by,
      c.created_at::text as at, c.count::text as count
    from (select distinct on (employee_id, date) employee_id, date, before, after, reason, created_by, created_at,
        count(*) over (partition by employee_id, date) as count
      from time_sheet_corrections
      where month = ${monthRange(month).start} and employee_id in (${employeeIds}) and date is not null
      order by employee_id, date, id desc) c
    left join users u on u.id = c.created_by`);
  const map = new Map<number, [string, DayCorrection][]>();
  for (const r of rows.rows) {
    const id = Number(r.employee_id);
    const list = map.get(id) ?? [];
    const { before, after, reason, by, at } = r;
    list.push([r.date, { before, after, reason, by, at, count: Number(r.count) }]);
    map.set(id, list);
  }
  return map;
}

function monthDates(month: string): string[] {
  const { start, end } = monthRange(month);
  const out: string[] = [];
  for (
    let d = new Date(`${start}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= end;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/**
 * HR corrects a time sheet: a day's status or the month's worked days, with
 * a reason; what it was before is kept beside what it is now. Refused once
 * the month's statement for the employee's branch is approved (409).
 */
export async function correctTimeSheet(db: Db, input: TimeSheetCorrectionInput, userId: number) {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ branch_id: number }>(
      sql`select branch_id from employees where id = ${input.employee_id} for update`,
    );
    const employee = found.rows[0];
    if (!employee) throw new FieldErrors([{ field: 'employee_id', key: 'validation.invalid' }]);
    await assertMonthOpen(tx, input.month, Number(employee.branch_id));
    const ids = sql`${input.employee_id}::int`;
    const days =
      (await dayStatuses(tx, input.month, ids)).get(input.employee_id) ?? new Map<string, string>();
    let before: string | null;
    let after: string;
    if (input.worked_days !== undefined) {
      const override = (await workedOverrides(tx, input.month, ids)).get(input.employee_id);
      before = String(override ?? [...days.values()].filter((s) => s === 'PRESENT').length);
      after = String(input.worked_days);
    } else {
      before = days.get(input.date ?? '') ?? null;
      after = input.status ?? '';
    }
    const rows = await tx.execute<{ id: string; created_at: string }>(sql`insert into time_sheet_corrections
        (employee_id, month, date, status, worked_days, before, after, reason, created_by)
      values (${input.employee_id}, ${monthRange(input.month).start}, ${input.date ?? null}, ${input.status ?? null},
        ${input.worked_days ?? null}, ${before}, ${after}, ${input.reason}, ${userId})
      returning id, created_at::text as created_at`);
    return { id: Number(rows.rows[0]?.id), before, after };
  });
}

/** The corrections of a month (one employee's, or all), newest first, with who made them. */
export async function listCorrections(
  db: Db,
  month: string,
  employeeId: number | undefined,
): Promise<{ data: TimeSheetCorrectionRow[] }> {
  const rows = await db.execute<
    Omit<TimeSheetCorrectionRow, 'id'> & { id: string } & Record<string, unknown>
  >(sql`select c.id, c.employee_id, e.full_name, c.date::text as date,
      c.status, c.worked_days, c.before, c.after, c.reason, c.created_at, u.username as created_by
    from time_sheet_corrections c join employees e on e.id = c.employee_id
    left join users u on u.id = c.created_by
    where c.month = ${monthRange(month).start} ${employeeId === undefined ? sql`` : sql`and c.employee_id = ${employeeId}`}
    order by c.id desc limit 200`);
  return { data: rows.rows.map((r) => ({ ...r, id: Number(r.id), employee_id: Number(r.employee_id) })) };
}
