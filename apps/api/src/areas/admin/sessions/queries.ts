import type { SessionRow, SessionsPage } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { withinLimits } from '../../../platform/http/access.ts';

/** The open sessions, by user or of everyone, most recently used first, a page at a time. */
export async function listOpenSessions(
  db: Db,
  q: { page: number; per_page: number; user_id?: number | undefined },
): Promise<SessionsPage> {
  // sessions past a limit are not open any more, though revoked only at their next call
  const byUser = q.user_id === undefined ? withinLimits : sql`s.user_id = ${q.user_id} and ${withinLimits}`;
  const [rows, count] = await Promise.all([
    db.execute<
      Omit<SessionRow, 'id'> & { id: string }
    >(sql`select s.id, s.user_id, u.full_name as user_name, u.username, s.app, s.device_id, s.ip,
      s.user_agent, s.created_at, s.last_used_at
    from sessions s join users u on u.id = s.user_id
    where s.revoked_at is null and ${byUser}
    order by s.last_used_at desc, s.id desc
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions s where s.revoked_at is null and ${byUser}`,
    ),
  ]);
  // bigint ids come from the driver as strings
  const data = rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
  return { data, meta: { page: q.page, per_page: q.per_page, total: count.rows[0]?.n ?? 0 } };
}
