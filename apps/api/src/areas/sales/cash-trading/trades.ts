import { toMinor } from '@savdo/shared/money';
import { toMilli } from '@savdo/shared/quantity';
import type { CashTradeInput, TradePaymentInput } from '@savdo/shared/schemas/cash-trading';
import { sql } from 'drizzle-orm';
import { cancel } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import { isWhole, wholeOnlyProducts } from '../../../ledgers/stock/whole-quantities.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { AppError, conflict, FieldErrors } from '../../../platform/http/errors.ts';
import type { FiscalRegister } from '../../catalog/integrations/fiscal-register.ts';
import { lineSum } from './lines.ts';
import { fondPart, payTradeParts, postPart } from './payments.ts';
import { enqueueReceipt, sendReceipts } from './receipts.ts';
import { lockTrade, requireRule, type TradeRow, tradeItems, tradeObject } from './trade-rows.ts';

export interface TradeOptions {
  idempotencyKey?: string | undefined;
  /** The business date (demo history); today when left out. */
  date?: string | undefined;
}

type ProductRow = { id: number; name: string; active: boolean; price: string | null };

/** The goods at today's retail price (400 naming a line whose product does not exist; 409 one without a price). */
async function pricedItems(tx: DbOrTx, input: CashTradeInput) {
  const ids = [...new Set(input.items.map((i) => i.product_id))];
  const rows =
    await tx.execute<ProductRow>(sql`select id, name, active, retail_price_uzs as price from products
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
  const missing = input.items.flatMap((item, i) =>
    byId.has(item.product_id) ? [] : [{ field: `items.${i}.product_id`, key: 'validation.invalid' }],
  );
  if (missing.length > 0) throw new FieldErrors(missing);
  // a fraction of piece goods (0.036 of a phone) is refused, naming the line
  const whole = await wholeOnlyProducts(tx, ids);
  const fractions = input.items.flatMap((item, i) =>
    whole.has(item.product_id) && !isWhole(toMilli(item.quantity))
      ? [{ field: `items.${i}.quantity`, key: 'validation.wholeQuantity' }]
      : [],
  );
  if (fractions.length > 0) throw new FieldErrors(fractions);
  return input.items.map((item) => {
    const product = byId.get(item.product_id) as ProductRow;
    const price = product.price === null ? 0n : BigInt(product.price);
    if (!product.active || price <= 0n)
      throw conflict('cashTrading.errors.noPrice', { product: product.name });
    const quantity = toMilli(item.quantity);
    return { productId: product.id, quantity, price, sum: lineSum(price, quantity) };
  });
}

/** The branch, client and fund a sale names exist (400 naming the field) and are active (409). */
async function checkParties(tx: DbOrTx, input: CashTradeInput): Promise<void> {
  const rows = await tx.execute<{
    branch: boolean | null;
    client: boolean | null;
    fond: boolean | null;
  }>(sql`select
      (select active from branches where id = ${input.branch_id}) as branch,
      (select active from clients where id = ${input.client_id ?? 0}) as client,
      (select active from fonds where id = ${input.fond_id ?? 0}) as fond`);
  const found = rows.rows[0];
  const missing = [
    ...(found?.branch === null ? [{ field: 'branch_id', key: 'validation.invalid' }] : []),
    ...(input.client_id !== undefined && found?.client === null
      ? [{ field: 'client_id', key: 'validation.invalid' }]
      : []),
    ...(input.fond_id !== undefined && found?.fond === null
      ? [{ field: 'fond_id', key: 'validation.invalid' }]
      : []),
    ...(input.fond_amount !== undefined && input.fond_id === undefined
      ? [{ field: 'fond_amount', key: 'validation.invalid' }]
      : []),
  ];
  if (missing.length > 0) throw new FieldErrors(missing);
  if (found?.branch === false) throw conflict('cashTrading.errors.branchInactive');
  if (input.client_id !== undefined && found?.client === false)
    throw conflict('cashTrading.errors.clientInactive');
  if (input.fond_id !== undefined && found?.fond === false) throw conflict('cashTrading.errors.fondInactive');
}

/** The sale receipt of a trade that became PAID: its lines and what came in cash and otherwise. */
export async function enqueueSaleReceipt(tx: DbOrTx, trade: TradeRow, date: string): Promise<number | null> {
  const items = await tradeItems(tx, trade.id);
  const cash = await tx.execute<{ cash: string }>(sql`select coalesce(sum(amount_uzs), 0) as cash
    from cash_trade_payments where trade_id = ${trade.id} and method = 'CASH' and reversal_id is null`);
  const inCash = BigInt(cash.rows[0]?.cash ?? 0);
  return enqueueReceipt(
    tx,
    { tradeId: trade.id, kind: 'SALE' },
    {
      lines: items.map((i) => ({
        name: i.name,
        barcode: i.barcode,
        price: i.price,
        quantity: i.quantity,
        sum: lineSum(i.price, i.quantity),
        discount: i.discount,
      })),
      cash: inCash,
      card: trade.total - inCash,
      date,
    },
  );
}

/**
 * A new sale in one transaction: its number from the branch's counter, the
 * goods at today's retail price, a fund sale's part owed by the fund from
 * today, and the payment when given; PAID at once when nothing is left
 * (its receipt then registered after the commit). Answers the trade's id.
 */
export async function createTrade(
  db: Db,
  input: CashTradeInput,
  actor: Actor,
  fiscal: FiscalRegister,
  options: TradeOptions = {},
): Promise<number> {
  requireRule(actor, input.fond_id === undefined ? 'cash_trading.add' : 'cash_trading_fond.add');
  const receipts: number[] = [];
  const id = await withTransactionRetry(db, async (tx) => {
    receipts.length = 0;
    await checkParties(tx, input);
    const items = await pricedItems(tx, input);
    const price = items.reduce((a, i) => a + i.sum, 0n);
    const fondAmount =
      input.fond_id === undefined ? 0n : input.fond_amount ? toMinor(input.fond_amount) : price;
    if (fondAmount > price)
      throw new FieldErrors([{ field: 'fond_amount', key: 'cashTrading.errors.fondAmount' }]);
    const date = options.date ?? (await businessToday(tx));
    const number = await nextNumber(tx, input.branch_id, 'cash_trade');
    const made = await tx.execute<{
      id: string;
    }>(sql`insert into cash_trades (number, branch_id, client_id, status,
        currency, trade_date, price, discount, total, paid, fond_id, fond_amount, comment, created_by)
      values (${number}, ${input.branch_id}, ${input.client_id ?? null}, 'CREATED', 'UZS', ${date}, ${price}, 0,
        ${price}, 0, ${input.fond_id ?? null}, ${fondAmount}, ${input.comment ?? null}, ${actor.userId})
      returning id`);
    const tradeId = Number(made.rows[0]?.id);
    await tx.execute(sql`insert into cash_trade_items (trade_id, product_id, quantity, price)
      values ${sql.join(
        items.map((i) => sql`(${tradeId}, ${i.productId}, ${i.quantity}, ${i.price})`),
        sql`, `,
      )}`);
    // lines of products that are installed by a master wait for one (installation, issue 12)
    await tx.execute(sql`update cash_trade_items i set needs_installation = true from products p
      where i.trade_id = ${tradeId} and p.id = i.product_id and p.needs_installation`);
    const trade = await lockTrade(tx, tradeId);
    if (input.fond_id !== undefined && fondAmount > 0n) {
      const key = options.idempotencyKey ? `${options.idempotencyKey}#fond` : undefined;
      trade.paid += await postPart(tx, trade, fondPart(input.fond_id, fondAmount), actor.userId, date, key);
      if (trade.paid === trade.total) trade.status = 'PAID';
      await tx.execute(
        sql`update cash_trades set paid = ${trade.paid}, status = ${trade.status} where id = ${tradeId}`,
      );
    }
    if (input.payment && trade.status === 'CREATED') {
      await payTradeParts(tx, trade, input.payment, actor, {
        date,
        idempotencyKey: options.idempotencyKey,
        prefix: 'payment.',
      });
    } else if (input.payment) throw conflict('cashTrading.errors.overpaid', { rest: '0.00' });
    if (trade.status === 'PAID') {
      const receipt = await enqueueSaleReceipt(tx, trade, date);
      if (receipt) receipts.push(receipt);
    }
    return tradeId;
  });
  await sendReceipts(db, fiscal, receipts);
  return id;
}

/** Takes a payment of an unpaid trade (`cash_trading_payment.add` or the sale screen's `.add`). */
export async function payTrade(
  db: Db,
  id: number,
  input: TradePaymentInput,
  actor: Actor,
  fiscal: FiscalRegister,
  options: TradeOptions = {},
): Promise<void> {
  const receipts: number[] = [];
  await withTransactionRetry(db, async (tx) => {
    receipts.length = 0;
    const trade = await lockTrade(tx, id);
    requireRule(actor, `cash_trading_payment.add|${tradeObject(trade)}.add`);
    const date = options.date ?? (await businessToday(tx));
    if (await payTradeParts(tx, trade, input, actor, { date, idempotencyKey: options.idempotencyKey })) {
      const receipt = await enqueueSaleReceipt(tx, trade, date);
      if (receipt) receipts.push(receipt);
    }
  });
  await sendReceipts(db, fiscal, receipts);
}

/**
 * Cancels a sale nothing was paid for and nothing released of: CREATED →
 * CANCELED; a fund sale's part owed by the fund is reversed (dated today).
 * A payment taken or goods released is 409 naming it.
 */
export async function cancelTrade(
  db: Db,
  id: number,
  reason: string | undefined,
  actor: Actor,
): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const trade = await lockTrade(tx, id);
    requireRule(actor, `${tradeObject(trade)}.cancel`);
    if (trade.status !== 'CREATED') throw new AppError(409, 'cashTrading.errors.notCancelable');
    const parts = await tx.execute<{
      id: string;
      method: string;
      operation_id: string;
    }>(sql`select id, method,
        operation_id from cash_trade_payments where trade_id = ${id} and reversal_id is null order by id`);
    if (parts.rows.some((p) => p.method !== 'FOND')) throw conflict('cashTrading.errors.hasPayments');
    const released = await tx.execute(
      sql`select 1 from cash_trade_items where trade_id = ${id} and released > 0`,
    );
    if (released.rows.length > 0) throw conflict('cashTrading.errors.released');
    for (const part of parts.rows) {
      const reversal = await cancel(tx, Number(part.operation_id), actor.userId);
      await tx.execute(sql`update cash_trade_payments set reversal_id = ${reversal} where id = ${part.id}`);
    }
    await tx.execute(sql`update cash_trades set status = 'CANCELED', paid = 0, canceled_by = ${actor.userId},
        canceled_at = now(), cancel_reason = ${reason ?? null}
      where id = ${id}`);
  });
}
