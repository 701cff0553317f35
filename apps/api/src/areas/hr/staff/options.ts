import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/client.ts';

/** The pickers of the HR forms, each a short searched list of active rows: `{ id, name }`. */
const LISTS = {
  sections: sql`select id, name from hr_sections where active`,
  workplaces: sql`select id, name from work_locations where active`,
  schedules: sql`select id, name from work_schedules where active`,
  positions: sql`select id, name from user_positions where active`,
  'leave-reasons': sql`select id, name from work_leave_reasons where active`,
  branches: sql`select id, name from branches where active`,
  employees: sql`select id, full_name || ' (' || employee_number || ')' as name from employees where status = 'ACTIVE'`,
  users: sql`select id, full_name || ' (' || username || ')' as name from users u
    where active and not exists(select 1 from employees e where e.user_id = u.id)`,
} satisfies Record<string, SQL>;

export const optionParams = z.object({
  list: z.enum(Object.keys(LISTS) as [keyof typeof LISTS, ...(keyof typeof LISTS)[]], {
    error: 'validation.invalid',
  }),
});
export const optionQuery = z.object({
  search: z.string({ error: 'validation.invalid' }).trim().max(100, { error: 'validation.max' }).optional(),
});

export async function hrOptions(
  db: DbOrTx,
  list: keyof typeof LISTS,
  search: string | undefined,
): Promise<{ id: number; name: string }[]> {
  const term = search ? sql`where name ilike ${`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : sql``;
  const rows = await db.execute<{ id: number; name: string }>(
    sql`select id, name from (${LISTS[list]}) o ${term} order by name, id limit 50`,
  );
  return rows.rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}
