import { twoFactorCodeSchema } from '@savdo/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { parse } from '../../../platform/http/validate.ts';
import type { EventSource } from './events.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.ts';

/** The signed-in user and their client, for the event log. */
function sourceOf(request: FastifyRequest): EventSource {
  const auth = authOf(request);
  return {
    userId: auth.userId,
    username: auth.username,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    sessionId: auth.sessionId,
  };
}

/**
 * The signed-in user's own second factor. Status, start and confirm are open
 * to a session waiting for enrolment; the rest need a full session.
 */
export async function twoFactorRoutes(
  app: FastifyInstance,
  db: Db,
  perMinute: number,
  key: Buffer,
): Promise<void> {
  const base = '/api/user/two-factor';
  // a code is six digits: guessing is limited per address like the sign-in
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  app.get(base, { config: { access: 'enrolment' } }, async (request) => ({
    data: await twoFactorStatus(db, authOf(request)),
  }));
  app.post(`${base}/start`, { config: { access: 'enrolment' } }, async (request) => ({
    data: await startEnrolment(db, key, authOf(request)),
  }));
  app.post(
    `${base}/confirm`,
    { config: { access: 'enrolment', rateLimit }, schema: { body: twoFactorCodeSchema } },
    async (request) => {
      const { code } = parse(twoFactorCodeSchema, request.body);
      return { data: await confirmEnrolment(db, key, authOf(request), code, sourceOf(request)) };
    },
  );
  app.post(
    `${base}/recovery-codes`,
    { config: { access: 'signed-in', rateLimit }, schema: { body: twoFactorCodeSchema } },
    async (request) => {
      const { code } = parse(twoFactorCodeSchema, request.body);
      return { data: await regenerateRecoveryCodes(db, key, authOf(request), code) };
    },
  );
  app.post(
    `${base}/disable`,
    { config: { access: 'signed-in', rateLimit }, schema: { body: twoFactorCodeSchema } },
    async (request) => {
      const { code } = parse(twoFactorCodeSchema, request.body);
      await disableTwoFactor(db, key, authOf(request), code, sourceOf(request));
      return { data: null };
    },
  );
}
