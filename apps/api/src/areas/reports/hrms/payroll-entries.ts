import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

const ADDING = sql`('BONUS', 'OTHER_ADDITION')`;

/** The employee filter and the section (the employee's current one) on `employees e`. */
const staffFilters = (ctx: ReportContext): SQL =>
  sql`${when(ctx.q.employee_id, (v) => sql`e.id = ${v}`)}
    and ${when(ctx.q.hr_section_id, (v) => sql`e.hr_section_id = ${v}`)}`;

/**
 * The additions and deductions of the period's months (not removed), dated
 * by their month, by the employee's branch (the additions keep none).
 */
const additions = (ctx: ReportContext): SQL => sql`select a.month as date, a.kind as entry_kind,
    e.id as employee_id, e.branch_id, a.reason,
    case when a.kind in ${ADDING} then a.amount end as additions,
    case when a.kind not in ${ADDING} then a.amount end as deductions,
    null::bigint as advances, null::bigint as salary_before, null::bigint as salary_after,
    a.amount, a.created_by
  from payroll_additions a join employees e on e.id = a.employee_id
  where a.deleted_at is null and a.month between date_trunc('month', ${ctx.from}::date)::date and ${ctx.to}::date
    and ${inBranches(sql`e.branch_id`, ctx)} and ${staffFilters(ctx)}`;

/**
 * Advances: the cash desk's counted STAFF_OUTPUT operations in soʻm to an
 * employee dated in the period (what a statement takes as advances), by the
 * operation's branch.
 */
const advances = (ctx: ReportContext): SQL => sql`select o.business_date as date, 'ADVANCE' as entry_kind,
    e.id as employee_id, o.branch_id, o.comment as reason,
    null::bigint, null::bigint, o.amount, null::bigint, null::bigint, o.amount, o.created_by
  from money_operations o join employees e on e.user_id = o.counterpart_id
  where o.type = 'STAFF_OUTPUT' and ${COUNTED_OPERATION} and o.counterpart_kind = 'employee'
    and o.currency = 'UZS' and o.business_date between ${ctx.from} and ${ctx.to}
    and ${inBranches(sql`o.branch_id`, ctx)} and ${staffFilters(ctx)}`;

/**
 * Salary changes in effect from a day of the period (an employee's first
 * salary, set at the hire, is not a change), with the salary before and
 * after; the amount is the difference.
 */
const salaryChanges = (ctx: ReportContext): SQL => sql`select s.effective_from, 'SALARY_CHANGE',
    e.id, e.branch_id, s.reason, null::bigint, null::bigint, null::bigint, p.amount, s.amount,
    s.amount - p.amount, s.created_by
  from employee_salaries s join employees e on e.id = s.employee_id
  join lateral (select b.amount from employee_salaries b
    where b.employee_id = s.employee_id and b.effective_from < s.effective_from
    order by b.effective_from desc limit 1) p on true
  where s.effective_from between ${ctx.from} and ${ctx.to} and ${inBranches(sql`e.branch_id`, ctx)}
    and ${staffFilters(ctx)}`;

/**
 * R0089 Additions, deductions and salary changes: one row per entry of the
 * period (bonuses, fines and the other additions and deductions of its
 * months, advances paid in it, salaries changed from a day of it), per
 * employee, kind and reason, with who entered it.
 */
export const payrollEntries: ServerReport = {
  definition: builtDefinition('R0089'),
  source: (ctx) => sql`select x.date::text as date, x.entry_kind, x.employee_id, e.employee_number,
      e.full_name as employee_name, br.name as branch_name, hs.name as section_name,
      up.name as position_name, x.reason, x.additions, x.deductions, x.advances, x.salary_before,
      x.salary_after, x.amount, u.full_name as entered_by_name
    from (${additions(ctx)} union all ${advances(ctx)} union all ${salaryChanges(ctx)}) x
    join employees e on e.id = x.employee_id join branches br on br.id = x.branch_id
    left join hr_sections hs on hs.id = e.hr_section_id
    left join user_positions up on up.id = e.user_position_id
    left join users u on u.id = x.created_by
    where ${when(ctx.q.payroll_entry, (v) => sql`x.entry_kind = ${v}`)}`,
  order: sql`date desc, entry_kind, employee_name, employee_id`,
};
