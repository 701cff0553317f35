import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** A moment as the Tashkent wall clock's hours and minutes. */
const clock = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Tashkent', 'HH24:MI')`;

/** The staff filters: the employee's section, position, workplace and the employee. */
const staffFilters = (ctx: ReportContext): SQL => {
  const q = ctx.q;
  return sql`${when(q.hr_section_id, (v) => sql`e.hr_section_id = ${v}`)}
    and ${when(q.position_id, (v) => sql`e.user_position_id = ${v}`)}
    and ${when(q.workplace_id, (v) => sql`e.work_location_id = ${v}`)}
    and ${when(q.employee_id, (v) => sql`e.id = ${v}`)}`;
};

/** An attendance day's employee with their branch, section, position and schedule. */
const STAFF = sql`attendance_days d join employees e on e.id = d.employee_id
  join branches br on br.id = d.branch_id
  left join hr_sections hs on hs.id = e.hr_section_id
  left join user_positions up on up.id = e.user_position_id`;

/**
 * R0084 Daily attendance: for the chosen day (the "as of" date), each
 * employee's attendance day as the face-ID events and the day's closing made
 * it: schedule, first entry, last exit, minutes late, early leave, worked
 * minutes, the day's status and an excused absence's reason.
 */
export const dailyAttendance: ServerReport = {
  definition: builtDefinition('R0084'),
  source: (ctx) => sql`select d.employee_id, e.employee_number, e.full_name as employee_name,
      br.name as branch_name, hs.name as section_name, up.name as position_name,
      to_char(ws.start_time, 'HH24:MI') || '–' || to_char(ws.end_time, 'HH24:MI') as schedule,
      ${clock(sql`d.first_in`)} as first_in, ${clock(sql`d.last_out`)} as last_out,
      d.late_minutes, d.early_minutes, d.worked_minutes, d.status as day_status, ar.name as absence_reason_name
    from ${STAFF} left join work_schedules ws on ws.id = e.work_schedule_id
    left join absence_reasons ar on ar.id = d.absence_reason_id
    where d.date = ${ctx.asOf} and ${inBranches(sql`d.branch_id`, ctx)} and ${staffFilters(ctx)}`,
  order: sql`branch_name, section_name nulls last, employee_name, employee_id`,
};

/**
 * R0086 Latecomers and early leavers: per employee over the period, the days
 * they came late or left early by at least the minimum minutes (1 unless
 * given) and those minutes, ranked per branch and section by late minutes.
 */
export const latecomers: ServerReport = {
  definition: builtDefinition('R0086'),
  source: (ctx) => {
    const min = Math.max(ctx.q.min_minutes ?? 1, 1);
    return sql`select d.employee_id, e.employee_number, e.full_name as employee_name, br.name as branch_name,
        hs.name as section_name, up.name as position_name,
        count(*) filter (where d.late_minutes >= ${min})::int as late_days,
        coalesce(sum(d.late_minutes) filter (where d.late_minutes >= ${min}), 0)::int as late_minutes,
        count(*) filter (where d.early_minutes >= ${min})::int as early_days,
        coalesce(sum(d.early_minutes) filter (where d.early_minutes >= ${min}), 0)::int as early_minutes
      from ${STAFF}
      where d.date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`d.branch_id`, ctx)}
        and (d.late_minutes >= ${min} or d.early_minutes >= ${min}) and ${staffFilters(ctx)}
      group by d.employee_id, e.employee_number, e.full_name, br.name, hs.name, up.name`;
  },
  order: sql`branch_name, section_name nulls last, late_minutes desc, early_minutes desc, employee_id`,
};
