import { fromMinor, toMinor } from '@savdo/shared/money';
import { fromMilli, mulDivRound, toMilli } from '@savdo/shared/quantity';
import { STOCK_DOCUMENT_KINDS, type StockDocumentInput, type StockDocumentKind } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextNumber } from '../../db/counters.ts';
import { audit } from '../../engine/repository.ts';
import { AppError, conflict, FieldErrors, notFound } from '../../http/errors.ts';
import { settingValue } from '../general-settings/service.ts';
import { KINDS } from './kinds.ts';
import { balanceOf, type Cost, lockBalances, postIn, postOut, reverseMovement } from './ledger.ts';
import { serialsArrive, serialsIn, serialsInStock, serialsOut, serialsReverse } from './serials.ts';

type Row = Record<string, unknown>;

interface DocumentRow extends Row {
  id: number;
  kind: StockDocumentKind;
  status: string;
  branch_id: number;
  warehouse_id: number;
  to_warehouse_id: number | null;
  supplier_id: number | null;
  currency: 'UZS' | 'USD';
  rate: string;
  doc_date: string;
  version: number;
}

interface LineRow extends Row {
  id: number;
  product_id: number;
  quantity: string;
  expected: string | null;
  price: string | null;
  reason_id: number | null;
  serials: string[] | null;
  markings: string[] | null;
}

/** A refused document date: on or before the closed period's end. */
async function assertPeriodOpen(tx: DbOrTx, docDate: string): Promise<void> {
  const closedUntil = await settingValue<string>(tx as Db, 'stock_closed_until');
  if (closedUntil && docDate <= closedUntil) throw conflict('errors.periodClosed', { date: closedUntil });
}

/** UZS per USD at a date: the latest active rate on or before it. */
async function rateAt(tx: DbOrTx, date: string): Promise<string | undefined> {
  const rows = await tx.execute<{ rate: string }>(sql`select rate from exchange_rates
    where active and date <= ${date} order by date desc limit 1`);
  return rows.rows[0]?.rate;
}

/** A line's value in UZS and USD from its price (minor units of the document's currency) and quantity. */
export function lineCost(
  doc: { currency: 'UZS' | 'USD'; rate: string },
  price: bigint,
  quantity: bigint,
): Cost {
  const amount = mulDivRound(price, quantity, 1000n);
  const rateCents = toMinor(doc.rate);
  if (rateCents <= 0n) return doc.currency === 'UZS' ? { uzs: amount, usd: 0n } : { uzs: 0n, usd: amount };
  return doc.currency === 'UZS'
    ? { uzs: amount, usd: mulDivRound(amount, 100n, rateCents) }
    : { uzs: mulDivRound(amount, rateCents, 100n), usd: amount };
}

/** Checks the parts of a document its kind demands, naming the fields. */
async function validate(tx: DbOrTx, kind: StockDocumentKind, input: StockDocumentInput): Promise<void> {
  const config = KINDS[kind];
  const errors: { field: string; key: string }[] = [];
  if (config.needsSupplier && !input.supplier_id)
    errors.push({ field: 'supplier_id', key: 'validation.required' });
  if (kind === 'MOVE') {
    if (!input.to_warehouse_id) errors.push({ field: 'to_warehouse_id', key: 'validation.required' });
    else if (input.to_warehouse_id === input.warehouse_id) {
      errors.push({ field: 'to_warehouse_id', key: 'validation.sameWarehouse' });
    }
  }
  input.lines.forEach((line, i) => {
    if (config.needsPrice && !line.price)
      errors.push({ field: `lines.${i}.price`, key: 'validation.required' });
  });
  const products = [...new Set(input.lines.map((l) => l.product_id))];
  const found = await tx.execute<{ id: number }>(
    sql`select id from products where id in (${sql.join(
      products.map((p) => sql`${p}`),
      sql`, `,
    )})`,
  );
  const known = new Set(found.rows.map((r) => r.id));
  const serialTracked = new Set(
    (
      await tx.execute<{ id: number }>(
        sql`select id from products where is_serial and id in (${sql.join(
          products.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      )
    ).rows.map((r) => r.id),
  );
  input.lines.forEach((line, i) => {
    if (!known.has(line.product_id))
      errors.push({ field: `lines.${i}.product_id`, key: 'validation.refMissing' });
    if (kind !== 'COUNTING_ACT' && toMilli(line.quantity) === 0n) {
      errors.push({ field: `lines.${i}.quantity`, key: 'validation.notNol' });
    }
    const serials = line.serials ?? [];
    if (serialTracked.has(line.product_id)) {
      // One serial per unit: a whole number of units, as many serials, none twice.
      const milli = toMilli(line.quantity);
      if (
        milli % 1000n !== 0n ||
        BigInt(serials.length) * 1000n !== milli ||
        new Set(serials).size !== serials.length
      ) {
        errors.push({ field: `lines.${i}.serials`, key: 'validation.serialsPerUnit' });
      }
      if (line.markings && line.markings.length !== serials.length) {
        errors.push({ field: `lines.${i}.markings`, key: 'validation.serialsPerUnit' });
      }
    } else if (serials.length > 0) {
      errors.push({ field: `lines.${i}.serials`, key: 'validation.notSerial' });
    }
  });
  if (new Set(input.lines.map((l) => l.product_id)).size !== input.lines.length) {
    errors.push({ field: 'lines', key: 'validation.duplicateProduct' });
  }
  const refs = await tx.execute<{ w: boolean; tw: boolean; s: boolean }>(sql`select
    exists(select 1 from warehouses where id = ${input.warehouse_id} and active) as w,
    exists(select 1 from warehouses where id = ${input.to_warehouse_id ?? 0} and active) as tw,
    exists(select 1 from suppliers where id = ${input.supplier_id ?? 0}) as s`);
  const r = refs.rows[0];
  if (!r?.w) errors.push({ field: 'warehouse_id', key: 'validation.refMissing' });
  if (input.to_warehouse_id && !r?.tw)
    errors.push({ field: 'to_warehouse_id', key: 'validation.refMissing' });
  if (input.supplier_id && !r?.s) errors.push({ field: 'supplier_id', key: 'validation.refMissing' });
  if (errors.length) throw new FieldErrors(errors);
}

async function writeLines(tx: DbOrTx, documentId: number, input: StockDocumentInput): Promise<bigint> {
  await tx.execute(sql`delete from stock_document_lines where document_id = ${documentId}`);
  let total = 0n;
  const values = input.lines.map((line) => {
    const quantity = toMilli(line.quantity);
    const price = line.price ? toMinor(line.price) : null;
    if (price !== null) total += mulDivRound(price, quantity, 1000n);
    const serials = line.serials?.length ? textArray(line.serials) : sql`null`;
    const markings = line.markings?.length ? textArray(line.markings) : sql`null`;
    return sql`(${documentId}, ${line.product_id}, ${quantity}, ${price}, ${line.reason_id ?? null}, ${serials}, ${markings})`;
  });
  await tx.execute(sql`insert into stock_document_lines
      (document_id, product_id, quantity, price, reason_id, serials, markings)
    values ${sql.join(values, sql`, `)}`);
  return total;
}

/** A text[] literal built from parameters. */
const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export interface Actor {
  userId: number;
  branchId: number | null;
  /** The actor's effective rules (for rights beyond the endpoint's own, such as exceeding a supplier limit). */
  rules: ReadonlySet<string>;
}

/** The right to accept an invoice past the supplier's debt limit. */
export const EXCEED_SUPPLIER_LIMIT = 'supplier_limits.exceed';

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

async function linesOf(tx: DbOrTx, documentId: number): Promise<LineRow[]> {
  const rows =
    await tx.execute<LineRow>(sql`select id, product_id, quantity, expected, price, reason_id, serials,
      markings
    from stock_document_lines where document_id = ${documentId} order by product_id`);
  return rows.rows;
}

/** The unit cost a surplus found by a count is valued at: that of the newest layer of the product there. */
async function lastUnitCost(
  tx: DbOrTx,
  productId: number,
  warehouseId: number,
  quantity: bigint,
): Promise<Cost> {
  const rows = await tx.execute<{
    quantity: string;
    cost_uzs: string;
    cost_usd: string;
  }>(sql`select m.quantity,
      m.cost_uzs, m.cost_usd from stock_layers l join stock_movements m on m.id = l.movement_id
    where l.product_id = ${productId} and l.warehouse_id = ${warehouseId} and m.quantity > 0
    order by l.id desc limit 1`);
  const last = rows.rows[0];
  if (!last) return { uzs: 0n, usd: 0n };
  const q = BigInt(last.quantity);
  return {
    uzs: mulDivRound(BigInt(last.cost_uzs), quantity, q),
    usd: mulDivRound(BigInt(last.cost_usd), quantity, q),
  };
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
    const today = doc.doc_date;
    if (step.effect !== 'none') await assertPeriodOpen(tx, today);
    const lines = await linesOf(tx, id);
    const base = { date: today, userId: actor.userId, documentId: id };
    const target = step.effect === 'receive' ? (doc.to_warehouse_id ?? 0) : doc.warehouse_id;
    await lockBalances(
      tx,
      lines.flatMap((l) => [
        { productId: l.product_id, warehouseId: doc.warehouse_id },
        ...(doc.to_warehouse_id ? [{ productId: l.product_id, warehouseId: doc.to_warehouse_id }] : []),
      ]),
    );

    if (step.effect === 'post' && config.movement) {
      const { type, direction } = config.movement;
      let debt = 0n;
      for (const line of lines) {
        const m = {
          ...base,
          productId: line.product_id,
          warehouseId: doc.warehouse_id,
          type,
          quantity: BigInt(line.quantity),
          lineId: line.id,
        };
        const serials = line.serials ?? [];
        if (direction === 'in') {
          const { movementId } = await postIn(tx, m, lineCost(doc, BigInt(line.price ?? 0), m.quantity));
          if (serials.length) await serialsIn(tx, { ...m, serials, markings: line.markings, movementId });
        } else {
          const { movementId } = await postOut(tx, m);
          if (serials.length) await serialsOut(tx, { ...m, serials, movementId, transit: kind === 'MOVE' });
        }
        if (line.price !== null) debt += mulDivRound(BigInt(line.price), m.quantity, 1000n);
      }
      if (kind === 'SUPPLIER_INPUT') await assertWithinLimit(tx, doc, debt, actor);
      if (doc.supplier_id) await addSupplierDebt(tx, doc, kind === 'SUPPLIER_INPUT' ? debt : -debt);
    }

    if (step.effect === 'reverse') {
      const movements = await tx.execute<{ id: string }>(sql`select id from stock_movements
        where document_id = ${id} and reverses_id is null
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
          where document_id = ${id} and type = 'MOVE_OUTPUT' and reverses_id is null order by id`,
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
            const cost = await lastUnitCost(tx, line.product_id, doc.warehouse_id, quantity);
            const { movementId } = await postIn(tx, { ...m, type: 'COUNTING_ACT_INPUT', quantity }, cost);
            await serialsIn(tx, { ...m, serials: extra, movementId });
          }
        } else {
          const difference = BigInt(line.quantity) - onBooks;
          if (difference > 0n) {
            const cost = await lastUnitCost(tx, line.product_id, doc.warehouse_id, difference);
            await postIn(tx, { ...m, type: 'COUNTING_ACT_INPUT', quantity: difference }, cost);
          } else if (difference < 0n) {
            await postOut(tx, { ...m, type: 'COUNTING_ACT_OUTPUT', quantity: -difference });
          }
        }
        await tx.execute(sql`update stock_document_lines set expected = ${onBooks} where id = ${line.id}`);
      }
    }

    await tx.execute(sql`update stock_documents set status = ${step.to}, version = version + 1, updated_at = now()
      where id = ${id}`);
    await audit(
      tx,
      'stock_document',
      id,
      'update',
      actor.userId,
      { status: doc.status },
      { status: step.to, action },
    );
    return getDocument(tx, kind, id);
  });
}

async function addSupplierDebt(tx: DbOrTx, doc: DocumentRow, amount: bigint): Promise<void> {
  if (amount === 0n || !doc.supplier_id) return;
  await tx.execute(sql`insert into supplier_ledger (supplier_id, currency, amount, document_id, business_date)
    values (${doc.supplier_id}, ${doc.currency}, ${amount}, ${doc.id}, ${doc.doc_date})`);
  await tx.execute(sql`insert into supplier_balances (supplier_id, currency, debt)
    values (${doc.supplier_id}, ${doc.currency}, ${amount})
    on conflict (supplier_id, currency) do update set debt = supplier_balances.debt + excluded.debt`);
}

/** A document with its lines, names of what it refers to, quantities and money as decimal strings. */
interface HeaderRow extends Row {
  id: number;
  kind: StockDocumentKind;
  number: string;
  status: string;
  doc_date: string;
  currency: string;
  warehouse_name: string | null;
  to_warehouse_name: string | null;
  supplier_name: string | null;
  note: string | null;
  total: string;
  version: number;
}

export async function getDocument(tx: DbOrTx, kind: StockDocumentKind, id: number) {
  const rows =
    await tx.execute<HeaderRow>(sql`select d.id, d.kind, d.number, d.status, d.branch_id, b.name as branch_name,
      d.warehouse_id, w.name as warehouse_name, d.to_warehouse_id, tw.name as to_warehouse_name,
      d.supplier_id, s.name as supplier_name, d.currency, d.rate, d.doc_date::text as doc_date, d.note, d.total,
      d.version, d.created_at, d.updated_at
    from stock_documents d
    left join branches b on b.id = d.branch_id
    left join warehouses w on w.id = d.warehouse_id
    left join warehouses tw on tw.id = d.to_warehouse_id
    left join suppliers s on s.id = d.supplier_id
    where d.id = ${id} and d.kind = ${kind}`);
  const doc = rows.rows[0];
  if (!doc) throw notFound();
  const lines = await tx.execute<LineRow & { product_name: string }>(sql`select l.id, l.product_id,
      p.name as product_name, l.quantity, l.expected, l.price, l.reason_id, l.serials, l.markings
    from stock_document_lines l join products p on p.id = l.product_id
    where l.document_id = ${id} order by l.id`);
  const money = (v: unknown) => (v === null || v === undefined ? null : fromMinor(BigInt(String(v))));
  return {
    ...doc,
    total: money(doc.total),
    lines: lines.rows.map((l) => ({
      ...l,
      quantity: fromMilli(BigInt(l.quantity)),
      expected: l.expected === null ? null : fromMilli(BigInt(l.expected)),
      difference: l.expected === null ? null : fromMilli(BigInt(l.quantity) - BigInt(l.expected)),
      price: money(l.price),
    })),
  };
}

export const documentRule = (kind: StockDocumentKind) => STOCK_DOCUMENT_KINDS[kind].rule;

/** A page of documents of a kind, newest first, by status, warehouse, supplier and date. */
export async function listDocuments(
  db: Db,
  kind: StockDocumentKind,
  q: {
    page: number;
    per_page: number;
    status?: string;
    warehouse_id?: number;
    supplier_id?: number;
    date_from?: string;
    date_to?: string;
  },
) {
  const conditions = [sql`d.kind = ${kind}`];
  if (q.status) conditions.push(sql`d.status = ${q.status}`);
  if (q.warehouse_id)
    conditions.push(sql`(d.warehouse_id = ${q.warehouse_id} or d.to_warehouse_id = ${q.warehouse_id})`);
  if (q.supplier_id) conditions.push(sql`d.supplier_id = ${q.supplier_id}`);
  if (q.date_from) conditions.push(sql`d.doc_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`d.doc_date <= ${q.date_to}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<Row>(sql`select d.id, d.number, d.status, d.doc_date::text as doc_date, d.currency, d.total,
        d.warehouse_id, w.name as warehouse_name, d.to_warehouse_id, tw.name as to_warehouse_name,
        d.supplier_id, s.name as supplier_name, d.version, d.created_at
      from stock_documents d
      left join warehouses w on w.id = d.warehouse_id
      left join warehouses tw on tw.id = d.to_warehouse_id
      left join suppliers s on s.id = d.supplier_id
      where ${where} order by d.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from stock_documents d where ${where}`),
  ]);
  return {
    data: rows.rows.map((r) => ({ ...r, total: fromMinor(BigInt(String(r.total))) })),
    meta: { page: q.page, per_page: q.per_page, total: count.rows[0]?.n ?? 0 },
  };
}
