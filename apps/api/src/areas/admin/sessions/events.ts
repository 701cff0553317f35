import type { SignInEventsQuery } from '@savdo/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/** Days are Tashkent days: `to` includes its whole day. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Tashkent')`;

/**
 * The sign-in event log, newest first, a page at a time. Each filter has an
 * index behind it: (user_id, created_at), (event, created_at), (created_at).
 */
export async function listSignInEvents(db: Db, q: SignInEventsQuery) {
  const where: SQL[] = [];
  if (q.user_id !== undefined) where.push(sql`e.user_id = ${q.user_id}`);
  if (q.event !== undefined) where.push(sql`e.event = ${q.event}`);
  if (q.from !== undefined) where.push(sql`e.created_at >= ${dayStart(q.from)}`);
  if (q.to !== undefined) where.push(sql`e.created_at < ${dayStart(q.to)} + interval '1 day'`);
  const filter = where.length ? sql.join(where, sql` and `) : sql`true`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select e.id, e.created_at, e.event, e.reason, e.user_id, u.full_name as user_name,
        e.username, e.ip, e.user_agent, e.device_id
      from sign_in_events e left join users u on u.id = e.user_id
      where ${filter}
      order by e.created_at desc, e.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from sign_in_events e where ${filter}`),
  ]);
  return { data: rows.rows, meta: { page: q.page, per_page: q.per_page, total: count.rows[0]?.n ?? 0 } };
}
