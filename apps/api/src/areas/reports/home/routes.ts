import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { homeToday } from './today.ts';

/**
 * `GET /api/home/today`: the landing page's work for today. Open to every
 * signed-in user: each line checks the rule of the screen it opens (and its
 * `also` rule), so a user holding none of them gets no blocks.
 */
export async function homeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/api/home/today', { config: { access: 'signed-in' } }, async (request) => ({
    data: await homeToday(db, actorOf(request)),
  }));
}
