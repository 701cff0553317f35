import { translate } from '@savdo/shared/i18n';
import {
  BANK_TARGET_RULES,
  BANK_TARGETS,
  bankCirculationQuerySchema,
  bankClassifySchema,
  bankOperationQuerySchema,
  STATEMENT_MAX_BYTES,
  statementImportSchema,
} from '@savdo/shared/schemas/cashless';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { listWorkbook, rowsForExport, sendXlsx } from '../../../platform/print/xlsx-list.ts';
import { balanceColumns, bankRowColumns, circulationColumns } from './export.ts';
import { importStatement } from './import.ts';
import { companyAccounts, targetOptions, targetOptionsQuery } from './options.ts';
import { bankBalances, bankCirculation, classifyBankRow, getBankRow, listBankRows } from './service.ts';

/** Any target screen's `action` (the handler checks the row's own). */
const anyTarget = (action: string) => BANK_TARGETS.map((t) => `${BANK_TARGET_RULES[t]}.${action}`).join('|');
const SHOW_ANY = `cashless_bank_operation_all.show|${anyTarget('show')}`;
const BALANCE_RULE = 'cashless_bank_operation_balance.show|cashless_bank_operation_wrong_transaction.show';
/** base64 of the largest statement plus room for the JSON around it. */
const IMPORT_BODY_LIMIT = Math.ceil(STATEMENT_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * Cashless bank accounts under /api/money-account-no-cash: statement import
 * (every POST honours `Idempotency-Key`), the statement rows by target,
 * booking a row by hand, turnover per account and period, balances now.
 */
export async function cashlessRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/money-account-no-cash';

  app.post(
    `${base}/statements`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { rule: 'cashless_bank_operation_undirected.add' }, idempotent: true },
      schema: { body: statementImportSchema },
    },
    async (request, reply) => {
      const input = parse(statementImportSchema, request.body);
      const data = await importStatement(db, input, actorOf(request).userId);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `${base}/operations`,
    { config: { access: { rule: SHOW_ANY } }, schema: { querystring: bankOperationQuerySchema } },
    async (request) => listBankRows(db, parse(bankOperationQuerySchema, request.query), actorOf(request)),
  );

  // the same list as .xlsx: its filters and scope (the target screen's rule), at most LIST_EXPORT_CAP rows
  app.get(
    `${base}/operations/export`,
    { config: { access: { rule: SHOW_ANY } }, schema: { querystring: bankOperationQuerySchema } },
    async (request, reply) => {
      const q = parse(bankOperationQuerySchema, request.query);
      const rows = await rowsForExport(
        async (limit) => (await listBankRows(db, { ...q, page: 1, per_page: limit }, actorOf(request))).data,
      );
      const lang = languageOf(request.headers['accept-language']);
      const title = q.target
        ? translate(lang, `cashless.targets.${q.target}`)
        : translate(lang, 'routes.money-account-no-cash-all-account-number-operations');
      return sendXlsx(reply, 'bank-operations', listWorkbook(title, bankRowColumns(lang), rows));
    },
  );

  app.get(
    `${base}/operations/:id`,
    { config: { access: { rule: SHOW_ANY } }, schema: { params: idParams } },
    async (request) => ({
      data: await getBankRow(db, parse(idParams, request.params).id),
    }),
  );

  app.post(
    `${base}/operations/:id/classify`,
    {
      config: { access: { rule: anyTarget('edit') }, idempotent: true },
      schema: { params: idParams, body: bankClassifySchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(bankClassifySchema, request.body);
      return { data: await classifyBankRow(db, id, input, actorOf(request)) };
    },
  );

  app.get(
    `${base}/targets`,
    { config: { access: { rule: anyTarget('add') } }, schema: { querystring: targetOptionsQuery } },
    async (request) => ({
      data: await targetOptions(db, parse(targetOptionsQuery, request.query)),
    }),
  );

  app.get(
    `${base}/accounts`,
    {
      config: {
        access: {
          rule: `${SHOW_ANY}|cashless_bank_operation_turnover.show|cashless_bank_operation_balance.show`,
        },
      },
    },
    async () => ({ data: await companyAccounts(db) }),
  );

  app.get(
    `${base}/circulation`,
    {
      config: { access: { rule: 'cashless_bank_operation_turnover.show' } },
      schema: { querystring: bankCirculationQuerySchema },
    },
    async (request) => ({
      data: await bankCirculation(db, parse(bankCirculationQuerySchema, request.query)),
    }),
  );

  app.get(
    `${base}/circulation/export`,
    {
      config: { access: { rule: 'cashless_bank_operation_turnover.show' } },
      schema: { querystring: bankCirculationQuerySchema },
    },
    async (request, reply) => {
      const q = parse(bankCirculationQuerySchema, request.query);
      const lang = languageOf(request.headers['accept-language']);
      const rows = await bankCirculation(db, q);
      const title = translate(lang, 'routes.money-account-no-cash-account-number-circulation');
      return sendXlsx(
        reply,
        `bank-circulation-${q.date_from}-${q.date_to}`,
        listWorkbook(title, circulationColumns(lang), rows),
      );
    },
  );

  app.get(
    `${base}/balances/export`,
    { config: { access: { rule: BALANCE_RULE } } },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const { data } = await bankBalances(db);
      const title = translate(lang, 'routes.money-account-no-cash-account-number-balance');
      return sendXlsx(reply, 'bank-balances', listWorkbook(title, balanceColumns(lang), data));
    },
  );

  app.get(`${base}/balances`, { config: { access: { rule: BALANCE_RULE } } }, async () => bankBalances(db));
}
