import { timingSafeEqual } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { outcomeOf } from './gateway.ts';
import { smsMessages } from './schema.ts';
import { finishMessage } from './sender.ts';

/** Whether the token in a callback's address is ours (compared in constant time). */
export function tokenMatches(given: string, ours: string | null): boolean {
  if (!ours) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(ours);
  return a.length === b.length && timingSafeEqual(a, b);
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

/**
 * A delivery callback (Eskiz posts `request_id`/`message_id`, `user_sms_id`,
 * `status`, …): the message is found by the provider's id (or our id) and
 * finished when the status is final; a report for a finished message, a
 * repeated one, changes nothing. Answers whether the message changed, or
 * null when the body names no message or status.
 */
export async function applyCallback(db: Db, body: Record<string, unknown>): Promise<boolean | null> {
  const providerId = text(body.request_id) ?? text(body.message_id) ?? text(body.id);
  const status = text(body.status);
  const ourId = text(body.user_sms_id);
  if (!status || (!providerId && !ourId)) return null;
  const byOurs = ourId && /^\d{1,15}$/.test(ourId) ? eq(smsMessages.id, Number(ourId)) : undefined;
  const byProvider = providerId ? eq(smsMessages.provider_id, providerId) : undefined;
  const [message] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(or(byProvider, byOurs))
    .limit(1);
  if (!message) return false;
  const outcome = outcomeOf(status);
  if (outcome === 'PENDING') {
    await db
      .update(smsMessages)
      .set({ provider_status: status, updated_at: sql`now()` })
      .where(sql`${smsMessages.id} = ${message.id} and ${smsMessages.status} = 'SENDING'`);
    return false;
  }
  return finishMessage(db, { id: message.id }, outcome, { providerStatus: status });
}
