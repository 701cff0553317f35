import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { movedAfter } from '../../cash/cash-orders/reports.ts';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** A fund's journal account (`fond`, UZS): its sales debit it, its proceeds and its share of returns credit it. */
const fondPostings = (ctx: ReportContext, dates: SQL): SQL => sql`money_accounts a
  join money_postings p on p.account_id = a.id and ${dates}
  join money_operations o on o.id = p.operation_id
  where a.kind = 'fond' and a.ref_id = f.id and a.currency = 'UZS'
    and (o.branch_id is null or ${inBranches(sql`o.branch_id`, ctx)})`;

/**
 * R0016 Fund sales and fund debts: per fund, its sales of the period in the
 * branches in scope (the fund parts of its cash trades not cancelled, by
 * trade date: the fund screen's rule, `cash-trading/fonds.ts`), what came
 * back of them (the fund's share of returns), what it paid at a cashbox
 * (FOND_PAYMENT) and by bank (a statement row booked to the fund), counted
 * operations dated in the period; and its debt at the period's end (its
 * account's balance row less what moved after: `movedAfter`, from the daily
 * and monthly sums). A fund's account is the company's: a bank row carries
 * no branch and the debt spans every branch.
 */
export const fondSales: ServerReport = {
  definition: builtDefinition('R0016'),
  source: (ctx) => sql`select * from (select f.id as fond_id, f.name as fund_name, f.stir,
      coalesce(s.trades, 0) as trades, coalesce(s.sold, 0) as sold,
      coalesce(m.returned_uzs, 0) as returned_uzs, coalesce(m.paid_cash, 0) as paid_cash,
      coalesce(m.paid_bank, 0) as paid_bank,
      coalesce((select sum(mb.balance) - ${movedAfter(sql`a.id`, ctx.to, ctx.today)}
        from money_accounts a join money_balances mb on mb.account_id = a.id
        where a.kind = 'fond' and a.ref_id = f.id and a.currency = 'UZS' group by a.id), 0) as debt
    from fonds f
    left join lateral (select count(*)::int as trades, sum(t.fond_amount) as sold from cash_trades t
      where t.fond_id = f.id and t.status <> 'CANCELED' and ${inBranches(sql`t.branch_id`, ctx)}
        and t.trade_date between ${ctx.from} and ${ctx.to}) s on true
    left join lateral (select
        -sum(p.amount) filter (where o.type = 'RETURNED_CASH_TRADING_PRODUCT') as returned_uzs,
        -sum(p.amount) filter (where o.type = 'FOND_PAYMENT') as paid_cash,
        -sum(p.amount) filter (where o.type in ('CASHLESS_FOND_INPUT', 'CASHLESS_FOND_OUTPUT')) as paid_bank
      from ${fondPostings(ctx, sql`p.business_date between ${ctx.from} and ${ctx.to}`)}
        and ${COUNTED_OPERATION}) m on true
    where ${when(ctx.q.fond_id, (v) => sql`f.id = ${v}`)}) r
    where trades > 0 or returned_uzs <> 0 or paid_cash <> 0 or paid_bank <> 0 or debt <> 0`,
  order: sql`debt desc, fund_name, fond_id`,
};
