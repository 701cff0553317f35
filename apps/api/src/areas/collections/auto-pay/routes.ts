import {
  autoPayConnectSchema,
  autoPayContractQuerySchema,
  cardAttachSchema,
  cardLinkQuerySchema,
  cardLinkSchema,
  cardQuerySchema,
  cardVerifySchema,
  debitCancelSchema,
  debitQuerySchema,
  debitRunSchema,
  onlinePaymentQuerySchema,
} from '@savdo/shared/schemas/auto-pay';
import { optional, v } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { clientOptions } from '../../sales/clients/queries.ts';
import type { CardGateway } from './card-gateway.ts';
import { attachCard, linkCard, removeCard, resendCode, setAutoPay, unlinkCard, verifyCard } from './cards.ts';
import { cancelDebit } from './debit-cancel.ts';
import { runDebits } from './debits.ts';
import {
  clientContracts,
  listAutoPayContracts,
  listCards,
  listDebits,
  listLinks,
  listOnlinePayments,
} from './queries.ts';
import { queueDebits } from './queue.ts';

const optionsQuery = z.object({ search: optional(z.string().trim().max(100, { error: 'validation.max' })) });
const clientContractsQuery = z.object({ client_id: v.idParam() });

const CARDS = '/api/auto-pay/list-of-client-cards';
const LINKS = '/api/auto-pay/attached-contract-cards';
const CONTRACTS = '/api/auto-pay/list-of-contracts';
const CONNECTED = '/api/auto-pay/connected-list-of-contracts';
const PAYMENTS = '/api/auto-pay/list-of-payments';

/**
 * The auto-pay screens (`/auto-pay/*`): a client's cards (attach, verify
 * with the SMS code, remove), which card pays which contract, contracts
 * connected to auto-payment, the debits (run now, cancel a paid one) and
 * the online payments. Public merchant endpoints: `merchant-routes.ts`.
 */
export async function autoPayRoutes(app: FastifyInstance, { db, gateway }: { db: Db; gateway: CardGateway }) {
  const cardShow = { config: { access: { rule: 'contract_card.show' } } };
  app.get(
    '/api/auto-pay/clients',
    { ...cardShow, schema: { querystring: optionsQuery } },
    async (request) => ({
      data: await clientOptions(db, parse(optionsQuery, request.query).search),
    }),
  );
  app.get(
    '/api/auto-pay/client-contracts',
    { ...cardShow, schema: { querystring: clientContractsQuery } },
    async (request) => ({
      data: await clientContracts(db, parse(clientContractsQuery, request.query).client_id),
    }),
  );

  app.get(CARDS, { ...cardShow, schema: { querystring: cardQuerySchema } }, async (request) =>
    listCards(db, parse(cardQuerySchema, request.query)),
  );
  app.post(
    CARDS,
    {
      config: { access: { rule: 'contract_card.add' }, idempotent: true },
      schema: { body: cardAttachSchema },
    },
    async (request, reply) => {
      const input = parse(cardAttachSchema, request.body);
      return reply.code(201).send({ data: await attachCard(db, gateway, input, actorOf(request)) });
    },
  );
  app.post(
    `${CARDS}/:id/verify`,
    {
      config: { access: { rule: 'contract_card.add' } },
      schema: { params: idParams, body: cardVerifySchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { code } = parse(cardVerifySchema, request.body);
      return { data: await verifyCard(db, gateway, id, code, actorOf(request)) };
    },
  );
  app.post(
    `${CARDS}/:id/resend`,
    { config: { access: { rule: 'contract_card.add' } }, schema: { params: idParams } },
    async (request) => ({
      data: await resendCode(db, gateway, parse(idParams, request.params).id),
    }),
  );
  app.post(
    `${CARDS}/:id/remove`,
    { config: { access: { rule: 'contract_card.edit' } }, schema: { params: idParams } },
    async (request) => ({
      data: await removeCard(db, gateway, parse(idParams, request.params).id, actorOf(request)),
    }),
  );

  app.get(LINKS, { ...cardShow, schema: { querystring: cardLinkQuerySchema } }, async (request) =>
    listLinks(db, parse(cardLinkQuerySchema, request.query)),
  );
  app.post(
    LINKS,
    { config: { access: { rule: 'contract_card.add' } }, schema: { body: cardLinkSchema } },
    async (request, reply) => {
      const input = parse(cardLinkSchema, request.body);
      return reply.code(201).send({ data: await linkCard(db, input, actorOf(request)) });
    },
  );
  app.post(
    `${LINKS}/:id/detach`,
    { config: { access: { rule: 'contract_card.edit' } }, schema: { params: idParams } },
    async (request) => {
      await unlinkCard(db, parse(idParams, request.params).id, actorOf(request));
      return { data: { ok: true } };
    },
  );

  const autoShow = { config: { access: { rule: 'auto_payment.show' } } };
  app.get(CONTRACTS, { ...autoShow, schema: { querystring: autoPayContractQuerySchema } }, async (request) =>
    listAutoPayContracts(db, parse(autoPayContractQuerySchema, request.query), false),
  );
  app.post(
    `${CONTRACTS}/connect`,
    { config: { access: { rule: 'auto_payment.add' } }, schema: { body: autoPayConnectSchema } },
    async (request) => {
      const { contract_id } = parse(autoPayConnectSchema, request.body);
      await setAutoPay(db, contract_id, true, actorOf(request));
      return { data: { ok: true } };
    },
  );
  app.get(CONNECTED, { ...autoShow, schema: { querystring: autoPayContractQuerySchema } }, async (request) =>
    listAutoPayContracts(db, parse(autoPayContractQuerySchema, request.query), true),
  );
  app.post(
    `${CONNECTED}/disconnect`,
    { config: { access: { rule: 'auto_payment.edit' } }, schema: { body: autoPayConnectSchema } },
    async (request) => {
      const { contract_id } = parse(autoPayConnectSchema, request.body);
      await setAutoPay(db, contract_id, false, actorOf(request));
      return { data: { ok: true } };
    },
  );

  app.get(PAYMENTS, { ...autoShow, schema: { querystring: debitQuerySchema } }, async (request) =>
    listDebits(db, parse(debitQuerySchema, request.query)),
  );
  // what the close of day and the job do at night, now: queue what is due on the date (today) and pay it
  app.post(
    `${PAYMENTS}/run`,
    { config: { access: { rule: 'auto_payment.add' }, idempotent: true }, schema: { body: debitRunSchema } },
    async (request) => {
      const { date } = parse(debitRunSchema, request.body ?? {});
      const today = await businessToday(db);
      const queued = await queueDebits(db, date && date < today ? date : today);
      return { data: { ...queued, outcomes: await runDebits(db, gateway) } };
    },
  );
  app.post(
    `${PAYMENTS}/:id/cancel`,
    {
      config: { access: { rule: 'auto_payment.edit' }, idempotent: true },
      schema: { params: idParams, body: debitCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(debitCancelSchema, request.body);
      await cancelDebit(db, gateway, id, reason, actorOf(request));
      return { data: { ok: true } };
    },
  );

  app.get(
    '/api/auto-pay/list-of-online-payments',
    {
      config: { access: { rule: 'online_payment.show' } },
      schema: { querystring: onlinePaymentQuerySchema },
    },
    async (request) => listOnlinePayments(db, parse(onlinePaymentQuerySchema, request.query)),
  );
}
