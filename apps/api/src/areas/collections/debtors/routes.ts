import { documentNumber } from '@savdo/shared/documents';
import { translate } from '@savdo/shared/i18n';
import {
  attachmentQuerySchema,
  bulkAttachSchema,
  type CollectionContractRow,
  collectionQuerySchema,
  contactSchema,
  detachSchema,
  todayQuerySchema,
  villageAttachmentSchema,
  workplaceAttachmentSchema,
} from '@savdo/shared/schemas/collections';
import { optional } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { listWorkbook, rowsForExport, sendXlsx, type XlsxColumn } from '../../../platform/print/xlsx-list.ts';
import { assignFromAttachments } from './assign.ts';
import {
  type AttachmentKind,
  attach,
  changeAttachment,
  detachAttachment,
  listAttachments,
} from './attachments.ts';
import { listCollectionClients } from './client-list.ts';
import { collectionCard, recordContact } from './contacts.ts';
import { clientCollectionContracts, listCollectionContracts, listToday } from './contract-list.ts';
import { OPTION_LISTS, optionsOf } from './options.ts';
import { attachedGroups, attachInBulk, detachContracts } from './responsible.ts';

const rule = (name: string) => ({ config: { access: { rule: name } } });
const base = '/api/collections';
const ATTACH = 'contract_responsible.attach|responsible_attach_the_contract.attach';
/** Any collections screen that shows contracts opens a contract's card. */
const SEE_CONTRACTS = 'levy_contract.show|client_contract_details.show|contract_attach_responsible.show';
const pageQuery = z.object({ page: todayQuerySchema.shape.page, per_page: todayQuerySchema.shape.per_page });

function exportColumns(t: (key: string) => string): XlsxColumn<CollectionContractRow>[] {
  return [
    { header: t('number'), width: 10, value: (r) => documentNumber(r.branch_prefix, r.number) },
    { header: t('client'), width: 30, value: (r) => r.client_name },
    { header: t('phone'), width: 14, value: (r) => r.phone },
    { header: t('branch'), width: 20, value: (r) => r.branch_name },
    { header: t('daysLate'), width: 10, value: (r) => r.days_late },
    { header: t('lateMonths'), width: 10, value: (r) => r.late_months },
    { header: t('overdue'), money: true, value: (r) => r.overdue },
    { header: t('rest'), money: true, value: (r) => r.rest },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('stage'), width: 20, value: (r) => r.stage_name },
    { header: t('responsible'), width: 24, value: (r) => r.responsible_name },
    { header: t('lastContact'), width: 20, value: (r) => r.last_contact_at },
  ];
}

const optionsParams = z.object({ list: z.enum(OPTION_LISTS, { error: 'validation.invalid' }) });
const optionsQuery = z.object({ search: optional(z.string().trim().max(100, { error: 'validation.max' })) });
/** Every collections screen; the selects serve them all. */
const ANY_SCREEN = [SEE_CONTRACTS, ATTACH, 'levy_villages.show', 'levy_workplaces.show'].join('|');

/** The lists, the collector's day, contacts and the card. */
async function listRoutes(app: FastifyInstance, db: Db) {
  app.get(
    `${base}/options/:list`,
    { ...rule(ANY_SCREEN), schema: { params: optionsParams, querystring: optionsQuery } },
    async (request) => ({
      data: await optionsOf(
        db,
        parse(optionsParams, request.params).list,
        parse(optionsQuery, request.query).search,
      ),
    }),
  );
  // the list also serves the attach screens (picking contracts, a responsible's contracts)
  app.get(
    `${base}/all-contracts`,
    { ...rule(`${SEE_CONTRACTS}|${ATTACH}`), schema: { querystring: collectionQuerySchema } },
    (request) => listCollectionContracts(db, parse(collectionQuerySchema, request.query)),
  );
  app.get(
    `${base}/all-contracts/export`,
    { ...rule('levy_contract.show'), schema: { querystring: collectionQuerySchema } },
    async (request, reply) => {
      const q = parse(collectionQuerySchema, request.query);
      const rows = await rowsForExport(
        async (limit) => (await listCollectionContracts(db, { ...q, page: 1, per_page: limit })).data,
      );
      const lang = languageOf(request.headers['accept-language']);
      const t = (key: string) => translate(lang, `collections.fields.${key}`);
      const title = translate(lang, 'routes.collections-all-contracts');
      return sendXlsx(reply, 'collection-contracts', listWorkbook(title, exportColumns(t), rows));
    },
  );
  app.get(
    `${base}/all-contracts/today`,
    { ...rule('levy_contract.show'), schema: { querystring: todayQuerySchema } },
    (request) => {
      const q = parse(todayQuerySchema, request.query);
      return listToday(db, authOf(request).userId, q.page, q.per_page);
    },
  );
  app.get(
    `${base}/all-customer`,
    { ...rule('client_contract_details.show'), schema: { querystring: collectionQuerySchema } },
    (request) => listCollectionClients(db, parse(collectionQuerySchema, request.query)),
  );
  app.get(
    `${base}/all-customer/:id/contracts`,
    { ...rule('client_contract_details.show'), schema: { params: idParams } },
    async (request) => ({
      data: await clientCollectionContracts(db, parse(idParams, request.params).id),
    }),
  );
  app.get(
    `${base}/contracts/:id`,
    { ...rule(SEE_CONTRACTS), schema: { params: idParams } },
    async (request) => ({
      data: await collectionCard(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    `${base}/contracts/:id/comments`,
    { ...rule('levy_contract.add'), schema: { params: idParams, body: contactSchema } },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const input = parse(contactSchema, request.body);
      const made = await recordContact(db, id, input, authOf(request).userId);
      return reply.code(201).send({ data: { ...made, card: await collectionCard(db, id) } });
    },
  );
}

/** Villages and streets, workplaces: `kind`'s screen under `path` with its rules `object`. */
function attachmentRoutes(app: FastifyInstance, db: Db, kind: AttachmentKind, path: string, object: string) {
  const input = kind === 'village' ? villageAttachmentSchema : workplaceAttachmentSchema;
  app.get(
    `${base}/${path}`,
    { ...rule(`${object}.show`), schema: { querystring: attachmentQuerySchema } },
    (request) => listAttachments(db, kind, parse(attachmentQuerySchema, request.query)),
  );
  app.post(
    `${base}/${path}`,
    { ...rule(`${object}.add`), schema: { body: input } },
    async (request, reply) => {
      const made = await attach(db, kind, parse(input, request.body), authOf(request).userId);
      return reply.code(201).send({ data: made });
    },
  );
  app.put(
    `${base}/${path}/:id`,
    { ...rule(`${object}.edit`), schema: { params: idParams, body: input } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await changeAttachment(db, kind, id, parse(input, request.body));
      return { data: { id } };
    },
  );
  app.post(
    `${base}/${path}/:id/detach`,
    { ...rule(`${object}.edit`), schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await detachAttachment(db, kind, id);
      return { data: { id } };
    },
  );
}

/** Responsible attachment in bulk, the attached contracts by responsible, and applying the attachments now. */
async function responsibleRoutes(app: FastifyInstance, db: Db) {
  app.post(
    `${base}/responsible-attachment`,
    { ...rule(ATTACH), schema: { body: bulkAttachSchema } },
    async (request) => ({
      data: await attachInBulk(db, parse(bulkAttachSchema, request.body), authOf(request).userId),
    }),
  );
  app.get(
    `${base}/attached-contracts`,
    { ...rule('contract_attach_responsible.show'), schema: { querystring: pageQuery } },
    (request) => {
      const q = parse(pageQuery, request.query);
      return attachedGroups(db, q.page, q.per_page);
    },
  );
  app.post(
    `${base}/attached-contracts/detach`,
    { ...rule(ATTACH), schema: { body: detachSchema } },
    async (request) => ({
      data: await detachContracts(db, parse(detachSchema, request.body).contract_ids, authOf(request).userId),
    }),
  );
  app.post(`${base}/apply-attachments`, rule('levy_villages.edit|levy_workplaces.edit'), async () => ({
    data: await assignFromAttachments(db, await businessToday(db)),
  }));
}

/**
 * Collection lists under /api/collections (issue 11 item 1): all contracts
 * and all clients in collection with their filters and export, the
 * collector's day, contacts and the contract's card, collectors' villages,
 * streets and workplaces, and contracts attached to a responsible.
 */
export async function collectionRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await listRoutes(app, db);
  attachmentRoutes(app, db, 'village', 'attachment-of-streets', 'levy_villages');
  attachmentRoutes(app, db, 'workplace', 'assign-workplaces', 'levy_workplaces');
  await responsibleRoutes(app, db);
}
