import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { COUNTED_OPERATION } from './receipts.ts';

/**
 * R0025 All disbursements: every counted operation that took money out of a
 * cashbox in the period (its negative postings to cashbox accounts:
 * suppliers, expenses, salaries, masters, client refunds, to the bank,
 * investors, moves between cashboxes…), UZS and USD apart, by type,
 * cashbox, cost item and approver; R0024's mirror.
 */
export const allDisbursements: ServerReport = {
  definition: builtDefinition('R0025'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select o.id as operation_id, o.business_date::text as business_date, br.name as branch_name,
        cb.name as cashbox_name, o.type, ci.name as expense_item_name, o.comment,
        au.full_name as approved_by_name,
        -sum(p.amount) filter (where p.currency = 'UZS') as amount_uzs,
        -sum(p.amount) filter (where p.currency = 'USD') as amount_usd
      from money_postings p join money_accounts a on a.id = p.account_id and a.kind = 'cashbox'
      join money_operations o on o.id = p.operation_id
      join cashboxes cb on cb.id = a.ref_id join branches br on br.id = cb.branch_id
      left join cost_items ci on o.counterpart_kind = 'expense_item' and ci.id = o.counterpart_id
      left join users au on au.id = o.approved_by
      where p.amount < 0 and ${COUNTED_OPERATION} and ${inBranches(sql`cb.branch_id`, ctx)}
        and p.business_date between ${ctx.from} and ${ctx.to}
        and ${when(q.cashbox_id, (v) => sql`a.ref_id = ${v}`)}
        and ${when(q.operation_type, (v) => sql`o.type = ${v}`)}
        and ${when(q.expense_item_id, (v) => sql`o.counterpart_kind = 'expense_item' and o.counterpart_id = ${v}`)}
        and ${when(q.currency, (v) => sql`p.currency = ${v}`)}
        and ${when(q.user_id, (v) => sql`o.approved_by = ${v}`)}
      group by o.id, br.name, cb.name, ci.name, au.full_name`;
  },
  order: sql`business_date desc, operation_id desc`,
};
