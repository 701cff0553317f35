import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { revokeSessions } from '../auth/events.ts';

/** Revokes one open session on an administrator's order; an unknown or closed one is 404. */
export async function revokeSession(db: Db, id: number, byUserId: number): Promise<{ id: number }> {
  const revoked = await revokeSessions(db, sql`id = ${id}`, `admin:${byUserId}`);
  if (revoked.length === 0) throw notFound();
  return { id };
}
