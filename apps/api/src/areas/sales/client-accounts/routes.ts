import { type Language, translate } from '@savdo/shared/i18n';
import {
  type AccountBalanceRow,
  type AccountOperationRow,
  accountBalanceQuerySchema,
  accountCancelSchema,
  accountHistoryQuerySchema,
  accountOperationQuerySchema,
  accountPaymentSchema,
  CLIENT_ACCOUNT_TYPES,
  clientDepositSchema,
  clientPayoutSchema,
} from '@savdo/shared/schemas/client-accounts';
import { contractPaymentQuerySchema } from '@savdo/shared/schemas/contract-payments';
import { optional } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf, notFound } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { listWorkbook, rowsForExport, sendXlsx, type XlsxColumn } from '../../../platform/print/xlsx-list.ts';
import { readPrintable } from '../../cash/cash-desk/cash-orders.ts';
import { listPayments, paymentDetail } from '../contract-payments/queries.ts';
import {
  cancelAccountOperation,
  cancelAccountPayment,
  depositToAccount,
  payFromAccount,
  payOutOfAccount,
} from './operations.ts';
import { accountHistory, clientOptions, listAccountOperations, listBalances } from './queries.ts';

/** The client picker's search (`?search=`). */
const optionsQuery = z.object({ search: optional(z.string().trim().max(100, { error: 'validation.max' })) });

const base = '/api/client-account-numbers';

function balanceColumns(lang: Language): XlsxColumn<AccountBalanceRow>[] {
  const t = (key: string) => translate(lang, `payments.fields.${key}`);
  return [
    { header: t('client'), width: 30, value: (r) => r.client_name },
    { header: t('pinfl'), width: 16, value: (r) => r.pinfl },
    { header: t('phone'), width: 14, value: (r) => r.phone },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('credited'), money: true, value: (r) => r.credited },
    { header: t('debited'), money: true, value: (r) => r.debited },
    { header: t('balance'), money: true, value: (r) => r.balance },
  ];
}

function operationColumns(lang: Language): XlsxColumn<AccountOperationRow>[] {
  const t = (key: string) => translate(lang, `payments.fields.${key}`);
  return [
    { header: t('number'), width: 10, value: (r) => r.id },
    { header: t('date'), width: 12, value: (r) => r.business_date },
    { header: t('type'), width: 30, value: (r) => translate(lang, `money.types.${r.type}`) },
    { header: t('client'), width: 30, value: (r) => r.client_name },
    { header: t('amount'), money: true, value: (r) => r.amount },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('cashbox'), width: 24, value: (r) => r.cashbox_name },
    { header: t('status'), value: (r) => translate(lang, `money.statuses.${r.status}`) },
    { header: t('comment'), width: 30, value: (r) => r.comment },
    { header: t('createdBy'), width: 22, value: (r) => r.created_by_name },
  ];
}

/** The operations each screen lists: every client-account type, or the payouts. */
const SCREENS = {
  'account-number-operations': { rule: 'account_number_operation', types: CLIENT_ACCOUNT_TYPES },
  'customer-expenses': { rule: 'client_expenditure', types: ['CLIENT_OUTPUT'] },
} as const;

/**
 * Clients' money accounts under /api/client-account-numbers: the balances,
 * one client's history, the account operations (deposits, payouts, refunds,
 * bank rows) with entering, cancelling and printing a deposit or payout
 * (Idempotency-Key), and paying a contract from the account.
 */
export async function clientAccountRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    `${base}/clients/options`,
    {
      config: {
        access: {
          rule: 'client_account_balances.show|account_number_operation.show|client_account_number_history.show|client_expenditure.show',
        },
      },
      schema: { querystring: optionsQuery },
    },
    async (request) => ({ data: await clientOptions(db, parse(optionsQuery, request.query).search) }),
  );

  app.get(
    `${base}/account-balances`,
    {
      config: { access: { rule: 'client_account_balances.show' } },
      schema: { querystring: accountBalanceQuerySchema },
    },
    (request) => listBalances(db, parse(accountBalanceQuerySchema, request.query)),
  );

  app.get(
    `${base}/account-balances/export`,
    {
      config: { access: { rule: 'client_account_balances.show' } },
      schema: { querystring: accountBalanceQuerySchema },
    },
    async (request, reply) => {
      const q = parse(accountBalanceQuerySchema, request.query);
      const rows = await rowsForExport(
        async (limit) => (await listBalances(db, { ...q, page: 1, per_page: limit })).data,
      );
      const lang = languageOf(request.headers['accept-language']);
      const title = translate(lang, 'routes.client-account-numbers-account-balances');
      return sendXlsx(reply, 'client-account-balances', listWorkbook(title, balanceColumns(lang), rows));
    },
  );

  app.get(
    `${base}/account-number-history`,
    {
      config: { access: { rule: 'client_account_number_history.show' } },
      schema: { querystring: accountHistoryQuerySchema },
    },
    (request) => accountHistory(db, parse(accountHistoryQuerySchema, request.query)),
  );

  for (const [screen, { rule, types }] of Object.entries(SCREENS)) {
    app.get(
      `${base}/${screen}`,
      { config: { access: { rule: `${rule}.show` } }, schema: { querystring: accountOperationQuerySchema } },
      (request) => listAccountOperations(db, types, parse(accountOperationQuerySchema, request.query)),
    );
    app.get(
      `${base}/${screen}/export`,
      { config: { access: { rule: `${rule}.show` } }, schema: { querystring: accountOperationQuerySchema } },
      async (request, reply) => {
        const q = parse(accountOperationQuerySchema, request.query);
        const rows = await rowsForExport(
          async (limit) => (await listAccountOperations(db, types, { ...q, page: 1, per_page: limit })).data,
        );
        const lang = languageOf(request.headers['accept-language']);
        const title = translate(lang, `routes.client-account-numbers-${screen}`);
        return sendXlsx(reply, screen, listWorkbook(title, operationColumns(lang), rows));
      },
    );
    // a deposit's or payout's cash order (PDF)
    app.get(
      `${base}/${screen}/:id/print`,
      { config: { access: { rule: `${rule}.print` } }, schema: { params: idParams } },
      async (request, reply) => {
        const { id } = parse(idParams, request.params);
        const lang = languageOf(request.headers['accept-language']);
        const { op, order } = await readPrintable(db, id, lang);
        if (op.counterpart_kind !== 'client' || !(types as readonly string[]).includes(op.type))
          throw notFound();
        const { cashOrderPdf, cashOrderTitle } = await import('../../cash/cash-desk/print.ts');
        return reply
          .type('application/pdf')
          .header('content-disposition', pdfDisposition(cashOrderTitle(order, lang)))
          .send(await cashOrderPdf(order, lang));
      },
    );
  }

  const deposits = `${base}/account-number-operations/deposits`;
  app.post(
    deposits,
    {
      config: { access: { rule: 'account_number_operation.add' }, idempotent: true },
      schema: { body: clientDepositSchema },
    },
    async (request, reply) => {
      const input = parse(clientDepositSchema, request.body);
      const data = await depositToAccount(db, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data });
    },
  );
  app.post(
    `${deposits}/:id/cancel`,
    {
      config: { access: { rule: 'account_number_operation.cancel' }, idempotent: true },
      schema: { params: idParams, body: accountCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(accountCancelSchema, request.body);
      return { data: await cancelAccountOperation(db, 'CLIENT_INPUT', id, reason, actorOf(request)) };
    },
  );

  const payouts = `${base}/customer-expenses`;
  app.post(
    payouts,
    {
      config: { access: { rule: 'client_expenditure.add' }, idempotent: true },
      schema: { body: clientPayoutSchema },
    },
    async (request, reply) => {
      const input = parse(clientPayoutSchema, request.body);
      const data = await payOutOfAccount(db, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data });
    },
  );
  app.post(
    `${payouts}/:id/cancel`,
    {
      config: { access: { rule: 'client_expenditure.cancel' }, idempotent: true },
      schema: { params: idParams, body: accountCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(accountCancelSchema, request.body);
      return { data: await cancelAccountOperation(db, 'CLIENT_OUTPUT', id, reason, actorOf(request)) };
    },
  );

  // contracts paid from clients' accounts (ACCOUNT settlements)
  const fromAccount = `${base}/account-number-operations/contract-payments`;
  app.get(
    fromAccount,
    {
      config: { access: { rule: 'account_number_operation.show' } },
      schema: { querystring: contractPaymentQuerySchema },
    },
    (request) => listPayments(db, 'ACCOUNT', parse(contractPaymentQuerySchema, request.query)),
  );
  app.get(
    `${fromAccount}/:id`,
    { config: { access: { rule: 'account_number_operation.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await paymentDetail(db, parse(idParams, request.params).id, ['ACCOUNT']),
    }),
  );
  app.post(
    fromAccount,
    {
      config: { access: { rule: 'account_number_operation.add' }, idempotent: true },
      schema: { body: accountPaymentSchema },
    },
    async (request, reply) => {
      const input = parse(accountPaymentSchema, request.body);
      const data = await payFromAccount(db, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data });
    },
  );
  app.post(
    `${fromAccount}/:id/cancel`,
    {
      config: { access: { rule: 'account_number_operation.cancel' }, idempotent: true },
      schema: { params: idParams, body: accountCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(accountCancelSchema, request.body);
      return { data: await cancelAccountPayment(db, id, reason, actorOf(request)) };
    },
  );
}
