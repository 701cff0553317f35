import { getByAliasQuerySchema, secretValueSchema, settingValueSchema } from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { authOf, requireRule } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { parse } from '../../../platform/http/validate.ts';
import { getSetting, readableByEveryone } from '../../../platform/settings/settings.ts';
import { isSecretAlias, type SecretStore } from './secrets.ts';
import { listSettings, updateSetting } from './service.ts';

/** A setting's new value: a secret's (a string) or any other's. */
const settingOrSecretValue = z.union([secretValueSchema, settingValueSchema]);

export interface GeneralSettingsOptions {
  db: Db;
  secrets: SecretStore;
}

export async function generalSettingsRoutes(
  app: FastifyInstance,
  { db, secrets }: GeneralSettingsOptions,
): Promise<void> {
  /** Every setting, for the general-settings screen; secrets only as set / not set. */
  app.get(
    '/api/user/general-settings',
    { config: { access: { rule: 'general_setting.show' } } },
    async () => ({
      data: [...(await listSettings(db)), ...(await secrets.states())],
    }),
  );

  /** A new value; a secret's answer is its state, never the value. */
  app.put(
    '/api/user/general-settings/:alias',
    {
      config: { access: { rule: 'general_setting.edit' } },
      schema: { params: getByAliasQuerySchema, body: settingOrSecretValue },
    },
    async (request) => {
      const { alias } = parse(getByAliasQuerySchema, request.params);
      const by = authOf(request).userId;
      if (isSecretAlias(alias)) {
        const { value } = parse(secretValueSchema, request.body);
        return { data: await secrets.replace(alias, value, by) };
      }
      const { value } = parse(settingValueSchema, request.body);
      return { data: await updateSetting(db, alias, value, by) };
    },
  );

  /** Clears a secret (other settings are changed, never cleared). */
  app.delete(
    '/api/user/general-settings/:alias',
    { config: { access: { rule: 'general_setting.edit' } }, schema: { params: getByAliasQuerySchema } },
    async (request) => {
      const { alias } = parse(getByAliasQuerySchema, request.params);
      if (!isSecretAlias(alias)) throw notFound('errors.settingNotFound', { alias });
      return { data: await secrets.clear(alias, authOf(request).userId) };
    },
  );

  /**
   * One setting's value: the few every user's screens need for anyone
   * signed in, any other for holders of the settings screen's rule. Secrets
   * live in another table and are never answered here.
   */
  app.get(
    '/api/user/general-settings/get-by-alias',
    { config: { access: 'signed-in' }, schema: { querystring: getByAliasQuerySchema } },
    async (request) => {
      const { alias } = parse(getByAliasQuerySchema, request.query);
      if (!readableByEveryone(alias)) requireRule(request, 'general_setting.show');
      const setting = isSecretAlias(alias) ? undefined : await getSetting(db, alias);
      if (!setting) throw notFound('errors.settingNotFound', { alias });
      return { data: setting };
    },
  );
}
