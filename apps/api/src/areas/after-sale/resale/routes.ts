import {
  type OfferStatus,
  offerOutcomeSchema,
  offerQuerySchema,
  resaleClientQuerySchema,
  resaleOfferSchema,
} from '@savdo/shared/schemas/engagement';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import {
  acceptOffer,
  createOffer,
  listOffers,
  listResaleClients,
  offerView,
  recordOutcome,
} from './offers.ts';

const rule = (name: string) => ({ config: { access: { rule: name } } });
const base = '/api/resale';

async function viewOf(db: Db, id: number) {
  const view = await offerView(db, id);
  if (!view) throw notFound();
  return { data: view };
}

/** The lists of conversations by outcome (`invited_client.show`). */
const OUTCOME_LISTS: Record<string, OfferStatus> = {
  'invited-clients': 'INVITED',
  'unfinished-conversations': 'UNFINISHED',
  'rejected-offer-clients': 'REJECTED',
};

/**
 * Resale under /api/resale: the clients who paid well (`resale_client.show`),
 * offers made to them (`resale_offer.*`; accepting opens a client order),
 * the outcomes of the conversations (`invited_client.*`).
 */
export async function resaleRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    `${base}/resale-clients`,
    { ...rule('resale_client.show'), schema: { querystring: resaleClientQuerySchema } },
    (request) => listResaleClients(db, parse(resaleClientQuerySchema, request.query)),
  );
  app.get(
    `${base}/offers`,
    { ...rule('resale_offer.show'), schema: { querystring: offerQuerySchema } },
    (request) => listOffers(db, parse(offerQuerySchema, request.query)),
  );
  app.get(
    `${base}/offers/:id`,
    { ...rule('resale_offer.show|invited_client.show'), schema: { params: idParams } },
    (request) => viewOf(db, parse(idParams, request.params).id),
  );
  app.post(
    `${base}/offers`,
    { ...rule('resale_offer.add'), schema: { body: resaleOfferSchema } },
    async (request, reply) => {
      const id = await createOffer(db, parse(resaleOfferSchema, request.body), authOf(request).userId);
      return reply.code(201).send(await viewOf(db, id));
    },
  );
  app.post(
    `${base}/offers/:id/outcome`,
    { ...rule('invited_client.edit'), schema: { params: idParams, body: offerOutcomeSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await recordOutcome(db, id, parse(offerOutcomeSchema, request.body), authOf(request).userId);
      return viewOf(db, id);
    },
  );
  app.post(
    `${base}/offers/:id/accept`,
    { ...rule('resale_offer.edit'), schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const auth = authOf(request);
      await acceptOffer(db, id, { userId: auth.userId, branchId: auth.branchId });
      return viewOf(db, id);
    },
  );
  for (const [path, status] of Object.entries(OUTCOME_LISTS)) {
    app.get(
      `${base}/${path}`,
      { ...rule('invited_client.show'), schema: { querystring: offerQuerySchema } },
      (request) => listOffers(db, { ...parse(offerQuerySchema, request.query), status }),
    );
  }
}
