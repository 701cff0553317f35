import {
  prizeGivenSchema,
  promotionProductQuerySchema,
  promotionProductSchema,
  promotionQuerySchema,
  promotionSchema,
  ticketQuerySchema,
  winnerQuerySchema,
} from '@savdo/shared/schemas/promotions';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { productOptions, productSearchQuery } from './options.ts';
import {
  drawDetail,
  listProducts,
  listPromotions,
  listTickets,
  listWinners,
  promotionDetail,
} from './queries.ts';
import {
  addProduct,
  approvePromotion,
  collectTickets,
  createPromotion,
  drawPromotion,
  editPromotion,
  givePrize,
  removeProduct,
} from './service.ts';

const base = '/api/promotions';
const rule = (r: string) => ({ config: { access: { rule: r } } }) as const;
const anyShow = rule('stock.show|stock_product.show|tickets.show|winning_stock.show');

/**
 * Promotions under /api/promotions: the promotions (stock.*), their products
 * (stock_product.*), tickets and their collection (tickets.*), the draw and
 * winners with prizes given (winning_stock.*).
 */
export async function promotionRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(base, { ...anyShow, schema: { querystring: promotionQuerySchema } }, (request) =>
    listPromotions(db, parse(promotionQuerySchema, request.query)),
  );
  app.get(
    `${base}/products`,
    { ...rule('stock_product.show'), schema: { querystring: promotionProductQuerySchema } },
    (request) => listProducts(db, parse(promotionProductQuerySchema, request.query)),
  );
  app.get(
    `${base}/product-options`,
    { ...rule('stock_product.add'), schema: { querystring: productSearchQuery } },
    async (request) => ({
      data: await productOptions(db, request.query),
    }),
  );
  app.post(
    `${base}/products`,
    { ...rule('stock_product.add'), schema: { body: promotionProductSchema } },
    async (request, reply) => {
      const input = parse(promotionProductSchema, request.body);
      return reply.code(201).send({ data: { id: await addProduct(db, input, authOf(request).userId) } });
    },
  );
  app.delete(
    `${base}/products/:id`,
    { ...rule('stock_product.edit'), schema: { params: idParams } },
    async (request) => {
      await removeProduct(db, parse(idParams, request.params).id);
      return { data: { ok: true } };
    },
  );
  app.get(
    `${base}/tickets`,
    { ...rule('tickets.show'), schema: { querystring: ticketQuerySchema } },
    (request) => listTickets(db, parse(ticketQuerySchema, request.query)),
  );
  app.get(
    `${base}/winners`,
    { ...rule('winning_stock.show'), schema: { querystring: winnerQuerySchema } },
    (request) => listWinners(db, parse(winnerQuerySchema, request.query)),
  );
  app.post(
    `${base}/winners/:id/give`,
    { ...rule('winning_stock.edit'), schema: { params: idParams, body: prizeGivenSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await givePrize(db, id, parse(prizeGivenSchema, request.body ?? {}), authOf(request).userId);
      return { data: { ok: true } };
    },
  );
  app.get(`${base}/:id`, { ...anyShow, schema: { params: idParams } }, async (request) => ({
    data: await promotionDetail(db, parse(idParams, request.params).id),
  }));
  app.post(base, { ...rule('stock.add'), schema: { body: promotionSchema } }, async (request, reply) => {
    const id = await createPromotion(db, parse(promotionSchema, request.body), authOf(request).userId);
    return reply.code(201).send({ data: await promotionDetail(db, id) });
  });
  app.put(
    `${base}/:id`,
    { ...rule('stock.edit'), schema: { params: idParams, body: promotionSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await editPromotion(db, id, parse(promotionSchema, request.body));
      return { data: await promotionDetail(db, id) };
    },
  );
  app.post(
    `${base}/:id/approve`,
    { ...rule('stock.edit'), schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await approvePromotion(db, id, authOf(request).userId) };
    },
  );
  app.post(
    `${base}/:id/collect-tickets`,
    { ...rule('tickets.add'), schema: { params: idParams } },
    async (request) => ({
      data: await collectTickets(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    `${base}/:id/draw`,
    { ...rule('winning_stock.add'), schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await drawPromotion(db, id, authOf(request).userId);
      return { data: await drawDetail(db, id) };
    },
  );
  app.get(
    `${base}/:id/draw`,
    { ...rule('winning_stock.show'), schema: { params: idParams } },
    async (request) => ({
      data: await drawDetail(db, parse(idParams, request.params).id),
    }),
  );
}
