import { randomUUID } from 'node:crypto';
import type { Lateness } from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../platform/db/client.ts';
import { defineJob } from '../../../../platform/jobs/registry.ts';
import { buildForm, buildForms } from './forms.ts';
import type { KatmForm, KatmProvider } from './provider.ts';

/** Sends of one submission the background retry gives up on (a person can still resend it). */
export const KATM_MAX_ATTEMPTS = 20;

/** Refusals that are the bureau's state, not the report's content: retried like a timeout. */
const TRANSIENT = new Set(['SERVICE_REFUSED', 'NO_TOKEN', 'RATE_LIMIT', '401', '429']);

export interface QueueOptions {
  date: string;
  source: 'AUTO' | 'MANUAL';
  userId?: number | null;
  /** The contracts' late figures as of `date`, read for a whole batch at once (status forms). */
  lateness?: ReadonlyMap<number, Lateness>;
}

/**
 * Enters a form about a subject PENDING, once per form, subject and version
 * (`idempotency_key`): answers the submission's id and whether it was new,
 * or null when there is no such form (no subject, an order not declined).
 */
export async function queueSubmission(
  tx: DbOrTx,
  form: KatmForm,
  subjectId: number,
  options: QueueOptions,
): Promise<{ id: number; created: boolean } | null> {
  const built = await buildForm(tx, form, subjectId, options.date, options.lateness);
  if (!built) return null;
  const key = `${form}:${built.subjectKind}:${built.subjectId}:${built.version}`;
  const inserted = await tx.execute<{ id: string }>(sql`insert into katm_submissions
      (form, subject_kind, subject_id, subject_version, idempotency_key, claim_id, client_id, branch_id,
       business_date, payload, source, created_by)
    values (${form}, ${built.subjectKind}, ${built.subjectId}, ${built.version}, ${key}, ${built.claimId},
      ${built.clientId}, ${built.branchId}, ${options.date},
      ${JSON.stringify({ claim_id: built.claimId, request_id: randomUUID(), data: built.data })}::jsonb,
      ${options.source}, ${options.userId ?? null})
    on conflict (idempotency_key) do nothing returning id`);
  if (inserted.rows[0]) return { id: Number(inserted.rows[0].id), created: true };
  const existing = await tx.execute<{ id: string }>(
    sql`select id from katm_submissions where idempotency_key = ${key}`,
  );
  return existing.rows[0] ? { id: Number(existing.rows[0].id), created: false } : null;
}

/**
 * Enters the forms about many subjects of one kind PENDING, each once
 * (`idempotency_key`), built from a few batched reads and written in one
 * statement: answers how many were new. The close of day's way; a form
 * queued by hand goes through `queueSubmission`.
 */
export async function queueSubmissions(
  tx: DbOrTx,
  form: KatmForm,
  subjectIds: readonly number[],
  options: QueueOptions,
): Promise<number> {
  const built = [...(await buildForms(tx, form, subjectIds, options.date, options.lateness)).values()];
  if (built.length === 0) return 0;
  const rows = built.map(
    (b) => sql`(${form}, ${b.subjectKind}, ${b.subjectId}, ${b.version},
      ${`${form}:${b.subjectKind}:${b.subjectId}:${b.version}`}, ${b.claimId}, ${b.clientId}, ${b.branchId},
      ${options.date}::date,
      ${JSON.stringify({ claim_id: b.claimId, request_id: randomUUID(), data: b.data })}::jsonb,
      ${options.source}, ${options.userId ?? null}::int)`,
  );
  const inserted = await tx.execute(sql`insert into katm_submissions
      (form, subject_kind, subject_id, subject_version, idempotency_key, claim_id, client_id, branch_id,
       business_date, payload, source, created_by)
    values ${sql.join(rows, sql`, `)}
    on conflict (idempotency_key) do nothing`);
  return inserted.rowCount ?? 0;
}

export type SendOutcome = 'ACCEPTED' | 'REJECTED' | 'FAILED' | 'busy' | 'done';

/**
 * Sends one submission. It is claimed first (PENDING or FAILED, or a claim
 * left by a crash five minutes ago → SENDING), so a click and the job never
 * send it at once; its request id stays the same on every attempt, so the
 * bureau answers a re-send after a lost answer with DUPLICATE and the first
 * report's id: taken once. Taken → ACCEPTED; its content refused →
 * REJECTED; unreachable, timed out or refused for the bureau's own reasons →
 * FAILED, re-sent by the job.
 */
export async function sendSubmission(db: Db, provider: KatmProvider, id: number): Promise<SendOutcome> {
  const claimed = await db.execute<{
    form: KatmForm;
    payload: { claim_id: string; request_id: string; data: Record<string, unknown> };
  }>(sql`
    update katm_submissions set status = 'SENDING', updated_at = now(), provider = ${provider.name}
    where id = ${id} and (status in ('PENDING', 'FAILED')
      or (status = 'SENDING' and updated_at < now() - interval '5 minutes'))
    returning form, payload`);
  const row = claimed.rows[0];
  if (!row) {
    const now = await db.execute<{ status: string }>(
      sql`select status from katm_submissions where id = ${id}`,
    );
    return now.rows[0]?.status === 'ACCEPTED' ? 'done' : 'busy';
  }
  const answer = await provider.submit(row.form, row.payload).catch((error: unknown) => ({
    ok: false as const,
    code: 'UNREACHABLE',
    message: error instanceof Error ? error.message : String(error),
    raw: {},
    thrown: true,
  }));
  let status: 'ACCEPTED' | 'REJECTED' | 'FAILED';
  let message: string | null = null;
  let reportId: string | null = null;
  if (answer.ok) {
    status = 'ACCEPTED';
    reportId = answer.reportId;
    message = answer.duplicate ? 'DUPLICATE: taken before with the same request id' : null;
  } else {
    status = 'thrown' in answer || TRANSIENT.has(answer.code) ? 'FAILED' : 'REJECTED';
    message = `${answer.code}: ${answer.message}`.slice(0, 500);
  }
  await db.execute(sql`update katm_submissions set status = ${status}, report_id = coalesce(${reportId}, report_id),
      message = ${message}, answer = ${JSON.stringify(answer.raw)}::jsonb, attempts = attempts + 1,
      sent_at = now(), updated_at = now()
    where id = ${id}`);
  return status;
}

/**
 * Puts a submission back to be sent (from the screen): a FAILED or REJECTED
 * one becomes PENDING (its request id kept, so the bureau never takes it
 * twice) with its attempts counted from zero. Answers false when it was
 * accepted or is being sent.
 */
export async function resendSubmission(db: Db, id: number): Promise<boolean> {
  const r =
    await db.execute(sql`update katm_submissions set status = 'PENDING', attempts = 0, updated_at = now()
    where id = ${id} and status in ('FAILED', 'REJECTED', 'PENDING')`);
  return (r.rowCount ?? 0) > 0;
}

/**
 * `client-ratings.katm`: every five minutes, sends the submissions not sent
 * yet (pending, failed, or a claim left by a crash), oldest first, up to 100
 * a run. Should any fail the job fails, so pg-boss retries it with backoff
 * and keeps it in the dead letter after the last retry.
 */
export function katmSubmissionsJob(provider: KatmProvider) {
  return defineJob({
    name: 'client-ratings.katm',
    singleton: true,
    cron: '*/5 * * * *',
    retry: { limit: 4, delaySeconds: 30, backoff: true, maxDelaySeconds: 1800 },
    run: async (_data, { db }) => sendDue(db, provider),
  });
}

/** One run of the job (tests call it directly). */
export async function sendDue(
  db: Db,
  provider: KatmProvider,
): Promise<{ accepted: number; rejected: number }> {
  const due = await db.execute<{ id: string }>(sql`select id from katm_submissions
    where (status in ('PENDING', 'FAILED') or (status = 'SENDING' and updated_at < now() - interval '5 minutes'))
      and attempts < ${KATM_MAX_ATTEMPTS}
    order by id limit 100`);
  const counts = { accepted: 0, rejected: 0, failed: 0 };
  for (const row of due.rows) {
    const outcome = await sendSubmission(db, provider, Number(row.id));
    if (outcome === 'ACCEPTED') counts.accepted += 1;
    if (outcome === 'REJECTED') counts.rejected += 1;
    if (outcome === 'FAILED') counts.failed += 1;
  }
  if (counts.failed > 0) throw new Error(`KATM did not take ${counts.failed} of ${due.rows.length} reports`);
  return { accepted: counts.accepted, rejected: counts.rejected };
}
