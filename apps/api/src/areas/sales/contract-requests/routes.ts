import {
  ADJUSTMENT_KINDS,
  type AdjustmentKind,
  contractReturnSchema,
  discountSchema,
  rejectSchema,
  requestQuerySchema,
  writeOffSchema,
} from '@savdo/shared/schemas/contract-requests';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import {
  approveAdjustment,
  getAdjustment,
  listAdjustments,
  rejectAdjustment,
  requestAdjustment,
} from './adjustments.ts';
import { getReturn, listReturns, returnableItems } from './return-queries.ts';
import { approveReturn, rejectReturn, requestReturn } from './returns.ts';

/**
 * Requests that change a contract's debt, under /api/contract: discounts
 * (`discounts-given`), closing with a cost (`closing-with-cost`) and goods
 * coming back (`return-products`), each listed, asked (`.add`), approved or
 * rejected (`.approve`; every POST honours `Idempotency-Key`).
 */
export async function contractRequestRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  for (const kind of Object.keys(ADJUSTMENT_KINDS) as AdjustmentKind[]) {
    const { rule, path } = ADJUSTMENT_KINDS[kind];
    const base = `/api/contract/${path}`;
    const schema = kind === 'DISCOUNT' ? discountSchema : writeOffSchema;

    app.get(
      base,
      { config: { access: { rule: `${rule}.show` } }, schema: { querystring: requestQuerySchema } },
      (request) => listAdjustments(db, kind, parse(requestQuerySchema, request.query)),
    );
    app.get(
      `${base}/:id`,
      { config: { access: { rule: `${rule}.show` } }, schema: { params: idParams } },
      async (request) => ({
        data: await getAdjustment(db, kind, parse(idParams, request.params).id),
      }),
    );
    app.post(
      base,
      { config: { access: { rule: `${rule}.add` }, idempotent: true }, schema: { body: schema } },
      async (request, reply) => {
        const input = parse(schema, request.body);
        return reply.code(201).send({ data: await requestAdjustment(db, kind, input, actorOf(request)) });
      },
    );
    app.post(
      `${base}/:id/approve`,
      { config: { access: { rule: `${rule}.approve` }, idempotent: true }, schema: { params: idParams } },
      async (request) => ({
        data: await approveAdjustment(db, kind, parse(idParams, request.params).id, actorOf(request)),
      }),
    );
    app.post(
      `${base}/:id/reject`,
      {
        config: { access: { rule: `${rule}.approve` }, idempotent: true },
        schema: { params: idParams, body: rejectSchema },
      },
      async (request) => {
        const { id } = parse(idParams, request.params);
        const { reason } = parse(rejectSchema, request.body);
        return { data: await rejectAdjustment(db, kind, id, reason, actorOf(request)) };
      },
    );
  }

  const returns = '/api/contract/return-products';
  app.get(
    returns,
    {
      config: { access: { rule: 'contract_product_return.show' } },
      schema: { querystring: requestQuerySchema },
    },
    (request) => listReturns(db, parse(requestQuerySchema, request.query)),
  );
  app.get(
    `${returns}/contracts/:id/items`,
    { config: { access: { rule: 'contract_product_return.show' } }, schema: { params: idParams } },
    async (request) => ({ data: await returnableItems(db, parse(idParams, request.params).id) }),
  );
  app.get(
    `${returns}/:id`,
    { config: { access: { rule: 'contract_product_return.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await getReturn(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    returns,
    {
      config: { access: { rule: 'contract_product_return.add' }, idempotent: true },
      schema: { body: contractReturnSchema },
    },
    async (request, reply) => {
      const input = parse(contractReturnSchema, request.body);
      return reply.code(201).send({ data: await requestReturn(db, input, actorOf(request)) });
    },
  );
  app.post(
    `${returns}/:id/approve`,
    {
      config: { access: { rule: 'contract_product_return.approve' }, idempotent: true },
      schema: { params: idParams },
    },
    async (request) => ({
      data: await approveReturn(db, parse(idParams, request.params).id, actorOf(request)),
    }),
  );
  app.post(
    `${returns}/:id/reject`,
    {
      config: { access: { rule: 'contract_product_return.approve' }, idempotent: true },
      schema: { params: idParams, body: rejectSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(rejectSchema, request.body);
      return { data: await rejectReturn(db, id, reason, actorOf(request)) };
    },
  );
}
