import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { movedAfter } from '../../cash/cash-orders/reports.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { COUNTED_OPERATION } from './receipts.ts';

/** The day before a calendar date `YYYY-MM-DD`. */
const dayBefore = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** Who answers for an operation: its creator; for a reversal, the creator of the operation it cancels. */
const cashierOf = sql`coalesce((select x.created_by from money_operations x where x.id = o.reversal_of), o.created_by)`;

/**
 * The cashbox accounts in scope with their balance row; with a cashier, only
 * those the cashier moved money on that day.
 */
const accounts = (ctx: ReportContext): SQL => sql`select a.id as account_id, c.id as cashbox_id,
    br.name as branch_name, c.name as cashbox_name, a.currency,
    (select sum(mb.balance) from money_balances mb where mb.account_id = a.id) as balance
  from cashboxes c join branches br on br.id = c.branch_id
  join money_accounts a on a.kind = 'cashbox' and a.ref_id = c.id
  where ${inBranches(sql`c.branch_id`, ctx)}
    and ${when(ctx.q.cashbox_id, (v) => sql`c.id = ${v}`)}
    and ${when(ctx.q.currency, (v) => sql`a.currency = ${v}`)}
    and ${when(
      ctx.q.user_id,
      (v) => sql`exists (select 1 from money_postings p join money_operations o on o.id = p.operation_id
        where p.account_id = a.id and p.business_date = ${ctx.asOf}::date and ${cashierOf} = ${v})`,
    )}`;

/** The day's postings to the accounts, by operation type (counted) or as the cancellations (the rest). */
const moves = (ctx: ReportContext, counted: boolean): SQL => sql`select ac.cashbox_id, ac.branch_name,
    ac.cashbox_name, ac.currency, ${counted ? sql`'OPERATIONS'` : sql`'CANCELED'`} as line,
    ${counted ? sql`o.type` : sql`null`} as type, count(distinct o.id)::int as operations,
    coalesce(sum(p.amount) filter (where p.amount > 0), 0) as income,
    coalesce(-sum(p.amount) filter (where p.amount < 0), 0) as expense, null::bigint as balance,
    ${counted ? 1 : 2} as line_order
  from ac join money_postings p on p.account_id = ac.account_id and p.business_date = ${ctx.asOf}::date
  join money_operations o on o.id = p.operation_id
  where ${counted ? COUNTED_OPERATION : sql`not (${COUNTED_OPERATION})`}
    and ${when(ctx.q.user_id, (v) => sql`${cashierOf} = ${v}`)}
  group by ac.cashbox_id, ac.branch_name, ac.cashbox_name, ac.currency${counted ? sql`, o.type` : sql``}`;

/** The cash of each account at the start (the previous day's end) or the end of the day. */
const balanceLine = (ctx: ReportContext, closing: boolean): SQL => sql`select ac.cashbox_id, ac.branch_name,
    ac.cashbox_name, ac.currency, ${closing ? sql`'CLOSING'` : sql`'OPENING'`} as line, null as type,
    null::int as operations, null::bigint as income, null::bigint as expense,
    ac.balance - ${movedAfter(sql`ac.account_id`, closing ? ctx.asOf : dayBefore(ctx.asOf), ctx.today)} as balance,
    ${closing ? 3 : 0} as line_order
  from ac`;

/**
 * R0030 Cashier's daily report: for the "as of" day, per cashbox and
 * currency, the opening cash, the counted operations of each type in and out
 * (by the cashier who created them, when one is chosen), the cancellations
 * (the day's postings of cancelled operations and of their reversals, each by
 * the cashier of the cancelled operation), and the closing cash (the
 * cash-residues screen's rule). With no cashier chosen, opening + in − out
 * over the lines = closing, the sheet the counted cash must match.
 */
export const cashierDay: ServerReport = {
  definition: builtDefinition('R0030'),
  source: (ctx) => sql`with ac as (${accounts(ctx)})
    ${balanceLine(ctx, false)} union all ${moves(ctx, true)} union all ${moves(ctx, false)}
    union all ${balanceLine(ctx, true)}`,
  order: sql`cashbox_name, cashbox_id, currency desc, line_order, type`,
};
