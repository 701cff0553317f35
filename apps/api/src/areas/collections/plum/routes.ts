import {
  plumApplicationQuerySchema,
  plumRefuseSchema,
  plumSettlementQuerySchema,
} from '@savdo/shared/schemas/plum';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import type { SecretStore } from '../../admin/general-settings/secrets.ts';
import type { PlumGateway } from './gateway.ts';
import { plumInfoRoutes } from './info-routes.ts';
import { acceptApplication, receiveWebhook, refuseApplication, syncFromPlum } from './service.ts';
import { listApplications, listSettlements } from './store.ts';

export interface PlumOptions {
  db: Db;
  gateway: PlumGateway;
  secrets: SecretStore;
}

/** Where the partner posts its events (public, signed). */
export const PLUM_WEBHOOK_PATH = '/api/integrations/plum/webhook';

const base = '/api/integrations/plum';

/**
 * Plum's cabinet under /api/integrations/plum: the applications (accept,
 * refuse), the payouts, a pull from the partner, and the partner's webhook;
 * its developer settings under /api/settings/plum-info.
 */
export async function plumRoutes(app: FastifyInstance, { db, gateway, secrets }: PlumOptions): Promise<void> {
  app.get(
    `${base}/applications`,
    { config: { access: { rule: 'cabinet.show' } }, schema: { querystring: plumApplicationQuerySchema } },
    (request) => listApplications(db, parse(plumApplicationQuerySchema, request.query)),
  );
  app.get(
    `${base}/settlements`,
    { config: { access: { rule: 'cabinet.show' } }, schema: { querystring: plumSettlementQuerySchema } },
    (request) => listSettlements(db, parse(plumSettlementQuerySchema, request.query)),
  );
  app.post(`${base}/sync`, { config: { access: { rule: 'cabinet.add' } } }, async () => ({
    data: await syncFromPlum(db, gateway),
  }));
  app.post(
    `${base}/applications/:id/accept`,
    { config: { access: { rule: 'cabinet.edit' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await acceptApplication(db, gateway, id, authOf(request).userId) };
    },
  );
  app.post(
    `${base}/applications/:id/refuse`,
    { config: { access: { rule: 'cabinet.edit' } }, schema: { params: idParams, body: plumRefuseSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(plumRefuseSchema, request.body);
      return { data: await refuseApplication(db, gateway, id, authOf(request).userId, reason) };
    },
  );

  // The partner's webhook: the raw body is kept for its signature (this scope only).
  await app.register(async (hook) => {
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_r, body, done) => done(null, body),
    );
    hook.post(PLUM_WEBHOOK_PATH, { config: { access: 'public' } }, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-plum-signature'];
      const secret = await secrets.read('plum_webhook_secret');
      const result = await receiveWebhook(
        db,
        raw,
        Array.isArray(signature) ? signature[0] : signature,
        secret,
      );
      return { ok: true, ...result };
    });
  });

  await app.register(plumInfoRoutes, { db, gateway, secrets });
}
