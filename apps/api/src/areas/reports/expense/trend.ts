import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { SIGNED } from '../../cash/expenses/queries.ts';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { type ServerReport, when } from '../engine/define.ts';
import { inBranchesOrCompany, OPERATION_RATE } from './by-item-branch.ts';

/** What an operation adds to its cost item, in soʻm (USD at the operation's rate, as R0067's total). */
const IN_UZS = sql`case when o.currency = 'UZS' then ${SIGNED} else round(${SIGNED} * ${OPERATION_RATE})::bigint end`;

/**
 * R0070 Expense trend by month: per month of the period and cost item, what
 * R0067 counts (every counted operation booked to the item, from every
 * source, in soʻm at the operation's rate), beside the same days of the
 * previous month and of the same month a year before, and the change
 * against each. A month cut by the period compares like with like: the
 * period's days of it against the same days a month and a year back. The
 * monthly rows of the journal (`money_monthly`) carry no branch, so the
 * months are summed from the operations (through the counterpart-date index).
 */
export const expenseTrend: ServerReport = {
  definition: builtDefinition('R0070'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`with w as (
        select m::date as month_start, (m + interval '1 month' - interval '1 day')::date as month_end,
          greatest(m::date, ${ctx.from}::date) as d1,
          least((m + interval '1 month' - interval '1 day')::date, ${ctx.to}::date) as d2
        from generate_series(date_trunc('month', ${ctx.from}::date), ${ctx.to}::date, interval '1 month') m),
      -- the same days a month and a year back; a month's last day stands for the last day of the other month
      w3 as (select month_start, d1, d2, (d1 - interval '1 month')::date as m1,
          case when d2 = month_end then (month_start - 1) else (d2 - interval '1 month')::date end as m2,
          (d1 - interval '1 year')::date as y1,
          case when d2 = month_end then (month_start - interval '11 months' - interval '1 day')::date
            else (d2 - interval '1 year')::date end as y2
        from w),
      x as (select o.counterpart_id as item_id, o.business_date as d, ${IN_UZS} as v
        from money_operations o
        where o.counterpart_kind = 'expense_item' and o.counterpart_id <> 0 and ${COUNTED_OPERATION}
          and ${inBranchesOrCompany(ctx)}
          and o.business_date between (${ctx.from}::date - interval '1 year')::date and ${ctx.to}::date
          and ${when(q.expense_item_id, (v) => sql`o.counterpart_id = ${v}`)})
      select t.*, ci.name as expense_item_name,
        case when t.previous_month_uzs <> 0
          then round(100.0 * (t.total_uzs - t.previous_month_uzs) / abs(t.previous_month_uzs), 2)::text end
          as change_month_percent,
        case when t.last_year_uzs <> 0
          then round(100.0 * (t.total_uzs - t.last_year_uzs) / abs(t.last_year_uzs), 2)::text end
          as change_year_percent
      from (select to_char(w3.month_start, 'YYYY-MM') as month, x.item_id as expense_item_id,
          coalesce(sum(x.v) filter (where x.d between w3.d1 and w3.d2), 0) as total_uzs,
          coalesce(sum(x.v) filter (where x.d between w3.m1 and w3.m2), 0) as previous_month_uzs,
          coalesce(sum(x.v) filter (where x.d between w3.y1 and w3.y2), 0) as last_year_uzs
        from w3 join x on x.d between w3.d1 and w3.d2 or x.d between w3.m1 and w3.m2
          or x.d between w3.y1 and w3.y2
        group by w3.month_start, x.item_id) t
      left join cost_items ci on ci.id = t.expense_item_id`;
  },
  order: sql`month desc, expense_item_name, expense_item_id`,
};
