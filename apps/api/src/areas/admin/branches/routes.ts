import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { activeBranches } from './queries.ts';

export async function branchesRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** Active branches for selectors (the dashboard's among them), by id. */
  app.get(
    '/api/warehouse/branches/get-branches-for-autocomplete',
    { config: { access: 'signed-in' } },
    async () => ({ data: await activeBranches(db) }),
  );
}
