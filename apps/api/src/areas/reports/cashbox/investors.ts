import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { type ServerReport, when } from '../engine/define.ts';
import { COUNTED_OPERATION } from './receipts.ts';

/**
 * R0033 Investor settlements: per investor and currency, what counted
 * operations brought in from them (credits to their account) and paid back
 * (debits) in the period, and what the company owes them at the period's end
 * (−the account's postings dated on or before it). An investor is the
 * company's, not a branch's. The product keeps no profit distributions yet.
 */
export const investorSettlements: ServerReport = {
  definition: builtDefinition('R0033'),
  source: (ctx) => sql`select i.id as investor_id, i.name as investor_name, a.currency,
      coalesce(-sum(p.amount) filter (where p.amount < 0 and p.business_date >= ${ctx.from}), 0) as invested,
      coalesce(sum(p.amount) filter (where p.amount > 0 and p.business_date >= ${ctx.from}), 0) as withdrawn,
      coalesce(-sum(p.amount), 0) as owed
    from investors i join money_accounts a on a.kind = 'investor' and a.ref_id = i.id
    left join (money_postings p join money_operations o on o.id = p.operation_id and ${COUNTED_OPERATION})
      on p.account_id = a.id and p.business_date <= ${ctx.to}
    where ${when(ctx.q.currency, (v) => sql`a.currency = ${v}`)}
    group by i.id, i.name, a.currency`,
  order: sql`investor_name, investor_id, currency desc`,
};
