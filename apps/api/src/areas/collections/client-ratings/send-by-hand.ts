import type { KatmQueueInput, KatmSubmissionView } from '@savdo/shared/schemas/client-ratings';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import type { KatmForm, KatmProvider } from './katm/provider.ts';
import { queueSubmission, resendSubmission, sendSubmission } from './katm/submissions.ts';
import { submissionView } from './queries.ts';

/**
 * A form queued by hand is sent at once (the job re-sends it should the bureau
 * not take it); one already queued for the subject and day is answered as it is.
 * A subject the form cannot describe is 400.
 */
export async function queueByHand(
  db: Db,
  katm: KatmProvider,
  input: KatmQueueInput,
  userId: number,
): Promise<{ created: boolean; view: KatmSubmissionView | null }> {
  const date = await businessToday(db);
  const queued = await db.transaction((tx) =>
    queueSubmission(tx, input.form as KatmForm, input.subject_id, { date, source: 'MANUAL', userId }),
  );
  if (!queued) throw badRequest('clientRatings.errors.noSubject');
  if (queued.created) await sendSubmission(db, katm, queued.id);
  return { created: queued.created, view: await submissionView(db, queued.id) };
}

/** Sends a submission again: an unknown one is 404, one that may not be resent 409. */
export async function resendByHand(
  db: Db,
  katm: KatmProvider,
  id: number,
): Promise<KatmSubmissionView | null> {
  const view = await submissionView(db, id);
  if (!view) throw notFound();
  if (!(await resendSubmission(db, id))) throw conflict('clientRatings.errors.notResendable');
  await sendSubmission(db, katm, id);
  return submissionView(db, id);
}
