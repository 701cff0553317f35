import { fromMinor } from '@savdo/shared/money';
import type { CollectionClientRow, CollectionQuery } from '@savdo/shared/schemas/collections';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { collectionWhere } from './filters.ts';

/**
 * The all-customer list: the clients of the contracts the filters match,
 * one row each with their late contracts summed per currency, the worst
 * days late, who answers for them and the last contact; most late first.
 * The contracts are found as in the all-contracts list; only the page's
 * clients are grouped.
 */

interface RawClient extends Record<string, unknown> {
  client_id: string;
  client_name: string;
  phone: string | null;
  contracts: number;
  rest_uzs: string;
  rest_usd: string;
  days_late: number;
  responsible_names: string | null;
  last_contact_at: Date | string | null;
}

/**
 * The clients of a page, most late first: the matching contracts are walked
 * in the order of their next due date (an index range, as the contracts
 * list), and each client counted where it first appears, which is the order
 * of its worst next due date (then its id). The walk reads a few times the
 * page's rows and more only while it finds too few distinct clients.
 */
async function pageClientIds(db: DbOrTx, q: CollectionQuery, today: string): Promise<number[]> {
  const need = q.page * q.per_page;
  const where = collectionWhere(q, today);
  for (let cap = need * 4; ; cap *= 4) {
    const walked = await db.execute<{
      client_id: string;
    }>(sql`select k.client_id from contracts k where ${where}
      order by k.next_due_date, k.client_id limit ${cap}`);
    const seen = [...new Set(walked.rows.map((r) => Number(r.client_id)))];
    if (seen.length >= need || walked.rows.length < cap) return seen.slice(need - q.per_page, need);
  }
}

/** The SQL of a page's rows: the given clients' matching contracts summed (exported for the plan tests). */
export function clientRowsSql(q: CollectionQuery, today: string, ids: readonly number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  return sql`select g.client_id, cl.full_name as client_name, cl.phones[1] as phone, g.contracts, g.rest_uzs,
      g.rest_usd, g.days_late, g.responsible_names, g.last_contact_at
    from (select k.client_id, count(*)::int as contracts,
        coalesce(sum(k.rest) filter (where k.currency = 'UZS'), 0)::text as rest_uzs,
        coalesce(sum(k.rest) filter (where k.currency = 'USD'), 0)::text as rest_usd,
        greatest(${today}::date - min(k.next_due_date), 0) as days_late,
        min(k.next_due_date) as worst_due,
        (select string_agg(distinct u.full_name, ', ') from users u
          where u.id = any(array_agg(k.responsible_id))) as responsible_names,
        max(k.last_contact_at) as last_contact_at
      from contracts k where k.client_id in (${list}) and ${collectionWhere(q, today)}
      group by k.client_id) g
    join clients cl on cl.id = g.client_id
    order by g.worst_due, g.client_id`;
}

/** One page of clients with late contracts. */
export async function listCollectionClients(db: DbOrTx, q: CollectionQuery) {
  const today = await businessToday(db);
  const ids = await pageClientIds(db, q, today);
  const rows =
    ids.length === 0
      ? { rows: [] as RawClient[] }
      : await db.execute<RawClient>(clientRowsSql(q, today, ids));
  const data: CollectionClientRow[] = rows.rows.map((r) => ({
    ...r,
    client_id: Number(r.client_id),
    rest_uzs: fromMinor(BigInt(r.rest_uzs)),
    rest_usd: fromMinor(BigInt(r.rest_usd)),
    days_late: Number(r.days_late),
    last_contact_at: r.last_contact_at instanceof Date ? r.last_contact_at.toISOString() : r.last_contact_at,
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
