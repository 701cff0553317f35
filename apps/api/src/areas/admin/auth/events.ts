import type { SignInEvent } from '@savdo/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { signInEvents } from './schema.ts';

/** Who and where an event comes from; everything but the event may be unknown. */
export interface EventSource {
  userId?: number | null;
  username?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  deviceId?: string | null;
  sessionId?: number | null;
}

/** Appends one sign-in event (the table refuses updates and deletes). */
export async function logEvent(
  db: DbOrTx,
  event: SignInEvent,
  source: EventSource,
  reason: string | null = null,
): Promise<void> {
  await db.insert(signInEvents).values({
    event,
    reason,
    user_id: source.userId ?? null,
    username: source.username ?? null,
    ip: source.ip ?? null,
    user_agent: source.userAgent?.slice(0, 500) ?? null,
    device_id: source.deviceId ?? null,
    session_id: source.sessionId ?? null,
  });
}

/**
 * Revokes the open sessions `where` selects (a condition on `sessions`) and
 * logs each revocation, in one statement; answers the revoked ids.
 * `event` is `sign_out` for the user's own sign-out, else `session_revoked`.
 */
export async function revokeSessions(
  db: DbOrTx,
  where: SQL,
  reason: string,
  event: SignInEvent = 'session_revoked',
): Promise<number[]> {
  const result = await db.execute<{ id: string }>(sql`
    with revoked as (
      update sessions set revoked_at = now(), revoke_reason = ${reason}
      where revoked_at is null and ${where}
      returning id, user_id, ip, user_agent, device_id
    ), logged as (
      insert into sign_in_events (event, reason, user_id, username, ip, user_agent, device_id, session_id)
      select ${event}, ${reason}, r.user_id, u.username, r.ip, r.user_agent, r.device_id, r.id
      from revoked r join users u on u.id = r.user_id
    )
    select id from revoked`);
  return result.rows.map((r) => Number(r.id));
}
