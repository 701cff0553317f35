import { sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/arrays.ts';
import type { DbOrTx } from '../../platform/db/client.ts';

/** Whether a product (`p`, its unit `u` joined) is counted in whole units only: the one rule. */
export const WHOLE_ONLY = sql`(coalesce(p.is_serial, false) or not coalesce(u.fractional, false))`;

/**
 * Of the given products, those counted in whole units only: serial-tracked
 * goods, and goods whose unit is not sold in parts (`units.fractional` off:
 * pieces, sets, boxes; kilograms, metres and litres are). A fraction of one
 * (0.036 of a phone) is refused wherever goods are entered: orders, cash
 * sales, stock documents, releases.
 */
export async function wholeOnlyProducts(tx: DbOrTx, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await tx.execute<{ id: number }>(sql`select p.id from products p
    left join units u on u.id = p.unit_id
    where p.id ${anyOf([...new Set(productIds)])}
      and ${WHOLE_ONLY}`);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

/** Whether a quantity in thousandths is a whole number of units. */
export const isWhole = (milli: bigint): boolean => milli % 1000n === 0n;
