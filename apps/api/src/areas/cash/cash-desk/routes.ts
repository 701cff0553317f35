import {
  CASHBOX_OPERATIONS,
  cashOperationQuerySchema,
  cashOperationSchema,
  currencyExchangeSchema,
  LISTED_TYPE_RULES,
} from '@savdo/shared/schemas/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { exportOperations, printableOrder } from './cash-orders.ts';
import { listOperations, readableOperation } from './queries.ts';
import {
  createCashOperation,
  createExchange,
  myCashboxes,
  type OperationStep,
  stepOperation,
} from './service.ts';

/** `?approve=true`: enter and post at once (needs the type's `.approve` too). */
const entryQuery = z.object({ approve: z.enum(['true', 'false']).optional() });

const OBJECTS = [...Object.values(CASHBOX_OPERATIONS).map((s) => s.rule), 'currency_exchange'];
/** Any of the operation objects' `action`; the handler checks the operation type's own. */
const anyOf = (action: string, ...more: string[]) =>
  [...OBJECTS.map((o) => `${o}.${action}`), ...more].join('|');

/**
 * The cash desk's API under /api/cashbox: cash operations (income,
 * expense, supplier, bank, staff), currency exchanges, their approval and
 * cancellation (every POST honours `Idempotency-Key`), the journal, and the
 * signed-in cashier's cashboxes with their balances.
 */
export async function moneyRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/cashbox';

  app.post(
    `${base}/operations`,
    {
      config: { access: { rule: anyOf('add') }, idempotent: true },
      schema: { querystring: entryQuery, body: cashOperationSchema },
    },
    async (request, reply) => {
      const input = parse(cashOperationSchema, request.body);
      const { approve } = parse(entryQuery, request.query);
      const data = await createCashOperation(db, input, actorOf(request), {
        approve: approve === 'true',
        idempotencyKey: request.idempotencyKey,
      });
      return reply.code(201).send({ data });
    },
  );

  app.post(
    `${base}/currency-exchanges`,
    {
      config: { access: { rule: 'currency_exchange.add' }, idempotent: true },
      schema: { querystring: entryQuery, body: currencyExchangeSchema },
    },
    async (request, reply) => {
      const input = parse(currencyExchangeSchema, request.body);
      const { approve } = parse(entryQuery, request.query);
      const data = await createExchange(db, input, actorOf(request), {
        approve: approve === 'true',
        idempotencyKey: request.idempotencyKey,
      });
      return reply.code(201).send({ data });
    },
  );

  for (const step of ['approve', 'cancel'] as const satisfies readonly OperationStep[]) {
    app.post(
      `${base}/operations/:id/${step}`,
      { config: { access: { rule: anyOf(step) }, idempotent: true }, schema: { params: idParams } },
      async (request) => {
        const { id } = parse(idParams, request.params);
        return { data: await stepOperation(db, id, step, actorOf(request)) };
      },
    );
  }

  // the journal, a type's list, or the receipts (approved cash operations): the handler scopes by rule
  const listRule = anyOf(
    'show',
    'cashbox_all_operations.show',
    'all_receipt.show',
    ...Object.values(LISTED_TYPE_RULES).map((object) => `${object}.show`),
  );
  app.get(
    `${base}/operations`,
    { config: { access: { rule: listRule } }, schema: { querystring: cashOperationQuerySchema } },
    async (request) => listOperations(db, parse(cashOperationQuerySchema, request.query), actorOf(request)),
  );

  // The same list as .xlsx (at most OPERATIONS_EXPORT_CAP rows), streamed.
  app.get(
    `${base}/operations/export`,
    { config: { access: { rule: listRule } }, schema: { querystring: cashOperationQuerySchema } },
    async (request, reply) => {
      const query = parse(cashOperationQuerySchema, request.query);
      const lang = languageOf(request.headers['accept-language']);
      const stream = await exportOperations(db, query, actorOf(request), lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="cash-operations.xlsx"')
        .send(stream);
    },
  );

  // The cash receipt / expense order (PDF): the type's `.print`, or `all_receipt.show` for an approved one.
  app.get(
    `${base}/operations/:id/print`,
    { config: { access: { rule: anyOf('print', 'all_receipt.show') } }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const lang = languageOf(request.headers['accept-language']);
      const order = await printableOrder(db, id, actorOf(request), lang);
      const { cashOrderPdf, cashOrderTitle } = await import('./print.ts');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(cashOrderTitle(order, lang)))
        .send(await cashOrderPdf(order, lang));
    },
  );

  app.get(
    `${base}/operations/:id`,
    { config: { access: { rule: listRule } }, schema: { params: idParams } },
    async (request) => ({
      data: await readableOperation(db, parse(idParams, request.params).id, actorOf(request)),
    }),
  );

  app.get(
    `${base}/my-cash-registers`,
    { config: { access: { rule: 'my_cashbox.show|cashbox.show' } } },
    async (request) => ({ data: await myCashboxes(db, actorOf(request)) }),
  );
}
