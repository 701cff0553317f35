import { sql } from 'drizzle-orm';
import { idleLimit, lifetimeLimit } from '../../../platform/http/access.ts';
import { defineJob } from '../../../platform/jobs/registry.ts';
import { revokeSessions } from '../auth/events.ts';

/** Revoked sessions are kept this long (device control history), then deleted. */
export const REVOKED_SESSION_KEEP_DAYS = 90;

/**
 * Nightly housekeeping of sign-in data: revokes the sessions past the idle or
 * the absolute limit of the general settings (the access check would refuse
 * them anyway), logging each as a sign-in event, deletes sessions revoked
 * long ago and the captchas that expired (used or not) over a day ago.
 */
export const sessionsPurgeJob = defineJob({
  name: 'sessions.purge',
  singleton: true,
  cron: '30 3 * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
  run: async (_data, { db }) => {
    const absolute = await revokeSessions(
      db,
      sql`created_at <= now() - ${lifetimeLimit} * interval '1 second'`,
      'absolute',
    );
    const idle = await revokeSessions(
      db,
      sql`last_used_at <= now() - ${idleLimit} * interval '1 second'`,
      'idle',
    );
    const deleted = await db.execute(
      sql`delete from sessions where revoked_at < now() - make_interval(days => ${REVOKED_SESSION_KEEP_DAYS})`,
    );
    const captchas = await db.execute(sql`delete from captchas where expires_at < now() - interval '1 day'`);
    return {
      revoked: absolute.length + idle.length,
      deleted: deleted.rowCount ?? 0,
      captchas: captchas.rowCount ?? 0,
    };
  },
});
