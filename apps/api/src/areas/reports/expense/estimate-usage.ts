import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * What was spent against an estimate `e` in its month: the postings to the
 * item's account of operations of its branch (the estimate-usage screen's and
 * the limit's `FACT`, `areas/cash/expenses/estimates.ts`).
 */
const FACT = sql`(select coalesce(sum(p.amount), 0) from money_accounts a
    join money_postings p on p.account_id = a.id
      and p.business_date >= e.month and p.business_date < (e.month + interval '1 month')
    join money_operations o on o.id = p.operation_id and o.branch_id = e.branch_id
    where a.kind = 'expense_item' and a.ref_id = e.cost_item_id and a.currency = e.currency)`;

/**
 * R0068 Estimate vs actual: each approved estimate of the period's months
 * (branch × cost item × currency) with what was spent against it in its month
 * (the estimate-usage screen's own `FACT`: the postings to the item's account
 * of operations of that branch), what remains, the share used, and the
 * month-end at the current pace (a past month: what was spent).
 */
export const estimateVsActual: ServerReport = {
  definition: builtDefinition('R0068'),
  source: (ctx) => {
    const q = ctx.q;
    const today = sql`${ctx.today}::date`;
    return sql`select u.*, u.estimate - u.spent as remaining,
        case when u.estimate > 0 then round(100.0 * u.spent / u.estimate, 2)::text else '0.00' end as used_percent,
        case when u.month_start <= ${today} and ${today} < u.month_start + interval '1 month'
          then round(u.spent * extract(day from u.month_start + interval '1 month' - interval '1 day')
            / extract(day from ${today}))::bigint
          else u.spent end as projected
      from (select e.id as estimate_id, e.month as month_start, to_char(e.month, 'YYYY-MM') as month,
          br.name as branch_name, ci.name as expense_item_name, e.cost_item_id as expense_item_id, e.currency,
          e.amount as estimate, ${FACT} as spent
        from expense_estimates e join branches br on br.id = e.branch_id
        left join cost_items ci on ci.id = e.cost_item_id
        where e.status = 'APPROVED' and ${inBranches(sql`e.branch_id`, ctx)}
          and e.month between date_trunc('month', ${ctx.from}::date) and ${ctx.to}::date
          and ${when(q.expense_item_id, (v) => sql`e.cost_item_id = ${v}`)}) u`;
  },
  order: sql`month desc, branch_name, expense_item_name, currency desc`,
};
