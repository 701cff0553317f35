import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Today in Tashkent, the business date of what is entered now, as the
 * database's clock tells it (one clock for every server of a cluster).
 */
export async function businessToday(tx: DbOrTx): Promise<string> {
  const rows = await tx.execute<{ today: string }>(
    sql`select ((now() at time zone 'Asia/Tashkent')::date)::text as today`,
  );
  return rows.rows[0]?.today ?? '';
}
