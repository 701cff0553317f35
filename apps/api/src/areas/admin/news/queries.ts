import type { NewsFeedItem, NewsFeedPage, NewsFeedQuery, NewsUnread } from '@savdo/shared/schemas/news';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';

interface Raw extends Record<string, unknown> {
  id: number;
  name: string;
  body: string;
  published_at: string;
  read: boolean;
}

const toItem = (r: Raw): NewsFeedItem => ({
  id: Number(r.id),
  name: r.name,
  body: r.body,
  published_at: r.published_at,
  read: r.read,
});

/** The items a user sees: published on or before the business day, with their read mark. */
const visible = (
  userId: number,
  today: string,
  where: SQL = sql`true`,
): SQL => sql`select n.id, n.name, n.body,
    n.published_at::text as published_at, (r.user_id is not null) as read
  from news n left join news_reads r on r.news_id = n.id and r.user_id = ${userId}
  where n.published_at <= ${today} and ${where}`;

async function unreadCount(db: Db, userId: number, today: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from news n
    where n.published_at <= ${today}
      and not exists (select 1 from news_reads r where r.news_id = n.id and r.user_id = ${userId})`);
  return rows.rows[0]?.n ?? 0;
}

/** A page of the feed, newest first, with the total and the unread count. */
export async function newsFeed(db: Db, userId: number, q: NewsFeedQuery): Promise<NewsFeedPage> {
  const today = await businessToday(db);
  const rows = await db.execute<Raw>(sql`${visible(userId, today)}
    order by n.published_at desc, n.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from news where published_at <= ${today}`,
  );
  return {
    data: rows.rows.map(toItem),
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: total.rows[0]?.n ?? 0,
      unread: await unreadCount(db, userId, today),
    },
  };
}

/** The newest unread item and the unread count. */
export async function newsUnread(db: Db, userId: number): Promise<NewsUnread> {
  const today = await businessToday(db);
  const rows = await db.execute<Raw>(sql`${visible(userId, today, sql`r.user_id is null`)}
    order by n.published_at desc, n.id desc limit 1`);
  const first = rows.rows[0];
  return { latest: first ? toItem(first) : null, unread: await unreadCount(db, userId, today) };
}
