import { type Currency, fromMinor } from '@savdo/shared/money';
import type { CollectionContractRow, CollectionQuery } from '@savdo/shared/schemas/collections';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { latenessOf } from '../../sales/contracts/late.ts';
import { collectionOrder, collectionWhere } from './filters.ts';

/**
 * The all-contracts list of collections and the collector's day. A page of
 * contracts is found by one indexed query (`collectionWhere`), then its rows
 * joined to their client, branch, stage and responsible; the overdue sum and
 * late months of the page's rows come from `latenessOf` in one go.
 */

interface RawRow extends Record<string, unknown> {
  id: string;
  number: string;
  status: string;
  branch_id: number;
  branch_name: string | null;
  branch_prefix: string | null;
  client_id: string;
  client_name: string;
  phone: string | null;
  currency: Currency;
  next_due_date: string | null;
  days_late: number;
  rest: string;
  stage_id: number | null;
  stage_name: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  last_contact_at: Date | string | null;
  contacted_today: boolean;
  off_balance: boolean;
}

/** Midnight of `today` in Tashkent, as a timestamp. */
export const dayStart = (today: string) => sql`(${today}::date::timestamp at time zone 'Asia/Tashkent')`;

/** The columns of a row, `k` the page's contracts (`today` the business date). */
function rowSelect(today: string, page: SQL, order: SQL): SQL {
  return sql`select k.id, k.number, k.status, k.branch_id, b.name as branch_name, b.prefix as branch_prefix, k.client_id,
      cl.full_name as client_name, cl.phones[1] as phone, k.currency, k.next_due_date::text as next_due_date,
      case when k.next_due_date < ${today}::date then ${today}::date - k.next_due_date else 0 end as days_late,
      k.rest::text as rest, k.stage_id, ps.name as stage_name, k.responsible_id, u.full_name as responsible_name,
      k.last_contact_at, coalesce(k.last_contact_at >= ${dayStart(today)}, false) as contacted_today, k.off_balance
    from (${page}) k
    join clients cl on cl.id = k.client_id
    left join branches b on b.id = k.branch_id
    left join users u on u.id = k.responsible_id
    left join process_stages ps on ps.id = k.stage_id
    order by ${order}`;
}

/** The rows with their overdue and late months as of `today` (one `latenessOf` for the page). */
export async function presentRows(
  db: DbOrTx,
  raw: RawRow[],
  today: string,
): Promise<CollectionContractRow[]> {
  const late = await latenessOf(
    db,
    raw.map((r) => Number(r.id)),
    today,
  );
  return raw.map((r) => {
    const l = late.get(Number(r.id));
    const contact = r.last_contact_at;
    return {
      ...r,
      id: Number(r.id),
      number: Number(r.number),
      client_id: Number(r.client_id),
      days_late: Number(r.days_late),
      late_months: l?.lateMonths ?? 0,
      overdue: fromMinor(l?.overdue ?? 0n),
      rest: fromMinor(BigInt(r.rest)),
      last_contact_at: contact instanceof Date ? contact.toISOString() : contact,
    };
  });
}

/** The SQL of a page of the all-contracts list (exported for the plan tests and the bench). */
export function contractPageSql(q: CollectionQuery, today: string): SQL {
  const order = collectionOrder(q);
  const page = sql`select k.* from contracts k where ${collectionWhere(q, today)}
    order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;
  return rowSelect(today, page, order);
}

/** One page of the all-contracts list. */
export async function listCollectionContracts(db: DbOrTx, q: CollectionQuery) {
  const today = await businessToday(db);
  const rows = await db.execute<RawRow>(contractPageSql(q, today));
  return { data: await presentRows(db, rows.rows, today), meta: { page: q.page, per_page: q.per_page } };
}

/**
 * The SQL of a part of a collector's day: their ACTIVE late contracts not
 * contacted today (`contacted` false) or contacted today, most days late
 * first, then the largest rest. A range of `contracts_responsible_due`
 * (responsible, next due date, rest) read in its order, so a page costs its
 * rows whatever the number of contracts (the rest's order within one due
 * date is an incremental sort of that date's few rows).
 */
export function todayPartSql(
  userId: number,
  today: string,
  contacted: boolean,
  limit: number,
  offset: number,
): SQL {
  const start = dayStart(today);
  const part = contacted
    ? sql`k.last_contact_at >= ${start}`
    : sql`(k.last_contact_at is null or k.last_contact_at < ${start})`;
  const order = sql`k.next_due_date, k.rest desc, k.id`;
  const rows = sql`select k.* from contracts k where k.responsible_id = ${userId} and k.status = 'ACTIVE'
    and k.next_due_date < ${today}::date and ${part} order by ${order} limit ${limit} offset ${offset}`;
  return rowSelect(today, rows, order);
}

/**
 * One page of the signed-in collector's day: the contracts not contacted
 * today first, then those contacted today. The second part is read only on
 * the page where the first ends.
 */
export async function listToday(db: DbOrTx, userId: number, page: number, perPage: number) {
  const today = await businessToday(db);
  const offset = (page - 1) * perPage;
  const first = (await db.execute<RawRow>(todayPartSql(userId, today, false, perPage, offset))).rows;
  let rows = first;
  if (first.length < perPage) {
    let before = offset + first.length;
    if (first.length === 0 && offset > 0) {
      const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from contracts k
        where k.responsible_id = ${userId} and k.status = 'ACTIVE' and k.next_due_date < ${today}::date
          and (k.last_contact_at is null or k.last_contact_at < ${dayStart(today)})`);
      before = counted.rows[0]?.n ?? 0;
    }
    const rest = await db.execute<RawRow>(
      todayPartSql(userId, today, true, perPage - first.length, Math.max(0, offset - before)),
    );
    rows = [...first, ...rest.rows];
  }
  return { data: await presentRows(db, rows, today), meta: { page, per_page: perPage, today } };
}

/** One contract as a collection row (any state), or undefined. */
export async function collectionRow(db: DbOrTx, id: number): Promise<CollectionContractRow | undefined> {
  const today = await businessToday(db);
  const rows = await db.execute<RawRow>(
    rowSelect(today, sql`select k.* from contracts k where k.id = ${id}`, sql`k.id`),
  );
  return (await presentRows(db, rows.rows, today))[0];
}

/** A client's contracts with debt, most late first (the by-client list's expanded row). */
export async function clientCollectionContracts(db: DbOrTx, clientId: number) {
  const today = await businessToday(db);
  const page = sql`select k.* from contracts k where k.client_id = ${clientId}
    and k.status in ('ACTIVE', 'FREEZE') and k.next_due_date is not null order by k.next_due_date, k.id limit 100`;
  const rows = await db.execute<RawRow>(rowSelect(today, page, sql`k.next_due_date, k.id`));
  return presentRows(db, rows.rows, today);
}
