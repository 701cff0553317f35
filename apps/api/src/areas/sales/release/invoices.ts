import { fromMilli, toMilli } from '@savdo/shared/quantity';
import {
  type BelowZeroRefusal,
  CANCELLABLE_HANDOVER,
  type HandoverKind,
  type HandoverStatus,
  INSTALLATION,
  type OutputInvoiceInput,
  type OutputInvoiceStatus,
  type SaleKind,
  type ShortLine,
} from '@savdo/shared/schemas/release';
import { sql } from 'drizzle-orm';
import { balanceOf, lockBalances, postOut, reverseMovement } from '../../../ledgers/stock/ledger.ts';
import { serialsOut, serialsReverse } from '../../../ledgers/stock/serials.ts';
import { knownUnitCost } from '../../../ledgers/stock/unit-cost.ts';
import { isWhole, wholeOnlyProducts } from '../../../ledgers/stock/whole-quantities.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { AppError, conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { assertPeriodOpen } from '../../stock/warehouse/document-input.ts';
import { NEGATIVE_STOCK } from '../../stock/warehouse/documents.ts';
import { getInvoice } from './queries.ts';
import { addReleased, addSaleCost, clientAddress, type LockedItem, lockItems, lockSale } from './sales.ts';

/**
 * Output invoices: made for a sale from one warehouse (CREATED), approved
 * (the goods leave at FIFO cost, the serials go OUT, the sale's items and
 * cost grow), or cancelled (a draft dropped; an approved one reversed while
 * its goods are still at the warehouse). Each in one transaction, locking
 * invoice, sale, items and stock balances in that order.
 */

export type ReleaseActor = Actor;

/** The counter kind of the invoices' numbers, per branch. */
export const OUTPUT_INVOICE_COUNTER = 'OUTPUT_INVOICE';
/** `stock_movements.doc_type` of the movements an invoice posts. */
export const OUTPUT_INVOICE_DOC = 'output_invoice';

export async function addEvent(
  tx: DbOrTx,
  invoiceId: number,
  event: string,
  from: string | null,
  to: string | null,
  userId: number,
  data: Record<string, unknown> | null = null,
): Promise<void> {
  await tx.execute(sql`insert into output_invoice_events (invoice_id, event, from_status, to_status, data, created_by)
    values (${invoiceId}, ${event}, ${from}, ${to}, ${data === null ? null : JSON.stringify(data)}::jsonb, ${userId})`);
}

/** A driver reference must exist (400 naming the field otherwise). */
export async function assertDriver(
  tx: DbOrTx,
  driverId: number | undefined,
  field = 'driver_id',
): Promise<void> {
  if (driverId === undefined) return;
  const found = await tx.execute(sql`select 1 from drivers where id = ${driverId}`);
  if (found.rows.length === 0) throw new FieldErrors([{ field, key: 'validation.invalid' }]);
}

const left = (item: LockedItem) => item.quantity - item.released;

const moreThanLeft = (item: LockedItem) =>
  conflict('release.errors.moreThanLeft', {
    product: item.product_name,
    left: Number(left(item)) / 1000,
  });

/** Checks the lines against the sale's items and the warehouse's units; answers each line's item, quantity and serial ids. */
async function checkLines(tx: DbOrTx, input: OutputInvoiceInput, items: Map<number, LockedItem>) {
  const errors: { field: string; key: string }[] = [];
  const whole = await wholeOnlyProducts(
    tx,
    [...items.values()].map((item) => Number(item.product_id)),
  );
  const checked = input.lines.map((line, i) => {
    const item = items.get(line.item_id);
    const quantity = toMilli(line.quantity);
    const serials = line.serials ?? [];
    if (!item) errors.push({ field: `lines.${i}.item_id`, key: 'validation.invalid' });
    else if (item.is_serial) {
      if (quantity % 1000n !== 0n || BigInt(serials.length) * 1000n !== quantity)
        errors.push({ field: `lines.${i}.serials`, key: 'validation.serialsPerUnit' });
    } else if (serials.length > 0) errors.push({ field: `lines.${i}.serials`, key: 'validation.notSerial' });
    else if (whole.has(Number(item.product_id)) && !isWhole(quantity))
      errors.push({ field: `lines.${i}.quantity`, key: 'validation.wholeQuantity' });
    return { item, quantity, serials };
  });
  if (errors.length) throw new FieldErrors(errors);
  const lines = [];
  for (const { item, quantity, serials } of checked) {
    if (!item) continue;
    if (quantity > left(item)) throw moreThanLeft(item);
    const serialIds: { id: number; serial: string }[] = [];
    for (const serial of serials) {
      // A scanned unit must be in stock at this warehouse (409 naming it otherwise).
      const found = await tx.execute<{ id: string }>(sql`select id from stock_serials
        where product_id = ${item.product_id} and serial = ${serial} and status = 'IN_STOCK'
          and warehouse_id = ${input.warehouse_id}`);
      const unit = found.rows[0];
      if (!unit) throw conflict('errors.serialNotHere', { serial });
      serialIds.push({ id: Number(unit.id), serial });
    }
    lines.push({ item, quantity, serialIds });
  }
  return lines;
}

/** Makes an invoice (CREATED) for a releasable sale: its lines within what is left, its serials in stock there. */
export async function createInvoice(db: Db, input: OutputInvoiceInput, actor: ReleaseActor) {
  const id = await db.transaction(async (tx) => {
    const warehouse = await tx.execute<{ branch_id: number }>(
      sql`select branch_id from warehouses where id = ${input.warehouse_id}`,
    );
    const branchId = warehouse.rows[0]?.branch_id;
    if (branchId === undefined) throw new FieldErrors([{ field: 'warehouse_id', key: 'validation.invalid' }]);
    await assertDriver(tx, input.driver_id);
    const sale = await lockSale(tx, input.sale_kind, input.sale_id);
    const lines = await checkLines(tx, input, await lockItems(tx, input.sale_kind, sale.id));
    const date = input.doc_date ?? (await businessToday(tx));
    const number = await nextNumber(tx, branchId, OUTPUT_INVOICE_COUNTER);
    const delivery = input.handover === 'DELIVERY';
    const address = input.address ?? (delivery ? await clientAddress(tx, sale.client_id) : null);
    const created = await tx.execute<{ id: string }>(sql`insert into output_invoices (number, branch_id,
        warehouse_id, sale_kind, contract_id, cash_trade_id, client_id, doc_date, handover, driver_id, address,
        delivery_date, note, created_by)
      values (${number}, ${branchId}, ${input.warehouse_id}, ${sale.kind},
        ${sale.kind === 'CONTRACT' ? sale.id : null}, ${sale.kind === 'CASH_TRADE' ? sale.id : null}, ${sale.client_id},
        ${date}, ${input.handover}, ${input.driver_id ?? null}, ${address},
        ${delivery ? (input.delivery_date ?? date) : null}, ${input.note ?? null}, ${actor.userId})
      returning id`);
    const invoiceId = Number(created.rows[0]?.id);
    for (const line of lines) {
      const inserted = await tx.execute<{
        id: string;
      }>(sql`insert into output_invoice_lines (invoice_id, item_id,
          product_id, quantity) values (${invoiceId}, ${line.item.id}, ${line.item.product_id}, ${line.quantity})
        returning id`);
      const lineId = Number(inserted.rows[0]?.id);
      if (line.serialIds.length) {
        await tx.execute(
          sql`insert into output_invoice_serials (line_id, serial_id, serial) values ${sql.join(
            line.serialIds.map((s) => sql`(${lineId}, ${s.id}, ${s.serial})`),
            sql`, `,
          )}`,
        );
      }
    }
    await addEvent(tx, invoiceId, 'create', null, 'CREATED', actor.userId);
    return invoiceId;
  });
  return getInvoice(db, id);
}

export interface LockedInvoice {
  id: number;
  status: OutputInvoiceStatus;
  sale_kind: SaleKind;
  sale_id: number;
  warehouse_id: number;
  doc_date: string;
  handover: HandoverKind;
  handover_status: HandoverStatus | null;
  driver_id: number | null;
  cost_uzs: bigint;
  version: number;
}

/** Locks an invoice; 404 when missing, 409 when `version` is not the stored one. */
export async function lockInvoice(tx: DbOrTx, id: number, version?: number): Promise<LockedInvoice> {
  const rows = await tx.execute<{
    id: string;
    status: OutputInvoiceStatus;
    sale_kind: SaleKind;
    sale_id: string;
    warehouse_id: number;
    doc_date: string;
    handover: HandoverKind;
    handover_status: HandoverStatus | null;
    driver_id: number | null;
    cost_uzs: string;
    version: number;
  }>(sql`select id, status, sale_kind, coalesce(contract_id, cash_trade_id) as sale_id, warehouse_id,
      doc_date::text as doc_date, handover, handover_status, driver_id, cost_uzs, version
    from output_invoices where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  if (version !== undefined && version !== row.version) throw conflict('errors.staleDocument');
  return { ...row, id: Number(row.id), sale_id: Number(row.sale_id), cost_uzs: BigInt(row.cost_uzs) };
}

interface LineRow {
  id: number;
  item_id: number;
  product_id: number;
  quantity: bigint;
  cost_uzs: bigint;
  movement_id: number | null;
  serials: string[];
}

async function linesOf(tx: DbOrTx, invoiceId: number): Promise<LineRow[]> {
  const rows = await tx.execute<{
    id: string;
    item_id: string;
    product_id: number;
    quantity: string;
    cost_uzs: string;
    movement_id: string | null;
    serials: string[] | null;
  }>(sql`select l.id, l.item_id, l.product_id, l.quantity, l.cost_uzs, l.movement_id,
      (select array_agg(s.serial order by s.serial) from output_invoice_serials s where s.line_id = l.id) as serials
    from output_invoice_lines l where l.invoice_id = ${invoiceId} order by l.id`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    item_id: Number(r.item_id),
    product_id: r.product_id,
    quantity: BigInt(r.quantity),
    cost_uzs: BigInt(r.cost_uzs),
    movement_id: r.movement_id === null ? null : Number(r.movement_id),
    serials: r.serials ?? [],
  }));
}

const wrongStatus = (status: string) => conflict('release.errors.status', { status });

/** The lines the warehouse holds less of than asked (balances locked), in the invoice's order. */
async function shortLines(
  tx: DbOrTx,
  warehouseId: number,
  lines: LineRow[],
  items: Map<number, LockedItem>,
): Promise<(ShortLine & { serial: boolean })[]> {
  const asked = new Map<number, bigint>();
  const short: (ShortLine & { serial: boolean })[] = [];
  for (const [i, line] of lines.entries()) {
    // two items of one product draw on one balance
    const before = asked.get(line.product_id) ?? 0n;
    asked.set(line.product_id, before + line.quantity);
    const held = (await balanceOf(tx, line.product_id, warehouseId)).quantity - before;
    if (held >= line.quantity) continue;
    const available = held > 0n ? held : 0n;
    short.push({
      line: i + 1,
      item_id: line.item_id,
      product_id: line.product_id,
      product_name: items.get(line.item_id)?.product_name ?? '',
      asked: fromMilli(line.quantity),
      available: fromMilli(held),
      short: fromMilli(line.quantity - available),
      serial: line.serials.length > 0,
    });
  }
  return short;
}

/**
 * Goods the warehouse lacks go below zero only when asked (`below_zero`):
 * without it 409 naming each short line (and whether this user may confirm);
 * with it 403 without `warehouse_residue.exceed`, 409 for serial-tracked goods
 * (their units must exist) and for a product whose cost is unknown (it never
 * came in anywhere: nothing is sold at cost 0).
 */
async function checkShortages(
  tx: DbOrTx,
  warehouseId: number,
  lines: LineRow[],
  items: Map<number, LockedItem>,
  actor: ReleaseActor,
  belowZero: boolean,
): Promise<void> {
  const short = await shortLines(tx, warehouseId, lines, items);
  const first = short[0];
  if (!first) return;
  const mayExceed = actor.rules.has(NEGATIVE_STOCK);
  const serial = short.find((l) => l.serial);
  if (!belowZero || serial) {
    const shown = serial ?? first;
    const refusal: BelowZeroRefusal = {
      below_zero: {
        can_confirm: mayExceed && !serial,
        lines: short.map(({ serial: _, ...line }) => line),
      },
    };
    throw new AppError(
      409,
      serial ? 'release.errors.shortSerial' : 'release.errors.shortage',
      {
        line: shown.line,
        product: shown.product_name,
        asked: shown.asked,
        available: shown.available,
        short: shown.short,
      },
      [],
      { ...refusal },
    );
  }
  if (!mayExceed) throw new AppError(403, 'release.errors.belowZeroRight', { product: first.product_name });
  for (const line of short) {
    const cost = await knownUnitCost(tx, 'product', line.product_id, warehouseId, 1000n);
    if (!cost) throw conflict('release.errors.noKnownCost', { line: line.line, product: line.product_name });
  }
}

/**
 * Approves an invoice: each line's goods leave the warehouse at FIFO cost
 * (an OUTPUT movement linked to the invoice and line; below zero only for
 * goods without serials and with `warehouse_residue.exceed`), its serials go
 * OUT, the item's `released` and `cost_uzs` and the sale's `cost_uzs` grow,
 * an item that needs installing shows INSTALLATION; the hand-over starts.
 */
export async function approveInvoice(
  db: Db,
  id: number,
  version: number | undefined,
  actor: ReleaseActor,
  belowZero = false,
) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id, version);
    if (invoice.status !== 'CREATED') throw wrongStatus(invoice.status);
    await lockSale(tx, invoice.sale_kind, invoice.sale_id);
    await assertPeriodOpen(tx, invoice.doc_date);
    const items = await lockItems(tx, invoice.sale_kind, invoice.sale_id);
    const lines = await linesOf(tx, id);
    await lockBalances(
      tx,
      lines.map((l) => ({ productId: l.product_id, warehouseId: invoice.warehouse_id })),
    );
    await checkShortages(tx, invoice.warehouse_id, lines, items, actor, belowZero);
    let total = 0n;
    for (const line of lines) {
      const item = items.get(line.item_id);
      if (!item) throw notFound();
      if (line.quantity > left(item)) throw moreThanLeft(item);
      const move = {
        productId: line.product_id,
        warehouseId: invoice.warehouse_id,
        type: 'OUTPUT' as const,
        quantity: line.quantity,
        date: invoice.doc_date,
        userId: actor.userId,
        docType: OUTPUT_INVOICE_DOC,
        documentId: id,
        lineId: line.id,
      };
      // Serial-tracked units must exist: only goods without serials may go below zero.
      const allowNegative = line.serials.length === 0 && actor.rules.has(NEGATIVE_STOCK);
      const { movementId, cost } = await postOut(tx, move, { allowNegative });
      if (line.serials.length)
        await serialsOut(tx, { ...move, serials: line.serials, movementId, transit: false });
      await tx.execute(sql`update output_invoice_lines set cost_uzs = ${cost.uzs}, movement_id = ${movementId},
          installation_status = ${item.needs_installation ? INSTALLATION : null}
        where id = ${line.id}`);
      await addReleased(tx, invoice.sale_kind, item.id, line.quantity, cost.uzs);
      item.released += line.quantity;
      total += cost.uzs;
    }
    await addSaleCost(tx, invoice.sale_kind, invoice.sale_id, total);
    const handoverStatus: HandoverStatus = invoice.handover === 'TAKE_AWAY' ? 'TAKE_AWAY' : 'COLLECTING';
    await tx.execute(sql`update output_invoices set status = 'APPROVED', handover_status = ${handoverStatus},
        cost_uzs = ${total}, approved_by = ${actor.userId}, approved_at = now(), version = version + 1
      where id = ${id}`);
    await addEvent(tx, id, 'approve', 'CREATED', 'APPROVED', actor.userId, { cost_uzs: String(total) });
  });
  return getInvoice(db, id);
}

/**
 * Cancels an invoice. A draft is just dropped. An approved one is reversed
 * while its goods are still at the warehouse (waiting to be taken away or
 * being collected): its movements go back into the layers they came from at
 * the same cost, its serials back IN_STOCK, and the items and the sale lose
 * the quantity and cost (not below what was returned: 409).
 */
export async function cancelInvoice(db: Db, id: number, version: number | undefined, actor: ReleaseActor) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id, version);
    if (invoice.status === 'CREATED') {
      await tx.execute(
        sql`update output_invoices set status = 'CANCELED', version = version + 1 where id = ${id}`,
      );
      await addEvent(tx, id, 'cancel', 'CREATED', 'CANCELED', actor.userId);
      return;
    }
    if (invoice.status !== 'APPROVED') throw wrongStatus(invoice.status);
    if (!CANCELLABLE_HANDOVER.includes(invoice.handover_status)) {
      throw conflict('release.errors.handedOver', { status: invoice.handover_status ?? '' });
    }
    await assertPeriodOpen(tx, invoice.doc_date);
    // The sale may have moved on (closed, returned): its release is still taken back.
    await tx.execute(sql`select 1 from ${invoice.sale_kind === 'CONTRACT' ? sql`contracts` : sql`cash_trades`}
      where id = ${invoice.sale_id} for update`);
    const items = await lockItems(tx, invoice.sale_kind, invoice.sale_id);
    const lines = await linesOf(tx, id);
    await lockBalances(
      tx,
      lines.map((l) => ({ productId: l.product_id, warehouseId: invoice.warehouse_id })),
    );
    for (const line of lines) {
      const item = items.get(line.item_id);
      if (!item || line.movement_id === null) throw notFound();
      if (item.released - line.quantity < item.returned) {
        throw conflict('release.errors.alreadyReturned', { product: item.product_name });
      }
      const reversalId = await reverseMovement(tx, line.movement_id, actor.userId, invoice.doc_date);
      await serialsReverse(tx, {
        originalId: line.movement_id,
        reversalId,
        wasInput: false,
        warehouseId: invoice.warehouse_id,
      });
      await tx.execute(sql`update output_invoice_lines set installation_status = null where id = ${line.id}`);
      await addReleased(tx, invoice.sale_kind, item.id, -line.quantity, -line.cost_uzs);
      item.released -= line.quantity;
    }
    await addSaleCost(tx, invoice.sale_kind, invoice.sale_id, -invoice.cost_uzs);
    await tx.execute(sql`update output_invoices set status = 'CANCELED', handover_status = null,
        version = version + 1 where id = ${id}`);
    await addEvent(tx, id, 'cancel', 'APPROVED', 'CANCELED', actor.userId);
  });
  return getInvoice(db, id);
}
