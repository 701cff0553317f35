import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** Readiness: the server is up and the database answers. */
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { data: { status: 'ok' } };
    } catch {
      return reply.status(503).send({ message: 'database unavailable', errors: [] });
    }
  });
}
