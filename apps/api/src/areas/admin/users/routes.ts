import { resetPasswordSchema, userCreateSchema, userUpdateSchema } from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { createUser, resetPassword, resetTwoFactor, setUserActive, updateUser } from './service.ts';

/** Writes of users; their list, card, export and history come from the engine (`user` resource). */
export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/user/m-users';
  const edit = { access: { rule: 'user.edit' } } as const;

  app.post(
    base,
    { config: { access: { rule: 'user.add' } }, schema: { body: userCreateSchema } },
    async (request) => ({
      data: await createUser(db, parse(userCreateSchema, request.body), authOf(request).userId),
    }),
  );

  app.put(
    `${base}/:id`,
    { config: edit, schema: { params: idParams, body: userUpdateSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return {
        data: await updateUser(db, id, parse(userUpdateSchema, request.body), authOf(request).userId),
      };
    },
  );

  app.post(`${base}/:id/block`, { config: edit, schema: { params: idParams } }, async (request) => ({
    data: await setUserActive(db, parse(idParams, request.params).id, false, authOf(request).userId),
  }));

  app.post(`${base}/:id/unblock`, { config: edit, schema: { params: idParams } }, async (request) => ({
    data: await setUserActive(db, parse(idParams, request.params).id, true, authOf(request).userId),
  }));

  app.post(
    `${base}/:id/reset-password`,
    { config: edit, schema: { params: idParams, body: resetPasswordSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { password } = parse(resetPasswordSchema, request.body);
      return { data: await resetPassword(db, id, password, authOf(request).userId) };
    },
  );

  app.post(
    `${base}/:id/reset-two-factor`,
    { config: edit, schema: { params: idParams } },
    async (request) => ({
      data: await resetTwoFactor(db, parse(idParams, request.params).id, authOf(request).userId),
    }),
  );
}
