import { getByAliasQuerySchema, settingValueSchema } from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { getSetting, listSettings, updateSetting } from './service.ts';

export async function generalSettingsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** Every setting, for the general-settings screen. */
  app.get(
    '/api/user/general-settings',
    { config: { access: { rule: 'general_setting.show' } } },
    async () => ({
      data: await listSettings(db),
    }),
  );

  app.put(
    '/api/user/general-settings/:alias',
    { config: { access: { rule: 'general_setting.edit' } } },
    async (request) => {
      const { alias } = parse(getByAliasQuerySchema, request.params);
      const { value } = parse(settingValueSchema, request.body);
      return { data: await updateSetting(db, alias, value, authOf(request).userId) };
    },
  );

  app.get('/api/user/general-settings/get-by-alias', { config: { access: 'signed-in' } }, async (request) => {
    const { alias } = parse(getByAliasQuerySchema, request.query);
    const setting = await getSetting(db, alias);
    if (!setting) throw notFound('errors.settingNotFound', { alias });
    return { data: setting };
  });
}
