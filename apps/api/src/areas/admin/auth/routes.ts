import { changeMyPasswordSchema, signInTwoFactorSchema, signInWebSchema } from '@savdo/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf, bearerToken } from '../../../platform/http/access.ts';
import { parse } from '../../../platform/http/validate.ts';
import { createCaptcha } from './captcha.ts';
import { type ClientInfo, changeMyPassword, me, signInTwoFactor, signInWeb, signOut } from './service.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export interface AuthRoutesOptions {
  db: Db;
  /** Sign-in attempts allowed per address per minute. */
  signInPerMinute: number;
  /** Key of the TOTP secrets at rest (the secrets key, `loadSecretsKey`). */
  secretsKey: Buffer;
}

export async function authRoutes(
  app: FastifyInstance,
  { db, signInPerMinute, secretsKey }: AuthRoutesOptions,
): Promise<void> {
  app.post(
    '/api/user/sign-in-web',
    {
      config: { access: 'public', rateLimit: { max: signInPerMinute, timeWindow: '1 minute' } },
      schema: { body: signInWebSchema },
    },
    async (request) => {
      const input = parse(signInWebSchema, request.body);
      const data = await signInWeb(db, input, clientOf(request));
      return { data };
    },
  );

  app.post(
    '/api/user/sign-in-2fa',
    {
      config: { access: 'public', rateLimit: { max: signInPerMinute, timeWindow: '1 minute' } },
      schema: { body: signInTwoFactorSchema },
    },
    async (request) => {
      const input = parse(signInTwoFactorSchema, request.body);
      return { data: await signInTwoFactor(db, secretsKey, input, clientOf(request)) };
    },
  );

  app.get(
    '/api/user/captcha',
    { config: { access: 'public', rateLimit: { max: signInPerMinute, timeWindow: '1 minute' } } },
    async () => {
      const { key, image } = await createCaptcha(db);
      return { data: { key, image } };
    },
  );

  app.get('/api/user/me', { config: { access: 'enrolment' } }, async (request) => ({
    data: await me(db, authOf(request)),
  }));

  app.post('/api/user/sign-out', { config: { access: 'public' } }, async (request) => {
    await signOut(db, bearerToken(request));
    return { data: null };
  });

  app.post(
    '/api/user/m-users/change-my-password',
    { config: { access: 'enrolment' }, schema: { body: changeMyPasswordSchema } },
    async (request) => {
      const input = parse(changeMyPasswordSchema, request.body);
      await changeMyPassword(db, authOf(request), input);
      return { data: null };
    },
  );

  await twoFactorRoutes(app, db, signInPerMinute, secretsKey);
}
