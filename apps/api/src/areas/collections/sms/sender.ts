import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { defineJob } from '../../../platform/jobs/registry.ts';
import type { SmsGateway, SmsOutcome } from './gateway.ts';
import { smsMessages } from './schema.ts';

/** How the sender works (the app's defaults in `SENDER_DEFAULTS`). */
export interface SenderOptions {
  /** The callback address of a message (with our secret token), or null: poll the status instead. */
  callbackUrl: () => Promise<string | null>;
  /** Sends of one message before it is REFUSED (a failure each). */
  maxAttempts?: number;
  /** Seconds before the next try after the n-th failure (doubling from 30 s, at most an hour). */
  backoffSeconds?: (attempt: number) => number;
  /** Rows taken by one run. */
  batch?: number;
  /** Seconds after its send before a message's status is asked (delivery reports take a while). */
  pollAfterSeconds?: number;
  /** The clock (tests move it forward past a backoff). */
  now?: Date;
}

export const SMS_MAX_ATTEMPTS = 5;
const defaultBackoff = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));
/** A SENDING row whose send has not come back for this long is taken again (its sender died). */
const LEASE_SECONDS = 300;

interface Claimed {
  id: number;
  phone: string;
  text: string;
  attempts: number;
}

/**
 * Takes the messages due to be sent: WAITING ones whose time has come and
 * SENDING ones whose sender died before recording the provider's answer
 * (lease over, no provider id), skipping rows another sender holds. Marks
 * them SENDING with a lease, one attempt more, in a short transaction.
 */
async function claim(db: Db, now: Date, batch: number): Promise<Claimed[]> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string }>(sql`
      select id from sms_messages
      where status in ('WAITING', 'SENDING') and provider_id is null and next_attempt_at <= ${at}
      order by next_attempt_at, id
      limit ${batch}
      for update skip locked`);
    const ids = due.rows.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return tx
      .update(smsMessages)
      .set({
        status: 'SENDING',
        attempts: sql`${smsMessages.attempts} + 1`,
        next_attempt_at: sql`${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS})`,
        updated_at: sql`now()`,
      })
      .where(inArray(smsMessages.id, ids))
      .returning({
        id: smsMessages.id,
        phone: smsMessages.phone,
        text: smsMessages.text,
        attempts: smsMessages.attempts,
      });
  });
}

/** Records a delivery outcome once: only a message not yet DONE or REFUSED changes (a repeated report does nothing). */
export async function finishMessage(
  db: Db,
  where: { id: number } | { providerId: string },
  outcome: Exclude<SmsOutcome, 'PENDING'>,
  detail: { providerStatus?: string; error?: string },
): Promise<boolean> {
  const match = 'id' in where ? eq(smsMessages.id, where.id) : eq(smsMessages.provider_id, where.providerId);
  const rows = await db
    .update(smsMessages)
    .set({
      status: outcome,
      ...(detail.providerStatus ? { provider_status: detail.providerStatus } : {}),
      ...(detail.error ? { last_error: detail.error } : {}),
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(match, inArray(smsMessages.status, ['WAITING', 'SENDING'])))
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

async function sendOne(db: Db, gateway: SmsGateway, row: Claimed, options: Required<SenderOptions>) {
  let failure: { retry: boolean; message: string };
  try {
    const callbackUrl = await options.callbackUrl();
    const result = await gateway.send({ messageId: row.id, phone: row.phone, text: row.text, callbackUrl });
    if (result.ok) {
      await db
        .update(smsMessages)
        .set({
          provider: gateway.name,
          provider_id: result.providerId,
          provider_status: result.providerStatus,
          sent_at: sql`now()`,
          last_error: null,
          updated_at: sql`now()`,
        })
        .where(eq(smsMessages.id, row.id));
      return 'sent' as const;
    }
    failure = result;
  } catch (error) {
    failure = { retry: true, message: error instanceof Error ? error.message : String(error) };
  }
  if (!failure.retry || row.attempts >= options.maxAttempts) {
    await finishMessage(db, { id: row.id }, 'REFUSED', { error: failure.message });
    return 'refused' as const;
  }
  const wait = options.backoffSeconds(row.attempts);
  await db
    .update(smsMessages)
    .set({
      status: 'WAITING',
      last_error: failure.message,
      next_attempt_at: sql`${options.now.toISOString()}::timestamptz + make_interval(secs => ${wait})`,
      updated_at: sql`now()`,
    })
    .where(and(eq(smsMessages.id, row.id), eq(smsMessages.status, 'SENDING')));
  return 'retry' as const;
}

/** Asks the provider for the delivery of sent messages no callback has finished yet. */
async function pollSent(db: Db, gateway: SmsGateway, options: Required<SenderOptions>) {
  const before = new Date(options.now.getTime() - options.pollAfterSeconds * 1000).toISOString();
  const sent = await db.execute<{ id: string; provider_id: string }>(sql`
    select id, provider_id from sms_messages
    where status = 'SENDING' and provider_id is not null
      and (${options.pollAfterSeconds} = 0 or sent_at <= ${before})
    order by sent_at, id limit ${options.batch}`);
  let finished = 0;
  for (const row of sent.rows) {
    const delivery = await gateway.status(row.provider_id).catch(() => null);
    if (!delivery || delivery.outcome === 'PENDING') continue;
    if (
      await finishMessage(db, { id: Number(row.id) }, delivery.outcome, {
        providerStatus: delivery.providerStatus,
      })
    )
      finished += 1;
  }
  return finished;
}

/**
 * One run of the sender: sends what is due (a failure retried with backoff
 * up to `maxAttempts`, then REFUSED with the error; a refusal REFUSED at
 * once), then asks the status of sent messages whose callback has not come.
 */
export async function runSmsSender(db: Db, gateway: SmsGateway, options: SenderOptions) {
  const full: Required<SenderOptions> = {
    maxAttempts: SMS_MAX_ATTEMPTS,
    backoffSeconds: defaultBackoff,
    batch: 200,
    pollAfterSeconds: gateway.name === 'local' ? 0 : 60,
    now: new Date(),
    ...options,
  };
  const counts = { sent: 0, retry: 0, refused: 0, finished: 0 };
  for (const row of await claim(db, full.now, full.batch)) counts[await sendOne(db, gateway, row, full)] += 1;
  counts.finished = await pollSent(db, gateway, full);
  return counts;
}

/** The sender as a background job: every minute, one at a time. */
export const smsSendJob = (gateway: SmsGateway, callbackUrl: SenderOptions['callbackUrl']) =>
  defineJob<object>({
    name: 'sms.send',
    run: async (_data, { db }) => runSmsSender(db, gateway, { callbackUrl }),
    retry: { limit: 2, delaySeconds: 30, backoff: true },
    singleton: true,
    cron: '* * * * *',
    expireInSeconds: 600,
  });
