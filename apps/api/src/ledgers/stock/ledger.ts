import { mulDivRound } from '@savdo/shared/quantity';
import type { MovementType } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError, conflict } from '../../platform/http/errors.ts';
import { type Cost, type ItemKind, knownUnitCost } from './unit-cost.ts';

/**
 * The stock ledger: every change of stock goes through postIn or postOut,
 * inside the caller's transaction. Each writes one append-only movement,
 * moves FIFO layers, and updates the balance row, so that for every product
 * and warehouse:
 *   balance.quantity = Σ movements.quantity = Σ layers.quantity_left
 *   balance.cost     = Σ movements.cost     = Σ layers.cost_left
 * and the cost of what left plus the cost of what remains equals the cost of
 * what came in (with the cost differences of settled deficits). Quantities
 * are thousandths, costs minor units (bigint).
 */

export type { Cost, ItemKind, MovementType };

export interface MovementBase {
  /** Default `product`. */
  itemKind?: ItemKind;
  productId: number;
  warehouseId: number;
  type: MovementType;
  /** Thousandths, > 0. */
  quantity: bigint;
  /** Business date (Tashkent), YYYY-MM-DD. */
  date: string;
  userId: number;
  /**
   * What `documentId`/`lineId` point to: absent or null for a warehouse
   * document; `output_invoice`, `contract`, `cash_trade` for sales documents.
   */
  docType?: string | null;
  documentId?: number | null;
  lineId?: number | null;
}

interface BalanceRow extends Record<string, unknown> {
  quantity: string;
  cost_uzs: string;
  cost_usd: string;
}

/** Locks (creating if need be) the balance row of a product in a warehouse. */
async function lockBalance(tx: DbOrTx, productId: number, warehouseId: number, item: ItemKind = 'product') {
  await tx.execute(sql`insert into stock_balances (item_kind, product_id, warehouse_id, quantity, cost_uzs, cost_usd)
    values (${item}, ${productId}, ${warehouseId}, 0, 0, 0) on conflict do nothing`);
  const rows = await tx.execute<BalanceRow>(sql`select quantity, cost_uzs, cost_usd from stock_balances
    where item_kind = ${item} and product_id = ${productId} and warehouse_id = ${warehouseId} for update`);
  const row = rows.rows[0];
  return {
    quantity: BigInt(row?.quantity ?? 0),
    cost: { uzs: BigInt(row?.cost_uzs ?? 0), usd: BigInt(row?.cost_usd ?? 0) },
  };
}

/**
 * Locks the balance rows a document touches, in one global order (product,
 * then warehouse), before it posts anything: two documents touching the same
 * rows then wait for each other instead of deadlocking. One statement: each
 * row is inserted, or (on conflict) locked by a no-op update, in that order.
 */
export async function lockBalances(
  tx: DbOrTx,
  pairs: { productId: number; warehouseId: number }[],
  item: ItemKind = 'product',
): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [`${p.productId}:${p.warehouseId}`, p])).values()].sort(
    (a, b) => a.productId - b.productId || a.warehouseId - b.warehouseId,
  );
  if (unique.length === 0) return;
  const rows = JSON.stringify(unique.map((p, i) => ({ i, p: p.productId, w: p.warehouseId })));
  await tx.execute(sql`insert into stock_balances (item_kind, product_id, warehouse_id, quantity, cost_uzs, cost_usd)
    select ${item}, x.p, x.w, 0, 0, 0 from json_to_recordset(${rows}::json) as x(i int, p int, w int) order by x.i
    on conflict (item_kind, product_id, warehouse_id) do update set quantity = stock_balances.quantity`);
}

async function addToBalance(
  tx: DbOrTx,
  item: ItemKind,
  productId: number,
  warehouseId: number,
  quantity: bigint,
  cost: Cost,
) {
  await tx.execute(sql`update stock_balances
    set quantity = quantity + ${quantity}, cost_uzs = cost_uzs + ${cost.uzs}, cost_usd = cost_usd + ${cost.usd},
        updated_at = now()
    where item_kind = ${item} and product_id = ${productId} and warehouse_id = ${warehouseId}`);
}

async function insertMovement(
  tx: DbOrTx,
  m: MovementBase,
  signedQuantity: bigint,
  cost: Cost,
  reversesId: number | null = null,
): Promise<number> {
  const rows = await tx.execute<{ id: string }>(sql`insert into stock_movements
      (item_kind, product_id, warehouse_id, type, quantity, cost_uzs, cost_usd, doc_type, document_id, line_id,
       reverses_id, business_date, created_by)
    values (${m.itemKind ?? 'product'}, ${m.productId}, ${m.warehouseId}, ${m.type}, ${signedQuantity}, ${cost.uzs}, ${cost.usd},
      ${m.docType ?? null}, ${m.documentId ?? null}, ${m.lineId ?? null}, ${reversesId}, ${m.date}, ${m.userId})
    returning id`);
  return Number(rows.rows[0]?.id);
}

interface LayerRow extends Record<string, unknown> {
  id: string;
  quantity_left: string;
  cost_left_uzs: string;
  cost_left_usd: string;
}

const costOf = (row: LayerRow): Cost => ({ uzs: BigInt(row.cost_left_uzs), usd: BigInt(row.cost_left_usd) });
/** `part` of `whole` of a cost, exactly when it is all of it. */
const share = (cost: Cost, part: bigint, whole: bigint): Cost =>
  part === whole
    ? cost
    : { uzs: mulDivRound(cost.uzs, part, whole), usd: mulDivRound(cost.usd, part, whole) };

/**
 * Goods come in at a cost: a movement, a FIFO layer, and the balance. Goods
 * that went out below zero (deficit layers) are settled first, oldest
 * first: the deficit layer is filled at the cost it was booked at, the new
 * layer keeps what is left of the input, and the difference between what
 * the settled goods really cost and what they were booked at is recorded as
 * a COST_DIFFERENCE movement (quantity 0), so the balance still equals the
 * sum of the movements and of the layers.
 */
export async function postIn(tx: DbOrTx, m: MovementBase, cost: Cost): Promise<{ movementId: number }> {
  if (m.quantity <= 0n) throw new RangeError('quantity must be positive');
  const item = m.itemKind ?? 'product';
  await lockBalance(tx, m.productId, m.warehouseId, item);
  const movementId = await insertMovement(tx, m, m.quantity, cost);
  const deficits = await tx.execute<LayerRow>(sql`select id, quantity_left, cost_left_uzs, cost_left_usd
    from stock_layers
    where item_kind = ${item} and product_id = ${m.productId} and warehouse_id = ${m.warehouseId}
      and quantity_left < 0
    order by id for update`);
  let quantity = m.quantity;
  let left: Cost = { ...cost };
  const difference: Cost = { uzs: 0n, usd: 0n };
  for (const deficit of deficits.rows) {
    if (quantity === 0n) break;
    const owed = -BigInt(deficit.quantity_left);
    const take = owed < quantity ? owed : quantity;
    const booked = share(costOf(deficit), take, owed); // negative: the deficit's cost
    const actual = share(left, take, quantity);
    await tx.execute(sql`update stock_layers set quantity_left = quantity_left + ${take},
      cost_left_uzs = cost_left_uzs - ${booked.uzs}, cost_left_usd = cost_left_usd - ${booked.usd}
      where id = ${Number(deficit.id)}`);
    quantity -= take;
    left = { uzs: left.uzs - actual.uzs, usd: left.usd - actual.usd };
    difference.uzs += actual.uzs + booked.uzs;
    difference.usd += actual.usd + booked.usd;
  }
  await tx.execute(sql`insert into stock_layers
      (item_kind, product_id, warehouse_id, movement_id, business_date, quantity_in, quantity_left, cost_left_uzs,
       cost_left_usd)
    values (${item}, ${m.productId}, ${m.warehouseId}, ${movementId}, ${m.date}, ${m.quantity}, ${quantity}, ${left.uzs},
      ${left.usd})`);
  await addToBalance(tx, item, m.productId, m.warehouseId, m.quantity, cost);
  if (difference.uzs !== 0n || difference.usd !== 0n) {
    const out = { uzs: -difference.uzs, usd: -difference.usd };
    await insertMovement(tx, { ...m, type: 'COST_DIFFERENCE' }, 0n, out);
    await addToBalance(tx, item, m.productId, m.warehouseId, 0n, out);
  }
  return { movementId };
}

/** An input of `postInMany`: a movement with the cost it comes in at. */
export type Incoming = MovementBase & { cost: Cost };

/**
 * Many inputs of one item kind at once (a supplier invoice's lines), with
 * what `postIn` does for each, in a handful of statements whatever their
 * number: the balance rows locked in the global order, then for every input
 * whose product and warehouse have no deficit waiting, its movement, its
 * FIFO layer and the balances in one statement. Inputs that settle deficits
 * go through `postIn` one by one (their settlement is per deficit layer).
 * Answers the movement ids in the order of `moves`.
 */
export async function postInMany(tx: DbOrTx, moves: Incoming[]): Promise<number[]> {
  const item = moves[0]?.itemKind ?? 'product';
  if (moves.some((m) => (m.itemKind ?? 'product') !== item)) throw new RangeError('one item kind per call');
  if (moves.some((m) => m.quantity <= 0n)) throw new RangeError('quantity must be positive');
  if (moves.length === 0) return [];
  await lockBalances(tx, moves, item);
  const pairs = JSON.stringify(moves.map((m) => ({ p: m.productId, w: m.warehouseId })));
  const owing = await tx.execute<{ product_id: number; warehouse_id: number }>(sql`select distinct
      l.product_id, l.warehouse_id from stock_layers l
    join json_to_recordset(${pairs}::json) as x(p int, w int) on l.product_id = x.p and l.warehouse_id = x.w
    where l.item_kind = ${item} and l.quantity_left < 0`);
  const settling = new Set(owing.rows.map((r) => `${r.product_id}:${r.warehouse_id}`));
  const ids: number[] = new Array(moves.length).fill(0);
  const plain = moves
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => !settling.has(`${m.productId}:${m.warehouseId}`));
  for (const [i, m] of moves.entries()) {
    if (settling.has(`${m.productId}:${m.warehouseId}`)) ids[i] = (await postIn(tx, m, m.cost)).movementId;
  }
  if (plain.length === 0) return ids;
  const rows = JSON.stringify(
    plain.map(({ m, i }) => ({
      i,
      p: m.productId,
      w: m.warehouseId,
      t: m.type,
      q: String(m.quantity),
      u: String(m.cost.uzs),
      d: String(m.cost.usd),
      dt: m.docType ?? null,
      doc: m.documentId ?? null,
      line: m.lineId ?? null,
      day: m.date,
      usr: m.userId,
    })),
  );
  // nextval in input order: the movements' (and so the layers') ids follow the lines, FIFO within a pair.
  const posted = await tx.execute<{ i: number; movement_id: string }>(sql`with input as materialized (
      select x.*, nextval(pg_get_serial_sequence('stock_movements', 'id')) as movement_id
      from (select * from json_to_recordset(${rows}::json) as r(i int, p int, w int, t text, q bigint, u bigint,
        d bigint, dt text, doc bigint, line bigint, day date, usr int) order by i) x
    ),
    movements as (
      insert into stock_movements (id, item_kind, product_id, warehouse_id, type, quantity, cost_uzs, cost_usd,
        doc_type, document_id, line_id, business_date, created_by)
      select movement_id, ${item}, p, w, t, q, u, d, dt, doc, line, day, usr from input order by i
    ),
    layers as (
      insert into stock_layers (item_kind, product_id, warehouse_id, movement_id, business_date, quantity_in,
        quantity_left, cost_left_uzs, cost_left_usd)
      select ${item}, p, w, movement_id, day, q, q, u, d from input order by i
    ),
    balances as (
      update stock_balances b set quantity = b.quantity + s.q, cost_uzs = b.cost_uzs + s.u,
        cost_usd = b.cost_usd + s.d, updated_at = now()
      from (select p, w, sum(q) as q, sum(u) as u, sum(d) as d from input group by p, w) s
      where b.item_kind = ${item} and b.product_id = s.p and b.warehouse_id = s.w
    )
    select i, movement_id from input`);
  for (const r of posted.rows) ids[r.i] = Number(r.movement_id);
  return ids;
}

export interface OutOptions {
  /** The actor may take stock below zero (`warehouse_residue.exceed`). */
  allowNegative?: boolean;
}

/**
 * Goods go out at their FIFO cost: the oldest layers are taken first, each
 * consumption recorded; a quantity beyond the balance is refused (409) unless
 * going below zero is allowed: then what the layers lack becomes a deficit
 * layer (negative quantity and cost) costed at the last known unit cost,
 * which the next input settles; with no known cost at all it is refused (409).
 */
export async function postOut(
  tx: DbOrTx,
  m: MovementBase,
  options: OutOptions = {},
): Promise<{ movementId: number; cost: Cost }> {
  if (m.quantity <= 0n) throw new RangeError('quantity must be positive');
  const item = m.itemKind ?? 'product';
  const balance = await lockBalance(tx, m.productId, m.warehouseId, item);
  if (balance.quantity < m.quantity && !options.allowNegative) {
    throw new AppError(409, 'errors.insufficientStock', {
      product: m.productId,
      available: Number(balance.quantity) / 1000,
    });
  }
  let need = m.quantity;
  const cost: Cost = { uzs: 0n, usd: 0n };
  const taken: { layerId: number; quantity: bigint; cost: Cost }[] = [];
  let after = 0;
  while (need > 0n) {
    const layers = await tx.execute<LayerRow>(sql`select id, quantity_left, cost_left_uzs, cost_left_usd
      from stock_layers
      where item_kind = ${item} and product_id = ${m.productId} and warehouse_id = ${m.warehouseId}
        and quantity_left > 0 and id > ${after}
      order by id limit 50 for update`);
    if (layers.rows.length === 0) {
      if (options.allowNegative) break;
      throw new Error(`stock layers of ${m.productId}@${m.warehouseId} fall short of its balance`);
    }
    for (const layer of layers.rows) {
      after = Number(layer.id);
      const left = BigInt(layer.quantity_left);
      const take = left < need ? left : need;
      // The whole remainder takes the whole remaining cost: nothing is lost to rounding.
      const part: Cost =
        take === left
          ? { uzs: BigInt(layer.cost_left_uzs), usd: BigInt(layer.cost_left_usd) }
          : {
              uzs: mulDivRound(BigInt(layer.cost_left_uzs), take, left),
              usd: mulDivRound(BigInt(layer.cost_left_usd), take, left),
            };
      await tx.execute(sql`update stock_layers set quantity_left = quantity_left - ${take},
        cost_left_uzs = cost_left_uzs - ${part.uzs}, cost_left_usd = cost_left_usd - ${part.usd} where id = ${after}`);
      taken.push({ layerId: after, quantity: take, cost: part });
      cost.uzs += part.uzs;
      cost.usd += part.usd;
      need -= take;
      if (need === 0n) break;
    }
  }
  // Below zero: the shortfall is booked at the last known unit cost, on a deficit layer of this movement;
  // a product that never came in anywhere has no cost to book it at (no sale at cost 0).
  const deficit = need > 0n ? await knownUnitCost(tx, item, m.productId, m.warehouseId, need) : null;
  if (need > 0n && !deficit) throw new AppError(409, 'errors.noKnownCost', { product: m.productId });
  if (deficit) {
    cost.uzs += deficit.uzs;
    cost.usd += deficit.usd;
  }
  const movementId = await insertMovement(tx, m, -m.quantity, { uzs: -cost.uzs, usd: -cost.usd });
  if (deficit) {
    const layer = await tx.execute<{ id: string }>(sql`insert into stock_layers
        (item_kind, product_id, warehouse_id, movement_id, business_date, quantity_in, quantity_left, cost_left_uzs,
         cost_left_usd)
      values (${item}, ${m.productId}, ${m.warehouseId}, ${movementId}, ${m.date}, ${-need}, ${-need},
        ${-deficit.uzs}, ${-deficit.usd})
      returning id`);
    taken.push({ layerId: Number(layer.rows[0]?.id), quantity: need, cost: deficit });
  }
  await tx.execute(sql`insert into stock_consumptions (movement_id, layer_id, quantity, cost_uzs, cost_usd)
    values ${sql.join(
      taken.map((t) => sql`(${movementId}, ${t.layerId}, ${t.quantity}, ${t.cost.uzs}, ${t.cost.usd})`),
      sql`, `,
    )}`);
  await addToBalance(tx, item, m.productId, m.warehouseId, -m.quantity, { uzs: -cost.uzs, usd: -cost.usd });
  return { movementId, cost };
}

interface MovementRow extends Record<string, unknown> {
  id: string;
  item_kind: ItemKind;
  product_id: number;
  warehouse_id: number;
  type: MovementType;
  quantity: string;
  cost_uzs: string;
  cost_usd: string;
  doc_type: string | null;
  document_id: string | null;
  line_id: string | null;
}

/**
 * Reverses a movement (a cancelled document) with a movement of the
 * opposite sign; nothing is deleted. An input can be reversed only while its
 * layer is untouched (else 409: its goods already left); an output puts the
 * goods back into the very layers it took them from, at the same cost.
 */
export async function reverseMovement(
  tx: DbOrTx,
  movementId: number,
  userId: number,
  date: string,
): Promise<number> {
  // The row lock serialises two cancellations of the same movement.
  const rows =
    await tx.execute<MovementRow>(sql`select id, item_kind, product_id, warehouse_id, type, quantity, cost_uzs,
      cost_usd, doc_type, document_id, line_id from stock_movements where id = ${movementId} for update`);
  const original = rows.rows[0];
  if (!original) throw new Error(`no movement ${movementId}`);
  const done = await tx.execute(sql`select 1 from stock_movements where reverses_id = ${movementId}`);
  if (done.rows.length) throw conflict('errors.alreadyReversed');
  // A cost difference belongs to the input that settled a deficit, which cannot be reversed either.
  if (original.type === 'COST_DIFFERENCE') throw conflict('errors.stockAlreadyUsed');
  const quantity = BigInt(original.quantity);
  const cost: Cost = { uzs: BigInt(original.cost_uzs), usd: BigInt(original.cost_usd) };
  const base: MovementBase = {
    itemKind: original.item_kind,
    productId: original.product_id,
    warehouseId: original.warehouse_id,
    type: original.type,
    quantity: quantity < 0n ? -quantity : quantity,
    date,
    userId,
    docType: original.doc_type,
    documentId: original.document_id === null ? null : Number(original.document_id),
    lineId: original.line_id === null ? null : Number(original.line_id),
  };
  await lockBalance(tx, base.productId, base.warehouseId, original.item_kind);
  if (quantity > 0n) {
    const layer = await tx.execute<{
      quantity_in: string;
      quantity_left: string;
    }>(sql`select quantity_in, quantity_left
      from stock_layers where movement_id = ${movementId} for update`);
    const l = layer.rows[0];
    if (!l || l.quantity_in !== l.quantity_left) throw conflict('errors.stockAlreadyUsed');
    await tx.execute(sql`update stock_layers set quantity_left = 0, cost_left_uzs = 0, cost_left_usd = 0
      where movement_id = ${movementId}`);
  } else {
    const consumed = await tx.execute<{
      layer_id: string;
      quantity: string;
      cost_uzs: string;
      cost_usd: string;
    }>(
      sql`select layer_id, quantity, cost_uzs, cost_usd from stock_consumptions where movement_id = ${movementId}`,
    );
    // An output that went below zero is reversed only while its deficit is unsettled.
    const settled = await tx.execute(sql`select 1 from stock_layers
      where movement_id = ${movementId} and quantity_left <> quantity_in for update`);
    if (settled.rows.length) throw conflict('errors.stockAlreadyUsed');
    for (const c of consumed.rows) {
      await tx.execute(sql`update stock_layers set quantity_left = quantity_left + ${BigInt(c.quantity)},
        cost_left_uzs = cost_left_uzs + ${BigInt(c.cost_uzs)}, cost_left_usd = cost_left_usd + ${BigInt(c.cost_usd)}
        where id = ${Number(c.layer_id)}`);
    }
  }
  const reversal = await insertMovement(tx, base, -quantity, { uzs: -cost.uzs, usd: -cost.usd }, movementId);
  await addToBalance(tx, original.item_kind, base.productId, base.warehouseId, -quantity, {
    uzs: -cost.uzs,
    usd: -cost.usd,
  });
  return reversal;
}

/** The balance of a product in a warehouse, read in O(1). */
export async function balanceOf(
  tx: DbOrTx,
  productId: number,
  warehouseId: number,
  item: ItemKind = 'product',
) {
  const rows = await tx.execute<BalanceRow>(sql`select quantity, cost_uzs, cost_usd from stock_balances
    where item_kind = ${item} and product_id = ${productId} and warehouse_id = ${warehouseId}`);
  const row = rows.rows[0];
  return {
    quantity: BigInt(row?.quantity ?? 0),
    cost: { uzs: BigInt(row?.cost_uzs ?? 0), usd: BigInt(row?.cost_usd ?? 0) },
  };
}
