import type { CandidateInput } from '@savdo/shared/schemas/hr';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { assertReferences } from './references.ts';

/** Locks a candidate and answers its status (404 when there is none). */
export async function lockCandidate(tx: DbOrTx, id: number): Promise<string> {
  const rows = await tx.execute<{ status: string }>(
    sql`select status from candidates where id = ${id} for update`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return row.status;
}

const open = (status: string) => status === 'NEW' || status === 'INTERVIEW';

export async function addCandidate(db: Db, input: CandidateInput, by: number): Promise<number> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, {
      hr_section_id: input.hr_section_id,
      user_position_id: input.user_position_id,
    });
    const rows = await tx.execute<{ id: number }>(sql`insert into candidates
        (full_name, phone, birth_date, hr_section_id, user_position_id, note, status, created_by)
      values (${input.full_name}, ${input.phone ?? null}, ${input.birth_date ?? null}, ${input.hr_section_id ?? null},
        ${input.user_position_id ?? null}, ${input.note ?? null}, ${input.status ?? 'NEW'}, ${by})
      returning id`);
    return Number(rows.rows[0]?.id);
  });
}

/** Edits an open candidate (409 once hired or rejected). */
export async function editCandidate(db: Db, id: number, input: CandidateInput): Promise<void> {
  await db.transaction(async (tx) => {
    if (!open(await lockCandidate(tx, id))) throw conflict('hr.errors.candidateClosed');
    await assertReferences(tx, {
      hr_section_id: input.hr_section_id,
      user_position_id: input.user_position_id,
    });
    await tx.execute(sql`update candidates set full_name = ${input.full_name}, phone = ${input.phone ?? null},
        birth_date = ${input.birth_date ?? null}, hr_section_id = ${input.hr_section_id ?? null},
        user_position_id = ${input.user_position_id ?? null}, note = ${input.note ?? null},
        status = ${input.status ?? sql`status`}, updated_at = now()
      where id = ${id}`);
  });
}

/** Rejects an open candidate with a reason (409 once hired or rejected). */
export async function rejectCandidate(db: Db, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!open(await lockCandidate(tx, id))) throw conflict('hr.errors.candidateClosed');
    await tx.execute(
      sql`update candidates set status = 'REJECTED', reject_reason = ${reason}, updated_at = now() where id = ${id}`,
    );
  });
}
