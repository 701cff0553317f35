import { type SessionRow, sessionsQuerySchema, signInEventsQuerySchema } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf, withinLimits } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { revokeSessions } from '../auth/events.ts';
import { listSignInEvents } from './events.ts';

/** Device control: the open sign-in sessions of every user, and their revocation. */
export async function sessionsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/user/sessions',
    { config: { access: { rule: 'device_management.show' } }, schema: { querystring: sessionsQuerySchema } },
    async (
      request,
    ): Promise<{ data: SessionRow[]; meta: { page: number; per_page: number; total: number } }> => {
      const q = parse(sessionsQuerySchema, request.query);
      // sessions past a limit are not open any more, though revoked only at their next call
      const byUser =
        q.user_id === undefined ? withinLimits : sql`s.user_id = ${q.user_id} and ${withinLimits}`;
      const [rows, count] = await Promise.all([
        db.execute<
          Omit<SessionRow, 'id'> & { id: string }
        >(sql`select s.id, s.user_id, u.full_name as user_name, u.username, s.app, s.device_id, s.ip,
          s.user_agent, s.created_at, s.last_used_at
        from sessions s join users u on u.id = s.user_id
        where s.revoked_at is null and ${byUser}
        order by s.last_used_at desc, s.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
        db.execute<{ n: number }>(
          sql`select count(*)::int as n from sessions s where s.revoked_at is null and ${byUser}`,
        ),
      ]);
      // bigint ids come from the driver as strings
      const data = rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
      return { data, meta: { page: q.page, per_page: q.per_page, total: count.rows[0]?.n ?? 0 } };
    },
  );

  app.post(
    '/api/user/sessions/:id/revoke',
    { config: { access: { rule: 'device_management.edit' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const revoked = await revokeSessions(db, sql`id = ${id}`, `admin:${authOf(request).userId}`);
      if (revoked.length === 0) throw notFound();
      return { data: { id } };
    },
  );

  app.get(
    '/api/user/sign-in-events',
    { config: { access: { rule: 'sign_in_events.show' } }, schema: { querystring: signInEventsQuerySchema } },
    async (request) => listSignInEvents(db, parse(signInEventsQuerySchema, request.query)),
  );
}
