import { type Language, translate } from '@savdo/shared/i18n';
import {
  CASH_ORDER_PRINT_RULE,
  CASH_ORDER_STEP_NAMES,
  CASH_ORDER_STEPS,
  type CashOrderRow,
  cashOrderPrintQuerySchema,
  cashOrderQuerySchema,
  cashOrderSchema,
  cashResidueQuerySchema,
  cashTurnoverQuerySchema,
} from '@savdo/shared/schemas/cash-orders';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { listWorkbook, rowsForExport, sendXlsx, type XlsxColumn } from '../../../platform/print/xlsx-list.ts';
import {
  createCashOrder,
  listCashOrders,
  printableCashOrder,
  readCashOrder,
  stepCashOrder,
} from './orders.ts';
import { cashResidues, cashTurnover, turnoverTotals } from './reports.ts';

/** An export reads every matching cashbox, up to this many. */
const EXPORT_LIMIT = 10_000;
/** The turnover's page, counted in cashboxes. */
const turnoverPaging = cashResidueQuerySchema.pick({ page: true, per_page: true });
/** The turnover's filters and its page. */
const turnoverQuerySchema = cashTurnoverQuerySchema.extend(turnoverPaging.shape);

/** The columns of an exported orders list. */
function orderColumns(lang: Language): XlsxColumn<CashOrderRow>[] {
  const t = (key: string) => translate(lang, `cashOrders.columns.${key}`);
  const where = (cashbox: string, branch: string | null) => (branch ? `${cashbox} (${branch})` : cashbox);
  return [
    { header: t('number'), width: 10, value: (r) => r.id },
    { header: t('date'), width: 12, value: (r) => r.order_date },
    { header: t('source'), width: 30, value: (r) => where(r.source_cashbox_name, r.source_branch_name) },
    { header: t('target'), width: 30, value: (r) => where(r.target_cashbox_name, r.target_branch_name) },
    { header: t('amount'), money: true, value: (r) => r.amount },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('comment'), width: 30, value: (r) => r.comment },
    { header: t('status'), value: (r) => translate(lang, `cashOrders.statuses.${r.status}`) },
    { header: t('createdBy'), width: 22, value: (r) => r.created_by_name },
    { header: t('sentBy'), width: 22, value: (r) => r.sent_by_name },
    { header: t('receivedBy'), width: 22, value: (r) => r.received_by_name },
  ];
}

/**
 * Cash orders and the desk's reports under /api/cashbox: entering an order
 * and its steps (send, cancel, approve, reject; every POST honours
 * `Idempotency-Key`), all orders and those addressed to my cashboxes, the
 * residues at a date and the turnover for a period, each also as .xlsx.
 */
export async function cashOrderRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/cashbox/cash-orders';

  app.post(
    base,
    {
      config: { access: { rule: 'cashbox_order.add' }, idempotent: true },
      schema: { body: cashOrderSchema },
    },
    async (request, reply) => {
      const input = parse(cashOrderSchema, request.body);
      const data = await createCashOrder(db, input, actorOf(request), {
        idempotencyKey: request.idempotencyKey,
      });
      return reply.code(201).send({ data });
    },
  );

  for (const step of CASH_ORDER_STEP_NAMES) {
    app.post(
      `${base}/:id/${step}`,
      {
        config: { access: { rule: CASH_ORDER_STEPS[step].rule }, idempotent: true },
        schema: { params: idParams },
      },
      async (request) => {
        const { id } = parse(idParams, request.params);
        return { data: await stepCashOrder(db, id, step, actorOf(request)) };
      },
    );
  }

  app.get(
    base,
    { config: { access: { rule: 'cashbox_order.show' } }, schema: { querystring: cashOrderQuerySchema } },
    async (request) =>
      listCashOrders(db, parse(cashOrderQuerySchema, request.query), actorOf(request), 'all'),
  );

  app.get(
    `${base}/for-me`,
    {
      config: { access: { rule: 'cashbox_order_for_me.show' } },
      schema: { querystring: cashOrderQuerySchema },
    },
    async (request) =>
      listCashOrders(db, parse(cashOrderQuerySchema, request.query), actorOf(request), 'mine'),
  );

  // each list as .xlsx: its filters and scope, at most LIST_EXPORT_CAP rows
  for (const [path, rule, scope] of [
    ['export', 'cashbox_order.show', 'all'],
    ['for-me/export', 'cashbox_order_for_me.show', 'mine'],
  ] as const) {
    app.get(
      `${base}/${path}`,
      { config: { access: { rule } }, schema: { querystring: cashOrderQuerySchema } },
      async (request, reply) => {
        const q = parse(cashOrderQuerySchema, request.query);
        const rows = await rowsForExport(async (limit) => {
          const list = await listCashOrders(db, { ...q, page: 1, per_page: limit }, actorOf(request), scope);
          return list.data;
        });
        const lang = languageOf(request.headers['accept-language']);
        const title = translate(
          lang,
          scope === 'all' ? 'routes.cashbox-all-cash-orders' : 'routes.cashbox-cash-order-lists',
        );
        return sendXlsx(
          reply,
          scope === 'all' ? 'cash-orders' : 'cash-orders-for-me',
          listWorkbook(title, orderColumns(lang), rows),
        );
      },
    );
  }

  app.get(
    `${base}/:id`,
    {
      config: { access: { rule: 'cashbox_order.show|cashbox_order_for_me.show' } },
      schema: { params: idParams },
    },
    // a receiving cashier reads the orders addressed to their cashboxes only
    async (request) => ({
      data: await readCashOrder(db, parse(idParams, request.params).id, actorOf(request)),
    }),
  );

  // The order's expense (send) or receipt (receive) cash order, PDF: the cashier of that cashbox or cashbox.all.
  app.get(
    `${base}/:id/print`,
    {
      config: { access: { rule: CASH_ORDER_PRINT_RULE } },
      schema: { params: idParams, querystring: cashOrderPrintQuerySchema },
    },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const { side } = parse(cashOrderPrintQuerySchema, request.query);
      const lang = languageOf(request.headers['accept-language']);
      const order = await printableCashOrder(db, id, side, actorOf(request), lang);
      const { cashOrderPdf, cashOrderTitle } = await import('../cash-desk/print.ts');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(cashOrderTitle(order, lang)))
        .send(await cashOrderPdf(order, lang));
    },
  );

  app.get(
    '/api/cashbox/cash-residues',
    { config: { access: { rule: 'cashbox_residue.show' } }, schema: { querystring: cashResidueQuerySchema } },
    async (request) => {
      const q = parse(cashResidueQuerySchema, request.query);
      const data = await cashResidues(db, q, { limit: q.per_page, offset: (q.page - 1) * q.per_page });
      return { data, meta: { page: q.page, per_page: q.per_page } };
    },
  );

  app.get(
    '/api/cashbox/cash-residues/xlsx',
    { config: { access: { rule: 'cashbox_residue.show' } }, schema: { querystring: cashResidueQuerySchema } },
    async (request, reply) => {
      const q = parse(cashResidueQuerySchema, request.query);
      const report = await cashResidues(db, q, { limit: EXPORT_LIMIT, offset: 0 });
      const { residuesWorkbook } = await import('./export.ts');
      const buffer = await residuesWorkbook(report, languageOf(request.headers['accept-language']));
      return sendXlsx(reply, `cash-residues-${report.date}`, buffer);
    },
  );

  app.get(
    '/api/cashbox/cash-turnover',
    {
      config: { access: { rule: 'cashbox_turnover.show' } },
      schema: { querystring: turnoverQuerySchema },
    },
    async (request) => {
      const q = parse(cashTurnoverQuerySchema, request.query);
      const paging = parse(turnoverPaging, request.query);
      // The totals need every matching cashbox: one read, the page cut from it by cashbox.
      const all = await cashTurnover(db, q, { limit: EXPORT_LIMIT, offset: 0 });
      const boxes = [...new Set(all.map((r) => r.cashbox_id))];
      const onPage = new Set(boxes.slice((paging.page - 1) * paging.per_page, paging.page * paging.per_page));
      const rows = all.filter((r) => onPage.has(r.cashbox_id));
      return { data: { rows, totals: turnoverTotals(all) }, meta: paging };
    },
  );

  app.get(
    '/api/cashbox/cash-turnover/xlsx',
    {
      config: { access: { rule: 'cashbox_turnover.show' } },
      schema: { querystring: cashTurnoverQuerySchema },
    },
    async (request, reply) => {
      const q = parse(cashTurnoverQuerySchema, request.query);
      const rows = await cashTurnover(db, q, { limit: EXPORT_LIMIT, offset: 0 });
      const { turnoverWorkbook } = await import('./export.ts');
      const buffer = await turnoverWorkbook({ ...q, rows }, languageOf(request.headers['accept-language']));
      return sendXlsx(reply, `cash-turnover-${q.date_from}-${q.date_to}`, buffer);
    },
  );
}
