import {
  CASHBOX_OPERATIONS,
  cashOperationQuerySchema,
  cashOperationSchema,
  currencyExchangeSchema,
} from '@savdo/shared/schemas/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../http/access.ts';
import { idParams, parse } from '../../http/validate.ts';
import {
  type Actor,
  createCashOperation,
  createExchange,
  getOperation,
  listOperations,
  myCashboxes,
  type OperationStep,
  stepOperation,
} from './service.ts';

/** `?approve=true`: enter and post at once (needs the type's `.approve` too). */
const entryQuery = z.object({ approve: z.enum(['true', 'false']).optional() });

const OBJECTS = [...Object.values(CASHBOX_OPERATIONS).map((s) => s.rule), 'currency_exchange'];
/** Any of the operation objects' `action`; the handler checks the operation type's own. */
const anyOf = (action: string) => OBJECTS.map((o) => `${o}.${action}`).join('|');

const actorOf = (request: FastifyRequest): Actor => {
  const auth = authOf(request);
  return { userId: auth.userId, rules: auth.rules };
};

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
    { config: { access: { rule: anyOf('add') }, idempotent: true } },
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
    { config: { access: { rule: 'currency_exchange.add' }, idempotent: true } },
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
      { config: { access: { rule: anyOf(step) }, idempotent: true } },
      async (request) => {
        const { id } = parse(idParams, request.params);
        return { data: await stepOperation(db, id, step, actorOf(request)) };
      },
    );
  }

  app.get(
    `${base}/operations`,
    { config: { access: { rule: `cashbox_all_operations.show|${anyOf('show')}` } } },
    async (request) => listOperations(db, parse(cashOperationQuerySchema, request.query), actorOf(request)),
  );

  app.get(
    `${base}/operations/:id`,
    { config: { access: { rule: `cashbox_all_operations.show|${anyOf('show')}` } } },
    async (request) => ({ data: await getOperation(db, parse(idParams, request.params).id) }),
  );

  app.get(
    `${base}/my-cash-registers`,
    { config: { access: { rule: 'my_cashbox.show|cashbox.show' } } },
    async (request) => ({ data: await myCashboxes(db, actorOf(request)) }),
  );
}
