import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0090 Salary payments: the counted SALARY_PAYMENT operations of the period
 * (a cancelled payment and its reversal drop out), each from its cashbox (the
 * product pays salaries from cashboxes only), to its employee, against its
 * statement's month, by the cashbox's branch, with who paid it.
 */
export const salaryPayments: ServerReport = {
  definition: builtDefinition('R0090'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select o.id as operation_id, o.business_date::text as business_date, br.name as branch_name,
        cb.name as cashbox_name, e.id as employee_id, e.employee_number, coalesce(e.full_name, u.full_name) as employee_name,
        to_char(s.month, 'YYYY-MM') as statement_month, s.id as statement_id, o.amount,
        au.full_name as approved_by_name, o.comment
      from money_operations o join branches br on br.id = o.branch_id
      left join cashboxes cb on cb.id = o.cashbox_id
      left join users u on u.id = o.counterpart_id
      left join employees e on e.user_id = o.counterpart_id
      left join payroll_statements s on o.doc_type = 'payroll_statement' and s.id = o.doc_id
      left join users au on au.id = coalesce(o.approved_by, o.created_by)
      where o.type = 'SALARY_PAYMENT' and ${COUNTED_OPERATION} and o.business_date between ${ctx.from} and ${ctx.to}
        and ${inBranches(sql`o.branch_id`, ctx)}
        and ${when(q.cashbox_id, (v) => sql`o.cashbox_id = ${v}`)}
        and ${when(q.statement_month, (v) => sql`s.month = ${`${v}-01`}::date`)}
        and ${when(q.employee_id, (v) => sql`e.id = ${v}`)}`;
  },
  order: sql`business_date desc, operation_id desc`,
};
