import type { SettlementKind } from '@savdo/shared/contracts';
import { translate } from '@savdo/shared/i18n';
import {
  bonusQuerySchema,
  contractDueQuerySchema,
  contractPaymentQuerySchema,
  contractPaymentSchema,
  contractSearchSchema,
  earlyCloseSchema,
  PAYMENT_SCREENS,
  type PaymentScreen,
  paymentCancelSchema,
} from '@savdo/shared/schemas/contract-payments';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { listWorkbook, rowsForExport, sendXlsx } from '../../../platform/print/xlsx-list.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { closeEarly, listBonuses } from './early-close.ts';
import { paymentColumns } from './export.ts';
import { cancelPayment, takePayment } from './payments.ts';
import { listPayments, paymentDetail } from './queries.ts';
import { contractDue, searchContracts } from './search.ts';

/** Every screen that finds a contract and reads what is due on it. */
export const CONTRACT_LOOKUP_RULE = [
  'contract_payment.show',
  'contract_pre_payment.show',
  'early_close.show',
  'account_number_operation.show',
  'contract_discount.show',
  'close_with_expense.show',
  'contract_product_return.show',
].join('|');

/**
 * Contract payments at the cash desk: finding a contract and what is due
 * on it; for each of `/cashbox/contract-payments` (PAYMENT) and
 * `/cashbox/pre-payment` (PRE_PAYMENT) taking a payment (Idempotency-Key),
 * the list and its .xlsx, one payment, its cancellation and its receipt;
 * and the early close with its bonus (`/contract/closed-contract-bonuses`).
 */
export async function contractPaymentRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/cashbox/contract-payments/contracts',
    { config: { access: { rule: CONTRACT_LOOKUP_RULE } }, schema: { querystring: contractSearchSchema } },
    async (request) => ({ data: await searchContracts(db, parse(contractSearchSchema, request.query)) }),
  );

  app.get(
    '/api/cashbox/contract-payments/contracts/:id',
    {
      config: { access: { rule: CONTRACT_LOOKUP_RULE } },
      schema: { params: idParams, querystring: contractDueQuerySchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { date } = parse(contractDueQuerySchema, request.query);
      return { data: await contractDue(db, id, date) };
    },
  );

  for (const screen of Object.keys(PAYMENT_SCREENS) as PaymentScreen[]) {
    const { kind, rule } = PAYMENT_SCREENS[screen];
    const kinds: readonly SettlementKind[] = [kind];
    const base = `/api/cashbox/${screen}`;

    app.post(
      base,
      {
        config: { access: { rule: `${rule}.add` }, idempotent: true },
        schema: { body: contractPaymentSchema },
      },
      async (request, reply) => {
        const input = parse(contractPaymentSchema, request.body);
        const data = await takePayment(db, screen, input, actorOf(request), request.idempotencyKey);
        return reply.code(201).send({ data });
      },
    );

    app.get(
      base,
      { config: { access: { rule: `${rule}.show` } }, schema: { querystring: contractPaymentQuerySchema } },
      async (request) => listPayments(db, kind, parse(contractPaymentQuerySchema, request.query)),
    );

    app.get(
      `${base}/export`,
      { config: { access: { rule: `${rule}.show` } }, schema: { querystring: contractPaymentQuerySchema } },
      async (request, reply) => {
        const q = parse(contractPaymentQuerySchema, request.query);
        const rows = await rowsForExport(
          async (limit) => (await listPayments(db, kind, { ...q, page: 1, per_page: limit })).data,
        );
        const lang = languageOf(request.headers['accept-language']);
        const title = translate(lang, `routes.cashbox-${screen}`);
        return sendXlsx(reply, screen, listWorkbook(title, paymentColumns(lang), rows));
      },
    );

    app.get(
      `${base}/:id`,
      { config: { access: { rule: `${rule}.show` } }, schema: { params: idParams } },
      async (request) => ({
        data: await paymentDetail(db, parse(idParams, request.params).id, kinds),
      }),
    );

    app.post(
      `${base}/:id/cancel`,
      {
        config: { access: { rule: `${rule}.cancel` }, idempotent: true },
        schema: { params: idParams, body: paymentCancelSchema },
      },
      async (request) => {
        const { id } = parse(idParams, request.params);
        const { reason } = parse(paymentCancelSchema, request.body);
        return { data: await cancelPayment(db, kinds, id, reason, actorOf(request)) };
      },
    );

    app.get(
      `${base}/:id/print`,
      { config: { access: { rule: `${rule}.print` } }, schema: { params: idParams } },
      async (request, reply) => {
        const { id } = parse(idParams, request.params);
        const lang = languageOf(request.headers['accept-language']);
        const payment = await paymentDetail(db, id, kinds);
        const { paymentReceiptPdf, paymentReceiptTitle } = await import('./receipt-pdf.ts');
        const organisation = await settingValue<string>(db, 'company_name');
        return reply
          .type('application/pdf')
          .header('content-disposition', pdfDisposition(paymentReceiptTitle(payment, lang)))
          .send(await paymentReceiptPdf(payment, { organisation }, lang));
      },
    );
  }

  const bonuses = '/api/contract/closed-contract-bonuses';
  app.get(
    bonuses,
    { config: { access: { rule: 'early_close.show' } }, schema: { querystring: bonusQuerySchema } },
    async (request) => listBonuses(db, parse(bonusQuerySchema, request.query)),
  );

  app.post(
    bonuses,
    { config: { access: { rule: 'early_close.add' }, idempotent: true }, schema: { body: earlyCloseSchema } },
    async (request, reply) => {
      const input = parse(earlyCloseSchema, request.body);
      const data = await closeEarly(db, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data });
    },
  );

  // the receipt of an early close's payment (a PAYMENT): printed from the bonuses screen
  app.get(
    `${bonuses}/:id/print`,
    { config: { access: { rule: 'early_close.print' } }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const lang = languageOf(request.headers['accept-language']);
      const payment = await paymentDetail(db, id, ['PAYMENT']);
      const { paymentReceiptPdf, paymentReceiptTitle } = await import('./receipt-pdf.ts');
      const organisation = await settingValue<string>(db, 'company_name');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(paymentReceiptTitle(payment, lang)))
        .send(await paymentReceiptPdf(payment, { organisation }, lang));
    },
  );
}
