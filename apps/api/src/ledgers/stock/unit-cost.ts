import { mulDivRound } from '@savdo/shared/quantity';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

/** What is counted: goods for sale, inventory materials (the tmz account), or fixed assets not yet in use. */
export type ItemKind = 'product' | 'material' | 'asset';

/** A cost in both currencies, minor units. */
export interface Cost {
  uzs: bigint;
  usd: bigint;
}

/** `quantity` at the unit cost of the newest input (FIFO layer) of an item among those `where` picks, `order` first. */
async function newestInputCost(tx: DbOrTx, where: SQL, order: SQL, quantity: bigint): Promise<Cost | null> {
  const rows = await tx.execute<{ quantity: string; cost_uzs: string; cost_usd: string }>(sql`select
      m.quantity, m.cost_uzs, m.cost_usd
    from stock_layers l join stock_movements m on m.id = l.movement_id
    where ${where} and l.quantity_in > 0
    order by ${order} l.id desc limit 1`);
  const last = rows.rows[0];
  if (!last) return null;
  const q = BigInt(last.quantity);
  return {
    uzs: mulDivRound(BigInt(last.cost_uzs), quantity, q),
    usd: mulDivRound(BigInt(last.cost_usd), quantity, q),
  };
}

/**
 * The cost of `quantity` at the unit cost of the newest input of an item in
 * a warehouse (a counting surplus); 0 when it never came in there.
 */
export async function lastUnitCost(
  tx: DbOrTx,
  item: ItemKind,
  productId: number,
  warehouseId: number,
  quantity: bigint,
): Promise<Cost> {
  const where = sql`l.item_kind = ${item} and l.product_id = ${productId} and l.warehouse_id = ${warehouseId}`;
  return (await newestInputCost(tx, where, sql``, quantity)) ?? { uzs: 0n, usd: 0n };
}

/**
 * The cost `quantity` goes below zero at: the unit cost of the newest input
 * in this warehouse, else of the product's newest input anywhere; null when
 * the product never came in (its cost is unknown: nothing may leave at 0).
 */
export function knownUnitCost(
  tx: DbOrTx,
  item: ItemKind,
  productId: number,
  warehouseId: number,
  quantity: bigint,
): Promise<Cost | null> {
  const where = sql`l.item_kind = ${item} and l.product_id = ${productId}`;
  return newestInputCost(tx, where, sql`(l.warehouse_id = ${warehouseId}) desc,`, quantity);
}
