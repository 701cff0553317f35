import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0031 Cancelled and reversed operations: every approved operation
 * cancelled in the period (by its reversal's business date), by whom, how
 * many hours after it was approved, and why (the reversal's comment, else
 * the operation's). An operation of no branch (a bank statement's) is the
 * company's and shows to whoever holds the report.
 */
export const cancellations: ServerReport = {
  definition: builtDefinition('R0031'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select o.id as operation_id, r.business_date::text as business_date, o.business_date::text as posted_date,
        br.name as branch_name, cb.name as cashbox_name, o.type,
        case when o.currency = 'UZS' then o.amount end as amount_uzs,
        case when o.currency = 'USD' then o.amount end as amount_usd,
        cu.full_name as created_by_name, xu.full_name as canceled_by_name,
        round(extract(epoch from (o.canceled_at - o.approved_at)) / 3600)::int as hours_after,
        coalesce(nullif(r.comment, ''), o.comment) as comment
      from money_operations o join money_operations r on r.reversal_of = o.id
      left join branches br on br.id = o.branch_id left join cashboxes cb on cb.id = o.cashbox_id
      left join users cu on cu.id = o.created_by left join users xu on xu.id = o.canceled_by
      where o.status = 'CANCELED' and (o.branch_id is null or ${inBranches(sql`o.branch_id`, ctx)})
        and r.business_date between ${ctx.from} and ${ctx.to}
        and ${when(q.cashbox_id, (v) => sql`o.cashbox_id = ${v}`)}
        and ${when(q.operation_type, (v) => sql`o.type = ${v}`)}
        and ${when(q.user_id, (v) => sql`o.canceled_by = ${v}`)}`;
  },
  order: sql`business_date desc, operation_id desc`,
};
