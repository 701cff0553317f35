import { sql } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '../../http/access.ts';
import { defineJob } from '../jobs/registry.ts';

/** Revoked sessions are kept this long (device control history), then deleted. */
export const REVOKED_SESSION_KEEP_DAYS = 90;

/**
 * Nightly housekeeping of sign-in data: revokes the sessions idle past the
 * limit (the access check would refuse them anyway), deletes sessions revoked
 * long ago and the captchas that expired (used or not) over a day ago.
 */
export const sessionsPurgeJob = defineJob({
  name: 'sessions.purge',
  singleton: true,
  cron: '30 3 * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
  run: async (_data, { db }) => {
    const revoked = await db.execute(sql`update sessions set revoked_at = now(), revoke_reason = 'idle'
      where revoked_at is null and last_used_at < now() - make_interval(days => ${SESSION_IDLE_DAYS})`);
    const deleted = await db.execute(
      sql`delete from sessions where revoked_at < now() - make_interval(days => ${REVOKED_SESSION_KEEP_DAYS})`,
    );
    const captchas = await db.execute(sql`delete from captchas where expires_at < now() - interval '1 day'`);
    return {
      revoked: revoked.rowCount ?? 0,
      deleted: deleted.rowCount ?? 0,
      captchas: captchas.rowCount ?? 0,
    };
  },
});
