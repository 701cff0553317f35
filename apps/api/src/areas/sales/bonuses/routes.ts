import {
  bonusListQuerySchema,
  bonusOrderSchema,
  bonusProductEditSchema,
  bonusProductQuerySchema,
  bonusProductSchema,
  bonusReturnSchema,
} from '@savdo/shared/schemas/bonuses';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { takeBonusProduct } from './orders.ts';
import { addBonusProduct, editBonusProduct } from './products.ts';
import {
  bonusBalanceOf,
  bonusOrder,
  bonusProduct,
  listBonusHistory,
  listBonusOrders,
  listBonusProducts,
  listBonusReturns,
} from './queries.ts';
import { returnBonusProduct } from './returns.ts';

const BASE = '/api/client-account-numbers';

/**
 * Client bonuses: the products offered for points, bonus orders (points,
 * the shortfall in cash: Idempotency-Key; printed as a release note), the balance history, the cash
 * differences and the returns of bonus products.
 */
export async function bonusRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const products = `${BASE}/bonus-products`;
  app.get(
    products,
    {
      config: { access: { rule: 'bonus_product.show|bonus_order.add' } },
      schema: { querystring: bonusProductQuerySchema },
    },
    async (request) => listBonusProducts(db, parse(bonusProductQuerySchema, request.query)),
  );
  app.post(
    products,
    { config: { access: { rule: 'bonus_product.add' } }, schema: { body: bonusProductSchema } },
    async (request, reply) => {
      const input = parse(bonusProductSchema, request.body);
      const id = await addBonusProduct(db, input, authOf(request).userId);
      return reply.code(201).send({ data: await bonusProduct(db, id) });
    },
  );
  app.put(
    `${products}/:id`,
    {
      config: { access: { rule: 'bonus_product.edit' } },
      schema: { params: idParams, body: bonusProductEditSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await editBonusProduct(db, id, parse(bonusProductEditSchema, request.body));
      return { data: await bonusProduct(db, id) };
    },
  );

  const orders = `${BASE}/bonus-orders`;
  app.get(
    orders,
    { config: { access: { rule: 'bonus_order.show' } }, schema: { querystring: bonusListQuerySchema } },
    async (request) => listBonusOrders(db, parse(bonusListQuerySchema, request.query)),
  );
  app.get(
    `${orders}/:id`,
    { config: { access: { rule: 'bonus_order.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await bonusOrder(db, parse(idParams, request.params).id),
    }),
  );
  app.get(
    `${orders}/:id/pdf`,
    { config: { access: { rule: 'bonus_order.print' } }, schema: { params: idParams } },
    async (request, reply) => {
      const order = await bonusOrder(db, parse(idParams, request.params).id);
      const { bonusOrderPdf, bonusOrderTitle } = await import('./print.ts');
      const lang = languageOf(request.headers['accept-language']);
      const pdf = await bonusOrderPdf(order, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(bonusOrderTitle(order, lang)))
        .send(pdf);
    },
  );
  app.post(
    orders,
    { config: { access: { rule: 'bonus_order.add' }, idempotent: true }, schema: { body: bonusOrderSchema } },
    async (request, reply) => {
      const input = parse(bonusOrderSchema, request.body);
      const id = await takeBonusProduct(db, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data: await bonusOrder(db, id) });
    },
  );

  app.get(
    `${BASE}/bonus-balances/:id`,
    {
      config: { access: { rule: 'bonus_difference_history.show|bonus_order.add' } },
      schema: { params: idParams },
    },
    async (request) => ({ data: await bonusBalanceOf(db, parse(idParams, request.params).id) }),
  );
  app.get(
    `${BASE}/bonus-balance-histories`,
    {
      config: { access: { rule: 'bonus_difference_history.show' } },
      schema: { querystring: bonusListQuerySchema },
    },
    async (request) => listBonusHistory(db, parse(bonusListQuerySchema, request.query)),
  );
  app.get(
    `${BASE}/payment-bonus-differences`,
    { config: { access: { rule: 'bonus_difference.show' } }, schema: { querystring: bonusListQuerySchema } },
    async (request) => listBonusOrders(db, parse(bonusListQuerySchema, request.query), true),
  );

  const returns = `${BASE}/return-bonus-products`;
  app.get(
    returns,
    {
      config: { access: { rule: 'returned_bonus_product.show' } },
      schema: { querystring: bonusListQuerySchema },
    },
    async (request) => listBonusReturns(db, parse(bonusListQuerySchema, request.query)),
  );
  app.post(
    returns,
    {
      config: { access: { rule: 'returned_bonus_product.add' }, idempotent: true },
      schema: { body: bonusReturnSchema },
    },
    async (request, reply) => {
      const input = parse(bonusReturnSchema, request.body);
      const id = await returnBonusProduct(db, input, actorOf(request));
      return reply.code(201).send({ data: { id, order: await bonusOrder(db, input.order_id) } });
    },
  );
}
