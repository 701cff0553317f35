import type { BonusOrderInput } from '@savdo/shared/schemas/bonuses';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import { postOut } from '../../../ledgers/stock/ledger.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../../platform/http/errors.ts';
import { cashboxFor } from '../../cash/cash-desk/service.ts';
import { postCash, postPoints } from './journal.ts';
import { lockBonusBalance, postBonus } from './ledger.ts';

/** The client exists and is active (400 naming `client_id`; an inactive card 409). */
async function assertClient(tx: DbOrTx, clientId: number): Promise<void> {
  const rows = await tx.execute<{ active: boolean }>(sql`select active from clients where id = ${clientId}`);
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field: 'client_id', key: 'validation.invalid' }]);
  if (!row.active) throw new AppError(409, 'payments.errors.clientInactive');
}

async function offered(tx: DbOrTx, id: number): Promise<{ productId: number; points: bigint }> {
  const rows = await tx.execute<{ product_id: number; points: string; active: boolean }>(
    sql`select product_id, points, active from bonus_products where id = ${id}`,
  );
  const row = rows.rows[0];
  if (!row?.active) throw new FieldErrors([{ field: 'bonus_product_id', key: 'validation.invalid' }]);
  return { productId: Number(row.product_id), points: BigInt(row.points) };
}

async function assertWarehouse(tx: DbOrTx, id: number): Promise<void> {
  const rows = await tx.execute(sql`select 1 from warehouses where id = ${id}`);
  if (rows.rows.length === 0) throw new FieldErrors([{ field: 'warehouse_id', key: 'validation.invalid' }]);
}

/**
 * The cash part of an order into the cashbox: a BONUS_DIFFERENCE operation
 * (cashbox debit, `cash_trade` revenue credit, approved at once). Nothing
 * when the points paid for all of it.
 */
async function payDifference(
  tx: DbOrTx,
  o: { orderId: number; clientId: number; difference: bigint; date: string; comment?: string | undefined },
  cashbox: { id: number; branch_id: number },
  actor: Actor,
): Promise<number | null> {
  if (o.difference <= 0n) return null;
  const { orderId, clientId, date, comment } = o;
  return postCash(
    tx,
    {
      orderId,
      clientId,
      date,
      comment,
      branchId: cashbox.branch_id,
      cashboxId: cashbox.id,
      amount: o.difference,
    },
    true,
    actor,
  );
}

/**
 * A client takes a bonus product, in one transaction: the points it costs
 * spent from the balance first; what they fall short of paid in cash into
 * the cashbox (a BONUS_DIFFERENCE operation: 409 when points fall short and
 * no cashbox is named); the points' value in the journal (BONUS_PAY, the
 * bonus expense debited, the revenue credited: with the cash the revenue is
 * the full price); the goods out of the warehouse at FIFO cost (409
 * without stock). The same Idempotency-Key answers the same order (posting
 * nothing again).
 */
export async function takeBonusProduct(
  db: Db,
  input: BonusOrderInput,
  actor: Actor,
  key: string | undefined,
) {
  return withTransactionRetry(db, async (tx) => {
    if (key !== undefined) {
      const done = await tx.execute<{ id: string }>(
        sql`select id from bonus_orders where created_by = ${actor.userId} and idempotency_key = ${key}`,
      );
      if (done.rows[0]) return Number(done.rows[0].id);
    }
    await assertClient(tx, input.client_id);
    const product = await offered(tx, input.bonus_product_id);
    await assertWarehouse(tx, input.warehouse_id);
    const cashbox =
      input.cashbox_id === undefined ? undefined : await cashboxFor(tx, input.cashbox_id, actor);
    const date = await businessToday(tx);
    const total = product.points * BigInt(input.quantity);
    const balance = await lockBonusBalance(tx, input.client_id);
    const points = balance <= 0n ? 0n : balance < total ? balance : total;
    const difference = total - points;
    if (difference > 0n && !cashbox) {
      throw new AppError(409, 'bonuses.errors.notEnoughPoints', {
        balance: balance.toString(),
        difference: difference.toString(),
      });
    }
    const idRow = await tx.execute<{ id: string }>(
      sql`select nextval(pg_get_serial_sequence('bonus_orders', 'id')) as id`,
    );
    const orderId = Number(idRow.rows[0]?.id);
    const out = await postOut(tx, {
      productId: product.productId,
      warehouseId: input.warehouse_id,
      type: 'OUTPUT',
      quantity: BigInt(input.quantity) * 1000n,
      date,
      userId: actor.userId,
      docType: 'bonus_order',
      documentId: orderId,
    });
    const operationId = cashbox
      ? await payDifference(
          tx,
          { orderId, clientId: input.client_id, difference, date, comment: input.comment },
          cashbox,
          actor,
        )
      : null;
    await tx.execute(sql`insert into bonus_orders (id, client_id, bonus_product_id, product_id, warehouse_id, quantity,
        total, points, difference, cashbox_id, operation_id, movement_id, cost_uzs, cost_usd, business_date, comment,
        idempotency_key, created_by)
      values (${orderId}, ${input.client_id}, ${input.bonus_product_id}, ${product.productId}, ${input.warehouse_id},
        ${input.quantity}, ${total}, ${points}, ${difference}, ${cashbox?.id ?? null}, ${operationId},
        ${out.movementId}, ${out.cost.uzs}, ${out.cost.usd}, ${date}, ${input.comment ?? null}, ${key ?? null},
        ${actor.userId})`);
    if (points > 0n) {
      await postBonus(tx, {
        clientId: input.client_id,
        kind: 'ORDER',
        amount: -points,
        date,
        userId: actor.userId,
        orderId,
        noOverdraft: true,
      });
    }
    const point = { orderId, clientId: input.client_id, warehouseId: input.warehouse_id, points, date };
    await postPoints(tx, { ...point, comment: input.comment }, true, actor);
    return orderId;
  });
}
