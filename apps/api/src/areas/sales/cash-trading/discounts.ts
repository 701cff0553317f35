import { fromMinor, toMinor } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';
import type { TradeDiscountInput } from '@savdo/shared/schemas/cash-trading';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, conflict, FieldErrors } from '../../../platform/http/errors.ts';
import type { FiscalRegister } from '../../catalog/integrations/fiscal-register.ts';
import { lineSum, spreadDiscount } from './lines.ts';
import { sendReceipts } from './receipts.ts';
import { lockTrade, requireRule, tradeItems } from './trade-rows.ts';
import { enqueueSaleReceipt } from './trades.ts';

/**
 * A discount on a trade whose payment is not complete
 * (`cash_trading_discount.add`): an amount, or a percent of what is left to
 * pay, with its reason. It is spread over the lines (each line's discount,
 * printed on the receipt), lowers the total, and is listed with who gave it.
 * More than is left to pay is 409; a discount that leaves nothing to pay
 * makes the trade PAID (its receipt then due). `date`: demo history.
 */
export async function discountTrade(
  db: Db,
  id: number,
  input: TradeDiscountInput,
  actor: Actor,
  fiscal: FiscalRegister,
  date?: string,
): Promise<void> {
  requireRule(actor, 'cash_trading_discount.add');
  const receipts: number[] = [];
  await withTransactionRetry(db, async (tx) => {
    receipts.length = 0;
    const trade = await lockTrade(tx, id);
    if (trade.status !== 'CREATED') throw new AppError(409, 'cashTrading.errors.notDiscountable');
    const rest = trade.total - trade.paid;
    const amount =
      input.amount !== undefined
        ? toMinor(input.amount)
        : mulDivRound(rest, toMinor(input.percent ?? '0'), 10_000n);
    // a percent of a small rest may round to nothing
    if (amount <= 0n) throw new FieldErrors([{ field: 'percent', key: 'validation.notNol' }]);
    if (amount > rest) throw conflict('cashTrading.errors.discountTooLarge', { rest: fromMinor(rest) });
    const items = await tradeItems(tx, id, true);
    const discounts = spreadDiscount(
      items.map((i) => ({ sum: lineSum(i.price, i.quantity), discount: i.discount })),
      amount,
    );
    for (const [i, item] of items.entries()) {
      if (discounts[i] !== item.discount)
        await tx.execute(sql`update cash_trade_items set discount = ${discounts[i] ?? item.discount}
          where id = ${item.id}`);
    }
    const day = date ?? (await businessToday(tx));
    await tx.execute(sql`insert into cash_trade_discounts (trade_id, branch_id, business_date, amount, percent,
        reason, created_by)
      values (${id}, ${trade.branch_id}, ${day}, ${amount}, ${input.percent ?? null}, ${input.reason},
        ${actor.userId})`);
    trade.discount += amount;
    trade.total -= amount;
    if (trade.paid === trade.total) trade.status = 'PAID';
    await tx.execute(sql`update cash_trades set discount = ${trade.discount}, total = ${trade.total},
        status = ${trade.status} where id = ${id}`);
    if (trade.status === 'PAID') {
      const receipt = await enqueueSaleReceipt(tx, trade, day);
      if (receipt) receipts.push(receipt);
    }
  });
  await sendReceipts(db, fiscal, receipts);
}
