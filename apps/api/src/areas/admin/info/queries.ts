import type { ProgramVersion } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/** The program's last 50 active versions, newest first. */
export async function programVersions(db: Db): Promise<ProgramVersion[]> {
  const rows = await db.execute<
    ProgramVersion & Record<string, unknown>
  >(sql`select id, version, released_at::text as released_at, notes
    from program_versions where active order by released_at desc, id desc limit 50`);
  return rows.rows;
}
