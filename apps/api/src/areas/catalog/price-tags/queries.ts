import type { ChangedProduct } from '@savdo/shared/schemas/pricing';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/** The products whose selling price changed since a date (all time without one), latest change first. */
export async function changedProducts(
  db: Db,
  q: { since?: string | undefined; page: number; per_page: number },
): Promise<ChangedProduct[]> {
  const since = q.since ?? '1970-01-01';
  const rows = await db.execute<
    ChangedProduct & Record<string, unknown>
  >(sql`select p.id, p.name, p.retail_price_uzs, max(c.created_at) as changed_at
    from selling_price_changes c join products p on p.id = c.product_id
    where c.created_at >= ${since}::date
    group by p.id, p.name, p.retail_price_uzs
    order by changed_at desc, p.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return rows.rows;
}
