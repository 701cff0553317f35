import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

const IN_PERIOD = (ctx: ReportContext) => sql`p.business_date <= ${ctx.to}`;

/**
 * The postings to the staff accounts from the period's first day on, per
 * account: what moved since the start and after the end (to take the balance
 * back to them), and the period's accrued pay (credits of SALARY_ACCRUAL),
 * salaries paid (SALARY_PAYMENT), advances and money issued (STAFF_OUTPUT)
 * and the rest, each with its reversals. Read through the postings'
 * (account, date) index.
 */
const moved = (ctx: ReportContext): SQL => sql`select p.account_id,
    sum(p.amount) as since_start,
    coalesce(sum(p.amount) filter (where p.business_date > ${ctx.to}), 0) as after_end,
    coalesce(-sum(p.amount) filter (where ${IN_PERIOD(ctx)} and o.type = 'SALARY_ACCRUAL'), 0) as accrued,
    coalesce(sum(p.amount) filter (where ${IN_PERIOD(ctx)} and o.type = 'SALARY_PAYMENT'), 0) as paid,
    coalesce(sum(p.amount) filter (where ${IN_PERIOD(ctx)} and o.type = 'STAFF_OUTPUT'), 0) as advances,
    coalesce(-sum(p.amount) filter (where ${IN_PERIOD(ctx)}
      and o.type not in ('SALARY_ACCRUAL', 'SALARY_PAYMENT', 'STAFF_OUTPUT')), 0) as other
  from money_postings p join money_operations o on o.id = p.operation_id
  where p.account_id in (select id from money_accounts where kind = 'employee')
    and p.business_date >= ${ctx.from}
  group by p.account_id`;

/**
 * R0091 Staff settlements: per employee and currency, the company's debt to
 * them (the negated balance of their `employee` account: positive, the
 * company owes them; negative, they owe it) at the period's start and end,
 * and what moved it: pay accrued, salaries paid, advances and money issued,
 * and other operations (money they brought back, …), so closing = opening +
 * accrued − paid − advances + other. Opening and closing are the balance row
 * less the postings since the start, or after the end (REPORTS.md rule 1,
 * as the reconciliation act `hr/payroll/balances.ts#staffAct` reads them).
 * The branch and section are the employee's current ones (a staff account of
 * a user who is not an employee: the user's branch).
 */
export const staffSettlements: ServerReport = {
  definition: builtDefinition('R0091'),
  source: (ctx) => sql`select * from (select a.id as account_id, e.id as employee_id, e.employee_number,
        coalesce(e.full_name, u.full_name) as employee_name, br.name as branch_name, hs.name as section_name,
        up.name as position_name, a.currency,
        -(coalesce(b.balance, 0) - coalesce(m.since_start, 0)) as owed_opening,
        coalesce(m.accrued, 0) as accrued, coalesce(m.paid, 0) as paid, coalesce(m.advances, 0) as advances,
        coalesce(m.other, 0) as other, -(coalesce(b.balance, 0) - coalesce(m.after_end, 0)) as owed_closing
      from money_accounts a join users u on u.id = a.ref_id
      left join employees e on e.user_id = a.ref_id
      join branches br on br.id = coalesce(e.branch_id, u.branch_id)
      left join hr_sections hs on hs.id = e.hr_section_id
      left join user_positions up on up.id = e.user_position_id
      left join (select account_id, sum(balance) as balance from money_balances
        where account_id in (select id from money_accounts where kind = 'employee') group by account_id) b
        on b.account_id = a.id
      left join (${moved(ctx)}) m on m.account_id = a.id
      where a.kind = 'employee' and ${inBranches(sql`coalesce(e.branch_id, u.branch_id)`, ctx)}
        and ${when(ctx.q.employee_id, (v) => sql`e.id = ${v}`)}
        and ${when(ctx.q.hr_section_id, (v) => sql`e.hr_section_id = ${v}`)}) s
    where s.owed_opening <> 0 or s.owed_closing <> 0 or s.accrued <> 0 or s.paid <> 0 or s.advances <> 0
      or s.other <> 0`,
  order: sql`branch_name, employee_name, account_id`,
};
