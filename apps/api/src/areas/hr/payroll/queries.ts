import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/** Employees for the payroll screens' selects: by name or number, branch or id, by name, 50 at most. */
export async function lookupEmployees(
  db: Db,
  q: { search?: string | undefined; branch_id?: number | undefined; id?: number | undefined },
): Promise<{ id: number; name: string }[]> {
  const like = q.search ? `%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
  const rows = await db.execute<{ id: number; name: string }>(
    sql`select id, full_name || ' (' || employee_number || ')' as name from employees
      where (${like}::text is null or full_name ilike ${like} or employee_number = ${q.search ?? null})
        and (${q.branch_id ?? null}::int is null or branch_id = ${q.branch_id ?? null})
        and (${q.id ?? null}::int is null or id = ${q.id ?? null})
      order by full_name, id limit 50`,
  );
  return rows.rows;
}
