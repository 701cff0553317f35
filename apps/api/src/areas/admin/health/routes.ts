import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { databaseAnswers } from './queries.ts';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** Readiness: the server is up and the database answers. */
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    if (await databaseAnswers(db)) return { data: { status: 'ok' } };
    return reply.status(503).send({ message: 'database unavailable', errors: [] });
  });
}
