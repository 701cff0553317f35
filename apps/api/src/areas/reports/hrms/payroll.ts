import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0088 Payroll statement: the rows of the statements of the period's months
 * (not cancelled), as computed and frozen on approval: salary, days worked,
 * accrued, additions, deductions, taxes, net, advances, to pay, paid and
 * still owed, by the row's branch and section.
 */
export const payrollStatement: ServerReport = {
  definition: builtDefinition('R0088'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select r.id as row_id, r.employee_id, to_char(s.month, 'YYYY-MM') as month, s.status as statement_status,
        r.full_name as employee_name, br.name as branch_name, hs.name as section_name, up.name as position_name,
        r.salary, r.norm_days, r.worked_days, r.accrued, r.additions, r.deductions, r.gross, r.income_tax,
        r.social_tax, r.net, r.advances, r.to_pay, r.paid, r.to_pay - r.paid as owed
      from payroll_statement_rows r join payroll_statements s on s.id = r.statement_id
      join branches br on br.id = r.branch_id join employees e on e.id = r.employee_id
      left join hr_sections hs on hs.id = r.hr_section_id left join user_positions up on up.id = e.user_position_id
      where s.status <> 'CANCELED' and ${inBranches(sql`r.branch_id`, ctx)}
        and s.month between date_trunc('month', ${ctx.from}::date) and ${ctx.to}::date
        and ${when(q.hr_section_id, (v) => sql`r.hr_section_id = ${v}`)}
        and ${when(q.position_id, (v) => sql`e.user_position_id = ${v}`)}`;
  },
  order: sql`month desc, branch_name, section_name nulls last, employee_name, row_id`,
};
