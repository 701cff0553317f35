import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * Operations that count (the one rule of the money reports): approved, not a
 * reversal; a cancelled operation and its reversal both drop out.
 */
export const COUNTED_OPERATION = sql`o.status = 'APPROVED' and o.reversal_of is null`;

/**
 * R0024 All receipts: every counted operation that brought money into a
 * cashbox in the period (its positive postings to cashbox accounts: contract
 * payments, prepayments, cash sales, other income, from the bank, from
 * staff, investors, moves between cashboxes…), UZS and USD apart, by type,
 * cashbox and cashier.
 */
export const allReceipts: ServerReport = {
  definition: builtDefinition('R0024'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select o.id as operation_id, o.business_date::text as business_date, br.name as branch_name,
        cb.name as cashbox_name, o.type, o.comment, u.full_name as created_by_name,
        sum(p.amount) filter (where p.currency = 'UZS') as amount_uzs,
        sum(p.amount) filter (where p.currency = 'USD') as amount_usd
      from money_postings p join money_accounts a on a.id = p.account_id and a.kind = 'cashbox'
      join money_operations o on o.id = p.operation_id
      join cashboxes cb on cb.id = a.ref_id join branches br on br.id = cb.branch_id
      left join users u on u.id = o.created_by
      where p.amount > 0 and ${COUNTED_OPERATION} and ${inBranches(sql`cb.branch_id`, ctx)}
        and p.business_date between ${ctx.from} and ${ctx.to}
        and ${when(q.cashbox_id, (v) => sql`a.ref_id = ${v}`)}
        and ${when(q.operation_type, (v) => sql`o.type = ${v}`)}
        and ${when(q.currency, (v) => sql`p.currency = ${v}`)}
      group by o.id, br.name, cb.name, u.full_name`;
  },
  order: sql`business_date desc, operation_id desc`,
};
