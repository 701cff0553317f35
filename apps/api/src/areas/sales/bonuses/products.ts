import { toMinor } from '@savdo/shared/money';
import type { BonusProductEditInput, BonusProductInput } from '@savdo/shared/schemas/bonuses';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';

/** Offers a product for points (one offer per product: 409 when it already is). */
export async function addBonusProduct(db: Db, input: BonusProductInput, userId: number): Promise<number> {
  const product = await db.execute(sql`select 1 from products where id = ${input.product_id}`);
  if (product.rows.length === 0) throw new FieldErrors([{ field: 'product_id', key: 'validation.invalid' }]);
  const rows = await db.execute<{
    id: string;
  }>(sql`insert into bonus_products (product_id, points, created_by)
    values (${input.product_id}, ${toMinor(input.points)}, ${userId}) on conflict do nothing returning id`);
  const row = rows.rows[0];
  if (!row) throw conflict('bonuses.errors.alreadyOffered');
  return Number(row.id);
}

/** Changes the points a bonus product costs, or withdraws it (orders already made keep theirs). */
export async function editBonusProduct(db: Db, id: number, input: BonusProductEditInput): Promise<void> {
  const rows = await db.execute(sql`update bonus_products set points = ${toMinor(input.points)},
      active = ${input.active} where id = ${id} returning id`);
  if (rows.rows.length === 0) throw notFound();
}
