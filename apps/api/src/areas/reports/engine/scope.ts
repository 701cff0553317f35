import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { AuthContext } from '../../../platform/http/access.ts';

/**
 * The branches a user's reports cover (docs/REPORTS-ENGINE.md "Branches"):
 * every branch for a developer, a user of the office branch or a user of no
 * branch; else the user's own branch only. `wanted` (the branch filter)
 * narrows it; a branch out of reach leaves nothing.
 */
export async function visibleBranches(db: DbOrTx, auth: AuthContext, wanted?: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`select b.id from branches b
    where ${auth.isDev} or exists (select 1 from users u left join branches own on own.id = u.branch_id
      where u.id = ${auth.userId} and (u.branch_id is null or own.is_office or u.branch_id = b.id))
    order by b.id`);
  const ids = rows.rows.map((r) => Number(r.id));
  return wanted === undefined ? ids : ids.filter((id) => id === wanted);
}
