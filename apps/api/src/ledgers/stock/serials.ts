import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';

/**
 * Units of serial-tracked products follow their goods through every
 * movement: in (IN_STOCK at a warehouse), out (OUT, or IN_TRANSIT on a
 * move), arrival at the destination, and reversals. Each step links the unit
 * to the movement, so a unit's history is its movements.
 */

async function link(tx: DbOrTx, serialIds: number[], movementId: number): Promise<void> {
  if (serialIds.length === 0) return;
  await tx.execute(sql`insert into stock_serial_moves (serial_id, movement_id)
    values ${sql.join(
      serialIds.map((id) => sql`(${id}, ${movementId})`),
      sql`, `,
    )} on conflict do nothing`);
}

/** What `serialsIn` takes: the units of one movement. */
export interface IncomingUnits {
  productId: number;
  warehouseId: number;
  serials: string[];
  markings?: string[] | null;
  movementId: number;
}

/**
 * Units of many movements come in (a supplier invoice's lines) in one
 * statement: each unit is added, or taken back into stock if it had left
 * (`OUT`), and linked to its movement. A unit in stock or on the road
 * anywhere is refused (409 naming the first such serial); the caller's
 * transaction then rolls all of it back.
 */
export async function serialsInMany(tx: DbOrTx, groups: IncomingUnits[]): Promise<void> {
  const units = groups.flatMap((g) =>
    g.serials.map((serial, n) => ({
      p: g.productId,
      w: g.warehouseId,
      s: serial,
      mk: g.markings?.[n] ?? null,
      mv: g.movementId,
    })),
  );
  if (units.length === 0) return;
  const rows = JSON.stringify(units.map((u, i) => ({ i, ...u })));
  const taken = await tx.execute<{ product_id: number; serial: string }>(sql`with input as materialized (
      select * from json_to_recordset(${rows}::json) as x(i int, p int, w int, s text, mk text, mv bigint)
    ),
    units as (
      insert into stock_serials (product_id, serial, marking_code, status, warehouse_id)
      select p, s, mk, 'IN_STOCK', w from input order by i
      on conflict (product_id, serial) do update set status = 'IN_STOCK', warehouse_id = excluded.warehouse_id,
        marking_code = coalesce(excluded.marking_code, stock_serials.marking_code), updated_at = now()
        where stock_serials.status = 'OUT'
      returning id, product_id, serial
    ),
    links as (
      insert into stock_serial_moves (serial_id, movement_id)
      select units.id, input.mv from units join input on input.p = units.product_id and input.s = units.serial
      on conflict do nothing
    )
    select product_id, serial from units`);
  const done = new Set(taken.rows.map((r) => `${r.product_id}:${r.serial}`));
  const refused = units.find((u) => !done.has(`${u.p}:${u.s}`));
  if (refused) throw conflict('errors.serialInStock', { serial: refused.s });
}

/** Units come into a warehouse; a unit already in stock somewhere is refused (409). */
export async function serialsIn(tx: DbOrTx, a: IncomingUnits): Promise<void> {
  await serialsInMany(tx, [a]);
}

/** Units leave a warehouse (or go on the road); each must be in stock there (else 409). */
export async function serialsOut(
  tx: DbOrTx,
  a: { productId: number; warehouseId: number; serials: string[]; movementId: number; transit: boolean },
): Promise<void> {
  const ids: number[] = [];
  for (const serial of a.serials) {
    const rows = await tx.execute<{ id: string }>(sql`update stock_serials
      set status = ${a.transit ? 'IN_TRANSIT' : 'OUT'}, warehouse_id = ${a.transit ? a.warehouseId : null},
        updated_at = now()
      where product_id = ${a.productId} and serial = ${serial} and status = 'IN_STOCK'
        and warehouse_id = ${a.warehouseId}
      returning id`);
    const row = rows.rows[0];
    if (!row) throw conflict('errors.serialNotHere', { serial });
    ids.push(Number(row.id));
  }
  await link(tx, ids, a.movementId);
}

/** Units on the road arrive at (or come back to) a warehouse. */
export async function serialsArrive(
  tx: DbOrTx,
  a: { productId: number; warehouseId: number; serials: string[]; movementId: number },
): Promise<void> {
  const ids: number[] = [];
  for (const serial of a.serials) {
    const rows = await tx.execute<{ id: string }>(sql`update stock_serials
      set status = 'IN_STOCK', warehouse_id = ${a.warehouseId}, updated_at = now()
      where product_id = ${a.productId} and serial = ${serial} and status = 'IN_TRANSIT' returning id`);
    const row = rows.rows[0];
    if (!row) throw conflict('errors.serialNotHere', { serial });
    ids.push(Number(row.id));
  }
  await link(tx, ids, a.movementId);
}

/** A reversed movement takes its units back: out of stock for a reversed input, into stock for a reversed output. */
export async function serialsReverse(
  tx: DbOrTx,
  a: { originalId: number; reversalId: number; wasInput: boolean; warehouseId: number },
): Promise<void> {
  const rows = await tx.execute<{ id: string }>(sql`update stock_serials s
    set status = ${a.wasInput ? 'OUT' : 'IN_STOCK'}, warehouse_id = ${a.wasInput ? null : a.warehouseId},
      updated_at = now()
    from stock_serial_moves m where m.serial_id = s.id and m.movement_id = ${a.originalId}
    returning s.id`);
  await link(
    tx,
    rows.rows.map((r) => Number(r.id)),
    a.reversalId,
  );
}

/** Every unit with this serial (or marking code), where it is, and the movements that carried it. */
export async function findSerial(tx: DbOrTx, serial: string) {
  const units = await tx.execute<Record<string, unknown> & { id: string }>(sql`select s.id, s.product_id,
      p.name as product_name, s.serial, s.marking_code, s.status, s.warehouse_id, w.name as warehouse_name
    from stock_serials s join products p on p.id = s.product_id left join warehouses w on w.id = s.warehouse_id
    where s.serial = ${serial} or s.marking_code = ${serial}`);
  const result = [];
  for (const unit of units.rows) {
    const history = await tx.execute(sql`select m.id, m.type, m.warehouse_id, w.name as warehouse_name,
        m.business_date::text as business_date, m.doc_type, m.document_id, d.kind as document_kind, d.number as document_number,
        db.prefix as document_prefix
      from stock_serial_moves sm join stock_movements m on m.id = sm.movement_id
      left join warehouses w on w.id = m.warehouse_id left join stock_documents d on d.id = m.document_id and m.doc_type is null
      left join branches db on db.id = d.branch_id
      where sm.serial_id = ${Number(unit.id)} order by m.id`);
    result.push({ ...unit, history: history.rows });
  }
  return result;
}

/** Serials of a product in stock at a warehouse. */
export async function serialsInStock(tx: DbOrTx, productId: number, warehouseId: number): Promise<string[]> {
  const rows = await tx.execute<{ serial: string }>(sql`select serial from stock_serials
    where product_id = ${productId} and warehouse_id = ${warehouseId} and status = 'IN_STOCK' order by serial`);
  return rows.rows.map((r) => r.serial);
}
