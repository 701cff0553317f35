import {
  distributionListQuerySchema,
  distributionPaymentSchema,
  distributionSchema,
  profitQuerySchema,
} from '@savdo/shared/schemas/investors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { distributionOptions, listDistributions, readDistribution } from './queries.ts';
import {
  approveDistribution,
  createDistribution,
  type ProfitSource,
  payDistribution,
  periodProfit,
  updateDistribution,
} from './service.ts';

const rule = (name: string) => ({ access: { rule: name } });

/**
 * Investors' profit distribution under /api/investors (routes.md 2.16,
 * `investor_calculation.*`): the profit of a period (R0073's, plugged in as
 * `profitOf`), drafts entered and changed, approved, paid line by line out
 * of a cashbox through the journal, and printed.
 */
export async function investorRoutes(
  app: FastifyInstance,
  { db, profitOf }: { db: Db; profitOf: ProfitSource },
): Promise<void> {
  const base = '/api/investors/distributions';

  app.get(
    '/api/investors/profit',
    { config: rule('investor_calculation.show'), schema: { querystring: profitQuerySchema } },
    async (request) => ({
      data: await periodProfit(db, profitOf, parse(profitQuerySchema, request.query)),
    }),
  );
  app.get('/api/investors/options', { config: rule('investor_calculation.show') }, async (request) => ({
    data: await distributionOptions(db, actorOf(request)),
  }));
  app.get(
    base,
    { config: rule('investor_calculation.show'), schema: { querystring: distributionListQuerySchema } },
    (request) => listDistributions(db, parse(distributionListQuerySchema, request.query)),
  );
  app.get(
    `${base}/:id`,
    { config: rule('investor_calculation.show'), schema: { params: idParams } },
    async (request) => ({
      data: await readDistribution(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    base,
    { config: rule('investor_calculation.add'), schema: { body: distributionSchema } },
    async (request, reply) => {
      const input = parse(distributionSchema, request.body);
      return reply.code(201).send({ data: await createDistribution(db, profitOf, input, actorOf(request)) });
    },
  );
  app.put(
    `${base}/:id`,
    { config: rule('investor_calculation.edit'), schema: { params: idParams, body: distributionSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await updateDistribution(db, profitOf, id, parse(distributionSchema, request.body)) };
    },
  );
  app.post(
    `${base}/:id/approve`,
    { config: rule('investor_calculation.approve'), schema: { params: idParams } },
    async (request) => ({
      data: await approveDistribution(db, parse(idParams, request.params).id, actorOf(request)),
    }),
  );
  // paying posts an "investor out" operation: the service checks investor_output.add and .approve and the cashbox
  app.post(
    `${base}/:id/payments`,
    {
      config: { ...rule('investor_calculation.show'), idempotent: true },
      schema: { params: idParams, body: distributionPaymentSchema },
    },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const input = parse(distributionPaymentSchema, request.body);
      const data = await payDistribution(db, id, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data });
    },
  );
  app.get(
    `${base}/:id/print`,
    { config: rule('investor_calculation.print'), schema: { params: idParams } },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const distribution = await readDistribution(db, parse(idParams, request.params).id);
      const { distributionPdf, distributionTitle } = await import('./print.ts');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(distributionTitle(distribution, lang)))
        .send(await distributionPdf(distribution, lang));
    },
  );
}
