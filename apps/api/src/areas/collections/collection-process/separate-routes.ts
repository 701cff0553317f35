import {
  separateCancelSchema,
  separatePlanSchema,
  separateQuerySchema,
} from '@savdo/shared/schemas/collection-process';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { cancelSeparatePlan, createSeparatePlan, getSeparatePlan, listSeparatePlans } from './separate.ts';

/** Separate reimbursement plans under /api/collections/separately. */
export async function separateRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const base = '/api/collections/separately';
  app.get(
    base,
    {
      config: { access: { rule: 'separate_reimbursement.show' } },
      schema: { querystring: separateQuerySchema },
    },
    (request) => listSeparatePlans(db, parse(separateQuerySchema, request.query)),
  );
  app.get(
    `${base}/:id`,
    { config: { access: { rule: 'separate_reimbursement.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await getSeparatePlan(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    base,
    {
      config: { access: { rule: 'separate_reimbursement.add' }, idempotent: true },
      schema: { body: separatePlanSchema },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createSeparatePlan(db, parse(separatePlanSchema, request.body), actorOf(request)),
      }),
  );
  app.post(
    `${base}/:id/cancel`,
    {
      config: { access: { rule: 'separate_reimbursement.edit' }, idempotent: true },
      schema: { params: idParams, body: separateCancelSchema },
    },
    async (request) => ({
      data: await cancelSeparatePlan(
        db,
        parse(idParams, request.params).id,
        parse(separateCancelSchema, request.body).reason,
      ),
    }),
  );
}
