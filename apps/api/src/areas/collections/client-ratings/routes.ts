import {
  contractSkipQuerySchema,
  disciplineQuerySchema,
  katmQuerySchema,
  katmQueueSchema,
} from '@savdo/shared/schemas/client-ratings';
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import type { KatmProvider } from './katm/provider.ts';
import {
  clientDisciplineView,
  listContractSkips,
  listDiscipline,
  listSubmissions,
  submissionView,
} from './queries.ts';
import { queueByHand, resendByHand } from './send-by-hand.ts';

const rule = (name: string) => ({ config: { access: { rule: name } } });
const base = '/api/client-ratings';

/**
 * Client ratings under /api/client-ratings: the payment-discipline list
 * (stored by the close of day) and one client's figures computed now (the
 * screen's detail, the client card, the order approval), the contracts by
 * skipped and late payments, and the credit bureau submissions: list, view,
 * queue a form by hand, re-send.
 */
export async function clientRatingRoutes(
  app: FastifyInstance,
  { db, katm }: { db: Db; katm: KatmProvider },
): Promise<void> {
  app.get(
    `${base}/payment-discipline`,
    { ...rule('client_score.show'), schema: { querystring: disciplineQuerySchema } },
    (request) => listDiscipline(db, parse(disciplineQuerySchema, request.query)),
  );
  // the card and the order approval show the score to whoever sees the client
  app.get(
    `${base}/payment-discipline/:id`,
    { ...rule('client_score.show|client.show|client_order.show'), schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const view = await clientDisciplineView(db, id, await businessToday(db));
      if (!view) throw notFound();
      return { data: view };
    },
  );
  app.get(
    `${base}/order-payment-discipline`,
    { ...rule('contract_skip.show'), schema: { querystring: contractSkipQuerySchema } },
    (request) => listContractSkips(db, parse(contractSkipQuerySchema, request.query)),
  );

  app.get(
    `${base}/report-shapes`,
    { ...rule('katm_report.show'), schema: { querystring: katmQuerySchema } },
    (request) => listSubmissions(db, parse(katmQuerySchema, request.query)),
  );
  app.get(
    `${base}/report-shapes/:id`,
    { ...rule('katm_report.show'), schema: { params: idParams } },
    async (request) => {
      const view = await submissionView(db, parse(idParams, request.params).id);
      if (!view) throw notFound();
      return { data: view };
    },
  );
  // a form queued by hand is sent at once; the job re-sends it should the bureau not take it
  app.post(
    `${base}/report-shapes`,
    { ...rule('katm_report.add'), schema: { body: katmQueueSchema } },
    async (request, reply) => {
      const input = parse(katmQueueSchema, request.body);
      const { created, view } = await queueByHand(db, katm, input, authOf(request).userId);
      return reply.code(created ? 201 : 200).send({ data: view });
    },
  );
  app.post(
    `${base}/report-shapes/:id/resend`,
    { ...rule('katm_report.edit'), schema: { params: idParams } },
    async (request) => ({ data: await resendByHand(db, katm, parse(idParams, request.params).id) }),
  );
}
