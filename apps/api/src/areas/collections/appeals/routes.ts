import {
  appealAnswerSchema,
  appealAssignSchema,
  appealCloseSchema,
  appealCreateSchema,
  appealEditSchema,
  appealQuerySchema,
  appealReasonSchema,
} from '@savdo/shared/schemas/appeals';
import { optional, v } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { clientOptions } from '../../sales/client-accounts/queries.ts';
import { appealDetail, appealReferences, clientContracts, listAppeals } from './queries.ts';
import {
  answerAppeal,
  assignAppeal,
  closeAppeal,
  createAppeal,
  editAppeal,
  rejectAppeal,
  reopenAppeal,
} from './service.ts';

const base = '/api/appeals/appeals';
const show = { config: { access: { rule: 'appeals.show' } } } as const;
const add = { config: { access: { rule: 'appeals.add' } } } as const;
const edit = { config: { access: { rule: 'appeals.edit' } } } as const;
const pick = { config: { access: { rule: 'appeals.add|appeals.edit|appeals.show' } } } as const;

const searchQuery = z.object({ search: optional(z.string().trim().max(100, { error: 'validation.max' })) });
const contractsQuery = z.object({ client_id: v.idParam() });

/**
 * Clients' appeals under /api/appeals/appeals: the list (filters, "mine"),
 * one appeal with its history, registering (appeals.add), and each change
 * (appeals.edit): assign, answer, close, reject, reopen, correct details.
 */
export async function appealRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(base, { ...show, schema: { querystring: appealQuerySchema } }, (request) =>
    listAppeals(db, parse(appealQuerySchema, request.query), authOf(request).userId),
  );
  app.get(`${base}/references`, pick, async () => ({ data: await appealReferences(db) }));
  app.get(`${base}/clients`, { ...pick, schema: { querystring: searchQuery } }, async (request) => ({
    data: await clientOptions(db, parse(searchQuery, request.query).search),
  }));
  app.get(`${base}/contracts`, { ...pick, schema: { querystring: contractsQuery } }, async (request) => ({
    data: await clientContracts(db, parse(contractsQuery, request.query).client_id),
  }));
  app.get(`${base}/:id`, { ...show, schema: { params: idParams } }, async (request) => ({
    data: await appealDetail(db, parse(idParams, request.params).id),
  }));
  app.post(base, { ...add, schema: { body: appealCreateSchema } }, async (request, reply) => {
    const input = parse(appealCreateSchema, request.body);
    return reply.code(201).send({ data: await createAppeal(db, input, actorOf(request)) });
  });
  app.put(
    `${base}/:id`,
    { ...edit, schema: { params: idParams, body: appealEditSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await editAppeal(db, id, parse(appealEditSchema, request.body), actorOf(request)) };
    },
  );
  app.post(
    `${base}/:id/assign`,
    { ...edit, schema: { params: idParams, body: appealAssignSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await assignAppeal(db, id, parse(appealAssignSchema, request.body), actorOf(request)) };
    },
  );
  app.post(
    `${base}/:id/answer`,
    { ...edit, schema: { params: idParams, body: appealAnswerSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await answerAppeal(db, id, parse(appealAnswerSchema, request.body), actorOf(request)) };
    },
  );
  app.post(
    `${base}/:id/close`,
    { ...edit, schema: { params: idParams, body: appealCloseSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { comment } = parse(appealCloseSchema, request.body ?? {});
      return { data: await closeAppeal(db, id, comment, actorOf(request)) };
    },
  );
  app.post(
    `${base}/:id/reject`,
    { ...edit, schema: { params: idParams, body: appealReasonSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(appealReasonSchema, request.body);
      return { data: await rejectAppeal(db, id, reason, actorOf(request)) };
    },
  );
  app.post(
    `${base}/:id/reopen`,
    { ...edit, schema: { params: idParams, body: appealReasonSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(appealReasonSchema, request.body);
      return { data: await reopenAppeal(db, id, reason, actorOf(request)) };
    },
  );
}
