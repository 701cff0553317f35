import {
  bonusCalculateSchema,
  bonusCancelSchema,
  bonusPaySchema,
  bonusQuerySchema,
  bonusToPayrollSchema,
  callQuerySchema,
  clientCallSchema,
} from '@savdo/shared/schemas/engagement';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import {
  approveBonus,
  bonusToPayroll,
  bonusView,
  calculateBonuses,
  cancelBonus,
  listBonuses,
  payBonus,
} from './bonus.ts';
import { getCall, listCalls, recordCall } from './calls.ts';

const rule = (name: string) => ({ config: { access: { rule: name } } });
const base = '/api/customer-engagements';
async function viewOf(db: Db, id: number) {
  const view = await bonusView(db, id);
  if (!view) throw notFound();
  return { data: view };
}

/**
 * Customer engagement under /api/customer-engagements: calls to clients
 * (`called_client.*`) and the callers' bonuses (`called_client_invoice.*`):
 * calculated for a period, approved, paid once from a cashbox (Idempotency-Key),
 * cancelled with a reason (a paid one's payment reversed).
 */
export async function engagementRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    `${base}/called-clients`,
    { ...rule('called_client.show'), schema: { querystring: callQuerySchema } },
    (request) => listCalls(db, parse(callQuerySchema, request.query)),
  );
  app.post(
    `${base}/called-clients`,
    { ...rule('called_client.add'), schema: { body: clientCallSchema } },
    async (request, reply) => {
      const id = await recordCall(db, parse(clientCallSchema, request.body), authOf(request).userId);
      return reply.code(201).send({ data: await getCall(db, id) });
    },
  );

  app.get(
    `${base}/calculate-bonus`,
    { ...rule('called_client_invoice.show'), schema: { querystring: bonusQuerySchema } },
    (request) => listBonuses(db, parse(bonusQuerySchema, request.query)),
  );
  app.get(
    `${base}/calculate-bonus/:id`,
    { ...rule('called_client_invoice.show'), schema: { params: idParams } },
    (request) => viewOf(db, parse(idParams, request.params).id),
  );
  app.post(
    `${base}/calculate-bonus`,
    { ...rule('called_client_invoice.add'), schema: { body: bonusCalculateSchema } },
    async (request, reply) => {
      const ids = await calculateBonuses(
        db,
        parse(bonusCalculateSchema, request.body),
        authOf(request).userId,
      );
      const views = await Promise.all(ids.map(async (id) => (await viewOf(db, id)).data));
      return reply.code(201).send({ data: views });
    },
  );
  app.post(
    `${base}/calculate-bonus/:id/approve`,
    { ...rule('called_client_invoice.edit'), schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await approveBonus(db, id, authOf(request).userId);
      return viewOf(db, id);
    },
  );
  app.post(
    `${base}/calculate-bonus/:id/pay`,
    {
      config: { access: { rule: 'called_client_invoice.edit' }, idempotent: true },
      schema: { params: idParams, body: bonusPaySchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { cashbox_id } = parse(bonusPaySchema, request.body);
      await payBonus(db, id, cashbox_id, actorOf(request), request.idempotencyKey);
      return viewOf(db, id);
    },
  );
  app.post(
    `${base}/calculate-bonus/:id/to-payroll`,
    { ...rule('called_client_invoice.edit'), schema: { params: idParams, body: bonusToPayrollSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { month } = parse(bonusToPayrollSchema, request.body);
      await bonusToPayroll(db, id, month, authOf(request).userId);
      return viewOf(db, id);
    },
  );
  app.post(
    `${base}/calculate-bonus/:id/cancel`,
    {
      config: { access: { rule: 'called_client_invoice.edit' }, idempotent: true },
      schema: { params: idParams, body: bonusCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(bonusCancelSchema, request.body);
      await cancelBonus(db, id, reason, actorOf(request));
      return viewOf(db, id);
    },
  );
}
