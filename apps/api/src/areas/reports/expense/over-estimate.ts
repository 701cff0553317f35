import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0069 Expenses over estimate: each expense of the period that took an
 * approved estimate's fact past its plan, or was posted once it was past.
 * The fact is what the estimate check (`cash/expenses/limit.ts`) sums: the
 * postings to the cost item's account by operations of the estimate's
 * branch in its month, here run in the order they were posted, so each
 * expense sees the fact the check saw. Its excess is the part of it above the
 * plan; who allowed it is its approver (the check let it pass because they
 * hold `expense_estimate.exceed`), unless the estimate was approved after it
 * (no check then: no one). An expense later cancelled is not listed (its
 * reversal lowered the fact again).
 */
export const overEstimate: ServerReport = {
  definition: builtDefinition('R0069'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select f.*, least(f.amount, f.spent_after - f.estimate) as excess
      from (select e.id as estimate_id, to_char(e.month, 'YYYY-MM') as month, e.branch_id, br.name as branch_name,
          e.cost_item_id as expense_item_id, ci.name as expense_item_name, e.currency, e.amount as estimate,
          p.id as posting_id, p.business_date::text as business_date, o.id as operation_id, o.type, o.status, o.reversal_of,
          o.comment, p.amount,
          sum(p.amount) over (partition by e.id order by p.id) as spent_after,
          case when o.approved_at >= e.approved_at then o.approved_by end as allowed_by,
          case when o.approved_at >= e.approved_at then au.full_name end as approved_by_name
        from expense_estimates e
        join branches br on br.id = e.branch_id
        left join cost_items ci on ci.id = e.cost_item_id
        join money_accounts a on a.kind = 'expense_item' and a.ref_id = e.cost_item_id and a.currency = e.currency
        join money_postings p on p.account_id = a.id
          and p.business_date >= e.month and p.business_date < e.month + interval '1 month'
        join money_operations o on o.id = p.operation_id and o.branch_id = e.branch_id
        left join users au on au.id = o.approved_by
        where e.status = 'APPROVED' and ${inBranches(sql`e.branch_id`, ctx)}
          and e.month between date_trunc('month', ${ctx.from}::date) and ${ctx.to}::date
          and ${when(q.expense_item_id, (v) => sql`e.cost_item_id = ${v}`)}) f
      where f.amount > 0 and f.spent_after > f.estimate and f.status = 'APPROVED' and f.reversal_of is null
        and f.business_date::date between ${ctx.from} and ${ctx.to}
        and ${when(q.user_id, (v) => sql`f.allowed_by = ${v}`)}`;
  },
  order: sql`business_date desc, posting_id desc`,
};
