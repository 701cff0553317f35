import { optional } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { parse } from '../../../platform/http/validate.ts';

/** A search of the products to add, by name. */
export const productSearchQuery = z.object({
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
});

/** Products to add to a promotion, by name (at most 50). */
export async function productOptions(db: Db, query: unknown) {
  const { search } = parse(productSearchQuery, query);
  const rows = await db.execute<{ id: string; name: string }>(sql`select id, name from products
    ${search ? sql`where name ilike ${`%${search}%`}` : sql``} order by name limit 50`);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
