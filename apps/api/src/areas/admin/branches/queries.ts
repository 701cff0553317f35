import type { BranchOption } from '@savdo/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { branches } from '../../../platform/db/schema.ts';

/** Active branches for selectors (the dashboard's among them), by id. */
export function activeBranches(db: Db): Promise<BranchOption[]> {
  return db
    .select({ id: branches.id, name: branches.name, is_office: branches.is_office })
    .from(branches)
    .where(eq(branches.active, true))
    .orderBy(asc(branches.id));
}
