import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { SIGNED, SOURCE_FILTER } from '../../cash/expenses/queries.ts';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/**
 * UZS per USD for an operation: its own rate when it keeps one, else the
 * exchange rate of its business date (the last one set on or before it).
 */
export const OPERATION_RATE = sql`coalesce(o.rate, (select r.rate from exchange_rates r
  where r.date <= o.business_date and r.active order by r.date desc limit 1))`;

/**
 * The operation's branch is in scope; an operation of no branch (a bank
 * expense: bank accounts belong to the company) only when the scope is every
 * branch and no branch is chosen.
 */
export const inBranchesOrCompany = (ctx: ReportContext): SQL =>
  ctx.q.branch_id === undefined
    ? sql`(${inBranches(sql`o.branch_id`, ctx)} or (o.branch_id is null
        and not exists (select 1 from branches b where not ${inBranches(sql`b.id`, ctx)})))`
    : inBranches(sql`o.branch_id`, ctx);

/**
 * R0067 Expenses by cost item and branch: every counted operation booked to a
 * cost item in the period, from cashboxes and bank accounts together (and
 * services accrued to suppliers, unless the source filter narrows it), as a
 * pivot of cost item × branch; UZS and USD apart, and USD converted at the
 * operation's rate into one UZS total.
 */
export const expensesByItemBranch: ServerReport = {
  definition: builtDefinition('R0067'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select o.counterpart_id as expense_item_id, ci.name as expense_item_name, o.branch_id, br.name as branch_name,
        sum(${SIGNED}) filter (where o.currency = 'UZS') as amount_uzs,
        sum(${SIGNED}) filter (where o.currency = 'USD') as amount_usd,
        sum(round(${SIGNED} * ${OPERATION_RATE})::bigint) filter (where o.currency = 'USD') as usd_in_uzs,
        sum(case when o.currency = 'UZS' then ${SIGNED} else round(${SIGNED} * ${OPERATION_RATE})::bigint end)
          as total_uzs
      from money_operations o left join branches br on br.id = o.branch_id
      left join cost_items ci on ci.id = o.counterpart_id
      where o.counterpart_kind = 'expense_item' and o.counterpart_id <> 0 and ${COUNTED_OPERATION}
        and ${inBranchesOrCompany(ctx)} and o.business_date between ${ctx.from} and ${ctx.to}
        and ${when(q.expense_item_id, (v) => sql`o.counterpart_id = ${v}`)}
        and ${when(q.expense_source, (v) => SOURCE_FILTER[v])}
      group by o.counterpart_id, ci.name, o.branch_id, br.name`;
  },
  order: sql`expense_item_name, branch_name nulls first`,
};
