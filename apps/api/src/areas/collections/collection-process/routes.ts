import type { ContractStatus } from '@savdo/shared/contracts';
import { parseDocumentNumber } from '@savdo/shared/documents';
import {
  collectorPlanQuerySchema,
  collectorPlanSchema,
  offBalanceMarkSchema,
  offBalanceQuerySchema,
  type ProcessContractOption,
  processQuerySchema,
  stageMoveSchema,
} from '@savdo/shared/schemas/collection-process';
import { optional } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { boundedClients, clientSearchKind } from '../../sales/clients/name-search.ts';
import { contractNumberSql } from '../../sales/contracts/number-search.ts';
import { letterRoutes } from './letter-routes.ts';
import { listOffBalance, setOffBalance } from './off-balance.ts';
import { createPlan, listPlans, updatePlan } from './plans.ts';
import { listProcesses, stageCounts } from './processes.ts';
import { separateRoutes } from './separate-routes.ts';
import { moveContract, stageHistory } from './stages.ts';

export const searchQuery = z.object({
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
});

const base = '/api/collections';

/**
 * The contracts a picker's search names: a number (`TSH-41` that branch's
 * one: shared `parseDocumentNumber`, `contractNumberSql`), else the clients
 * of the one client rule (`boundedClients`, at most 200, then
 * `contracts_client`); digits that are both a number and a phone find
 * either, united.
 */
function contractSearch(search: string): SQL {
  const number = parseDocumentNumber(search);
  if (number && clientSearchKind(search) === 'name') return contractNumberSql(sql`c`, number);
  const byClient = sql`c.client_id in ${boundedClients(search, 200)}`;
  if (!number) return byClient;
  return sql`c.id in (select k.id from contracts k where ${contractNumberSql(sql`k`, number)}
    union select k.id from contracts k where k.client_id in ${boundedClients(search, 200)})`;
}

/**
 * A picker's contracts (open or closed), by `contractSearch`, newest first.
 */
async function contractOptions(db: Db, search: string | undefined): Promise<ProcessContractOption[]> {
  const where = search ? contractSearch(search) : sql`true`;
  const rows = await db.execute<{
    id: string;
    number: string;
    prefix: string | null;
    client_name: string;
    status: ContractStatus;
  }>(sql`
    select c.id, c.number, b.prefix, cl.full_name as client_name, c.status from contracts c
    join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    where c.status in ('ACTIVE', 'FREEZE', 'CLOSED') and ${where}
    order by c.id desc limit 20`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    number: Number(r.number),
    prefix: r.prefix,
    client_name: r.client_name,
    status: r.status,
  }));
}

/** Users who may be a collector (active), by name. */
async function collectorOptions(db: Db, search: string | undefined) {
  const rows = await db.execute<{ id: number; full_name: string }>(sql`select id, full_name from users
    where active ${search ? sql`and full_name ilike ${`%${search}%`}` : sql``} order by full_name limit 50`);
  return rows.rows;
}

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
