import { checkRule } from '@savdo/shared/rules';
import {
  CASH_ORDER_STEP_NAMES,
  CASH_ORDER_STEPS,
  cashOrderQuerySchema,
  cashOrderSchema,
  cashResidueQuerySchema,
  cashTurnoverQuerySchema,
} from '@savdo/shared/schemas/cash-orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../http/access.ts';
import { languageOf, notFound } from '../../http/errors.ts';
import { idParams, parse } from '../../http/validate.ts';
import type { Actor } from '../money/service.ts';
import { createCashOrder, getCashOrder, listCashOrders, stepCashOrder } from './orders.ts';
import { cashResidues, cashTurnover, turnoverTotals } from './reports.ts';

const actorOf = (request: FastifyRequest): Actor => {
  const auth = authOf(request);
  return { userId: auth.userId, rules: auth.rules };
};

/** An export reads every matching cashbox, up to this many. */
const EXPORT_LIMIT = 10_000;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sendXlsx = (reply: FastifyReply, name: string, buffer: Buffer) =>
  reply.type(XLSX).header('content-disposition', `attachment; filename="${name}.xlsx"`).send(buffer);

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
    { config: { access: { rule: 'cashbox_order.add' }, idempotent: true } },
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
      { config: { access: { rule: CASH_ORDER_STEPS[step].rule }, idempotent: true } },
      async (request) => {
        const { id } = parse(idParams, request.params);
        return { data: await stepCashOrder(db, id, step, actorOf(request)) };
      },
    );
  }

  app.get(base, { config: { access: { rule: 'cashbox_order.show' } } }, async (request) =>
    listCashOrders(db, parse(cashOrderQuerySchema, request.query), actorOf(request), 'all'),
  );

  app.get(`${base}/for-me`, { config: { access: { rule: 'cashbox_order_for_me.show' } } }, async (request) =>
    listCashOrders(db, parse(cashOrderQuerySchema, request.query), actorOf(request), 'mine'),
  );

  app.get(
    `${base}/:id`,
    { config: { access: { rule: 'cashbox_order.show|cashbox_order_for_me.show' } } },
    async (request) => {
      const actor = actorOf(request);
      const order = await getCashOrder(db, parse(idParams, request.params).id);
      if (!checkRule('cashbox_order.show', actor.rules) && !checkRule('cashbox.all', actor.rules)) {
        // a receiving cashier reads the orders addressed to their cashboxes only
        const mine = await db.execute(sql`select 1 from cashboxes
          where id = ${order.target_cashbox_id} and responsible_id = ${actor.userId}`);
        if (mine.rows.length === 0) throw notFound();
      }
      return { data: order };
    },
  );

  app.get(
    '/api/cashbox/cash-residues',
    { config: { access: { rule: 'cashbox_residue.show' } } },
    async (request) => {
      const q = parse(cashResidueQuerySchema, request.query);
      const data = await cashResidues(db, q, { limit: q.per_page, offset: (q.page - 1) * q.per_page });
      return { data, meta: { page: q.page, per_page: q.per_page } };
    },
  );

  app.get(
    '/api/cashbox/cash-residues/xlsx',
    { config: { access: { rule: 'cashbox_residue.show' } } },
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
    { config: { access: { rule: 'cashbox_turnover.show' } } },
    async (request) => {
      const q = parse(cashTurnoverQuerySchema, request.query);
      const paging = parse(cashResidueQuerySchema.pick({ page: true, per_page: true }), request.query);
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
    { config: { access: { rule: 'cashbox_turnover.show' } } },
    async (request, reply) => {
      const q = parse(cashTurnoverQuerySchema, request.query);
      const rows = await cashTurnover(db, q, { limit: EXPORT_LIMIT, offset: 0 });
      const { turnoverWorkbook } = await import('./export.ts');
      const buffer = await turnoverWorkbook({ ...q, rows }, languageOf(request.headers['accept-language']));
      return sendXlsx(reply, `cash-turnover-${q.date_from}-${q.date_to}`, buffer);
    },
  );
}
