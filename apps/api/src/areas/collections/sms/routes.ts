import { clientOptionsQuerySchema } from '@savdo/shared/schemas/clients';
import {
  smsBulkSchema,
  smsListQuerySchema,
  smsOneSchema,
  smsRecipientQuerySchema,
} from '@savdo/shared/schemas/sms';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { clientContracts } from '../../sales/clients/client-card.ts';
import { clientOptions } from '../../sales/clients/queries.ts';
import { previewRecipients, sendBulk } from './bulk.ts';
import { applyCallback, tokenMatches } from './callback.ts';
import { listMessages } from './queries.ts';
import { previewOne, resend, sendOne } from './send.ts';
import { kickSender, type SmsSetup } from './setup.ts';

const SHOW = { access: { rule: 'sms.show' } } as const;
const ADD = { access: { rule: 'sms.add' } } as const;

/**
 * `/send-sms/send-sms-clients`: one client's message (pick the client, a
 * contract, preview, send), a template to a filtered list of contracts
 * (count and preview, then send), the messages with their status and a
 * resend of a refused one; and the provider's delivery callback (public,
 * its address carries the secret `sms_callback_token`).
 */
export async function smsRoutes(app: FastifyInstance, { db, sms }: { db: Db; sms: SmsSetup }): Promise<void> {
  const base = '/api/send-sms';
  const kick = () => kickSender(db, sms, (message) => app.log.error(message));

  app.get(
    `${base}/clients`,
    { config: SHOW, schema: { querystring: clientOptionsQuerySchema } },
    async (request) => ({
      data: await clientOptions(db, parse(clientOptionsQuerySchema, request.query).search),
    }),
  );

  app.get(
    `${base}/clients/:id/contracts`,
    { config: SHOW, schema: { params: idParams } },
    async (request) => ({
      data: await clientContracts(db, parse(idParams, request.params).id, { page: 1, per_page: 100 }),
    }),
  );

  app.post(`${base}/preview`, { config: SHOW, schema: { body: smsOneSchema } }, async (request) => ({
    data: await previewOne(db, parse(smsOneSchema, request.body)),
  }));

  app.post(
    `${base}/messages`,
    { config: { ...ADD, idempotent: true }, schema: { body: smsOneSchema } },
    async (request, reply) => {
      const input = parse(smsOneSchema, request.body);
      const data = await sendOne(db, input, authOf(request).userId, request.idempotencyKey);
      kick();
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `${base}/messages`,
    { config: SHOW, schema: { querystring: smsListQuerySchema } },
    async (request) => listMessages(db, parse(smsListQuerySchema, request.query)),
  );

  app.post(`${base}/messages/:id/resend`, { config: ADD, schema: { params: idParams } }, async (request) => {
    const data = await resend(db, parse(idParams, request.params).id);
    kick();
    return { data };
  });

  app.get(
    `${base}/recipients`,
    { config: SHOW, schema: { querystring: smsRecipientQuerySchema } },
    async (request) => ({
      data: await previewRecipients(db, parse(smsRecipientQuerySchema, request.query)),
    }),
  );

  app.post(`${base}/bulk`, { config: ADD, schema: { body: smsBulkSchema } }, async (request, reply) => {
    const data = await sendBulk(db, parse(smsBulkSchema, request.body), authOf(request).userId);
    kick();
    return reply.code(201).send({ data });
  });

  // The provider posts delivery reports as JSON or as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/sms/callback/:token',
    { config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } } },
    async (request) => {
      const { token } = request.params as { token: string };
      if (!tokenMatches(token, await app.secrets.read('sms_callback_token'))) throw notFound();
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest();
      const changed = await applyCallback(db, body as Record<string, unknown>);
      if (changed === null) throw badRequest();
      return { ok: true, changed };
    },
  );
}
