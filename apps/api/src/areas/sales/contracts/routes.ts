import {
  calculatorQuerySchema,
  clientOrderSchema,
  clientSearchSchema,
  contractQuerySchema,
  contractViewQuerySchema,
  orderApproveSchema,
  orderQuerySchema,
  reasonSchema,
  responsibleSchema,
  signSchema,
} from '@savdo/shared/schemas/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { cancelContract, changeResponsible, freezeContract, signContract } from './lifecycle.ts';
import { approveOrder, createOrder, getOrder, listOrders, rejectOrder } from './orders.ts';
import { presentSettlement } from './present.ts';
import { clientOptions, clientReview, listContracts } from './queries.ts';
import { calculatorData } from './terms.ts';
import { contractView } from './view.ts';

const rule = (name: string, idempotent = false) => ({ config: { access: { rule: name }, idempotent } });
/** Client orders (`/api/contract/orders`) and their calculator: enter, list, read, approve, reject. */
async function orderRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const base = '/api/contract/orders';
  app.get(
    '/api/contract/calculator',
    {
      ...rule('client_order.add|client_order.show|contract.show'),
      schema: { querystring: calculatorQuerySchema },
    },
    async (request) => ({
      data: await calculatorData(
        db,
        parse(calculatorQuerySchema, request.query).product_ids,
        authOf(request).branchId,
      ),
    }),
  );
  app.get(
    `${base}/client-options`,
    { ...rule('client_order.add|contract.show'), schema: { querystring: clientSearchSchema } },
    async (request) => ({
      data: await clientOptions(db, parse(clientSearchSchema, request.query).search),
    }),
  );
  app.get(
    base,
    { ...rule('client_order.show'), schema: { querystring: orderQuerySchema } },
    async (request) => listOrders(db, parse(orderQuerySchema, request.query)),
  );
  app.post(
    base,
    { ...rule('client_order.add'), schema: { body: clientOrderSchema } },
    async (request, reply) => {
      const input = parse(clientOrderSchema, request.body);
      const auth = authOf(request);
      const id = await createOrder(db, input, { userId: auth.userId, branchId: auth.branchId });
      return reply.code(201).send({ data: await getOrder(db, id) });
    },
  );
  app.get(`${base}/:id`, { ...rule('client_order.show'), schema: { params: idParams } }, async (request) => ({
    data: await getOrder(db, parse(idParams, request.params).id),
  }));
  app.get(
    `${base}/:id/review`,
    { ...rule('client_order.show'), schema: { params: idParams } },
    async (request) => {
      const order = await getOrder(db, parse(idParams, request.params).id);
      return { data: await clientReview(db, order.client_id) };
    },
  );
  app.post(
    `${base}/:id/approve`,
    { ...rule('client_order.approve'), schema: { params: idParams, body: orderApproveSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(orderApproveSchema, request.body ?? {});
      return { data: await approveOrder(db, id, input, authOf(request).userId) };
    },
  );
  app.post(
    `${base}/:id/reject`,
    { ...rule('client_order.approve'), schema: { params: idParams, body: reasonSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await rejectOrder(db, id, parse(reasonSchema, request.body).reason, authOf(request).userId);
      return { data: await getOrder(db, id) };
    },
  );
}

/** Contracts (`/api/contract/contracts`, `/api/contract/closed-contracts`): lists, the view, transitions, print. */
async function contractRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const base = '/api/contract/contracts';
  app.get(base, { ...rule('contract.show'), schema: { querystring: contractQuerySchema } }, async (request) =>
    listContracts(db, parse(contractQuerySchema, request.query), 'all'),
  );
  app.get(
    '/api/contract/closed-contracts',
    { ...rule('contract.show'), schema: { querystring: contractQuerySchema } },
    async (request) => listContracts(db, parse(contractQuerySchema, request.query), 'closed'),
  );
  app.get(
    `${base}/:id`,
    { ...rule('contract.show'), schema: { params: idParams, querystring: contractViewQuerySchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { as_of } = parse(contractViewQuerySchema, request.query);
      return { data: await contractView(db, id, as_of ?? (await businessToday(db))) };
    },
  );
  app.post(
    `${base}/:id/sign`,
    { ...rule('contract.approve', true), schema: { params: idParams, body: signSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(signSchema, request.body ?? {});
      const settled = await signContract(db, id, input, actorOf(request), request.idempotencyKey);
      return { data: { id, settlement: settled ? presentSettlement(settled) : null } };
    },
  );
  app.post(
    `${base}/:id/cancel`,
    { ...rule('contract.cancel'), schema: { params: idParams, body: reasonSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await cancelContract(db, id, parse(reasonSchema, request.body).reason, authOf(request).userId);
      return { data: { id } };
    },
  );
  for (const [path, freeze] of [
    ['freeze', true],
    ['unfreeze', false],
  ] as const) {
    app.post(
      `${base}/:id/${path}`,
      { ...rule('contract_freeze.approve'), schema: { params: idParams, body: reasonSchema } },
      async (request) => {
        const { id } = parse(idParams, request.params);
        await freezeContract(
          db,
          id,
          freeze,
          parse(reasonSchema, request.body).reason,
          authOf(request).userId,
        );
        return { data: { id } };
      },
    );
  }
  app.post(
    `${base}/:id/responsible`,
    { ...rule('contract_responsible.attach'), schema: { params: idParams, body: responsibleSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(responsibleSchema, request.body);
      await changeResponsible(db, id, input.responsible_id, authOf(request).userId);
      return { data: { id } };
    },
  );
  app.get(
    `${base}/:id/print`,
    { ...rule('contract.print'), schema: { params: idParams } },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const view = await contractView(db, id, await businessToday(db));
      const { contractPdf, contractTitle, requisitesOf } = await import('./print.ts');
      const seller = await requisitesOf(db, view.requisite_id);
      const lang = languageOf(request.headers['accept-language']);
      const pdf = await contractPdf(view, seller, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(contractTitle(view, lang)))
        .send(pdf);
    },
  );
}

/** Client orders and instalment contracts (issue 10 items 2 and 3). */
export async function contractsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await orderRoutes(app, db);
  await contractRoutes(app, db);
}
