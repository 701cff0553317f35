import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

type Field = 'branch_id' | 'hr_section_id' | 'user_position_id';

/**
 * Where `employees e` was placed (one field) after the hire and transfer
 * orders `upTo` keeps (a condition on `employee_orders o`, withdrawn ones
 * aside): the latest of them that set the field, else the placement now.
 * A field the order set to nothing stays nothing (the JSON null is kept).
 */
const placed = (field: Field, upTo: SQL): SQL => sql`(coalesce((select o.after -> ${field}
    from employee_orders o
    where o.employee_id = e.id and o.kind in ('HIRE', 'TRANSFER') and o.withdrawn_at is null
      and o.after ? ${field} and ${upTo}
    order by o.date desc, o.id desc limit 1), to_jsonb(e.${sql.raw(field)})) #>> '{}')::int`;

/** The three fields a headcount row is kept by, after the orders `upTo` keeps. */
const placement = (upTo: SQL): SQL =>
  sql`${placed('branch_id', upTo)}, ${placed('hr_section_id', upTo)}, ${placed('user_position_id', upTo)}`;

/** A fact's counters: start, hired, from candidates, moved in, moved out, dismissed, end. */
const counters = (...ones: number[]): SQL => sql.raw(ones.join(', '));

/**
 * One row per employee per fact of the period, at the placement the fact
 * had: employed at the start of its first day (placed by the orders before
 * it), hired in it (placed by the hire), moved by a transfer that changed
 * the branch, section or position (out of the placement before it, into the
 * one after), dismissed in it (placed by the orders up to the dismissal day;
 * the reason filter narrows these), employed at the end of its last day.
 * So per placement: end = start + hired + moved in − moved out − dismissed.
 */
const facts = (ctx: ReportContext): SQL => {
  const { from, to } = ctx;
  const reason = when(
    ctx.q.leave_reason_id,
    (v) => sql`exists (select 1 from employee_orders d where d.employee_id = e.id and d.kind = 'DISMISSAL'
      and d.work_leave_reason_id = ${v})`,
  );
  const before = placement(sql`(o.date, o.id) < (t.date, t.id)`);
  const after = (field: Field, i: number) =>
    sql`case when t.after ? ${field} then (t.after ->> ${field})::int else (b.p)[${i}] end`;
  return sql`select ${placement(sql`o.date < ${from}`)}, ${counters(1, 0, 0, 0, 0, 0, 0)}
    from employees e where e.hired_on < ${from} and (e.dismissed_on is null or e.dismissed_on >= ${from})
    union all
    select ${placement(sql`o.kind = 'HIRE'`)}, 0, 1, (e.candidate_id is not null)::int, ${counters(0, 0, 0, 0)}
    from employees e where e.hired_on between ${from} and ${to}
    union all
    select ${placement(sql`o.date <= e.dismissed_on`)}, ${counters(0, 0, 0, 0, 0, 1, 0)}
    from employees e where e.dismissed_on between ${from} and ${to} and ${reason}
    union all
    select ${placement(sql`o.date <= ${to}`)}, ${counters(0, 0, 0, 0, 0, 0, 1)}
    from employees e where e.hired_on <= ${to} and (e.dismissed_on is null or e.dismissed_on > ${to})
    union all
    select m.p[1], m.p[2], m.p[3], 0, 0, 0, m.side, 1 - m.side, 0, 0
    from (select b.p, array[${after('branch_id', 1)}, ${after('hr_section_id', 2)}, ${after('user_position_id', 3)}] as q
      from employee_orders t join employees e on e.id = t.employee_id
      cross join lateral (select array[${before}] as p) b
      where t.kind = 'TRANSFER' and t.withdrawn_at is null and t.date between ${from} and ${to}) x
    cross join lateral (values (x.p, 0), (x.q, 1)) m(p, side)
    where x.p is distinct from x.q`;
};

/**
 * R0093 Headcount, hiring and dismissals: per branch, section and position
 * (where the employee was placed at each fact), the staff at the start and
 * the end of the period, hired (and of them, from candidates), moved in and
 * out by transfers, dismissed, and the turnover rate: dismissed ÷ the
 * average of start and end, in per cent.
 */
export const headcount: ServerReport = {
  definition: builtDefinition('R0093'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select f.branch_id, br.name as branch_name, f.hr_section_id, hs.name as section_name,
        f.position_id, up.name as position_name,
        sum(f.start_count)::int as start_count, sum(f.hired)::int as hired,
        sum(f.from_candidates)::int as from_candidates, sum(f.moved_in)::int as transferred_in,
        sum(f.moved_out)::int as transferred_out, sum(f.dismissed)::int as dismissed,
        sum(f.end_count)::int as end_count,
        case when sum(f.start_count + f.end_count) > 0
          then round(200.0 * sum(f.dismissed) / sum(f.start_count + f.end_count), 2)::text end as turnover_percent
      from (${facts(ctx)}) f(branch_id, hr_section_id, position_id, start_count, hired, from_candidates, moved_in,
        moved_out, dismissed, end_count)
      join branches br on br.id = f.branch_id
      left join hr_sections hs on hs.id = f.hr_section_id
      left join user_positions up on up.id = f.position_id
      where ${inBranches(sql`f.branch_id`, ctx)}
        and ${when(q.hr_section_id, (v) => sql`f.hr_section_id = ${v}`)}
        and ${when(q.position_id, (v) => sql`f.position_id = ${v}`)}
      group by f.branch_id, br.name, f.hr_section_id, hs.name, f.position_id, up.name`;
  },
  order: sql`branch_name, section_name nulls last, position_name nulls last, branch_id, hr_section_id, position_id`,
};
