import type {
  BlacklistDecisionInput,
  BlacklistOrderInput,
  BlacklistOrderQuery,
  BlacklistOrderRow,
} from '@savdo/shared/schemas/clients';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { AppError, FieldErrors, notFound } from '../../../platform/http/errors.ts';

/** Audit resources: the requests, and the blacklist entries their approval writes. */
const ORDER_RESOURCE = 'black_list_order';
const ENTRY_RESOURCE = 'blacklisted_client';

const ORDER_COLUMNS = sql`o.id::int as id, o.action, o.status, o.client_id::int as client_id, o.blacklist_id,
  o.full_name, o.pinfl, o.passport, o.phone, o.reason, o.decision_comment, cu.full_name as created_by_name,
  o.created_at, du.full_name as decided_by_name, o.decided_at`;

async function orderById(tx: DbOrTx, id: number, lock = false): Promise<BlacklistOrderRow> {
  const rows = await tx.execute<BlacklistOrderRow & Record<string, unknown>>(sql`select ${ORDER_COLUMNS}
    from client_blacklist_orders o left join users cu on cu.id = o.created_by left join users du on du.id = o.decided_by
    where o.id = ${id} ${lock ? sql`for update of o` : sql``}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return row;
}

/** The requests, newest first, by status and action. */
export async function listBlacklistOrders(db: Db, q: BlacklistOrderQuery) {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.action) where.push(sql`o.action = ${q.action}`);
  const condition = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<BlacklistOrderRow & Record<string, unknown>>(sql`select ${ORDER_COLUMNS}
      from client_blacklist_orders o left join users cu on cu.id = o.created_by
      left join users du on du.id = o.decided_by
      where ${condition} order by o.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from client_blacklist_orders o where ${condition} limit 1001) s`,
    ),
  ]);
  const n = count.rows[0]?.n ?? 0;
  return {
    data: rows.rows as BlacklistOrderRow[],
    meta: { page: q.page, per_page: q.per_page, total: Math.min(n, 1000), total_exact: n <= 1000 },
  };
}

/** The active blacklist entry of a PINFL or passport, if any. */
async function listedEntry(tx: DbOrTx, pinfl: string | null, passport: string | null) {
  const rows = await tx.execute<{ id: number }>(sql`select id from client_blacklist
    where active and ((${pinfl}::text is not null and pinfl = ${pinfl})
                   or (${passport}::text is not null and passport = ${passport}))
    order by id limit 1`);
  return rows.rows[0] ?? null;
}

interface Person {
  client_id: number | null;
  blacklist_id: number | null;
  full_name: string;
  pinfl: string | null;
  passport: string | null;
  phone: string | null;
}

/** Who an ADD request names: the client's card, completed by what was typed. */
async function personToAdd(tx: DbOrTx, input: BlacklistOrderInput): Promise<Person> {
  let person: Person = {
    client_id: null,
    blacklist_id: null,
    full_name: input.full_name ?? '',
    pinfl: input.pinfl ?? null,
    passport: input.passport ?? null,
    phone: input.phone ?? null,
  };
  if (input.client_id) {
    const rows = await tx.execute<{
      full_name: string;
      pinfl: string | null;
      passport: string | null;
      phone: string | null;
    }>(sql`select full_name, pinfl, passport, phones[1] as phone from clients where id = ${input.client_id}`);
    const client = rows.rows[0];
    if (!client) throw new FieldErrors([{ field: 'client_id', key: 'validation.refMissing' }]);
    person = {
      client_id: input.client_id,
      blacklist_id: null,
      full_name: input.full_name ?? client.full_name,
      pinfl: input.pinfl ?? client.pinfl,
      passport: input.passport ?? client.passport,
      phone: input.phone ?? client.phone,
    };
  }
  if (!person.pinfl && !person.passport)
    throw new FieldErrors([{ field: 'pinfl', key: 'validation.blacklistTarget' }]);
  if (await listedEntry(tx, person.pinfl, person.passport))
    throw new AppError(409, 'errors.alreadyBlacklisted');
  const pending = await tx.execute(sql`select 1 from client_blacklist_orders where status = 'CREATED'
    and action = 'ADD' and ((${person.pinfl}::text is not null and pinfl = ${person.pinfl})
                         or (${person.passport}::text is not null and passport = ${person.passport}))`);
  if (pending.rows.length) throw new AppError(409, 'errors.blacklistOrderPending');
  return person;
}

/** Who a REMOVE request names: the entry taken off. */
async function personToRemove(tx: DbOrTx, input: BlacklistOrderInput): Promise<Person> {
  const rows = await tx.execute<{
    name: string;
    pinfl: string | null;
    passport: string | null;
    phone: string | null;
    active: boolean;
  }>(
    sql`select name, pinfl, passport, phone, active from client_blacklist where id = ${input.blacklist_id ?? 0}`,
  );
  const entry = rows.rows[0];
  if (!entry) throw new FieldErrors([{ field: 'blacklist_id', key: 'validation.refMissing' }]);
  if (!entry.active) throw new AppError(409, 'errors.notBlacklisted');
  const pending = await tx.execute(sql`select 1 from client_blacklist_orders where status = 'CREATED'
    and action = 'REMOVE' and blacklist_id = ${input.blacklist_id ?? 0}`);
  if (pending.rows.length) throw new AppError(409, 'errors.blacklistOrderPending');
  return {
    client_id: input.client_id ?? null,
    blacklist_id: input.blacklist_id ?? null,
    full_name: entry.name,
    pinfl: entry.pinfl,
    passport: entry.passport,
    phone: entry.phone,
  };
}

/** Enters a request (CREATED); audited. */
export async function createBlacklistOrder(db: Db, input: BlacklistOrderInput, userId: number) {
  return db.transaction(async (tx) => {
    // one request at a time per person: requests of the same PINFL or passport queue here
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('client_blacklist_orders'))`);
    const person = input.action === 'ADD' ? await personToAdd(tx, input) : await personToRemove(tx, input);
    const inserted = await tx.execute<{ id: number }>(sql`insert into client_blacklist_orders
      (action, client_id, blacklist_id, full_name, pinfl, passport, phone, reason, created_by)
      values (${input.action}, ${person.client_id}, ${person.blacklist_id}, ${person.full_name}, ${person.pinfl},
              ${person.passport}, ${person.phone}, ${input.reason}, ${userId})
      returning id::int as id`);
    const order = await orderById(tx, Number(inserted.rows[0]?.id));
    await audit(tx, ORDER_RESOURCE, order.id, 'create', userId, null, { ...order });
    return order;
  });
}

/** Carries out an approved request on the blacklist: a new entry, or the entry deactivated. */
async function applyToBlacklist(tx: DbOrTx, order: BlacklistOrderRow, userId: number): Promise<number> {
  if (order.action === 'ADD') {
    if (await listedEntry(tx, order.pinfl, order.passport))
      throw new AppError(409, 'errors.alreadyBlacklisted');
    const made = await tx.execute<{ id: number }>(sql`insert into client_blacklist
      (name, pinfl, passport, phone, reason, created_by, updated_by)
      values (${order.full_name}, ${order.pinfl}, ${order.passport}, ${order.phone}, ${order.reason},
              ${userId}, ${userId})
      returning id`);
    const entryId = Number(made.rows[0]?.id);
    const after = { id: entryId, name: order.full_name, pinfl: order.pinfl, passport: order.passport };
    await audit(tx, ENTRY_RESOURCE, entryId, 'create', userId, null, {
      ...after,
      reason: order.reason,
      active: true,
    });
    return entryId;
  }
  const entryId = order.blacklist_id ?? 0;
  const changed = await tx.execute(sql`update client_blacklist set active = false, updated_at = now(),
    updated_by = ${userId} where id = ${entryId} and active`);
  if (!changed.rowCount) throw new AppError(409, 'errors.notBlacklisted');
  await audit(tx, ENTRY_RESOURCE, entryId, 'deactivate', userId, { active: true }, { active: false });
  return entryId;
}

/** APPROVED (the blacklist changes in the same transaction) or REJECTED; only a CREATED request; audited. */
export async function decideBlacklistOrder(
  db: Db,
  id: number,
  approve: boolean,
  input: BlacklistDecisionInput,
  userId: number,
) {
  return db.transaction(async (tx) => {
    const before = await orderById(tx, id, true);
    if (before.status !== 'CREATED') throw new AppError(409, 'errors.wrongStatus', { status: before.status });
    const entryId = approve ? await applyToBlacklist(tx, before, userId) : before.blacklist_id;
    await tx.execute(sql`update client_blacklist_orders set status = ${approve ? 'APPROVED' : 'REJECTED'},
      blacklist_id = ${entryId}, decided_by = ${userId}, decided_at = now(),
      decision_comment = ${input.comment ?? null} where id = ${id}`);
    const after = await orderById(tx, id);
    await audit(tx, ORDER_RESOURCE, id, approve ? 'approve' : 'reject', userId, { ...before }, { ...after });
    return after;
  });
}
