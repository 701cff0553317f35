import { fromMinor, toMinor } from '@savdo/shared/money';
import type { AssetUnitSummary, PutToUseInput, RepricingInput, WriteOffInput } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import { lockBalances, postOut, reverseMovement } from '../../../ledgers/stock/ledger.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { assertPeriodOpen } from '../warehouse/document-input.ts';
import { getPutToUse, present } from './queries.ts';
import { splitEvenly } from './wear.ts';

/**
 * Fixed assets in use: putting pieces to use, revaluing and writing off
 * units. Every change of a book value is an append-only entry and the unit's
 * book value moves with it, in one transaction, so a book value always equals
 * the sum of its entries. Money in tiyin (UZS; assets in use are booked in soʻm).
 */

export interface AssetActor {
  userId: number;
}

/** The unit's entry types: what changed its book value. */
export type EntryType = 'PUT_TO_USE' | 'DEPRECIATION' | 'REPRICING' | 'WRITE_OFF' | 'CANCEL';

export interface EntryValues {
  unitId: number;
  type: EntryType;
  amount: bigint;
  bookValue: bigint;
  month?: string | null;
  date: string;
  reasonId?: number | null;
  note?: string | null;
  userId: number;
}

/** Appends entries in one statement. */
export async function insertEntries(tx: DbOrTx, entries: readonly EntryValues[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`insert into asset_entries
      (unit_id, type, amount, book_value, month, business_date, reason_id, note, created_by)
    values ${sql.join(
      entries.map(
        (e) => sql`(${e.unitId}, ${e.type}, ${e.amount}, ${e.bookValue}, ${e.month ?? null}, ${e.date},
          ${e.reasonId ?? null}, ${e.note ?? null}, ${e.userId})`,
      ),
      sql`, `,
    )}`);
}

/** Checks what a put-to-use act refers to, naming the fields; answers the warehouse's branch and the asset's group. */
async function checkPutToUse(tx: DbOrTx, input: PutToUseInput) {
  const rows = await tx.execute<{
    branch_id: number | null;
    group_id: number | null;
    room_branch_id: number | null;
    responsible: boolean;
  }>(sql`select
      (select branch_id from warehouses where id = ${input.warehouse_id} and active) as branch_id,
      (select asset_group_id from asset_products where id = ${input.asset_product_id} and active) as group_id,
      (select branch_id from rooms where id = ${input.room_id} and active) as room_branch_id,
      exists(select 1 from users where id = ${input.responsible_id} and active) as responsible`);
  const r = rows.rows[0];
  const errors: { field: string; key: string }[] = [];
  if (!r?.branch_id) errors.push({ field: 'warehouse_id', key: 'validation.refMissing' });
  if (!r?.group_id) errors.push({ field: 'asset_product_id', key: 'validation.refMissing' });
  if (!r?.room_branch_id) errors.push({ field: 'room_id', key: 'validation.refMissing' });
  else if (r.branch_id && r.room_branch_id !== r.branch_id)
    errors.push({ field: 'room_id', key: 'validation.refMismatch' });
  if (!r?.responsible) errors.push({ field: 'responsible_id', key: 'validation.refMissing' });
  if (errors.length || !r?.branch_id || !r.group_id) throw new FieldErrors(errors);
  return { branchId: r.branch_id, groupId: r.group_id };
}

/**
 * Puts N pieces of an asset to use: they leave the warehouse at their FIFO
 * cost (a PUT_TO_USE movement of the stock ledger), and become N units in
 * use whose costs share that cost exactly (one tiyin apart at most).
 */
export async function putToUse(db: Db, input: PutToUseInput, actor: AssetActor) {
  return db.transaction(async (tx) => {
    const { branchId, groupId } = await checkPutToUse(tx, input);
    await assertPeriodOpen(tx, input.doc_date);
    await lockBalances(tx, [{ productId: input.asset_product_id, warehouseId: input.warehouse_id }], 'asset');
    const { movementId, cost } = await postOut(tx, {
      itemKind: 'asset',
      productId: input.asset_product_id,
      warehouseId: input.warehouse_id,
      type: 'PUT_TO_USE',
      quantity: BigInt(input.quantity) * 1000n,
      date: input.doc_date,
      userId: actor.userId,
    });
    const number = await nextNumber(tx, branchId, 'ASSET_PUT_TO_USE');
    const act = await tx.execute<{ id: string }>(sql`insert into asset_put_to_use
        (number, branch_id, warehouse_id, asset_product_id, quantity, room_id, responsible_id, doc_date, note,
         movement_id, cost, created_by)
      values (${String(number)}, ${branchId}, ${input.warehouse_id}, ${input.asset_product_id}, ${input.quantity},
        ${input.room_id}, ${input.responsible_id}, ${input.doc_date}, ${input.note ?? null}, ${movementId},
        ${cost.uzs}, ${actor.userId})
      returning id`);
    const id = Number(act.rows[0]?.id);
    const shares = splitEvenly(cost.uzs, input.quantity);
    const units = await tx.execute<{ id: string; cost: string }>(sql`insert into asset_units
        (put_to_use_id, asset_product_id, asset_group_id, branch_id, room_id, responsible_id, put_date, cost,
         book_value, status)
      values ${sql.join(
        shares.map(
          (share) => sql`(${id}, ${input.asset_product_id}, ${groupId}, ${branchId}, ${input.room_id},
            ${input.responsible_id}, ${input.doc_date}, ${share}, ${share}, 'IN_USE')`,
        ),
        sql`, `,
      )}
      returning id, cost`);
    await insertEntries(
      tx,
      units.rows.map((u) => ({
        unitId: Number(u.id),
        type: 'PUT_TO_USE',
        amount: BigInt(u.cost),
        bookValue: BigInt(u.cost),
        date: input.doc_date,
        userId: actor.userId,
      })),
    );
    await audit(tx, 'asset_put_to_use', id, 'create', actor.userId, null, {
      number,
      quantity: input.quantity,
      cost: fromMinor(cost.uzs),
    });
    return getPutToUse(tx, id);
  });
}

/**
 * Cancels a put-to-use act nothing has followed (no wear, repricing or
 * write-off on any of its units): its movement is reversed, so the pieces go
 * back into the very FIFO layers at the same cost, and each unit gets a
 * CANCEL entry bringing its book value to 0 and the status CANCELED (kept,
 * not deleted), all in one transaction at the act's date. Otherwise 409.
 */
export async function cancelPutToUse(db: Db, id: number, actor: AssetActor) {
  return db.transaction(async (tx) => {
    // The act's row lock serialises two cancellations; the units' locks keep a wear run out meanwhile.
    const acts = await tx.execute<{ movement_id: string; doc_date: string; status: string }>(sql`select
        movement_id, doc_date::text as doc_date, status from asset_put_to_use where id = ${id} for update`);
    const act = acts.rows[0];
    if (!act) throw notFound();
    if (act.status === 'CANCELED') throw conflict('errors.assetPutToUseCanceled');
    const units = await tx.execute<{ id: string; book_value: string }>(sql`select id, book_value
      from asset_units where put_to_use_id = ${id} order by id for update`);
    const followed = await tx.execute(sql`select 1 from asset_entries
      where unit_id in (select id from asset_units where put_to_use_id = ${id}) and type <> 'PUT_TO_USE' limit 1`);
    if (followed.rows.length) throw conflict('errors.assetPutToUseFollowed');
    await assertPeriodOpen(tx, act.doc_date);
    await reverseMovement(tx, Number(act.movement_id), actor.userId, act.doc_date);
    await insertEntries(
      tx,
      units.rows.map((u) => ({
        unitId: Number(u.id),
        type: 'CANCEL',
        amount: -BigInt(u.book_value),
        bookValue: 0n,
        date: act.doc_date,
        userId: actor.userId,
      })),
    );
    await tx.execute(sql`update asset_units set book_value = 0, status = 'CANCELED', version = version + 1,
        updated_at = now()
      where put_to_use_id = ${id}`);
    await tx.execute(sql`update asset_put_to_use set status = 'CANCELED', canceled_by = ${actor.userId},
        canceled_at = now()
      where id = ${id}`);
    await audit(
      tx,
      'asset_put_to_use',
      id,
      'update',
      actor.userId,
      { status: 'POSTED' },
      { status: 'CANCELED', action: 'cancel' },
    );
    return getPutToUse(tx, id);
  });
}

interface LockedUnit extends Record<string, unknown> {
  id: number;
  status: string;
  book_value: string;
}

/** Locks a unit in use; a written-off or cancelled one is refused (409). */
async function lockUnitInUse(tx: DbOrTx, unitId: number): Promise<LockedUnit & { book: bigint }> {
  const rows = await tx.execute<LockedUnit>(sql`select id, status, book_value from asset_units
    where id = ${unitId} for update`);
  const unit = rows.rows[0];
  if (!unit) throw new FieldErrors([{ field: 'unit_id', key: 'validation.refMissing' }]);
  if (unit.status === 'CANCELED') throw conflict('errors.assetUnitCanceled');
  if (unit.status !== 'IN_USE') throw conflict('errors.assetWrittenOff');
  return { ...unit, id: Number(unit.id), book: BigInt(unit.book_value) };
}

async function setBookValue(tx: DbOrTx, unitId: number, book: bigint, status?: string): Promise<void> {
  await tx.execute(sql`update asset_units set book_value = ${book}, status = coalesce(${status ?? null}, status),
      version = version + 1, updated_at = now()
    where id = ${unitId}`);
}

/** Revalues a unit to a new value: the difference is an entry of its own (up or down). */
export async function reprice(db: Db, input: RepricingInput, actor: AssetActor) {
  return db.transaction(async (tx) => {
    const unit = await lockUnitInUse(tx, input.unit_id);
    await assertPeriodOpen(tx, input.doc_date);
    const value = toMinor(input.new_value);
    const delta = value - unit.book;
    if (delta === 0n) throw conflict('errors.assetSameValue');
    await insertEntries(tx, [
      {
        unitId: unit.id,
        type: 'REPRICING',
        amount: delta,
        bookValue: value,
        date: input.doc_date,
        note: input.note ?? null,
        userId: actor.userId,
      },
    ]);
    await setBookValue(tx, unit.id, value);
    await audit(
      tx,
      'asset_unit',
      unit.id,
      'update',
      actor.userId,
      { book_value: fromMinor(unit.book) },
      { book_value: fromMinor(value), action: 'repricing' },
    );
    return unitSummary(tx, unit.id);
  });
}

/** Writes a unit off with a reason: what is left of its book value goes; the unit stays, WRITTEN_OFF. */
export async function writeOff(db: Db, input: WriteOffInput, actor: AssetActor) {
  return db.transaction(async (tx) => {
    const unit = await lockUnitInUse(tx, input.unit_id);
    const reason = await tx.execute(
      sql`select 1 from write_off_reasons where id = ${input.reason_id} and active`,
    );
    if (reason.rows.length === 0)
      throw new FieldErrors([{ field: 'reason_id', key: 'validation.refMissing' }]);
    await assertPeriodOpen(tx, input.doc_date);
    await insertEntries(tx, [
      {
        unitId: unit.id,
        type: 'WRITE_OFF',
        amount: -unit.book,
        bookValue: 0n,
        date: input.doc_date,
        reasonId: input.reason_id,
        note: input.note ?? null,
        userId: actor.userId,
      },
    ]);
    await setBookValue(tx, unit.id, 0n, 'WRITTEN_OFF');
    await audit(
      tx,
      'asset_unit',
      unit.id,
      'update',
      actor.userId,
      { status: 'IN_USE', book_value: fromMinor(unit.book) },
      { status: 'WRITTEN_OFF', book_value: '0.00', action: 'write-off' },
    );
    return unitSummary(tx, unit.id);
  });
}

/** One unit with its names and money as decimal strings. */
export async function unitSummary(tx: DbOrTx, unitId: number): Promise<AssetUnitSummary> {
  const rows = await tx.execute<
    Record<string, unknown>
  >(sql`select u.id, u.status, u.cost, u.book_value, u.wear,
      u.worn_until, u.put_date::text as put_date, p.name as asset_name, p.inventory_code
    from asset_units u join asset_products p on p.id = u.asset_product_id where u.id = ${unitId}`);
  const unit = rows.rows[0];
  if (!unit) throw notFound();
  return present<AssetUnitSummary>(unit);
}
