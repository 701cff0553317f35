import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { movedAfter } from '../../cash/cash-orders/reports.ts';
import { type ReportContext, type ServerReport, when } from '../engine/define.ts';

/**
 * The company's accounts (the account-number-balance screen's accounts,
 * `cash/cashless/service.ts#bankBalances`: active ones, each with its journal
 * account and the sum of its balance rows), narrowed by firm, account and
 * currency. A company account carries no branch: its rows show to whoever
 * holds the report, as the cash-flow report's bank rows do.
 */
export const companyAccounts = (ctx: ReportContext): SQL => sql`select f.id as account_id, m.id as journal_id,
    fi.name as firm_name, f.name as account_name, f.mfo, f.account as account_number, f.currency,
    coalesce((select sum(mb.balance) from money_balances mb where mb.account_id = m.id), 0) as balance_now
  from firm_account_numbers f
  left join firms fi on fi.id = f.firm_id
  left join money_accounts m on m.kind = 'bank_account' and m.ref_id = f.id and m.currency = f.currency
  where f.active
    and ${when(ctx.q.firm_id, (v) => sql`f.firm_id = ${v}`)}
    and ${when(ctx.q.bank_account_id, (v) => sql`f.id = ${v}`)}
    and ${when(ctx.q.currency, (v) => sql`f.currency = ${v}`)}`;

/** What the journal holds on a company account at the end of `date`: the balance rows less what moved after. */
export const bookedAt = (date: string, ctx: ReportContext): SQL =>
  sql`(ca.balance_now - coalesce(${movedAfter(sql`ca.journal_id`, date, ctx.today)}, 0))`;

/**
 * The statement rows of a company account not booked to anything
 * (UNDIRECTED: no journal posting), money in or out, dated in a range.
 */
export const undirected = (direction: 'IN' | 'OUT', range: SQL): SQL => sql`coalesce((select sum(t.amount)
    from bank_transactions t where t.account_id = ca.account_id and t.target = 'UNDIRECTED'
      and t.direction = ${direction} and ${range}), 0)`;

/** The day before a `YYYY-MM-DD` date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * R0075 Bank account balances: per company account at the end of the "as
 * of" date, what the journal holds (booked: the balance rows less what moved
 * after, the residues rule), the statement rows dated by then that are still
 * undirected (in and out: booked to nothing, so not in the journal), and the
 * account's balance as the bank's statement has it = booked + in − out.
 */
export const bankAccountBalances: ServerReport = {
  definition: builtDefinition('R0075'),
  source: (ctx) => sql`select b.*, b.booked + b.unclassified_in - b.unclassified_out as balance
    from (select ca.account_id, ca.firm_name, ca.account_name, ca.mfo, ca.account_number, ca.currency,
        ${bookedAt(ctx.asOf, ctx)} as booked,
        ${undirected('IN', sql`t.doc_date <= ${ctx.asOf}::date`)} as unclassified_in,
        ${undirected('OUT', sql`t.doc_date <= ${ctx.asOf}::date`)} as unclassified_out
      from (${companyAccounts(ctx)}) ca) b`,
  order: sql`firm_name nulls last, account_name, account_id`,
};
