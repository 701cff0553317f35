import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { SIGNED } from '../../cash/expenses/queries.ts';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0066 Cash expenses: what counted operations took from cashboxes to cost
 * items in the period (+ spent, − returned to the cashbox), by cost item,
 * cashbox and approver; the amount is what the expense journal
 * (`areas/cash/expenses`) books to the item.
 */
export const cashExpenses: ServerReport = {
  definition: builtDefinition('R0066'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select o.id as operation_id, o.business_date::text as business_date, br.name as branch_name,
        cb.name as cashbox_name, ci.name as expense_item_name, o.comment, au.full_name as approved_by_name,
        case when o.currency = 'UZS' then ${SIGNED} end as amount_uzs,
        case when o.currency = 'USD' then ${SIGNED} end as amount_usd
      from money_operations o join cashboxes cb on cb.id = o.cashbox_id join branches br on br.id = o.branch_id
      left join cost_items ci on ci.id = o.counterpart_id left join users au on au.id = o.approved_by
      where o.counterpart_kind = 'expense_item' and o.counterpart_id <> 0 and o.cashbox_id is not null and ${COUNTED_OPERATION}
        and ${inBranches(sql`o.branch_id`, ctx)} and o.business_date between ${ctx.from} and ${ctx.to}
        and ${when(q.cashbox_id, (v) => sql`o.cashbox_id = ${v}`)}
        and ${when(q.expense_item_id, (v) => sql`o.counterpart_id = ${v}`)}
        and ${when(q.currency, (v) => sql`o.currency = ${v}`)}`;
  },
  order: sql`business_date desc, operation_id desc`,
};
