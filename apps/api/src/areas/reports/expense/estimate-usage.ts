import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { FACT } from '../../cash/expenses/estimates.ts';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

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
