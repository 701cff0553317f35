import {
  cashTradeSchema,
  fondPaymentQuerySchema,
  fondPaymentSchema,
  pickerQuerySchema,
  tradeCancelSchema,
  tradeDiscountSchema,
  tradeEventQuerySchema,
  tradePaymentSchema,
  tradeQuerySchema,
  tradeReturnSchema,
} from '@savdo/shared/schemas/cash-trading';
import { v } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import type { FiscalRegister } from '../../catalog/integrations/fiscal-register.ts';
import { discountTrade } from './discounts.ts';
import { fondDebts, fondPayments, takeFondPayment } from './fonds.ts';
import {
  cashboxOptions,
  clientOptions,
  paymentTypeOptions,
  productOptions,
  warehouseOptions,
} from './pickers.ts';
import { printableReceipt } from './print.ts';
import { getTrade, listDiscounts, listReturns, listTrades } from './queries.ts';
import { registerPending } from './register.ts';
import { returnGoods } from './returns.ts';
import { cancelTrade, createTrade, payTrade } from './trades.ts';

const LIST = 'cash_trading.show|cash_trading_payment.show|cash_trading_fond.show|cash_trading_fond_pay.show';
const FOND_DEBTS = 'cash_trading_fond.show|cash_trading_fond_pay.show|fond.show';
/** The forms and filters that pick goods, clients, payment types, cashboxes and warehouses. */
const PICKERS = [
  'cash_trading.show',
  'cash_trading_fond.show',
  'cash_trading_payment.show',
  'cash_trading_fond_pay.show',
  'returned_cash_trading_product.show',
  'cash_trading_discount.show',
].join('|');

const warehouseQuery = z.object({ branch_id: v.optional(v.idParam()) });

/**
 * Cash sales under /api/cash-tradings (issue 10 item 5): sales and fund
 * sales, their payments, discounts, cancellation, returns, fiscal receipts
 * and printed receipt, the fund debts and the funds' cash payments, and the
 * pickers of the forms. Every POST that moves money or goods honours
 * `Idempotency-Key`; each handler checks the exact rule of the trade's kind.
 */
export async function cashTradingRoutes(
  app: FastifyInstance,
  { db, fiscal }: { db: Db; fiscal: FiscalRegister },
): Promise<void> {
  const base = '/api/cash-tradings';
  const post = { idempotent: true } as const;

  app.post(
    `${base}/trades`,
    {
      config: { access: { rule: 'cash_trading.add|cash_trading_fond.add' }, ...post },
      schema: { body: cashTradeSchema },
    },
    async (request, reply) => {
      const input = parse(cashTradeSchema, request.body);
      const actor = actorOf(request);
      const id = await createTrade(db, input, actor, fiscal, { idempotencyKey: request.idempotencyKey });
      return reply.code(201).send({ data: await getTrade(db, id, null) });
    },
  );

  app.get(
    `${base}/trades`,
    { config: { access: { rule: LIST } }, schema: { querystring: tradeQuerySchema } },
    async (request) => listTrades(db, parse(tradeQuerySchema, request.query), actorOf(request)),
  );

  app.get(
    `${base}/trades/:id`,
    { config: { access: { rule: LIST } }, schema: { params: idParams } },
    async (request) => ({
      data: await getTrade(db, parse(idParams, request.params).id, actorOf(request)),
    }),
  );

  app.post(
    `${base}/trades/:id/payments`,
    {
      config: {
        access: { rule: 'cash_trading_payment.add|cash_trading.add|cash_trading_fond.add' },
        ...post,
      },
      schema: { params: idParams, body: tradePaymentSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(tradePaymentSchema, request.body);
      const actor = actorOf(request);
      await payTrade(db, id, input, actor, fiscal, { idempotencyKey: request.idempotencyKey });
      return { data: await getTrade(db, id, null) };
    },
  );

  app.post(
    `${base}/trades/:id/discount`,
    {
      config: { access: { rule: 'cash_trading_discount.add' }, ...post },
      schema: { params: idParams, body: tradeDiscountSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(tradeDiscountSchema, request.body);
      await discountTrade(db, id, input, actorOf(request), fiscal);
      return { data: await getTrade(db, id, null) };
    },
  );

  app.post(
    `${base}/trades/:id/cancel`,
    {
      config: { access: { rule: 'cash_trading.cancel|cash_trading_fond.cancel' }, ...post },
      schema: { params: idParams, body: tradeCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(tradeCancelSchema, request.body);
      await cancelTrade(db, id, reason, actorOf(request));
      return { data: { id, status: 'CANCELED' } };
    },
  );

  app.post(
    `${base}/trades/:id/returns`,
    {
      config: { access: { rule: 'returned_cash_trading_product.add' }, ...post },
      schema: { params: idParams, body: tradeReturnSchema },
    },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const input = parse(tradeReturnSchema, request.body);
      const returnId = await returnGoods(db, id, input, actorOf(request), fiscal, {
        idempotencyKey: request.idempotencyKey,
      });
      return reply.code(201).send({ data: { id: returnId, trade_id: id } });
    },
  );

  app.post(
    `${base}/trades/:id/fiscal`,
    {
      config: { access: { rule: 'cash_trading.approve|cash_trading_fond.approve' }, ...post },
      schema: { params: idParams },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await registerPending(db, fiscal, id, actorOf(request)) };
    },
  );

  app.get(
    `${base}/trades/:id/receipt`,
    {
      config: { access: { rule: 'cash_trading.print|cash_trading_fond.print' } },
      schema: { params: idParams },
    },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const lang = languageOf(request.headers['accept-language']);
      const receipt = await printableReceipt(db, id, actorOf(request), lang);
      const { receiptPdf, saleReceiptTitle } = await import('./receipt-pdf.ts');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(saleReceiptTitle(receipt, lang)))
        .send(await receiptPdf(receipt, lang));
    },
  );

  app.get(
    `${base}/discounts`,
    {
      config: { access: { rule: 'cash_trading_discount.show' } },
      schema: { querystring: tradeEventQuerySchema },
    },
    async (request) => listDiscounts(db, parse(tradeEventQuerySchema, request.query)),
  );

  app.get(
    `${base}/returns`,
    {
      config: { access: { rule: 'returned_cash_trading_product.show' } },
      schema: { querystring: tradeEventQuerySchema },
    },
    async (request) => listReturns(db, parse(tradeEventQuerySchema, request.query)),
  );

  app.get(`${base}/fond-debts`, { config: { access: { rule: FOND_DEBTS } } }, async () => ({
    data: await fondDebts(db),
  }));

  app.get(
    `${base}/fond-payments`,
    {
      config: { access: { rule: 'cash_trading_fond_pay.show' } },
      schema: { querystring: fondPaymentQuerySchema },
    },
    async (request) => {
      const q = parse(fondPaymentQuerySchema, request.query);
      return { data: await fondPayments(db, q), meta: { page: q.page, per_page: q.per_page } };
    },
  );

  app.post(
    `${base}/fond-payments`,
    {
      config: { access: { rule: 'cash_trading_fond_pay.add' }, ...post },
      schema: { body: fondPaymentSchema },
    },
    async (request, reply) => {
      const input = parse(fondPaymentSchema, request.body);
      const id = await takeFondPayment(db, input, actorOf(request), {
        idempotencyKey: request.idempotencyKey,
      });
      return reply.code(201).send({ data: { id, debts: await fondDebts(db, input.fond_id) } });
    },
  );

  const picker = { config: { access: { rule: PICKERS } } };
  app.get(
    `${base}/pickers/products`,
    { ...picker, schema: { querystring: pickerQuerySchema } },
    async (request) => ({
      data: await productOptions(db, parse(pickerQuerySchema, request.query).search),
    }),
  );
  app.get(
    `${base}/pickers/clients`,
    { ...picker, schema: { querystring: pickerQuerySchema } },
    async (request) => ({
      data: await clientOptions(db, parse(pickerQuerySchema, request.query).search),
    }),
  );
  app.get(`${base}/pickers/payment-types`, picker, async () => ({ data: await paymentTypeOptions(db) }));
  app.get(`${base}/pickers/cashboxes`, picker, async (request) => ({
    data: await cashboxOptions(db, actorOf(request)),
  }));
  app.get(
    `${base}/pickers/warehouses`,
    { ...picker, schema: { querystring: warehouseQuery } },
    async (request) => ({
      data: await warehouseOptions(db, parse(warehouseQuery, request.query).branch_id),
    }),
  );
}
