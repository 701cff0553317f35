import type { ProgramVersion } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';

/** What changed in each version of the program, for everyone signed in (/info/versions). */
export async function infoRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/info/versions',
    { config: { access: 'signed-in' } },
    async (): Promise<{ data: ProgramVersion[] }> => {
      const rows = await db.execute<
        ProgramVersion & Record<string, unknown>
      >(sql`select id, version, released_at::text as released_at, notes
      from program_versions where active order by released_at desc, id desc limit 50`);
      return { data: rows.rows };
    },
  );
}
