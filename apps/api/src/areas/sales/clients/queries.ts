import { parseDocumentNumber } from '@savdo/shared/documents';
import type { ClientQuery, ClientRow } from '@savdo/shared/schemas/clients';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { contractNumberSql } from '../contracts/number-search.ts';
import { clientMatch, clientSearchKind } from './name-search.ts';

/** Lists count exactly up to this many matching rows, then answer "more than" (`total_exact` false). */
const EXACT_COUNT_LIMIT = 1_000;

/**
 * The other active cards that look like the card `c`: the same PINFL, the
 * same passport, a phone in common, or the same name key and birth date.
 * Each arm is served by its index (`clients_pinfl`, `clients_passport`, the
 * GIN `clients_phones`, `clients_name_birth`).
 */
export const DUPLICATE_OF = (c: SQL, d: SQL) => sql`${d}.active and ${d}.id <> ${c}.id and (
    (${c}.pinfl is not null and ${d}.pinfl = ${c}.pinfl)
    or (${c}.passport is not null and ${d}.passport = ${c}.passport)
    or ${d}.phones && ${c}.phones
    or (${c}.birth_date is not null and ${d}.name_key = ${c}.name_key and ${d}.birth_date = ${c}.birth_date))`;

/**
 * The condition of the one search box: the shared client rule (`clientMatch`:
 * PINFL, passport, a phone or its end, words of the name), and a contract
 * number (`TSH-15`, `ТШ-15`, or bare digits: the shared
 * `parseDocumentNumber`). Digits that are both a number and a phone (`4567`,
 * `901234567`) find either, each by its index, united.
 */
export function searchCondition(search: string): SQL[] {
  const number = parseDocumentNumber(search);
  const kind = clientSearchKind(search);
  if (!number) return [clientMatch(sql`c`, search)];
  const byNumber = sql`select k.client_id from contracts k where ${contractNumberSql(sql`k`, number)}`;
  if (kind === 'name') return [sql`c.id in (${byNumber})`];
  return [sql`c.id in (select x.id from clients x where ${clientMatch(sql`x`, search)} union ${byNumber})`];
}

/** WHERE of the list: the search and every filter, each on an indexed column. */
export function clientConditions(q: Omit<ClientQuery, 'page' | 'per_page'>): SQL {
  const where: SQL[] = [sql`true`];
  if (q.search) where.push(...searchCondition(q.search));
  if (q.active) where.push(sql`c.active = ${q.active === 'true'}`);
  if (q.province_id) where.push(sql`c.province_id = ${q.province_id}`);
  if (q.region_id) where.push(sql`c.region_id = ${q.region_id}`);
  if (q.village_id) where.push(sql`c.village_id = ${q.village_id}`);
  if (q.branch_id) where.push(sql`c.branch_id = ${q.branch_id}`);
  if (q.gender) where.push(sql`c.gender = ${q.gender}`);
  if (q.birth_date) where.push(sql`c.birth_date = ${q.birth_date}`);
  if (q.birth_month) where.push(sql`c.birth_month = ${q.birth_month}`);
  if (q.passport) where.push(sql`c.passport = ${q.passport}`);
  if (q.phone) where.push(sql`c.phones @> array[${q.phone}]::text[]`);
  return sql.join(where, sql` and `);
}

/** The columns of a list row (`c` a card, its references joined by `clientJoins`). */
export const CLIENT_ROW_COLUMNS = sql`c.id::int as id, c.full_name, c.pinfl, c.passport, c.phones, c.birth_date,
  c.gender, p.name as province_name, r.name as region_name, vl.name as village_name, c.branch_id,
  b.name as branch_name, c.active, c.merged_into_id::int as merged_into_id, c.created_at,
  (select count(*) from clients d where ${DUPLICATE_OF(sql`c`, sql`d`)})::int as duplicate_count`;

export const CLIENT_JOINS = sql`left join provinces p on p.id = c.province_id
  left join regions r on r.id = c.region_id
  left join villages vl on vl.id = c.village_id
  left join branches b on b.id = c.branch_id`;

/**
 * The matching clients' ids, newest first, as a query: with a search, the
 * clients it names are found first by its own index (PINFL, passport, the
 * GIN `clients_phones`, the trigram `clients_name_trgm`, a contract number)
 * and at most `EXACT_COUNT_LIMIT + 1` of them kept (a materialized CTE), then
 * ordered; otherwise the filters' indexes are read in id order. Ordering a
 * search by id directly lets the planner walk `clients_pkey` backwards
 * filtering every card (it guesses 0.5 % of the clients hold any phone); a
 * search matching more than the limit pages among the first ones found and
 * answers "more than" (`total_exact` false).
 */
export function matchingIds(q: Omit<ClientQuery, 'page' | 'per_page'>, limit: number, offset = 0): SQL {
  const where = clientConditions(q);
  if (!q.search)
    return sql`select c.id from clients c where ${where} order by c.id desc limit ${limit} offset ${offset}`;
  return sql`select hit.id from (select c.id from clients c where ${where} limit ${EXACT_COUNT_LIMIT + 1}) hit
    order by hit.id desc limit ${limit} offset ${offset}`;
}

/** The SQL of a page of `listClients` (exported for the plan tests). */
export function clientPageSql(q: ClientQuery): SQL {
  const offset = (q.page - 1) * q.per_page;
  return sql`with page as materialized (${matchingIds(q, q.per_page, offset)})
    select ${CLIENT_ROW_COLUMNS} from page join clients c on c.id = page.id ${CLIENT_JOINS}
    order by c.id desc`;
}

/** A page of clients, newest first, with each one's duplicate count. */
export async function listClients(db: DbOrTx, q: ClientQuery) {
  const where = clientConditions(q);
  const [rows, count] = await Promise.all([
    db.execute<ClientRow & Record<string, unknown>>(clientPageSql(q)),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from clients c where ${where} limit ${EXACT_COUNT_LIMIT + 1}) s`,
    ),
  ]);
  const n = count.rows[0]?.n ?? 0;
  return {
    data: rows.rows as ClientRow[],
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: Math.min(n, EXACT_COUNT_LIMIT),
      total_exact: n <= EXACT_COUNT_LIMIT,
    },
  };
}

/** The SQL of `clientOptions` (exported for the plan tests). */
export function clientOptionsSql(search: string | undefined): SQL {
  const q = { ...(search ? { search } : {}), active: 'true' as const };
  return sql`with page as materialized (${matchingIds(q, 50)}) select c.id::int as id,
      concat_ws(' · ', c.full_name, coalesce(c.pinfl, c.passport), c.phones[1]) as name
    from page join clients c on c.id = page.id order by c.id desc`;
}

/** Active clients for a select: id and "name · PINFL or passport", found as in the list. */
export async function clientOptions(db: DbOrTx, search: string | undefined) {
  const rows = await db.execute<{ id: number; name: string }>(clientOptionsSql(search));
  return rows.rows;
}
