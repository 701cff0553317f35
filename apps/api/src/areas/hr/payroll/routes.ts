import { translate } from '@savdo/shared/i18n';
import {
  additionQuerySchema,
  additionSchema,
  monthText,
  salaryPaymentCancelSchema,
  salaryPaymentQuerySchema,
  salaryPaymentSchema,
  staffActQuerySchema,
  staffBalanceQuerySchema,
  statementCancelSchema,
  statementCreateSchema,
  statementQuerySchema,
  statementRowQuerySchema,
  timeSheetCorrectionSchema,
  timeSheetQuerySchema,
} from '@savdo/shared/schemas/payroll';
import { optional, v } from '@savdo/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { fileDisposition } from '../../../platform/print/pdf-document.ts';
import { actPdf, actWorkbook } from '../../stock/supplier-calculations/print.ts';
import { addAddition, deleteAddition, listAdditions } from './additions.ts';
import { staffAct, staffBalances } from './balances.ts';
import { cancelSalaryPayment, listSalaryPayments, paySalary } from './payments.ts';
import { type PrintableStatement, statementPdf, statementTitle, statementWorkbook } from './print.ts';
import { lookupEmployees } from './queries.ts';
import {
  allStatementRows,
  approveStatement,
  cancelStatement,
  createStatement,
  deleteStatement,
  getStatement,
  listStatements,
  recomputeStatement,
  statementRows,
} from './statements.ts';
import { correctTimeSheet, listCorrections, timeSheet } from './time-sheets.ts';

const formatParams = z.object({ id: v.idParam(), format: z.enum(['pdf', 'xlsx']) });
const actFormatParams = z.object({ format: z.enum(['pdf', 'xlsx']) });
const correctionQuery = z.object({ month: monthText, employee_id: optional(v.idParam()) });
const lookupQuery = z.object({
  search: optional(z.string().trim().max(100)),
  branch_id: optional(v.idParam()),
  id: optional(v.idParam()),
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A printed statement or act, named by its title (the name it carries on paper). */
async function send(reply: FastifyReply, format: 'pdf' | 'xlsx', title: string, make: () => Promise<Buffer>) {
  const disposition = fileDisposition(title, format, format === 'pdf' ? 'inline' : 'attachment');
  return reply
    .type(format === 'pdf' ? 'application/pdf' : XLSX)
    .header('content-disposition', disposition)
    .send(await make());
}

/** Time sheets, additions, statements and salary payments under /api/salary (issue 13 item 3). */
async function salaryRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const sheets = '/api/salary/time-sheets';
  app.get(
    sheets,
    { config: { access: { rule: 'time_sheets.show' } }, schema: { querystring: timeSheetQuerySchema } },
    async (request) => timeSheet(db, parse(timeSheetQuerySchema, request.query)),
  );
  app.get(
    `${sheets}/corrections`,
    { config: { access: { rule: 'time_sheets.show' } }, schema: { querystring: correctionQuery } },
    async (request) => {
      const q = parse(correctionQuery, request.query);
      return listCorrections(db, q.month, q.employee_id);
    },
  );
  app.post(
    `${sheets}/corrections`,
    { config: { access: { rule: 'time_sheets.edit' } }, schema: { body: timeSheetCorrectionSchema } },
    async (request, reply) => {
      const input = parse(timeSheetCorrectionSchema, request.body);
      return reply.code(201).send({ data: await correctTimeSheet(db, input, authOf(request).userId) });
    },
  );

  const additions = '/api/salary/additions';
  app.get(
    additions,
    { config: { access: { rule: 'additions.show' } }, schema: { querystring: additionQuerySchema } },
    async (request) => listAdditions(db, parse(additionQuerySchema, request.query)),
  );
  app.post(
    additions,
    { config: { access: { rule: 'additions.add' } }, schema: { body: additionSchema } },
    async (request, reply) => {
      const id = await addAddition(db, parse(additionSchema, request.body), authOf(request).userId);
      return reply.code(201).send({ data: { id } });
    },
  );
  app.delete(
    `${additions}/:id`,
    { config: { access: { rule: 'additions.edit' } }, schema: { params: idParams } },
    async (request) => {
      await deleteAddition(db, parse(idParams, request.params).id, authOf(request).userId);
      return { data: { ok: true } };
    },
  );

  const statements = '/api/salary/statements';
  app.get(
    statements,
    { config: { access: { rule: 'statements.show' } }, schema: { querystring: statementQuerySchema } },
    async (request) => listStatements(db, parse(statementQuerySchema, request.query)),
  );
  app.post(
    statements,
    { config: { access: { rule: 'statements.add' } }, schema: { body: statementCreateSchema } },
    async (request, reply) => {
      const input = parse(statementCreateSchema, request.body);
      const id = await createStatement(db, input.month, input.branch_id, authOf(request).userId);
      return reply.code(201).send({ data: await getStatement(db, id) });
    },
  );
  app.get(
    `${statements}/:id`,
    { config: { access: { rule: 'statements.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await getStatement(db, parse(idParams, request.params).id),
    }),
  );
  app.get(
    `${statements}/:id/rows`,
    {
      config: { access: { rule: 'statements.show' } },
      schema: { params: idParams, querystring: statementRowQuerySchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await getStatement(db, id);
      return statementRows(db, id, parse(statementRowQuerySchema, request.query));
    },
  );
  // approving posts the accruals to the journal and cancelling reverses them: money steps, keyed
  const step = (
    name: string,
    run: (id: number, request: FastifyRequest) => Promise<void>,
    options: { body?: typeof statementCancelSchema; idempotent?: boolean } = {},
  ) =>
    app.post(
      `${statements}/:id/${name}`,
      {
        config: { access: { rule: 'statements.edit' }, idempotent: options.idempotent ?? false },
        schema: { params: idParams, ...(options.body ? { body: options.body } : {}) },
      },
      async (request) => {
        const { id } = parse(idParams, request.params);
        await run(id, request);
        return { data: await getStatement(db, id) };
      },
    );
  step('recompute', (id) => recomputeStatement(db, id));
  step('approve', (id, request) => approveStatement(db, id, authOf(request).userId), { idempotent: true });
  step(
    'cancel',
    (id, request) =>
      cancelStatement(db, id, parse(statementCancelSchema, request.body).reason, authOf(request).userId),
    { body: statementCancelSchema, idempotent: true },
  );
  app.delete(
    `${statements}/:id`,
    { config: { access: { rule: 'statements.edit' } }, schema: { params: idParams } },
    async (request) => {
      await deleteStatement(db, parse(idParams, request.params).id);
      return { data: { ok: true } };
    },
  );
  app.get(
    `${statements}/:id/print/:format`,
    { config: { access: { rule: 'statements.show' } }, schema: { params: formatParams } },
    async (request, reply) => {
      const { id, format } = parse(formatParams, request.params);
      const header = await getStatement(db, id);
      const doc = {
        ...header,
        totals: header,
        rows: await allStatementRows(db, id),
      } as unknown as PrintableStatement;
      const lang = languageOf(request.headers['accept-language']);
      return send(reply, format, statementTitle(doc, lang), () =>
        format === 'pdf' ? statementPdf(doc, lang) : statementWorkbook(doc, lang),
      );
    },
  );

  const payments = '/api/salary/salary-payments';
  app.get(
    payments,
    {
      config: { access: { rule: 'salary_payments.show' } },
      schema: { querystring: salaryPaymentQuerySchema },
    },
    async (request) => listSalaryPayments(db, parse(salaryPaymentQuerySchema, request.query)),
  );
  app.post(
    payments,
    {
      config: { access: { rule: 'salary_payments.add' }, idempotent: true },
      schema: { body: salaryPaymentSchema },
    },
    async (request, reply) => {
      const input = parse(salaryPaymentSchema, request.body);
      return reply.code(201).send(await paySalary(db, input, actorOf(request), request.idempotencyKey));
    },
  );
  app.post(
    `${payments}/:id/cancel`,
    {
      config: { access: { rule: 'salary_payments.edit' }, idempotent: true },
      schema: { params: idParams, body: salaryPaymentCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(salaryPaymentCancelSchema, request.body);
      return { data: await cancelSalaryPayment(db, id, reason, actorOf(request)) };
    },
  );

  app.get(
    '/api/salary/payroll-employees',
    {
      config: {
        access: {
          rule: 'additions.add|time_sheets.edit|salary_payments.add|salary_reconciliation_reports.show|statements.show',
        },
      },
      schema: { querystring: lookupQuery },
    },
    async (request) => ({ data: await lookupEmployees(db, parse(lookupQuery, request.query)) }),
  );
}

/** Staff balances and each employee's reconciliation act (routes.md staff-calculations). */
async function staffCalculationRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get(
    '/api/staff-calculations/calculations',
    {
      config: { access: { rule: 'salary_calculations.show' } },
      schema: { querystring: staffBalanceQuerySchema },
    },
    async (request) => staffBalances(db, parse(staffBalanceQuerySchema, request.query)),
  );
  const act = '/api/staff-calculations/reconciliation-act';
  app.get(
    act,
    {
      config: { access: { rule: 'salary_reconciliation_reports.show' } },
      schema: { querystring: staffActQuerySchema },
    },
    async (request) => ({
      data: await staffAct(db, parse(staffActQuerySchema, request.query)),
    }),
  );
  app.get(
    `${act}/:format`,
    {
      config: { access: { rule: 'salary_reconciliation_reports.show' } },
      schema: { params: actFormatParams, querystring: staffActQuerySchema },
    },
    async (request, reply) => {
      const { format } = parse(actFormatParams, request.params);
      const data = await staffAct(db, parse(staffActQuerySchema, request.query));
      const lang = languageOf(request.headers['accept-language']);
      const doc = {
        title: translate(lang, 'payroll.print.actTitle'),
        parties: [
          `${translate(lang, 'payroll.fields.employee')}: ${data.full_name} (${data.employee_number})`,
        ],
        act: data,
        kinds: 'money.types',
      };
      return send(reply, format, `${doc.title} ${data.full_name}`, () =>
        format === 'pdf' ? actPdf(doc, lang) : actWorkbook(doc, lang),
      );
    },
  );
}

export async function payrollRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await salaryRoutes(app, db);
  await staffCalculationRoutes(app, db);
}
