import { type SessionsPage, sessionsQuerySchema, signInEventsQuerySchema } from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { listSignInEvents } from './events.ts';
import { listOpenSessions } from './queries.ts';
import { revokeSession } from './service.ts';

/** Device control: the open sign-in sessions of every user, and their revocation. */
export async function sessionsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/user/sessions',
    { config: { access: { rule: 'device_management.show' } }, schema: { querystring: sessionsQuerySchema } },
    async (request): Promise<SessionsPage> => listOpenSessions(db, parse(sessionsQuerySchema, request.query)),
  );

  app.post(
    '/api/user/sessions/:id/revoke',
    { config: { access: { rule: 'device_management.edit' } }, schema: { params: idParams } },
    async (request) => ({
      data: await revokeSession(db, parse(idParams, request.params).id, authOf(request).userId),
    }),
  );

  app.get(
    '/api/user/sign-in-events',
    { config: { access: { rule: 'sign_in_events.show' } }, schema: { querystring: signInEventsQuerySchema } },
    async (request) => listSignInEvents(db, parse(signInEventsQuerySchema, request.query)),
  );
}
