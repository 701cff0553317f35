import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

/** UZS per USD at a date: the latest active rate on or before it. */
export async function rateAt(tx: DbOrTx, date: string): Promise<string | undefined> {
  const rows = await tx.execute<{ rate: string }>(sql`select rate from exchange_rates
    where active and date <= ${date} order by date desc limit 1`);
  return rows.rows[0]?.rate;
}
