import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0092 Payroll fund by branch and position: per month of the period and per
 * branch, section (the statement row's) and position (the employee's
 * current one), the statements' rows (not cancelled, as R0088 lists them):
 * headcount, accrued, additions, deductions, gross, income tax, social tax,
 * the fund (gross + the employer's social tax) and the average gross pay.
 */
export const payrollFund: ServerReport = {
  definition: builtDefinition('R0092'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select to_char(s.month, 'YYYY-MM') as month, r.branch_id, br.name as branch_name,
        r.hr_section_id, hs.name as section_name, e.user_position_id as position_id, up.name as position_name,
        count(*)::int as headcount, sum(r.accrued) as accrued, sum(r.additions) as additions,
        sum(r.deductions) as deductions, sum(r.gross) as gross, sum(r.income_tax) as income_tax,
        sum(r.social_tax) as social_tax, sum(r.gross + r.social_tax) as payroll_fund,
        round(sum(r.gross)::numeric / count(*))::bigint as average_salary
      from payroll_statement_rows r join payroll_statements s on s.id = r.statement_id
      join branches br on br.id = r.branch_id join employees e on e.id = r.employee_id
      left join hr_sections hs on hs.id = r.hr_section_id
      left join user_positions up on up.id = e.user_position_id
      where s.status <> 'CANCELED' and ${inBranches(sql`r.branch_id`, ctx)}
        and s.month between date_trunc('month', ${ctx.from}::date) and ${ctx.to}::date
        and ${when(q.hr_section_id, (v) => sql`r.hr_section_id = ${v}`)}
        and ${when(q.position_id, (v) => sql`e.user_position_id = ${v}`)}
      group by s.month, r.branch_id, br.name, r.hr_section_id, hs.name, e.user_position_id, up.name`;
  },
  order: sql`month desc, branch_name, section_name nulls last, position_name nulls last, position_id`,
};
