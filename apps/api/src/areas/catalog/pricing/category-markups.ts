import type {
  CategoryMarkup,
  categoryMarkupBulkSchema,
  categoryMarkupQuerySchema,
} from '@savdo/shared/schemas/pricing';
import { foldUzbek } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';
import { categoryMarkupFor } from './service.ts';

type Query = z.output<typeof categoryMarkupQuerySchema>;
type Bulk = z.output<typeof categoryMarkupBulkSchema>;

interface CategoryRow extends Record<string, unknown> {
  id: number;
  name: string;
  parent_name: string | null;
  pending_id: number | null;
  pending_date: string | null;
  pending_retail: string | null;
  pending_wholesale: string | null;
  pending_additional: string | null;
}

/**
 * Categories with the markup their products get today (the category's own,
 * a parent's, or the general one) and the markup entered for them that
 * waits for approval, if any. Pages by name (the name index).
 */
export async function categoryMarkups(db: Db, q: Query, date: string): Promise<CategoryMarkup[]> {
  const where = [sql`c.active`];
  if (q.search) where.push(sql`c.title_folded like ${`%${foldUzbek(q.search).replace(/[\\%_]/g, '\\$&')}%`}`);
  if (q.parent_id) where.push(sql`c.parent_id = ${q.parent_id}`);
  const rows = await db.execute<CategoryRow>(sql`select c.id, c.name, parent.name as parent_name,
      pending.id as pending_id, pending.date::text as pending_date, pending.retail_percent as pending_retail,
      pending.wholesale_percent as pending_wholesale, pending.additional_percent as pending_additional
    from product_categories c
    left join product_categories parent on parent.id = c.parent_id
    left join lateral (select m.* from category_markups m
      where m.product_category_id = c.id and m.status = 'CREATED' and m.active
      order by m.date desc, m.id desc limit 1) pending on true
    where ${sql.join(where, sql` and `)}
    order by c.name, c.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return Promise.all(
    rows.rows.map(async (r) => {
      const current = await categoryMarkupFor(db, r.id, date);
      return {
        id: r.id,
        name: r.name,
        parent_name: r.parent_name,
        current: current && {
          source: current.source === 'category' && current.categoryId !== r.id ? 'parent' : current.source,
          retail_percent: current.retailPercent,
          wholesale_percent: current.wholesalePercent,
          additional_percent: current.additionalPercent,
        },
        pending: pendingOf(r),
      };
    }),
  );
}

/** The markup entered for a category that waits for approval, if any. */
function pendingOf(r: CategoryRow): CategoryMarkup['pending'] {
  if (r.pending_id === null || r.pending_date === null || r.pending_retail === null) return null;
  return {
    id: r.pending_id,
    date: r.pending_date,
    retail_percent: r.pending_retail,
    wholesale_percent: r.pending_wholesale,
    additional_percent: r.pending_additional,
  };
}

/** Enters one markup for several categories: a CREATED markup each, all or none, each audited. */
export async function enterCategoryMarkups(db: Db, input: Bulk, userId: number) {
  const ids = [...new Set(input.product_category_ids)];
  return db.transaction(async (tx) => {
    await checkCategories(tx, ids);
    const created: number[] = [];
    for (const categoryId of ids) {
      const inserted = await tx.execute<{ id: number }>(sql`insert into category_markups
        (product_category_id, date, retail_percent, wholesale_percent, additional_percent, status,
         created_by, updated_by)
        values (${categoryId}, ${input.date}, ${input.retail_percent}, ${input.wholesale_percent ?? null},
          ${input.additional_percent ?? null}, 'CREATED', ${userId}, ${userId})
        returning id`);
      const id = inserted.rows[0]?.id ?? 0;
      created.push(id);
      await audit(tx, 'category_markup', id, 'create', userId, null, {
        product_category_id: categoryId,
        date: input.date,
        retail_percent: input.retail_percent,
        wholesale_percent: input.wholesale_percent ?? null,
        additional_percent: input.additional_percent ?? null,
        status: 'CREATED',
      });
    }
    return { created: created.length, ids: created };
  });
}

async function checkCategories(tx: DbOrTx, ids: number[]): Promise<void> {
  const found = await tx.execute<{ id: number }>(sql`select id from product_categories
    where active and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const known = new Set(found.rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw new FieldErrors([{ field: `product_category_ids.${missing}`, key: 'validation.refMissing' }]);
}
