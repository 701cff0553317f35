import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';

/** The reference tables a placement names, by field. */
const TABLES = {
  branch_id: 'branches',
  user_position_id: 'user_positions',
  hr_section_id: 'hr_sections',
  work_location_id: 'work_locations',
  work_schedule_id: 'work_schedules',
  work_leave_reason_id: 'work_leave_reasons',
} as const;

export type ReferenceField = keyof typeof TABLES;

/** Every given id names an active row of its list (else 400 `validation.refMissing` naming each field). */
export async function assertReferences(
  tx: DbOrTx,
  refs: Partial<Record<ReferenceField, number | null | undefined>>,
): Promise<void> {
  const given = Object.entries(refs).filter(
    (entry): entry is [ReferenceField, number] => typeof entry[1] === 'number',
  );
  if (given.length === 0) return;
  const checks: SQL[] = given.map(
    ([field, id]) =>
      sql`exists(select 1 from ${sql.identifier(TABLES[field])} where id = ${id} and active) as ${sql.identifier(field)}`,
  );
  const rows = await tx.execute<Record<string, boolean>>(sql`select ${sql.join(checks, sql`, `)}`);
  const row = rows.rows[0] ?? {};
  const errors = given
    .filter(([field]) => row[field] !== true)
    .map(([field]) => ({ field, key: 'validation.refMissing' }));
  if (errors.length) throw new FieldErrors(errors);
}
