import type { RequestQuery } from '@savdo/shared/schemas/contract-requests';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/**
 * A page of requests, newest first, by status, branch, contract and period
 * (each on an index with the id): the page's ids are taken from `table`
 * (alias `r`, narrowed by `first` and the query) before `select` reads
 * their rows, joined on them.
 */
export async function requestPage<Raw, Row>(
  db: Db,
  q: RequestQuery,
  { select, table, first, present }: { select: SQL; table: SQL; first: SQL; present(raw: Raw): Row },
) {
  const c: SQL[] = [first];
  if (q.status) c.push(sql`r.status = ${q.status}`);
  if (q.branch_id) c.push(sql`r.branch_id = ${q.branch_id}`);
  if (q.contract_id) c.push(sql`r.contract_id = ${q.contract_id}`);
  if (q.date_from) c.push(sql`r.business_date >= ${q.date_from}`);
  if (q.date_to) c.push(sql`r.business_date <= ${q.date_to}`);
  const rows = await db.execute(sql`${select}
    join (select r.id from ${table} r where ${sql.join(c, sql` and `)}
      order by r.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = r.id
    order by r.id desc`);
  return { data: rows.rows.map((raw) => present(raw as Raw)), meta: { page: q.page, per_page: q.per_page } };
}
