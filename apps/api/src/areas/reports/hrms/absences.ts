import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0087 Absences and leave requests: the attendance days of the period an
 * employee was absent (ABSENT: no event and no approved request), excused
 * (EXCUSED: an approved request, with its reason) or came in and never
 * confirmed the departure (a present day with no exit, a day before today:
 * today's is still open). Each day shows the request that covers it (the
 * approved one first, else the newest): its state, dates and who decided.
 * The reason is the day's, else the request's; the 0/1 columns total the days
 * of each kind.
 */
export const absences: ServerReport = {
  definition: builtDefinition('R0087'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select d.employee_id, d.date::text as date, e.employee_number, e.full_name as employee_name,
        br.name as branch_name, hs.name as section_name, up.name as position_name,
        case when d.status = 'PRESENT' then 'NO_EXIT' else d.status end as absence_kind,
        to_char(d.first_in at time zone 'Asia/Tashkent', 'HH24:MI') as first_in,
        coalesce(ar.name, rr.name) as reason_name, rq.id as request_id, rq.status as request_status,
        rq.date_from::text as request_from, rq.date_to::text as request_to, du.full_name as decided_by_name,
        (d.status = 'ABSENT')::int as absent_days, (d.status = 'EXCUSED')::int as excused_days,
        (d.status = 'PRESENT')::int as no_exit_days
      from attendance_days d join employees e on e.id = d.employee_id
      join branches br on br.id = d.branch_id
      left join hr_sections hs on hs.id = e.hr_section_id
      left join user_positions up on up.id = e.user_position_id
      left join lateral (select r.id, r.status, r.date_from, r.date_to, r.absence_reason_id, r.decided_by
        from absence_requests r
        where r.employee_id = d.employee_id and r.date_from <= d.date and r.date_to >= d.date
        order by (r.status = 'APPROVED') desc, r.id desc limit 1) rq on true
      left join absence_reasons ar on ar.id = d.absence_reason_id
      left join absence_reasons rr on rr.id = rq.absence_reason_id
      left join users du on du.id = rq.decided_by
      where d.date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`d.branch_id`, ctx)}
        and (d.status in ('ABSENT', 'EXCUSED')
          or (d.status = 'PRESENT' and d.last_out is null and d.date < ${ctx.today}))
        and ${when(q.absence_reason_id, (v) => sql`coalesce(d.absence_reason_id, rq.absence_reason_id) = ${v}`)}
        and ${when(q.request_status, (v) => sql`rq.status = ${v}`)}
        and ${when(q.hr_section_id, (v) => sql`e.hr_section_id = ${v}`)}
        and ${when(q.employee_id, (v) => sql`e.id = ${v}`)}`;
  },
  order: sql`date desc, branch_name, employee_name, employee_id`,
};
