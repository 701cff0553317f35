import { fromMinor } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';
import type { StockDocumentInput, StockDocumentKind } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import { rateAt } from '../../../ledgers/money/rates.ts';
import {
  balanceOf,
  lockBalances,
  type MovementBase,
  postIn,
  postInMany,
  postOut,
  reverseMovement,
} from '../../../ledgers/stock/ledger.ts';
import {
  serialsArrive,
  serialsIn,
  serialsInMany,
  serialsInStock,
  serialsOut,
  serialsReverse,
} from '../../../ledgers/stock/serials.ts';
import { lastUnitCost } from '../../../ledgers/stock/unit-cost.ts';
import { postSupplierEntry } from '../../../ledgers/supplier/ledger.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { assertPeriodOpen, lineCost, validate, writeLines } from './document-input.ts';
import type { DocumentRow, LineRow } from './document-rows.ts';
import { KINDS, type KindConfig } from './kinds.ts';
import { getDocument, linesOf } from './queries.ts';

/** The right to accept an invoice past the supplier's debt limit. */
export const EXCEED_SUPPLIER_LIMIT = 'supplier_limits.exceed';

/**
 * The right to send goods out below zero (a deficit the next input settles).
 * Granted explicitly: unlike the other rights, developers do not hold it by
 * default, since it changes what a posting does rather than who may post.
 */
export const NEGATIVE_STOCK = 'warehouse_residue.exceed';

/**
 * An invoice may not take a supplier's debt past its limit in the
 * invoice's currency (a limit of 0 or none means no limit) without the right.
 */
async function assertWithinLimit(tx: DbOrTx, doc: DocumentRow, added: bigint, actor: Actor): Promise<void> {
  if (
    !doc.supplier_id ||
    added <= 0n ||
    actor.rules.has(EXCEED_SUPPLIER_LIMIT) ||
    actor.rules.has('is_dev.show')
  ) {
    return;
  }
  const column = doc.currency === 'USD' ? sql`limit_usd` : sql`limit_uzs`;
  const rows = await tx.execute<{
    limit: string | null;
    debt: string | null;
  }>(sql`select s.${column} as limit,
      (select debt from supplier_balances where supplier_id = s.id and currency = ${doc.currency}) as debt
    from suppliers s where s.id = ${doc.supplier_id}`);
  const limit = BigInt(rows.rows[0]?.limit ?? 0);
  const debt = BigInt(rows.rows[0]?.debt ?? 0);
  if (limit > 0n && debt + added > limit) {
    throw conflict('errors.supplierLimit', { limit: fromMinor(limit), debt: fromMinor(debt + added) });
  }
}

/** Creates a document in its kind's first status; its number comes from the branch's counter. */
export async function createDocument(
  db: Db,
  kind: StockDocumentKind,
  input: StockDocumentInput,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    await validate(tx, kind, input);
    await assertPeriodOpen(tx, input.doc_date);
    const rate = await rateAt(tx, input.doc_date);
    if (input.currency === 'USD' && !rate)
      throw new AppError(400, 'errors.noExchangeRate', { date: input.doc_date });
    const wh = await tx.execute<{ branch_id: number }>(
      sql`select branch_id from warehouses where id = ${input.warehouse_id}`,
    );
    const branchId = wh.rows[0]?.branch_id ?? actor.branchId ?? 0;
    const number = await nextNumber(tx, branchId, kind);
    const created = await tx.execute<{ id: string }>(sql`insert into stock_documents
        (kind, number, status, branch_id, warehouse_id, to_warehouse_id, supplier_id, currency, rate, doc_date, note,
         created_by)
      values (${kind}, ${String(number)}, ${KINDS[kind].initial}, ${branchId}, ${input.warehouse_id},
        ${input.to_warehouse_id ?? null}, ${input.supplier_id ?? null}, ${input.currency}, ${rate ?? '0'},
        ${input.doc_date}, ${input.note ?? null}, ${actor.userId})
      returning id`);
    const id = Number(created.rows[0]?.id);
    const total = await writeLines(tx, id, input);
    await tx.execute(sql`update stock_documents set total = ${total} where id = ${id}`);
    if (kind === 'COUNTING_ACT') await refreshExpected(tx, id, input.warehouse_id);
    await audit(tx, 'stock_document', id, 'create', actor.userId, null, {
      kind,
      number,
      status: KINDS[kind].initial,
    });
    return getDocument(tx, kind, id);
  });
}

/** Locks a document and checks its kind and version (409 when someone changed it meanwhile). */
async function lockDocument(
  tx: DbOrTx,
  kind: StockDocumentKind,
  id: number,
  version?: number,
): Promise<DocumentRow> {
  const rows =
    await tx.execute<DocumentRow>(sql`select id, kind, status, branch_id, warehouse_id, to_warehouse_id,
      supplier_id, currency, rate, doc_date::text as doc_date, version
    from stock_documents where id = ${id} and kind = ${kind} for update`);
  const doc = rows.rows[0];
  if (!doc) throw notFound();
  if (version !== undefined && version !== doc.version) throw conflict('errors.staleDocument');
  return doc;
}

export async function updateDocument(
  db: Db,
  kind: StockDocumentKind,
  id: number,
  input: StockDocumentInput,
  version: number | undefined,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const doc = await lockDocument(tx, kind, id, version);
    if (!KINDS[kind].editable.includes(doc.status))
      throw conflict('errors.notEditable', { status: doc.status });
    await validate(tx, kind, input);
    await assertPeriodOpen(tx, input.doc_date);
    const rate = await rateAt(tx, input.doc_date);
    if (input.currency === 'USD' && !rate)
      throw new AppError(400, 'errors.noExchangeRate', { date: input.doc_date });
    const total = await writeLines(tx, id, input);
    await tx.execute(sql`update stock_documents set warehouse_id = ${input.warehouse_id},
        to_warehouse_id = ${input.to_warehouse_id ?? null}, supplier_id = ${input.supplier_id ?? null},
        currency = ${input.currency}, rate = ${rate ?? '0'}, doc_date = ${input.doc_date}, note = ${input.note ?? null},
        total = ${total}, version = version + 1, updated_at = now()
      where id = ${id}`);
    if (kind === 'COUNTING_ACT') await refreshExpected(tx, id, input.warehouse_id);
    await audit(tx, 'stock_document', id, 'update', actor.userId, null, null);
    return getDocument(tx, kind, id);
  });
}

/** Counting acts: what the books say for each counted product, now. */
async function refreshExpected(tx: DbOrTx, documentId: number, warehouseId: number): Promise<void> {
  await tx.execute(sql`update stock_document_lines l set expected = coalesce(
      (select b.quantity from stock_balances b where b.product_id = l.product_id and b.warehouse_id = ${warehouseId}), 0)
    where l.document_id = ${documentId}`);
}

/** Carries out a step of a document's life in one transaction: status, stock, supplier debt, audit. */
export async function transition(
  db: Db,
  kind: StockDocumentKind,
  id: number,
  action: string,
  version: number | undefined,
  actor: Actor,
) {
  const config = KINDS[kind];
  const step = config.transitions[action];
  if (!step) throw notFound();
  return db.transaction(async (tx) => {
    const doc = await lockDocument(tx, kind, id, version);
    if (!step.from.includes(doc.status)) {
      throw conflict('errors.wrongStatus', { status: doc.status, action });
    }
    // A step that moves nothing (send, reject, cancel) touches no stock and no balance row.
    if (step.effect === 'none') return finishStep(tx, kind, doc, step.to, action, actor);
    const today = doc.doc_date;
    await assertPeriodOpen(tx, today);
    const lines = await linesOf(tx, id);
    const item = config.item ?? 'product';
    const base = { date: today, userId: actor.userId, documentId: id, itemKind: item };
    const target = step.effect === 'receive' ? (doc.to_warehouse_id ?? 0) : doc.warehouse_id;
    await lockBalances(
      tx,
      lines.flatMap((l) => [
        { productId: l.product_id, warehouseId: doc.warehouse_id },
        ...(doc.to_warehouse_id ? [{ productId: l.product_id, warehouseId: doc.to_warehouse_id }] : []),
      ]),
      item,
    );

    if (step.effect === 'post') await postLines(tx, config, doc, lines, base, actor);

    if (step.effect === 'reverse') {
      const movements = await tx.execute<{ id: string }>(sql`select id from stock_movements
        where document_id = ${id} and doc_type is null and reverses_id is null
          and not exists (select 1 from stock_movements r where r.reverses_id = stock_movements.id)
        order by id desc`);
      for (const m of movements.rows) {
        const reversalId = await reverseMovement(tx, Number(m.id), actor.userId, today);
        await serialsReverse(tx, {
          originalId: Number(m.id),
          reversalId,
          wasInput: config.movement?.direction === 'in',
          warehouseId: doc.warehouse_id,
        });
      }
      if (doc.supplier_id) {
        const posted = await tx.execute<{ amount: string }>(sql`select coalesce(sum(amount), 0) as amount
          from supplier_ledger where document_id = ${id}`);
        await addSupplierDebt(tx, doc, -BigInt(posted.rows[0]?.amount ?? 0));
      }
    }

    if (step.effect === 'receive' || step.effect === 'return') {
      // Goods in transit arrive (or come back) at exactly the cost they left with.
      const sent = await tx.execute<{
        line_id: string;
        product_id: number;
        quantity: string;
        cost_uzs: string;
        cost_usd: string;
      }>(
        sql`select line_id, product_id, quantity, cost_uzs, cost_usd from stock_movements
          where document_id = ${id} and doc_type is null and type = 'MOVE_OUTPUT' and reverses_id is null
          order by id`,
      );
      const serialsByLine = new Map(lines.map((l) => [Number(l.id), l.serials ?? []]));
      for (const out of sent.rows) {
        const { movementId } = await postIn(
          tx,
          {
            ...base,
            productId: out.product_id,
            warehouseId: target,
            type: 'MOVE_INPUT',
            quantity: -BigInt(out.quantity),
            lineId: Number(out.line_id),
          },
          { uzs: -BigInt(out.cost_uzs), usd: -BigInt(out.cost_usd) },
        );
        const serials = serialsByLine.get(Number(out.line_id)) ?? [];
        if (serials.length) {
          await serialsArrive(tx, { productId: out.product_id, warehouseId: target, serials, movementId });
        }
      }
    }

    if (step.effect === 'count') {
      for (const line of lines) {
        const onBooks = (await balanceOf(tx, line.product_id, doc.warehouse_id)).quantity;
        const m = { ...base, productId: line.product_id, warehouseId: doc.warehouse_id, lineId: line.id };
        if (line.serials) {
          // Serial-tracked: the units found are the count; what the books hold and was not found is short.
          const held = await serialsInStock(tx, line.product_id, doc.warehouse_id);
          const found = new Set(line.serials);
          const short = held.filter((s) => !found.has(s));
          const extra = line.serials.filter((s) => !held.includes(s));
          if (short.length) {
            const { movementId } = await postOut(tx, {
              ...m,
              type: 'COUNTING_ACT_OUTPUT',
              quantity: BigInt(short.length) * 1000n,
            });
            await serialsOut(tx, { ...m, serials: short, movementId, transit: false });
          }
          if (extra.length) {
            const quantity = BigInt(extra.length) * 1000n;
            const cost = await lastUnitCost(tx, 'product', line.product_id, doc.warehouse_id, quantity);
            const { movementId } = await postIn(tx, { ...m, type: 'COUNTING_ACT_INPUT', quantity }, cost);
            await serialsIn(tx, { ...m, serials: extra, movementId });
          }
        } else {
          const difference = BigInt(line.quantity) - onBooks;
          if (difference > 0n) {
            const cost = await lastUnitCost(tx, 'product', line.product_id, doc.warehouse_id, difference);
            await postIn(tx, { ...m, type: 'COUNTING_ACT_INPUT', quantity: difference }, cost);
          } else if (difference < 0n) {
            await postOut(tx, { ...m, type: 'COUNTING_ACT_OUTPUT', quantity: -difference });
          }
        }
        await tx.execute(sql`update stock_document_lines set expected = ${onBooks} where id = ${line.id}`);
      }
    }

    return finishStep(tx, kind, doc, step.to, action, actor);
  });
}

/** The end of every step: the new status and version, and the audit row; answers the document. */
async function finishStep(
  tx: DbOrTx,
  kind: StockDocumentKind,
  doc: DocumentRow,
  to: string,
  action: string,
  actor: Actor,
) {
  await tx.execute(sql`update stock_documents set status = ${to}, version = version + 1, updated_at = now()
    where id = ${doc.id}`);
  await audit(
    tx,
    'stock_document',
    doc.id,
    'update',
    actor.userId,
    { status: doc.status },
    { status: to, action },
  );
  return getDocument(tx, kind, doc.id);
}

/**
 * The posting step: the lines' movements (inputs all at once through
 * `postInMany`, outputs one by one at their FIFO cost), their serial units,
 * and the supplier's debt (within its limit unless the actor may exceed it).
 */
async function postLines(
  tx: DbOrTx,
  config: KindConfig,
  doc: DocumentRow,
  lines: LineRow[],
  base: Omit<MovementBase, 'productId' | 'warehouseId' | 'type' | 'quantity'>,
  actor: Actor,
): Promise<void> {
  if (!config.movement) return;
  const { type, direction } = config.movement;
  const moves = lines.map((line) => ({
    ...base,
    productId: line.product_id,
    warehouseId: doc.warehouse_id,
    type,
    quantity: BigInt(line.quantity),
    lineId: line.id,
  }));
  if (direction === 'in') {
    const ids = await postInMany(
      tx,
      moves.map((m, i) => ({ ...m, cost: lineCost(doc, BigInt(lines[i]?.price ?? 0), m.quantity) })),
    );
    await serialsInMany(
      tx,
      lines.flatMap((line, i) =>
        line.serials?.length
          ? [
              {
                ...(moves[i] as MovementBase),
                serials: line.serials,
                markings: line.markings,
                movementId: ids[i] ?? 0,
              },
            ]
          : [],
      ),
    );
  } else {
    for (const [i, m] of moves.entries()) {
      const serials = lines[i]?.serials ?? [];
      // Serial-tracked units must exist: only lines without serials may go below zero.
      const allowNegative = serials.length === 0 && actor.rules.has(NEGATIVE_STOCK);
      const { movementId } = await postOut(tx, m, { allowNegative });
      if (serials.length) await serialsOut(tx, { ...m, serials, movementId, transit: config.move === true });
    }
  }
  let debt = 0n;
  for (const line of lines) {
    if (line.price !== null) debt += mulDivRound(BigInt(line.price), BigInt(line.quantity), 1000n);
  }
  if (config.supplierDebt === 'in') await assertWithinLimit(tx, doc, debt, actor);
  if (doc.supplier_id && config.supplierDebt) {
    await addSupplierDebt(tx, doc, config.supplierDebt === 'in' ? debt : -debt);
  }
}

async function addSupplierDebt(tx: DbOrTx, doc: DocumentRow, amount: bigint): Promise<void> {
  if (!doc.supplier_id) return;
  await postSupplierEntry(tx, {
    supplierId: doc.supplier_id,
    currency: doc.currency,
    amount,
    kind: 'DOCUMENT',
    documentId: doc.id,
    date: doc.doc_date,
  });
}

/** A document with its lines, names of what it refers to, quantities and money as decimal strings. */
