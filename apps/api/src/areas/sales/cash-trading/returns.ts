import { fromMilli, toMilli } from '@savdo/shared/quantity';
import type { TradeReturnInput } from '@savdo/shared/schemas/cash-trading';
import { sql } from 'drizzle-orm';
import { exchangeAmount, type Line } from '../../../ledgers/money/lines.ts';
import { postOperation } from '../../../ledgers/money/operations.ts';
import { rateAt } from '../../../ledgers/money/rates.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import { postIn } from '../../../ledgers/stock/ledger.ts';
import { serialsIn } from '../../../ledgers/stock/serials.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { AppError, conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { cashboxFor } from '../../cash/cash-desk/service.ts';
import type { FiscalRegister } from '../../catalog/integrations/fiscal-register.ts';
import { voidReturnedTickets } from '../promotions/void.ts';
import type { ReceiptLine } from './fiscal-payload.ts';
import { atMost, lineSum, returnShare } from './lines.ts';
import { enqueueReceipt, sendReceipts } from './receipts.ts';
import { type ItemRow, lockTrade, requireRule, type TradeRow, tradeItems } from './trade-rows.ts';

type Wanted = { item: ItemRow; quantity: bigint; serials: string[] };

/** The lines asked back: each of this trade (400), once (400), released and not yet back (409). */
function wantedLines(items: ItemRow[], input: TradeReturnInput): Wanted[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  const bad = input.items.flatMap((line, i) => {
    const wrong = !byId.has(line.item_id) || seen.has(line.item_id);
    seen.add(line.item_id);
    return wrong ? [{ field: `items.${i}.item_id`, key: 'validation.invalid' }] : [];
  });
  if (bad.length > 0) throw new FieldErrors(bad);
  return input.items.map((line, i) => {
    const item = byId.get(line.item_id) as ItemRow;
    const quantity = toMilli(line.quantity);
    const available = item.released - item.returned;
    if (quantity > available)
      throw conflict('cashTrading.errors.notReleased', {
        product: item.name,
        available: fromMilli(available),
      });
    const serials = line.serials ?? [];
    if (item.is_serial && (quantity % 1000n !== 0n || BigInt(serials.length) * 1000n !== quantity))
      throw new FieldErrors([{ field: `items.${i}.serials`, key: 'cashTrading.errors.serialsCount' }]);
    return { item, quantity, serials: item.is_serial ? serials : [] };
  });
}

/** A serial comes back only if it is one of the product's units that left stock (409 naming it). */
async function assertSerialsOut(tx: DbOrTx, productId: number, serials: string[]): Promise<void> {
  for (const serial of serials) {
    const rows = await tx.execute(sql`select 1 from stock_serials
      where product_id = ${productId} and serial = ${serial} and status = 'OUT'`);
    if (rows.rows.length === 0) throw conflict('errors.serialNotHere', { serial });
  }
}

/** The refund's postings: revenue debited back; the fund's part off its debt, the rest out of a cashbox or onto the client. */
function refundPostings(
  refund: bigint,
  fondShare: bigint,
  trade: TradeRow,
  to: { cashboxId: number } | { clientId: number },
): Line[] {
  const lines: Line[] = [{ kind: 'cash_trade', ref: 0, currency: 'UZS', amount: refund }];
  if (fondShare > 0n)
    lines.push({ kind: 'fond', ref: trade.fond_id ?? 0, currency: 'UZS', amount: -fondShare });
  const rest = refund - fondShare;
  if (rest > 0n)
    lines.push(
      'cashboxId' in to
        ? { kind: 'cashbox', ref: to.cashboxId, currency: 'UZS', amount: -rest }
        : { kind: 'client', ref: to.clientId, currency: 'UZS', amount: -rest },
    );
  return lines;
}

/** Where the money goes (a cashbox of the actor's in the trade's branch, or the trade's client); the warehouse exists. */
async function refundTarget(
  tx: DbOrTx,
  trade: TradeRow,
  input: TradeReturnInput,
  actor: Actor,
): Promise<{ cashboxId: number } | { clientId: number }> {
  const warehouse = await tx.execute(sql`select 1 from warehouses where id = ${input.warehouse_id}`);
  if (warehouse.rows.length === 0)
    throw new FieldErrors([{ field: 'warehouse_id', key: 'validation.invalid' }]);
  if (input.refund_to === 'CLIENT') {
    if (trade.client_id === null) throw conflict('cashTrading.errors.noClient');
    return { clientId: trade.client_id };
  }
  const box = await cashboxFor(tx, input.cashbox_id ?? 0, actor);
  if (box.branch_id !== trade.branch_id) throw conflict('cashTrading.errors.cashboxBranch');
  return { cashboxId: box.id };
}

/**
 * One line comes back: into the warehouse at its share of the cost it left
 * with (USD at the trade date's rate), its serials back in stock, the line's
 * returned quantity, cost and refund raised. Answers the refund, the cost and
 * the refund receipt's line.
 */
async function takeBack(
  tx: DbOrTx,
  { item, quantity, serials }: Wanted,
  at: { tradeId: number; returnId: number; warehouseId: number; date: string; rate: string | undefined },
  actor: Actor,
): Promise<{ refund: bigint; cost: bigint; receiptLine: ReceiptLine }> {
  const share = returnShare(
    {
      quantity: item.quantity,
      sum: lineSum(item.price, item.quantity),
      discount: item.discount,
      released: item.released,
      returned: item.returned,
      costUzs: item.cost_uzs,
      returnedCostUzs: item.returned_cost_uzs,
      refunded: item.refunded,
    },
    quantity,
  );
  await assertSerialsOut(tx, item.product_id, serials);
  const usd = at.rate && /[1-9]/.test(at.rate) ? exchangeAmount('UZS', share.cost, at.rate) : 0n;
  const movement = await postIn(
    tx,
    {
      productId: item.product_id,
      warehouseId: at.warehouseId,
      type: 'RETURNED_PRODUCT',
      quantity,
      date: at.date,
      userId: actor.userId,
      // the goods-returned list and the release's cancel find a trade's returns by this link
      docType: 'cash_trade',
      documentId: at.tradeId,
      lineId: item.id,
    },
    { uzs: share.cost, usd },
  );
  if (serials.length > 0)
    await serialsIn(tx, {
      productId: item.product_id,
      warehouseId: at.warehouseId,
      serials,
      movementId: movement.movementId,
    });
  await tx.execute(sql`insert into cash_trade_return_items (return_id, item_id, product_id, quantity, amount,
      cost_uzs, movement_id)
    values (${at.returnId}, ${item.id}, ${item.product_id}, ${quantity}, ${share.refund}, ${share.cost},
      ${movement.movementId})`);
  await tx.execute(sql`update cash_trade_items set returned = returned + ${quantity},
      returned_cost_uzs = returned_cost_uzs + ${share.cost}, refunded = refunded + ${share.refund}
    where id = ${item.id}`);
  const sum = lineSum(item.price, quantity);
  // the receipt's line is never below what is refunded for it (its discount never negative)
  const price = sum - atMost(sum - share.refund, 0n);
  return {
    refund: share.refund,
    cost: share.cost,
    receiptLine: {
      name: item.name,
      barcode: item.barcode,
      price: item.price,
      quantity,
      sum: price,
      discount: price - share.refund,
    },
  };
}

/**
 * Goods of a paid sale come back (`returned_cash_trading_product.add`), in
 * one transaction: each line into the warehouse at the cost it left with
 * (`RETURNED_PRODUCT`, its serials back in stock), its share of the sum
 * refunded — a fund sale's first off the fund's debt, the rest out of a
 * cashbox or onto the client's account (RETURNED_CASH_TRADING_PRODUCT) —,
 * a refund receipt due, the returned units' promotion tickets voided (not
 * in a drawn promotion), and the trade RETURNED once every unit is back.
 * Only released goods come back (409 otherwise). Answers the return's id.
 */
export async function returnGoods(
  db: Db,
  id: number,
  input: TradeReturnInput,
  actor: Actor,
  fiscal: FiscalRegister,
  options: { date?: string; idempotencyKey?: string | undefined } = {},
): Promise<number> {
  requireRule(actor, 'returned_cash_trading_product.add');
  const receipts: number[] = [];
  const returnId = await withTransactionRetry(db, async (tx) => {
    receipts.length = 0;
    const trade = await lockTrade(tx, id);
    if (trade.status !== 'PAID') throw new AppError(409, 'cashTrading.errors.notReturnable');
    const wanted = wantedLines(await tradeItems(tx, id, true), input);
    const to = await refundTarget(tx, trade, input, actor);
    const date = options.date ?? (await businessToday(tx));
    const number = await nextNumber(tx, trade.branch_id, 'cash_trade_return');
    const made = await tx.execute<{
      id: string;
    }>(sql`insert into cash_trade_returns (number, trade_id, branch_id,
        warehouse_id, business_date, amount, cost_uzs, refund_to, cashbox_id, reason, created_by)
      values (${number}, ${id}, ${trade.branch_id}, ${input.warehouse_id}, ${date}, 0, 0, ${input.refund_to},
        ${'cashboxId' in to ? to.cashboxId : null}, ${input.reason}, ${actor.userId})
      returning id`);
    const returnId = Number(made.rows[0]?.id);
    const rate = await rateAt(tx, trade.trade_date);
    let refund = 0n;
    let cost = 0n;
    const receiptLines: ReceiptLine[] = [];
    for (const line of wanted) {
      const back = await takeBack(
        tx,
        line,
        { tradeId: id, returnId, warehouseId: input.warehouse_id, date, rate },
        actor,
      );
      refund += back.refund;
      cost += back.cost;
      receiptLines.push(back.receiptLine);
    }
    const fondShare = atMost(refund, trade.fond_amount);
    let operationId: number | null = null;
    if (refund > 0n) {
      operationId = await postOperation(
        tx,
        {
          type: 'RETURNED_CASH_TRADING_PRODUCT',
          branchId: trade.branch_id,
          cashboxId: 'cashboxId' in to ? to.cashboxId : null,
          date,
          amount: refund,
          currency: 'UZS',
          counterpart: 'clientId' in to ? { kind: 'client', id: to.clientId } : undefined,
          comment: `№${trade.number}: ${input.reason}`.slice(0, 1000),
          doc: { type: 'cash_trade_return', id: returnId },
          lines: refundPostings(refund, fondShare, trade, to),
          idempotencyKey: options.idempotencyKey,
        },
        actor.userId,
        { approve: true },
      );
    }
    await voidReturnedTickets(tx, { kind: 'CASH_TRADE', id }, actor.userId);
    const items = await tradeItems(tx, id);
    const allBack = items.every((i) => i.returned === i.quantity);
    await tx.execute(sql`update cash_trade_returns set amount = ${refund}, cost_uzs = ${cost},
        operation_id = ${operationId} where id = ${returnId}`);
    await tx.execute(sql`update cash_trades set refunded = refunded + ${refund},
        fond_amount = fond_amount - ${fondShare}, status = ${allBack ? 'RETURNED' : trade.status}
      where id = ${id}`);
    if (refund > 0n) {
      const inCash = 'cashboxId' in to ? refund - fondShare : 0n;
      const receipt = await enqueueReceipt(
        tx,
        { tradeId: id, returnId, kind: 'REFUND' },
        { lines: receiptLines, cash: inCash, card: refund - inCash, date },
      );
      if (receipt) receipts.push(receipt);
    }
    return returnId;
  });
  await sendReceipts(db, fiscal, receipts);
  return returnId;
}
