import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';

/**
 * The invariants of cash sales over the whole database (tests and the
 * demo check run it; empty lists mean they hold):
 * - journal: for each currency, what the cash-sale revenue account
 *   (`cash_trade`, ref 0) was credited net equals the payment parts taken
 *   (not reversed) less the refunds of returns, plus (UZS) what bonus
 *   orders sold (their price: points as BONUS_PAY, cash as
 *   BONUS_DIFFERENCE) less what their returns gave back;
 * - trades: each trade's `paid` is the sum of its parts in UZS, its total
 *   its price less its discount, and its lines' discounts add up to it;
 * - parts: each part's operation is an approved CASH_TRADING_INPUT of its
 *   trade for its amount and currency.
 */
export async function cashTradeBreaks(db: DbOrTx) {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    journal: await rows(sql`with paid as (select currency, sum(amount) as amount from cash_trade_payments
          where reversal_id is null group by currency),
        refunded as (select 'UZS'::text as currency, coalesce(sum(amount), 0)
          - (select coalesce(sum(total), 0) from bonus_orders)
          + (select coalesce(sum(points + difference), 0) from bonus_returns) as amount from cash_trade_returns),
        journal as (select a.currency, -sum(b.balance) as amount from money_accounts a
          join money_balances b on b.account_id = a.id where a.kind = 'cash_trade' and a.ref_id = 0
          group by a.currency)
      select c.currency, coalesce(p.amount, 0) - coalesce(r.amount, 0) as expected, coalesce(j.amount, 0) as journal
      from (select 'UZS' as currency union all select 'USD') c
        left join paid p using (currency) left join refunded r using (currency) left join journal j using (currency)
      where coalesce(p.amount, 0) - coalesce(r.amount, 0) <> coalesce(j.amount, 0)`),
    trades: await rows(sql`select t.id from cash_trades t
      where t.paid <> coalesce((select sum(p.amount_uzs) from cash_trade_payments p
          where p.trade_id = t.id and p.reversal_id is null), 0)
        or t.total <> t.price - t.discount
        or t.discount <> (select coalesce(sum(i.discount), 0) from cash_trade_items i where i.trade_id = t.id)
        or t.paid > t.total or (t.status = 'PAID' and t.paid <> t.total)`),
    parts: await rows(sql`select p.id from cash_trade_payments p
      left join money_operations o on o.id = p.operation_id
      where o.id is null or o.type <> 'CASH_TRADING_INPUT' or o.doc_type <> 'cash_trade' or o.doc_id <> p.trade_id
        or o.amount <> p.amount or o.currency <> p.currency
        or (p.reversal_id is null and o.status <> 'APPROVED')`),
  };
}

/** The lists of `cashTradeBreaks` when every invariant holds. */
export const CASH_TRADES_HOLD = { journal: [], trades: [], parts: [] };
