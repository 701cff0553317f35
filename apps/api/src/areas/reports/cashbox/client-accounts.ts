import { toMinor } from '@savdo/shared/money';
import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { movedAfter } from '../../cash/cash-orders/reports.ts';
import { clientMatch } from '../../sales/clients/name-search.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** The operations of a contract that move its client's account: an overpayment or refund in, a payment from it out. */
const CONTRACT_TYPES = sql`('CONTRACT_PAYMENT', 'PRE_PAYMENT', 'CONTRACT_REFUND')`;

/** Σ of an account's daily sums in the period (`debit`: money taken off it, `credit`: money left on it). */
const daily = (ctx: ReportContext, column: 'debit' | 'credit', contract: boolean): SQL =>
  sql`coalesce((select sum(d.${sql.raw(column)}) from money_daily d where d.account_id = a.id
    and d.business_date between ${ctx.from}::date and ${ctx.to}::date
    and d.type ${contract ? sql`in` : sql`not in`} ${CONTRACT_TYPES}), 0)`;

/**
 * R0032 Client accounts: per client and currency (by the client's branch),
 * what the company held for them at the period's start and end (−the
 * account's balance row less what moved after: the rule of the cash
 * residues, `movedAfter`, from the daily and monthly sums), and how it moved
 * in the period from the account's daily sums: left by contracts
 * (overpayments and refunds of returns), deposited (at a cashbox or by bank,
 * refunds of cash sales), used on contracts, paid out (at a cashbox or by
 * bank). Cancelled operations and their reversals both moved it, as in the
 * cash turnover, so closing = opening + in − out. "As of" is the period's
 * end; the balance range keeps the clients holding from–to at that end.
 */
export const clientAccounts: ServerReport = {
  definition: builtDefinition('R0032'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select m.*, m.closing - m.overpaid - m.deposited + m.used_on_contracts + m.paid_out as opening
      from (select cl.id as client_id, cl.full_name as client_name, br.name as branch_name, a.currency,
          -(coalesce((select sum(mb.balance) from money_balances mb where mb.account_id = a.id), 0)
            - ${movedAfter(sql`a.id`, ctx.to, ctx.today)}) as closing,
          ${daily(ctx, 'credit', true)} as overpaid, ${daily(ctx, 'credit', false)} as deposited,
          ${daily(ctx, 'debit', true)} as used_on_contracts, ${daily(ctx, 'debit', false)} as paid_out
        from money_accounts a join clients cl on cl.id = a.ref_id join branches br on br.id = cl.branch_id
        where a.kind = 'client' and ${inBranches(sql`cl.branch_id`, ctx)}
          and ${when(q.currency, (v) => sql`a.currency = ${v}`)}
          and ${when(q.client, (v) => clientMatch(sql`cl`, v))}) m
      where (m.closing <> 0 or m.overpaid + m.deposited + m.used_on_contracts + m.paid_out > 0)
        and ${when(q.balance_min, (v) => sql`m.closing >= ${toMinor(v)}`)}
        and ${when(q.balance_max, (v) => sql`m.closing <= ${toMinor(v)}`)}`;
  },
  order: sql`closing desc, client_name, client_id, currency desc`,
};
