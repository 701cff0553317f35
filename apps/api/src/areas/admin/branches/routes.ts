import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { branches } from '../../../platform/db/schema.ts';

export async function branchesRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** Active branches for selectors (the dashboard's among them), by id. */
  app.get(
    '/api/warehouse/branches/get-branches-for-autocomplete',
    { config: { access: 'signed-in' } },
    async () => {
      const data = await db
        .select({ id: branches.id, name: branches.name, is_office: branches.is_office })
        .from(branches)
        .where(eq(branches.active, true))
        .orderBy(asc(branches.id));
      return { data };
    },
  );
}
