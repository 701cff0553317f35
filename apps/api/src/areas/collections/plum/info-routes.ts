import { type PlumInfo, plumSecretSchema, plumSettingsSchema } from '@savdo/shared/schemas/plum';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { parse } from '../../../platform/http/validate.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import type { SecretStore } from '../../admin/general-settings/secrets.ts';
import { updateSetting } from '../../admin/general-settings/service.ts';
import type { PlumGateway } from './gateway.ts';
import { checkConnection } from './service.ts';

const base = '/api/settings/plum-info';
const dev = { config: { access: { rule: 'is_dev.show' } } } as const;

async function info(db: Db, gateway: PlumGateway, secrets: SecretStore): Promise<PlumInfo> {
  const states = await secrets.states();
  const isSet = (alias: string) => states.find((s) => s.alias === alias)?.is_set ?? false;
  return {
    mode: gateway.name,
    api_url: gateway.url,
    merchant_id: await settingValue<string>(db, 'plum_merchant_id'),
    enabled: await settingValue<boolean>(db, 'plum_enabled'),
    webhook_path: '/api/integrations/plum/webhook',
    api_key_set: isSet('plum_api_key'),
    webhook_secret_set: isSet('plum_webhook_secret'),
  };
}

/**
 * Plum's developer settings (`is_dev.show`): the mode and API address (from
 * PLUM_URL), the merchant id and the switch (general settings, audited), the
 * API key and the webhook secret (secret settings, write-only), the webhook
 * address, and "check connection".
 */
export async function plumInfoRoutes(
  app: FastifyInstance,
  { db, gateway, secrets }: { db: Db; gateway: PlumGateway; secrets: SecretStore },
): Promise<void> {
  app.get(base, dev, async () => ({ data: await info(db, gateway, secrets) }));
  app.put(base, { ...dev, schema: { body: plumSettingsSchema } }, async (request) => {
    const input = parse(plumSettingsSchema, request.body);
    const by = authOf(request).userId;
    await updateSetting(db, 'plum_merchant_id', input.merchant_id, by);
    await updateSetting(db, 'plum_enabled', input.enabled, by);
    return { data: await info(db, gateway, secrets) };
  });
  app.put(`${base}/secret`, { ...dev, schema: { body: plumSecretSchema } }, async (request) => {
    const { alias, value } = parse(plumSecretSchema, request.body);
    await secrets.replace(alias, value, authOf(request).userId);
    return { data: await info(db, gateway, secrets) };
  });
  app.post(`${base}/check`, dev, async () => ({ data: await checkConnection(gateway) }));
}
