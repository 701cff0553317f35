import { newsFeedQuerySchema } from '@savdo/shared/schemas/news';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { newsFeed, newsUnread } from './queries.ts';
import { markNewsRead } from './service.ts';

const signedIn = { config: { access: 'signed-in' } } as const;

/**
 * The staff news feed for everyone signed in (`/news`, routes.md: no rule):
 * the published items newest first with their read marks, the newest
 * unread one for the landing page, and marking one read.
 */
export async function newsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/api/news', { ...signedIn, schema: { querystring: newsFeedQuerySchema } }, (request) =>
    newsFeed(db, authOf(request).userId, parse(newsFeedQuerySchema, request.query)),
  );
  app.get('/api/news/unread', signedIn, async (request) => ({
    data: await newsUnread(db, authOf(request).userId),
  }));
  app.post('/api/news/:id/read', { ...signedIn, schema: { params: idParams } }, async (request, reply) => {
    await markNewsRead(db, authOf(request).userId, parse(idParams, request.params).id);
    return reply.code(204).send();
  });
}
