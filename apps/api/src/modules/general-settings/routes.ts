import { getByAliasQuerySchema } from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { getSetting, listSettings } from './service.ts';

export async function generalSettingsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** Every setting, for the general-settings screen. */
  app.get(
    '/api/user/general-settings',
    { config: { access: { rule: 'general_setting.show' } } },
    async () => ({
      data: await listSettings(db),
    }),
  );

  app.get('/api/user/general-settings/get-by-alias', { config: { access: 'signed-in' } }, async (request) => {
    const { alias } = parse(getByAliasQuerySchema, request.query);
    const setting = await getSetting(db, alias);
    if (!setting) throw notFound('errors.settingNotFound', { alias });
    return { data: setting };
  });
}
