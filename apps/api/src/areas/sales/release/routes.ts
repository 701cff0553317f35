import { checkRule } from '@savdo/shared/rules';
import {
  clientReturnQuerySchema,
  deliveryEditSchema,
  deliveryQuerySchema,
  HANDOVER_STEP_NAMES,
  HANDOVER_STEPS,
  INVOICE_STEPS,
  type InvoiceStep,
  invoiceStepSchema,
  outputInvoiceQuerySchema,
  outputInvoiceSchema,
  pickupQuerySchema,
  releaseStepSchema,
  type SaleKind,
  serialPickQuerySchema,
  unreleasedQuerySchema,
} from '@savdo/shared/schemas/release';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { editDelivery, handoverStep } from './handover.ts';
import { approveInvoice, cancelInvoice, createInvoice } from './invoices.ts';
import {
  getInvoice,
  listClientReturns,
  listDeliveries,
  listInvoices,
  listPickups,
  serialsToPick,
} from './queries.ts';
import { getSale, listUnreleased } from './sales.ts';

/** Who reads the sales left to release and one sale's items: the hand-out screen and the uncompleted list. */
const SALE_READERS = 'giving_product_to_client.show|un_released_product.show|invoice_output.show';
/** Who makes invoices: the hand-out screen and the invoices screen. */
const INVOICE_MAKERS = 'giving_product_to_client.add|invoice_output.add';
/** Who reads an invoice: its own list, the hand-out screen, deliveries and pickups. */
const INVOICE_READERS =
  'invoice_output.show|giving_product_to_client.show|delivery_product.show|take_away_product.show';
/** The return rules of each sale kind (income-product-from-clients). */
const RETURN_RULES: Record<SaleKind, string> = {
  CONTRACT: 'contract_product_return.show',
  CASH_TRADE: 'returned_cash_trading_product.show',
};

/**
 * Release of sold goods under /api/output-product: the sales left to
 * release and one sale, the serial picker, output invoices (make, approve,
 * cancel, print), deliveries and pickups with their steps, and the goods
 * clients brought back. Every POST honours `Idempotency-Key`.
 */
export async function releaseRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/output-product';

  app.get(
    `${base}/unreleased`,
    { config: { access: { rule: SALE_READERS } }, schema: { querystring: unreleasedQuerySchema } },
    async (request) => listUnreleased(db, parse(unreleasedQuerySchema, request.query)),
  );
  for (const [path, kind] of [
    ['contracts', 'CONTRACT'],
    ['cash-trades', 'CASH_TRADE'],
  ] as const) {
    app.get(
      `${base}/sales/${path}/:id`,
      { config: { access: { rule: SALE_READERS } }, schema: { params: idParams } },
      async (request) => ({
        data: await getSale(db, kind, parse(idParams, request.params).id),
      }),
    );
  }

  app.get(
    `${base}/serials`,
    { config: { access: { rule: INVOICE_MAKERS } }, schema: { querystring: serialPickQuerySchema } },
    async (request) => ({
      data: await serialsToPick(db, parse(serialPickQuerySchema, request.query)),
    }),
  );

  const invoices = `${base}/invoices`;
  app.get(
    invoices,
    { config: { access: { rule: INVOICE_READERS } }, schema: { querystring: outputInvoiceQuerySchema } },
    async (request) => listInvoices(db, parse(outputInvoiceQuerySchema, request.query)),
  );
  app.get(
    `${invoices}/:id`,
    { config: { access: { rule: INVOICE_READERS } }, schema: { params: idParams } },
    async (request) => ({
      data: await getInvoice(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    invoices,
    { config: { access: { rule: INVOICE_MAKERS }, idempotent: true }, schema: { body: outputInvoiceSchema } },
    async (request, reply) => {
      const input = parse(outputInvoiceSchema, request.body);
      return reply.code(201).send({ data: await createInvoice(db, input, actorOf(request)) });
    },
  );
  const steps: Record<InvoiceStep, typeof approveInvoice> = {
    approve: approveInvoice,
    cancel: cancelInvoice,
  };
  for (const step of Object.keys(INVOICE_STEPS) as InvoiceStep[]) {
    app.post(
      `${invoices}/:id/${step}`,
      {
        config: { access: { rule: INVOICE_STEPS[step].rule }, idempotent: true },
        schema: { params: idParams, body: invoiceStepSchema },
      },
      async (request) => {
        const { id } = parse(idParams, request.params);
        const { version, below_zero } = parse(invoiceStepSchema, request.body ?? {});
        return { data: await steps[step](db, id, version, actorOf(request), below_zero === true) };
      },
    );
  }
  app.get(
    `${invoices}/:id/pdf`,
    { config: { access: { rule: 'invoice_output.print' } }, schema: { params: idParams } },
    async (request, reply) => {
      const invoice = await getInvoice(db, parse(idParams, request.params).id);
      const { outputInvoicePdf, outputInvoiceTitle } = await import('./print.ts');
      const lang = languageOf(request.headers['accept-language']);
      const pdf = await outputInvoicePdf(invoice, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(outputInvoiceTitle(invoice, lang)))
        .send(pdf);
    },
  );

  app.get(
    `${base}/deliveries`,
    { config: { access: { rule: 'delivery_product.show' } }, schema: { querystring: deliveryQuerySchema } },
    async (request) => listDeliveries(db, parse(deliveryQuerySchema, request.query)),
  );
  app.put(
    `${base}/deliveries/:id`,
    {
      config: { access: { rule: 'delivery_product.edit' } },
      schema: { params: idParams, body: deliveryEditSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: await editDelivery(db, id, parse(deliveryEditSchema, request.body), actorOf(request)) };
    },
  );
  app.get(
    `${base}/pickups`,
    { config: { access: { rule: 'take_away_product.show' } }, schema: { querystring: pickupQuerySchema } },
    async (request) => listPickups(db, parse(pickupQuerySchema, request.query)),
  );
  for (const step of HANDOVER_STEP_NAMES) {
    const spec = HANDOVER_STEPS[step];
    const path = spec.handover === 'TAKE_AWAY' ? 'pickups' : 'deliveries';
    app.post(
      `${base}/${path}/:id/${step}`,
      {
        config: { access: { rule: spec.rule }, idempotent: true },
        schema: { params: idParams, body: releaseStepSchema },
      },
      async (request) => {
        const { id } = parse(idParams, request.params);
        const { version } = parse(releaseStepSchema, request.body ?? {});
        return { data: await handoverStep(db, id, step, version, actorOf(request)) };
      },
    );
  }

  app.get(
    `${base}/client-returns`,
    {
      config: { access: { rule: Object.values(RETURN_RULES).join('|') } },
      schema: { querystring: clientReturnQuerySchema },
    },
    async (request) => {
      const rules = authOf(request).rules;
      const kinds = (Object.keys(RETURN_RULES) as SaleKind[]).filter((k) =>
        checkRule(RETURN_RULES[k], rules),
      );
      return listClientReturns(db, parse(clientReturnQuerySchema, request.query), kinds);
    },
  );
}
