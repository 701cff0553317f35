import { fromMinor, toMinor } from '@savdo/shared/money';
import type {
  PlumApplicationInput,
  PlumApplicationQuery,
  PlumApplicationRow,
  PlumItem,
  PlumSettlementInput,
  PlumSettlementQuery,
  PlumSettlementRow,
} from '@savdo/shared/schemas/plum';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';

/**
 * The store's copy of what Plum sent: applications and payouts, each once
 * by Plum's id (a repeated delivery or pull changes nothing).
 */

/** Keeps a new application (NEW, its client matched by PINFL); true when it was new here. */
export async function keepApplication(tx: DbOrTx, a: PlumApplicationInput): Promise<boolean> {
  const items: PlumItem[] = a.items.map((i) => ({
    name: i.name,
    sku: i.sku ?? null,
    quantity: i.quantity,
    price: i.price,
  }));
  const pinfl = a.client.pinfl ?? null;
  const rows = await tx.execute<{ id: string }>(sql`insert into plum_applications
      (external_id, status, client_name, pinfl, phone, items, total, months, client_id)
    values (${a.id}, ${a.status === 'CANCELLED' ? 'CANCELLED' : 'NEW'}, ${a.client.name}, ${pinfl},
      ${a.client.phone ?? null}, ${JSON.stringify(items)}::jsonb, ${toMinor(a.total)}, ${a.months},
      (select id from clients where ${pinfl}::text is not null and pinfl = ${pinfl} and active order by id limit 1))
    on conflict (external_id) do nothing returning id`);
  return rows.rows.length > 0;
}

/** The client cancelled in Plum's app: a NEW application becomes CANCELLED (a decided one stays). */
export async function cancelApplication(tx: DbOrTx, externalId: string): Promise<boolean> {
  const rows = await tx.execute(sql`update plum_applications set status = 'CANCELLED'
    where external_id = ${externalId} and status = 'NEW' returning id`);
  return rows.rows.length > 0;
}

export async function keepSettlement(tx: DbOrTx, s: PlumSettlementInput): Promise<boolean> {
  const rows = await tx.execute(sql`insert into plum_settlements
      (external_id, application_ids, amount, fee, paid, paid_on)
    values (${s.id}, ${JSON.stringify(s.application_ids)}::jsonb, ${toMinor(s.amount)}, ${toMinor(s.fee)},
      ${toMinor(s.paid)}, ${s.paid_on})
    on conflict (external_id) do nothing returning id`);
  return rows.rows.length > 0;
}

type Raw = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());

export const toApplicationRow = (r: Raw): PlumApplicationRow => ({
  id: Number(r.id),
  external_id: String(r.external_id),
  status: r.status as PlumApplicationRow['status'],
  client_name: String(r.client_name),
  pinfl: text(r.pinfl),
  phone: text(r.phone),
  items: r.items as PlumItem[],
  total: fromMinor(BigInt(String(r.total))),
  months: Number(r.months),
  client_id: r.client_id === null ? null : Number(r.client_id),
  refuse_reason: text(r.refuse_reason),
  decided_by_name: text(r.decided_by_name),
  decided_at: iso(r.decided_at),
  received_at: iso(r.received_at) ?? '',
});

const APPLICATION = sql`select p.*, u.full_name as decided_by_name
  from plum_applications p left join users u on u.id = p.decided_by`;

/** The applications, newest first, by status (the index `(status, id)`). */
export async function listApplications(db: Db, q: PlumApplicationQuery) {
  const c: SQL = q.status ? sql`p.status = ${q.status}` : sql`true`;
  const rows = await db.execute<Raw>(sql`${APPLICATION} where ${c}
    order by p.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return { data: rows.rows.map(toApplicationRow), meta: { page: q.page, per_page: q.per_page } };
}

export async function applicationById(db: DbOrTx, id: number): Promise<PlumApplicationRow | null> {
  const rows = await db.execute<Raw>(sql`${APPLICATION} where p.id = ${id}`);
  return rows.rows[0] ? toApplicationRow(rows.rows[0]) : null;
}

/** The payouts, newest payment date first. */
export async function listSettlements(db: Db, q: PlumSettlementQuery) {
  const rows = await db.execute<Raw>(sql`select * from plum_settlements
    order by paid_on desc, id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const data: PlumSettlementRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    external_id: String(r.external_id),
    application_ids: r.application_ids as string[],
    amount: fromMinor(BigInt(String(r.amount))),
    fee: fromMinor(BigInt(String(r.fee))),
    paid: fromMinor(BigInt(String(r.paid))),
    paid_on: String(r.paid_on),
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
