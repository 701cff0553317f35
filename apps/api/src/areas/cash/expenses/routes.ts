import { type Language, translate } from '@savdo/shared/i18n';
import {
  estimateQuerySchema,
  estimateSchema,
  expenseQuerySchema,
  providedServiceQuerySchema,
  providedServiceSchema,
  servicePaymentSchema,
  usageQuerySchema,
} from '@savdo/shared/schemas/expenses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { listWorkbook, rowsForExport, sendXlsx, type XlsxColumn } from '../../../platform/print/xlsx-list.ts';
import {
  approveEstimate,
  createEstimate,
  estimateUsage,
  listEstimates,
  updateEstimate,
} from './estimates.ts';
import { estimateColumns, serviceColumns, usageColumns } from './list-columns.ts';
import {
  cancelPayment,
  cancelService,
  createService,
  listServices,
  payService,
  servicePayments,
} from './provided-services.ts';
import { exportExpenses, listExpenses } from './queries.ts';

/** At most this many rows go to an .xlsx export (400 past it: narrow the filter). */
const EXPORT_CAP = 10_000;

/**
 * Expenses under /api/expenses (issue 9 item 5): the expense journal by cost
 * item (all, or from cash only), estimates and their usage, services
 * suppliers rendered with their payments. Money POSTs honour `Idempotency-Key`.
 */
export async function expenseRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/expenses';

  const lists = [
    ['expenses', 'expense_operation_all.show', 'expenses-expenses'],
    ['expense-from-cashbox', 'expense_all.show', 'expenses-expense-from-cashbox'],
  ] as const;
  for (const [path, rule, route] of lists) {
    // the cash list is the same list limited to cash
    const queryOf = (request: FastifyRequest) => {
      const query = parse(expenseQuerySchema, request.query);
      return path === 'expenses' ? query : { ...query, source: 'cash' as const };
    };
    app.get(
      `${base}/${path}`,
      { config: { access: { rule } }, schema: { querystring: expenseQuerySchema } },
      async (request) => listExpenses(db, queryOf(request)),
    );
    app.get(
      `${base}/${path}/export`,
      { config: { access: { rule } }, schema: { querystring: expenseQuerySchema } },
      async (request, reply) => {
        const lang = languageOf(request.headers['accept-language']);
        const { rows, totals } = await exportExpenses(db, queryOf(request), EXPORT_CAP);
        const { expensesWorkbook } = await import('./export.ts');
        const title = translate(lang, `routes.${route}`);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${path}.xlsx"`)
          .send(await expensesWorkbook(title, rows, totals, lang));
      },
    );
  }

  app.get(
    `${base}/estimates`,
    { config: { access: { rule: 'expense_estimate.show' } }, schema: { querystring: estimateQuerySchema } },
    async (request) => listEstimates(db, parse(estimateQuerySchema, request.query)),
  );

  // estimates, their usage and the services rendered as .xlsx: the list's filters, at most LIST_EXPORT_CAP rows
  const exportRoute = <R>(
    path: string,
    rule: string,
    columns: (lang: Language) => XlsxColumn<R>[],
    query: z.ZodType,
    read: (request: FastifyRequest, limit: number) => Promise<readonly R[]>,
  ) =>
    app.get(
      `${base}/${path}/export`,
      { config: { access: { rule } }, schema: { querystring: query } },
      async (request, reply) => {
        const rows = await rowsForExport((limit) => read(request, limit));
        const lang = languageOf(request.headers['accept-language']);
        const title = translate(lang, `routes.expenses-${path}`);
        return sendXlsx(reply, path, listWorkbook(title, columns(lang), rows));
      },
    );
  const firstPage = { page: 1 };
  exportRoute(
    'estimates',
    'expense_estimate.show',
    estimateColumns,
    estimateQuerySchema,
    async (request, limit) => {
      const q = { ...parse(estimateQuerySchema, request.query), ...firstPage, per_page: limit };
      return (await listEstimates(db, q)).data;
    },
  );
  exportRoute(
    'estimate-usage',
    'estimate_usage.show',
    usageColumns,
    usageQuerySchema,
    async (request, limit) => {
      const q = { ...parse(usageQuerySchema, request.query), ...firstPage, per_page: limit };
      return (await estimateUsage(db, q)).data;
    },
  );
  exportRoute(
    'provided-services',
    'rendered_service.show',
    serviceColumns,
    providedServiceQuerySchema,
    async (request, limit) => {
      const q = { ...parse(providedServiceQuerySchema, request.query), ...firstPage, per_page: limit };
      return (await listServices(db, q)).data;
    },
  );
  app.post(
    `${base}/estimates`,
    { config: { access: { rule: 'expense_estimate.add' } }, schema: { body: estimateSchema } },
    async (request, reply) => {
      const input = parse(estimateSchema, request.body);
      return reply.code(201).send({ data: await createEstimate(db, input, authOf(request).userId) });
    },
  );
  app.put(
    `${base}/estimates/:id`,
    {
      config: { access: { rule: 'expense_estimate.edit' } },
      schema: { params: idParams, body: estimateSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await updateEstimate(db, id, parse(estimateSchema, request.body)) };
    },
  );
  app.post(
    `${base}/estimates/:id/approve`,
    { config: { access: { rule: 'expense_estimate.approve' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await approveEstimate(db, id, authOf(request).userId) };
    },
  );
  app.get(
    `${base}/estimate-usage`,
    { config: { access: { rule: 'estimate_usage.show' } }, schema: { querystring: usageQuerySchema } },
    async (request) => estimateUsage(db, parse(usageQuerySchema, request.query)),
  );

  app.get(
    `${base}/provided-services`,
    {
      config: { access: { rule: 'rendered_service.show' } },
      schema: { querystring: providedServiceQuerySchema },
    },
    async (request) => listServices(db, parse(providedServiceQuerySchema, request.query)),
  );
  app.post(
    `${base}/provided-services`,
    {
      config: { access: { rule: 'rendered_service.add' }, idempotent: true },
      schema: { body: providedServiceSchema },
    },
    async (request, reply) => {
      const input = parse(providedServiceSchema, request.body);
      const data = await createService(db, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data });
    },
  );
  app.post(
    `${base}/provided-services/:id/cancel`,
    {
      config: { access: { rule: 'rendered_service.cancel' }, idempotent: true },
      schema: { params: idParams },
    },
    async (request) => ({
      data: await cancelService(db, parse(idParams, request.params).id, actorOf(request)),
    }),
  );
  app.get(
    `${base}/provided-services/:id/payments`,
    { config: { access: { rule: 'rendered_service.show' } }, schema: { params: idParams } },
    async (request) => ({ data: await servicePayments(db, parse(idParams, request.params).id) }),
  );
  app.post(
    `${base}/provided-services/:id/payments`,
    {
      config: {
        access: { rule: 'rendered_service_supplier_output.add|rendered_service_supplier_input.add' },
        idempotent: true,
      },
      schema: { params: idParams, body: servicePaymentSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(servicePaymentSchema, request.body);
      return { data: await payService(db, id, input, actorOf(request), request.idempotencyKey) };
    },
  );
  app.post(
    `${base}/provided-services/payments/:id/cancel`,
    {
      config: {
        access: { rule: 'rendered_service_supplier_output.cancel|rendered_service_supplier_input.cancel' },
        idempotent: true,
      },
      schema: { params: idParams },
    },
    async (request) => ({
      data: await cancelPayment(db, parse(idParams, request.params).id, actorOf(request)),
    }),
  );
}
