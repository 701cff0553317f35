import type { BonusReturnInput } from '@savdo/shared/schemas/bonuses';
import { sql } from 'drizzle-orm';
import { cancel } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import { postIn } from '../../../ledgers/stock/ledger.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { assertMayCancelIn } from '../../cash/cash-desk/service.ts';
import { postCash, postPoints } from './journal.ts';
import { postBonus } from './ledger.ts';

interface OrderRow {
  clientId: number;
  productId: number;
  warehouseId: number;
  quantity: bigint;
  returned: bigint;
  total: bigint;
  points: bigint;
  difference: bigint;
  cashboxId: number | null;
  branchId: number | null;
  operationId: number | null;
  cost: { uzs: bigint; usd: bigint };
  status: string;
}

/** What `q` more units of an order give back (see `returnShare`). */
export interface ReturnShare {
  points: bigint;
  difference: bigint;
  cost: { uzs: bigint; usd: bigint };
}

/** ⌊whole × part / of⌋: the share of `whole` that `part` of `of` units carries. */
const cut = (whole: bigint, part: bigint, of: bigint) => (whole * part) / of;

/**
 * What units `returned + 1 … returned + q` of an order of `quantity` give
 * back: the points ⌊points × brought back / quantity⌋ less those given back
 * before; the cash the rest of their value (total × q / quantity − points),
 * so the two always make the value of the goods; the cost ⌊cost × brought
 * back / quantity⌋ less the cost before. Counted on the running total, the
 * parts of a whole order add up to exactly what it took, never more.
 */
export function returnShare(
  order: Pick<OrderRow, 'quantity' | 'total' | 'points' | 'cost'>,
  returned: bigint,
  q: bigint,
): ReturnShare {
  const after = returned + q;
  const of = order.quantity;
  const points = cut(order.points, after, of) - cut(order.points, returned, of);
  return {
    points,
    difference: cut(order.total, q, of) - points,
    cost: {
      uzs: cut(order.cost.uzs, after, of) - cut(order.cost.uzs, returned, of),
      usd: cut(order.cost.usd, after, of) - cut(order.cost.usd, returned, of),
    },
  };
}

async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow> {
  const rows = await tx.execute<Record<string, string | null>>(sql`select o.client_id, o.product_id,
      o.warehouse_id, o.quantity, o.returned_quantity, o.total, o.points, o.difference, o.cashbox_id,
      c.branch_id, o.operation_id, o.cost_uzs, o.cost_usd, o.status
    from bonus_orders o left join cashboxes c on c.id = o.cashbox_id where o.id = ${id} for update of o`);
  const r = rows.rows[0];
  if (!r) throw notFound();
  const id0 = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    clientId: Number(r.client_id),
    productId: Number(r.product_id),
    warehouseId: Number(r.warehouse_id),
    quantity: BigInt(r.quantity ?? 0),
    returned: BigInt(r.returned_quantity ?? 0),
    total: BigInt(r.total ?? 0),
    points: BigInt(r.points ?? 0),
    difference: BigInt(r.difference ?? 0),
    cashboxId: id0(r.cashbox_id),
    branchId: id0(r.branch_id),
    operationId: id0(r.operation_id),
    cost: { uzs: BigInt(r.cost_uzs ?? 0), usd: BigInt(r.cost_usd ?? 0) },
    status: r.status ?? '',
  };
}

/**
 * The cash part back out of the cashbox it came into: the whole order at
 * once cancels its BONUS_DIFFERENCE operation; a part posts a
 * BONUS_DIFFERENCE the other way (cashbox credit, `cash_trade` debit) for
 * its share. Answers the operation that paid it back.
 */
async function refund(
  tx: DbOrTx,
  order: OrderRow,
  ids: { orderId: number; amount: bigint; whole: boolean; reason: string; date: string },
  actor: Actor,
): Promise<number | null> {
  if (ids.amount === 0n || order.operationId === null || order.cashboxId === null) return null;
  await assertMayCancelIn(tx, order.cashboxId, actor);
  if (ids.whole) return cancel(tx, order.operationId, actor.userId, ids.date);
  const cash = {
    orderId: ids.orderId,
    clientId: order.clientId,
    branchId: order.branchId,
    cashboxId: order.cashboxId,
    amount: ids.amount,
    date: ids.date,
    comment: ids.reason,
  };
  return postCash(tx, cash, false, actor);
}

/**
 * Units of a bonus order come back (all it has left when no quantity is
 * named), in one transaction: the goods into the warehouse they left at
 * their share of the cost they left with (RETURNED_PRODUCT), their share
 * of the points back on the balance (and out of the bonus expense:
 * BONUS_PRODUCT_INPUT), the rest of their value paid back in cash (403
 * outside the actor's cashboxes); see `returnShare`. More than is
 * left is 409; the order is RETURNED once all of it is back (409 after).
 */
export async function returnBonusProduct(db: Db, input: BonusReturnInput, actor: Actor): Promise<number> {
  return withTransactionRetry(db, async (tx) => {
    const order = await lockOrder(tx, input.order_id);
    if (order.status !== 'ISSUED') throw conflict('bonuses.errors.alreadyReturned');
    const left = order.quantity - order.returned;
    const q = input.quantity === undefined ? left : BigInt(input.quantity);
    if (q > left) throw conflict('bonuses.errors.moreThanLeft', { left: left.toString() });
    const share = returnShare(order, order.returned, q);
    const date = await businessToday(tx);
    const whole = q === order.quantity;
    const refundId = await refund(
      tx,
      order,
      { orderId: input.order_id, amount: share.difference, whole, reason: input.reason, date },
      actor,
    );
    const back = await postIn(
      tx,
      {
        productId: order.productId,
        warehouseId: order.warehouseId,
        type: 'RETURNED_PRODUCT',
        quantity: q * 1000n,
        date,
        userId: actor.userId,
        docType: 'bonus_order',
        documentId: input.order_id,
      },
      share.cost,
    );
    const created = await tx.execute<{ id: string }>(sql`insert into bonus_returns
        (order_id, quantity, movement_id, points, difference, cost_uzs, cost_usd, refund_operation_id,
         business_date, reason, created_by)
      values (${input.order_id}, ${q}, ${back.movementId}, ${share.points}, ${share.difference},
        ${share.cost.uzs}, ${share.cost.usd}, ${refundId}, ${date}, ${input.reason}, ${actor.userId})
      returning id`);
    const returnId = Number(created.rows[0]?.id);
    if (share.points > 0n) {
      await postBonus(tx, {
        clientId: order.clientId,
        kind: 'RETURN',
        amount: share.points,
        date,
        userId: actor.userId,
        orderId: input.order_id,
        returnId,
      });
    }
    const point = { orderId: input.order_id, clientId: order.clientId, warehouseId: order.warehouseId };
    await postPoints(tx, { ...point, points: share.points, date, comment: input.reason }, false, actor);
    await tx.execute(sql`update bonus_orders set returned_quantity = returned_quantity + ${q},
        status = case when returned_quantity + ${q} = quantity then 'RETURNED' else status end
      where id = ${input.order_id}`);
    return returnId;
  });
}
