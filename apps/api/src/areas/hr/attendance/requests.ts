import type { AbsenceDecisionInput, AbsenceRequestInput } from '@savdo/shared/schemas/attendance';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { datesBetween } from '../../../platform/close-of-day/close.ts';
import type { Db } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { recomputeDays } from './days.ts';
import { absenceRequests } from './schema.ts';

/**
 * Absence requests: an employee asks for a day (or days) off with a reason;
 * approval turns those days' ABSENT into EXCUSED, rejection leaves them.
 * A request is decided once.
 */

export async function createAbsenceRequest(db: Db, input: AbsenceRequestInput, by: number): Promise<number> {
  const refs = await db.execute<{ employee: boolean; reason: boolean }>(sql`select
      exists(select 1 from employees where id = ${input.employee_id}) as employee,
      exists(select 1 from absence_reasons where id = ${input.absence_reason_id} and active) as reason`);
  const found = refs.rows[0];
  const missing = [
    ...(found?.employee ? [] : [{ field: 'employee_id', key: 'validation.refMissing' }]),
    ...(found?.reason ? [] : [{ field: 'absence_reason_id', key: 'validation.refMissing' }]),
  ];
  if (missing.length) throw new FieldErrors(missing);
  const [row] = await db
    .insert(absenceRequests)
    .values({
      employee_id: input.employee_id,
      date_from: input.date_from,
      date_to: input.date_to,
      absence_reason_id: input.absence_reason_id,
      comment: input.comment ?? null,
      created_by: by,
    })
    .returning({ id: absenceRequests.id });
  if (!row) throw new Error('absence request not stored');
  return row.id;
}

/** Approves or rejects a pending request, then recomputes its days up to today. */
export async function decideAbsenceRequest(
  db: Db,
  id: number,
  input: AbsenceDecisionInput,
  by: number,
): Promise<void> {
  const decided = await db.execute<{
    employee_id: number;
    date_from: string;
    date_to: string;
  }>(sql`update absence_requests
    set status = ${input.decision}, decision_comment = ${input.comment ?? null}, decided_by = ${by}, decided_at = now()
    where id = ${id} and status = 'PENDING'
    returning employee_id, date_from::text as date_from, date_to::text as date_to`);
  const row = decided.rows[0];
  if (!row) {
    const exists = await db.execute(sql`select 1 from absence_requests where id = ${id}`);
    if (exists.rows.length === 0) throw notFound();
    throw conflict('attendance.errors.alreadyDecided');
  }
  const today = tashkentToday();
  // days not begun yet get their row when they are closed (the request is read then)
  for (const date of datesBetween(row.date_from, row.date_to).filter((d) => d <= today)) {
    await recomputeDays(db, date, [Number(row.employee_id)]);
  }
}
