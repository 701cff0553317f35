import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** The employee filters of the sheet: the current section, position, and the employee. */
const staffFilters = (ctx: ReportContext): SQL => {
  const q = ctx.q;
  return sql`${when(q.hr_section_id, (v) => sql`e.hr_section_id = ${v}`)}
    and ${when(q.position_id, (v) => sql`e.user_position_id = ${v}`)}
    and ${when(q.employee_id, (v) => sql`e.id = ${v}`)}`;
};

/**
 * The period's days as the time sheet sees them: each attendance day (by
 * its branch) with HR's latest correction of its status over it (as
 * `hr/payroll/scope.ts#dayStatuses` applies them), plus a corrected day the
 * terminals never saw (by the employee's branch); a PRESENT day late by a
 * minute or more is LATE.
 */
const sheetDays = (ctx: ReportContext): SQL => sql`with corr as (
    select distinct on (c.employee_id, c.date) c.employee_id, c.date, c.status
    from time_sheet_corrections c
    where c.month between date_trunc('month', ${ctx.from}::date)::date and ${ctx.to}::date
      and c.date between ${ctx.from} and ${ctx.to}
    order by c.employee_id, c.date, c.id desc
  ), base as (
    select d.employee_id, d.date, d.branch_id, d.status, d.late_minutes, d.worked_minutes
    from attendance_days d
    where d.date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`d.branch_id`, ctx)}
    union all
    select c.employee_id, c.date, e.branch_id, null, 0, 0
    from corr c join employees e on e.id = c.employee_id
    where ${inBranches(sql`e.branch_id`, ctx)}
      and not exists (select 1 from attendance_days d where d.employee_id = c.employee_id and d.date = c.date)
  )
  select b.employee_id, b.date, date_trunc('month', b.date)::date as month_start, b.branch_id, b.worked_minutes,
    coalesce(c.status, b.status) as status,
    case when coalesce(c.status, b.status) = 'PRESENT' and b.late_minutes > 0 then 'LATE'
      else coalesce(c.status, b.status) end as code
  from base b left join corr c on c.employee_id = b.employee_id and c.date = b.date`;

const definition = builtDefinition('R0085');

/** The grid's day columns (`d01`…`d31`, the definition's coded columns): each day's code. */
const dayColumns = sql.join(
  definition.columns
    .filter((c) => c.enumPrefix === 'reports.sheetCodes')
    .map(
      ({ key }, i) =>
        sql`max(s.code) filter (where extract(day from s.date) = ${i + 1}) as ${sql.identifier(key)}`,
    ),
  sql`, `,
);

const counted = (status: string, as: string) =>
  sql`count(*) filter (where s.status = ${status})::int as ${sql.identifier(as)}`;

/**
 * R0085 Monthly attendance sheet: a row per employee, month and branch of the
 * period, a column per day of the month (`d01`…`d31`) with the day's code
 * (present, late, absent, excused, holiday, day off), the days of each kind,
 * the hours worked on the present days, and the worked days the statement
 * takes (HR's correction of the month's worked days, else the present days).
 */
export const attendanceSheet: ServerReport = {
  definition,
  source: (ctx) => sql`select s.employee_id, to_char(s.month_start, 'YYYY-MM') as month,
      e.employee_number, e.full_name as employee_name, br.name as branch_name, hs.name as section_name,
      up.name as position_name, ${dayColumns},
      count(*) filter (where s.status = 'PRESENT')::int as present_days,
      count(*) filter (where s.code = 'LATE')::int as late_days,
      ${counted('ABSENT', 'absent_days')}, ${counted('EXCUSED', 'excused_days')},
      ${counted('HOLIDAY', 'holiday_days')}, ${counted('DAY_OFF', 'day_off_days')},
      round(coalesce(sum(s.worked_minutes) filter (where s.status = 'PRESENT'), 0) / 60.0, 2) as worked_hours,
      coalesce((select w.worked_days from time_sheet_corrections w
        where w.employee_id = s.employee_id and w.month = s.month_start
          and w.worked_days is not null
        order by w.id desc limit 1), count(*) filter (where s.status = 'PRESENT'))::int as sheet_days
    from (${sheetDays(ctx)}) s join employees e on e.id = s.employee_id
    join branches br on br.id = s.branch_id
    left join hr_sections hs on hs.id = e.hr_section_id
    left join user_positions up on up.id = e.user_position_id
    where ${staffFilters(ctx)}
    group by s.employee_id, s.month_start, s.branch_id, e.employee_number, e.full_name, br.name,
      hs.name, up.name`,
  order: sql`month desc, branch_name, section_name nulls last, employee_name, employee_id`,
};
