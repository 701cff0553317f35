import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { movedAfter } from '../../cash/cash-orders/reports.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/**
 * The cashbox accounts in scope (a row per cashbox and currency), with the
 * account's balance row: the cash-residues screen's accounts and rule
 * (`cash/cash-orders/reports.ts`: the balance row less what moved after a
 * date, read from the daily and monthly sums).
 */
const cashboxAccounts = (ctx: ReportContext): SQL => sql`select a.id as account_id, c.id as cashbox_id,
    br.name as branch_name, c.name as cashbox_name, a.currency,
    (select sum(mb.balance) from money_balances mb where mb.account_id = a.id) as balance
  from cashboxes c join branches br on br.id = c.branch_id
  join money_accounts a on a.kind = 'cashbox' and a.ref_id = c.id
  where ${inBranches(sql`c.branch_id`, ctx)}
    and ${when(ctx.q.cashbox_id, (v) => sql`c.id = ${v}`)}
    and ${when(ctx.q.currency, (v) => sql`a.currency = ${v}`)}`;

/**
 * What a cashbox had sent by cash orders and was not yet received or
 * returned at the end of `date` (the sending and the receipt by their
 * operations' business dates).
 */
const inTransitAt = (date: string): SQL => sql`coalesce((select sum(co.amount)
    from cash_orders co join money_operations so on so.id = co.send_operation_id
    left join money_operations ro on ro.id = co.receive_operation_id
    where co.source_cashbox_id = ac.cashbox_id and co.currency = ac.currency
      and so.business_date <= ${date}::date and (ro.id is null or ro.business_date > ${date}::date)), 0)`;

/**
 * R0021 Cash balances by cashbox: each cashbox's cash per currency at the
 * end of the "as of" date (the residues screen's query), and what it has
 * sent that is still in transit.
 */
export const cashBalances: ServerReport = {
  definition: builtDefinition('R0021'),
  source: (ctx) => sql`select ac.cashbox_id, ac.branch_name, ac.cashbox_name, ac.currency,
      ac.balance - ${movedAfter(sql`ac.account_id`, ctx.asOf, ctx.today)} as balance,
      ${inTransitAt(ctx.asOf)} as in_transit
    from (${cashboxAccounts(ctx)}) ac`,
  order: sql`cashbox_name, cashbox_id, currency desc`,
};

/** The sums of a cashbox account's daily rows in the period, of one type when given. */
const movedIn = (ctx: ReportContext, column: 'debit' | 'credit', type?: string): SQL =>
  sql`coalesce((select sum(d.${sql.raw(column)}) from money_daily d where d.account_id = ac.account_id
    and d.business_date between ${ctx.from}::date and ${ctx.to}::date
    and ${type === undefined ? sql`true` : sql`d.type = ${type}`}), 0)`;

/**
 * R0022 Cashbox turnover: per cashbox and currency, the closing balance at
 * the end of the period (the balance row less what moved after it), the
 * income and expense of the period from the daily sums (of one operation
 * type when asked), and the opening = closing − all income + all expense;
 * the cash-turnover screen's rule.
 */
export const cashTurnover: ServerReport = {
  definition: builtDefinition('R0022'),
  source: (ctx) => sql`select t.cashbox_id, t.branch_name, t.cashbox_name, t.currency,
      t.closing - t.all_income + t.all_expense as opening, t.income, t.expense, t.closing
    from (select ac.*, ac.balance - ${movedAfter(sql`ac.account_id`, ctx.to, ctx.today)} as closing,
        ${movedIn(ctx, 'debit')} as all_income, ${movedIn(ctx, 'credit')} as all_expense,
        ${movedIn(ctx, 'debit', ctx.q.operation_type)} as income,
        ${movedIn(ctx, 'credit', ctx.q.operation_type)} as expense
      from (${cashboxAccounts(ctx)}) ac) t`,
  order: sql`cashbox_name, cashbox_id, currency desc`,
};
