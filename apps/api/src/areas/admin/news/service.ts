import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** Marks an item read for the user (again: nothing changes); 404 for an item not published yet or unknown. */
export async function markNewsRead(db: Db, userId: number, newsId: number): Promise<void> {
  const today = await businessToday(db);
  const found = await db.execute(sql`select 1 from news where id = ${newsId} and published_at <= ${today}`);
  if (found.rows.length === 0) throw notFound();
  await db.execute(sql`insert into news_reads (user_id, news_id) values (${userId}, ${newsId})
    on conflict do nothing`);
}
