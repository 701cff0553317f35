import multipart from '@fastify/multipart';
import {
  blacklistDecisionSchema,
  blacklistOrderQuerySchema,
  blacklistOrderSchema,
  CLIENT_FILE_MAX_BYTES,
  clientFileQuerySchema,
  clientOptionsQuerySchema,
  clientQuerySchema,
  clientSchema,
  duplicateQuerySchema,
  mergeSchema,
} from '@savdo/shared/schemas/clients';
import { v } from '@savdo/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import { authOf } from '../../../platform/http/access.ts';
import { AppError, FieldErrors } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { createBlacklistOrder, decideBlacklistOrder, listBlacklistOrders } from './blacklist.ts';
import {
  clientContracts,
  clientHistory,
  createClient,
  getClient,
  setClientActive,
  updateClient,
} from './client-card.ts';
import { duplicateGroups, duplicatesOf, mergeClients } from './duplicates.ts';
import {
  addClientFile,
  checkFileType,
  cleanFileName,
  deleteClientFile,
  listClientFiles,
  readClientFile,
} from './files.ts';
import { clientOptions, listClients } from './queries.ts';

const fileParams = z.object({ id: v.idParam(), fileId: v.idParam() });
const pageQuery = z.object({ page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) });
const downloadQuery = z.object({ download: z.enum(['1']).optional() }).passthrough();

const rule = (name: string) => ({ config: { access: { rule: name } } });
const userOf = (request: FastifyRequest) => authOf(request).userId;

/** A file name in `Content-Disposition`: ASCII fallback and the UTF-8 name (RFC 6266). */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Reads the one file part of an upload; 415 when not multipart, 413 past the size limit. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'errors.multipartRequired');
  const part = await request.file({ limits: { fileSize: CLIENT_FILE_MAX_BYTES, files: 1 } });
  if (!part) throw new FieldErrors([{ field: 'file', key: 'validation.required' }]);
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'errors.fileTooLarge', { mb: CLIENT_FILE_MAX_BYTES / 1024 / 1024 });
    throw error;
  }
  return { name: cleanFileName(part.filename), type: checkFileType(part.mimetype, body), body };
}

/**
 * Clients under /api/client (issue 10 item 1): the cards with search and
 * filters, their files, contracts, history and duplicates; the duplicates
 * screen with merge; blacklist requests. Each route declares its rule.
 */
export async function clientRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStorage }) {
  await app.register(multipart, {
    limits: { fileSize: CLIENT_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });
  cardRoutes(app, db);
  fileRoutes(app, db, files);
  duplicateRoutes(app, db);
  blacklistRoutes(app, db);
}

const base = '/api/client/clients';

/** The cards: list, options, create, read, edit, (de)activate, history, contracts, look-alikes. */
function cardRoutes(app: FastifyInstance, db: Db): void {
  app.get(base, { ...rule('client.show'), schema: { querystring: clientQuerySchema } }, async (request) =>
    listClients(db, parse(clientQuerySchema, request.query)),
  );
  app.get(
    `${base}/options`,
    // the calls and resale offers screens pick their client here too
    {
      ...rule('client.show|black_list_order.add|duplicate_client.show|called_client.add|resale_offer.add'),
      schema: { querystring: clientOptionsQuerySchema },
    },
    async (request) => ({
      data: await clientOptions(db, parse(clientOptionsQuerySchema, request.query).search),
    }),
  );
  app.post(base, { ...rule('client.add'), schema: { body: clientSchema } }, async (request) => ({
    data: await createClient(db, parse(clientSchema, request.body), userOf(request)),
  }));
  app.get(`${base}/:id`, { ...rule('client.show'), schema: { params: idParams } }, async (request) => ({
    data: await getClient(db, parse(idParams, request.params).id),
  }));
  app.put(
    `${base}/:id`,
    { ...rule('client.edit'), schema: { params: idParams, body: clientSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await updateClient(db, id, parse(clientSchema, request.body), userOf(request)) };
    },
  );
  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `${base}/:id/${action}`,
      { ...rule('client.edit'), schema: { params: idParams } },
      async (request) => ({
        data: await setClientActive(db, parse(idParams, request.params).id, active, userOf(request)),
      }),
    );
  }
  app.get(
    `${base}/:id/history`,
    { ...rule('client.show'), schema: { params: idParams } },
    async (request) => ({
      data: await clientHistory(db, parse(idParams, request.params).id),
    }),
  );
  app.get(
    `${base}/:id/contracts`,
    { ...rule('client.show'), schema: { params: idParams, querystring: pageQuery } },
    async (request) => {
      const q = parse(pageQuery, request.query);
      const data = await clientContracts(db, parse(idParams, request.params).id, q);
      return { data, meta: { page: q.page, per_page: q.per_page } };
    },
  );
  app.get(
    `${base}/:id/duplicates`,
    { ...rule('client.show'), schema: { params: idParams } },
    async (request) => ({
      data: await duplicatesOf(db, parse(idParams, request.params).id),
    }),
  );
}

/** A card's scans: list, upload (multipart), serve, delete. */
function fileRoutes(app: FastifyInstance, db: Db, files: FileStorage): void {
  app.get(`${base}/:id/files`, { ...rule('client.show'), schema: { params: idParams } }, async (request) => ({
    data: await listClientFiles(db, parse(idParams, request.params).id),
  }));
  app.post(
    `${base}/:id/files`,
    {
      ...rule('client.attach'),
      bodyLimit: CLIENT_FILE_MAX_BYTES + 256 * 1024,
      schema: { params: idParams, querystring: clientFileQuerySchema },
    },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const { kind } = parse(clientFileQuerySchema, request.query);
      const upload = await readUpload(request);
      return reply
        .code(201)
        .send({ data: await addClientFile(db, files, id, { kind, ...upload }, userOf(request)) });
    },
  );
  app.get(
    `${base}/:id/files/:fileId`,
    { ...rule('client.show'), schema: { params: fileParams, querystring: downloadQuery } },
    async (request, reply) => {
      const { id, fileId } = parse(fileParams, request.params);
      const { download } = parse(downloadQuery, request.query);
      const { file, body } = await readClientFile(db, files, id, fileId);
      return reply
        .type(file.content_type)
        .header('content-disposition', disposition(download ? 'attachment' : 'inline', file.original_name))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
  app.delete(
    `${base}/:id/files/:fileId`,
    { ...rule('client.attach'), schema: { params: fileParams } },
    async (request) => {
      const { id, fileId } = parse(fileParams, request.params);
      await deleteClientFile(db, files, id, fileId, userOf(request));
      return { data: { id: fileId } };
    },
  );
}

/** Groups of look-alike cards and their merge. */
function duplicateRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/client/duplicate-customers',
    { ...rule('duplicate_client.show'), schema: { querystring: duplicateQuerySchema } },
    async (request) => duplicateGroups(db, parse(duplicateQuerySchema, request.query)),
  );
  app.post(
    '/api/client/duplicate-customers/merge',
    { ...rule('duplicate_client.merge'), schema: { body: mergeSchema } },
    async (request) => ({
      data: await mergeClients(db, parse(mergeSchema, request.body), userOf(request)),
    }),
  );
}

/** Blacklist requests: list, create, approve or reject. */
function blacklistRoutes(app: FastifyInstance, db: Db): void {
  const orders = '/api/client/blacklist-orders';
  app.get(
    orders,
    { ...rule('black_list_order.show'), schema: { querystring: blacklistOrderQuerySchema } },
    async (request) => listBlacklistOrders(db, parse(blacklistOrderQuerySchema, request.query)),
  );
  app.post(
    orders,
    { ...rule('black_list_order.add'), schema: { body: blacklistOrderSchema } },
    async (request, reply) =>
      reply.code(201).send({
        data: await createBlacklistOrder(db, parse(blacklistOrderSchema, request.body), userOf(request)),
      }),
  );
  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `${orders}/:id/${action}`,
      { ...rule('black_list_order.approve'), schema: { params: idParams, body: blacklistDecisionSchema } },
      async (request) => {
        const { id } = parse(idParams, request.params);
        const input = parse(blacklistDecisionSchema, request.body);
        return { data: await decideBlacklistOrder(db, id, approve, input, userOf(request)) };
      },
    );
  }
}
