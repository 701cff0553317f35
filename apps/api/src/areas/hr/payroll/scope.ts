import { DEFAULT_DAYS_OFF, datesOfMonth, daysOffKey, workingDaysOf } from '@savdo/shared/hr/calendar';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';

/** A month's first and last date: `2026-03` → `2026-03-01`, `2026-03-31`. */
export function monthRange(month: string): { start: string; end: string } {
  const dates = datesOfMonth(month);
  return { start: dates[0] ?? `${month}-01`, end: dates[dates.length - 1] ?? `${month}-01` };
}

/** Who a month's time sheet or statement covers: employees hired by its end and not dismissed before its start. */
export interface EmployeeScope {
  month: string;
  branchId?: number | undefined;
  hrSectionId?: number | undefined;
  search?: string | undefined;
}

/**
 * Where `employees e` was placed (`branch_id` or `hr_section_id`) on a
 * month's last day: the latest hire or transfer dated by then and not
 * withdrawn, else the placement now. A month's row belongs to the branch and
 * section of its last day, so a month computed again after a later transfer
 * stays where it was (docs/DECISIONS.md "Payroll").
 */
export function placedAt(field: 'branch_id' | 'hr_section_id', month: string): SQL {
  const { end } = monthRange(month);
  return sql`coalesce((select (o.after ->> ${field})::int from employee_orders o
    where o.employee_id = e.id and o.kind in ('HIRE', 'TRANSFER') and o.withdrawn_at is null
      and o.date <= ${end} and o.after ? ${field}
    order by o.date desc, o.id desc limit 1), e.${sql.raw(field)})`;
}

/** The condition on `employees e` of a scope. */
export function scopeWhere(scope: EmployeeScope): SQL {
  const { start, end } = monthRange(scope.month);
  const c: SQL[] = [sql`e.hired_on <= ${end}`, sql`(e.dismissed_on is null or e.dismissed_on >= ${start})`];
  if (scope.branchId !== undefined) c.push(sql`${placedAt('branch_id', scope.month)} = ${scope.branchId}`);
  if (scope.hrSectionId !== undefined)
    c.push(sql`${placedAt('hr_section_id', scope.month)} = ${scope.hrSectionId}`);
  if (scope.search) {
    const like = `%${scope.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    c.push(sql`(e.full_name ilike ${like} or e.employee_number = ${scope.search})`);
  }
  return sql.join(c, sql` and `);
}

/** The holidays of the `holidays` list in a month. */
export async function holidaysOf(db: DbOrTx, month: string): Promise<Set<string>> {
  const { start, end } = monthRange(month);
  const rows = await db.execute<{ date: string }>(
    sql`select date::text as date from holidays where active and date between ${start} and ${end}`,
  );
  return new Set(rows.rows.map((r) => r.date));
}

/** The month's working days (its norm) of the default six-day week, from the calendar and the holidays list. */
export async function normDatesOf(db: DbOrTx, month: string): Promise<string[]> {
  return workingDaysOf(month, await holidaysOf(db, month));
}

/** The norm of a schedule's days off (null: no schedule, the default week). */
export type NormOf = (daysOff: readonly string[] | null) => string[];

/**
 * The month's norms, one per set of days off: the holidays read once, each
 * distinct set's working days computed once however many employees share it
 * (a statement of thousands of employees has a handful of schedules).
 */
export async function normsOf(db: DbOrTx, month: string): Promise<NormOf> {
  const holidays = await holidaysOf(db, month);
  const norms = new Map<string, string[]>();
  return (daysOff) => {
    const off = daysOff ?? DEFAULT_DAYS_OFF;
    const key = daysOffKey(off);
    let dates = norms.get(key);
    if (!dates) {
      dates = workingDaysOf(month, holidays, off);
      norms.set(key, dates);
    }
    return dates;
  };
}

/**
 * Each day's status after HR's corrections (the latest correction of a day
 * wins over attendance), for the employees of `employeeIds` (a subquery),
 * optionally only PRESENT days.
 */
export async function dayStatuses(
  db: DbOrTx,
  month: string,
  employeeIds: SQL,
  onlyPresent = false,
): Promise<Map<number, Map<string, string>>> {
  const { start, end } = monthRange(month);
  const present = onlyPresent ? sql`where d.status = 'PRESENT'` : sql``;
  const rows = await db.execute<{ employee_id: number; date: string; status: string }>(sql`
    with corr as (
      select distinct on (employee_id, date) employee_id, date, status from time_sheet_corrections
      where month = ${start} and date is not null and employee_id in (${employeeIds})
      order by employee_id, date, id desc
    ), days as (
      select a.employee_id, a.date, a.status from attendance_days a
      where a.date between ${start} and ${end} and a.employee_id in (${employeeIds})
    ), d as (
      select coalesce(c.employee_id, days.employee_id) as employee_id, coalesce(c.date, days.date) as date,
        coalesce(c.status, days.status) as status
      from days full join corr c on c.employee_id = days.employee_id and c.date = days.date
    )
    select d.employee_id, d.date::text as date, d.status from d ${present}`);
  const map = new Map<number, Map<string, string>>();
  for (const r of rows.rows) {
    const id = Number(r.employee_id);
    let days = map.get(id);
    if (!days) {
      days = new Map();
      map.set(id, days);
    }
    days.set(r.date, r.status);
  }
  return map;
}

/** HR's latest correction of each employee's worked days in the month. */
export async function workedOverrides(
  db: DbOrTx,
  month: string,
  employeeIds: SQL,
): Promise<Map<number, number>> {
  const { start } = monthRange(month);
  const rows = await db.execute<{ employee_id: number; worked_days: number }>(sql`
    select distinct on (employee_id) employee_id, worked_days from time_sheet_corrections
    where month = ${start} and worked_days is not null and employee_id in (${employeeIds})
    order by employee_id, id desc`);
  return new Map(rows.rows.map((r) => [Number(r.employee_id), Number(r.worked_days)]));
}

/**
 * Refuses (409) a change to a month an approved statement covers for this
 * branch (or all branches): its time sheet is closed.
 */
export async function assertMonthOpen(db: DbOrTx, month: string, branchId: number): Promise<void> {
  const { start } = monthRange(month);
  const rows = await db.execute(sql`select 1 from payroll_statements
    where month = ${start} and status = 'APPROVED' and branch_key in (0, ${branchId}) limit 1`);
  if (rows.rows.length > 0) throw conflict('payroll.errors.monthClosed', { month });
}

/** Whether an approved statement covers the month for this branch (the time sheet is closed). */
export async function closedBranches(
  db: DbOrTx,
  month: string,
): Promise<{ all: boolean; branches: Set<number> }> {
  const { start } = monthRange(month);
  const rows = await db.execute<{ branch_key: number }>(sql`select branch_key from payroll_statements
    where month = ${start} and status = 'APPROVED'`);
  const keys = rows.rows.map((r) => Number(r.branch_key));
  return { all: keys.includes(0), branches: new Set(keys) };
}
