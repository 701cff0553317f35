import {
  collectorPlanQuerySchema,
  collectorPlanSchema,
  offBalanceMarkSchema,
  offBalanceQuerySchema,
  processQuerySchema,
  stageMoveSchema,
} from '@savdo/shared/schemas/collection-process';
import { optional } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { letterRoutes } from './letter-routes.ts';
import { listOffBalance, setOffBalance } from './off-balance.ts';
import { collectorOptions, contractOptions } from './pickers.ts';
import { createPlan, listPlans, updatePlan } from './plans.ts';
import { listProcesses, stageCounts } from './processes.ts';
import { separateRoutes } from './separate-routes.ts';
import { moveContract, stageHistory } from './stages.ts';

export const searchQuery = z.object({
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
});

const base = '/api/collections';

/**
 * The collection process under /api/collections: contracts in the stages
 * (`processes`, moved by hand with a reason), off-balance contracts, the
 * collectors' monthly plans, separate reimbursement plans and warning letters.
 */
export async function collectionProcessRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const anyScreen =
    'levy_process.show|warning_letter.show|warning_letter.add|separate_reimbursement.show|contract_off_balance.show';
  app.get(
    `${base}/process-contracts/options`,
    { config: { access: { rule: anyScreen } }, schema: { querystring: searchQuery } },
    async (request) => ({
      data: await contractOptions(db, parse(searchQuery, request.query).search),
    }),
  );

  app.get(
    `${base}/processes`,
    { config: { access: { rule: 'levy_process.show' } }, schema: { querystring: processQuerySchema } },
    (request) => listProcesses(db, parse(processQuerySchema, request.query)),
  );
  app.get(`${base}/processes/stages`, { config: { access: { rule: 'levy_process.show' } } }, async () => ({
    data: await stageCounts(db),
  }));
  app.get(
    `${base}/processes/:id/history`,
    { config: { access: { rule: 'levy_process.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await stageHistory(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    `${base}/processes/moves`,
    {
      config: { access: { rule: 'levy_process.edit' }, idempotent: true },
      schema: { body: stageMoveSchema },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await moveContract(db, parse(stageMoveSchema, request.body), actorOf(request)) }),
  );

  const off = `${base}/off-balance-sheet-contracts`;
  app.get(
    off,
    {
      config: { access: { rule: 'contract_off_balance.show' } },
      schema: { querystring: offBalanceQuerySchema },
    },
    (request) => listOffBalance(db, parse(offBalanceQuerySchema, request.query)),
  );
  app.post(
    `${off}/mark`,
    {
      config: { access: { rule: 'contract_off_balance.add' }, idempotent: true },
      schema: { body: offBalanceMarkSchema },
    },
    async (request) => ({
      data: await setOffBalance(db, parse(offBalanceMarkSchema, request.body), true, actorOf(request)),
    }),
  );
  app.post(
    `${off}/unmark`,
    {
      config: { access: { rule: 'contract_off_balance.edit' }, idempotent: true },
      schema: { body: offBalanceMarkSchema },
    },
    async (request) => ({
      data: await setOffBalance(db, parse(offBalanceMarkSchema, request.body), false, actorOf(request)),
    }),
  );

  const plans = `${base}/street-collection-plans`;
  app.get(
    plans,
    {
      config: { access: { rule: 'collector_plan.show' } },
      schema: { querystring: collectorPlanQuerySchema },
    },
    (request) => listPlans(db, parse(collectorPlanQuerySchema, request.query)),
  );
  app.get(
    `${plans}/collectors`,
    { config: { access: { rule: 'collector_plan.show' } }, schema: { querystring: searchQuery } },
    async (request) => ({
      data: await collectorOptions(db, parse(searchQuery, request.query).search),
    }),
  );
  app.post(
    plans,
    {
      config: { access: { rule: 'collector_plan.add' }, idempotent: true },
      schema: { body: collectorPlanSchema },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createPlan(db, parse(collectorPlanSchema, request.body), actorOf(request)) }),
  );
  app.put(
    `${plans}/:id`,
    {
      config: { access: { rule: 'collector_plan.edit' } },
      schema: { params: idParams, body: collectorPlanSchema },
    },
    async (request) => ({
      data: await updatePlan(
        db,
        parse(idParams, request.params).id,
        parse(collectorPlanSchema, request.body),
      ),
    }),
  );

  await separateRoutes(app, db);
  await letterRoutes(app, db);
}
