import { translate } from '@savdo/shared/i18n';
import {
  installationAssignSchema,
  installationDoneSchema,
  installationQuerySchema,
  installationReassignSchema,
  installationRefuseSchema,
  masterActQuerySchema,
  masterPaymentCancelSchema,
  masterPaymentQuerySchema,
  masterPaymentSchema,
} from '@savdo/shared/schemas/installation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { actPdf, actWorkbook, type PrintableAct } from '../../stock/supplier-calculations/print.ts';
import { masterAct } from './act.ts';
import {
  assignInstallation,
  completeInstallation,
  examineInstallation,
  reassignInstallation,
  refuseInstallation,
} from './jobs.ts';
import { cancelMasterPayment, listMasterPayments, masterBalance, payMaster } from './payments.ts';
import { listInstallations, masterOptions } from './queries.ts';

const formatParams = z.object({ format: z.enum(['pdf', 'xlsx']) });

/** Whoever works on any installation screen may pick a master (id, name, rate). */
const PICK_MASTER =
  'designation_installation.show|install_product.show|master_cash_output.show|master_calculation.show';

/**
 * Installation (routes.md /installation-of-products/*) under
 * /api/installation-of-products: sold lines waiting for a master and
 * assigning one (specifying-install), the jobs examined, installed or
 * refused (install-products), paying masters through the cashbox
 * (master-cash-output, Idempotency-Key) and a master's reconciliation act
 * with its PDF and .xlsx.
 */
export async function installationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/installation-of-products';

  app.get(`${base}/master-options`, { config: { access: { rule: PICK_MASTER } } }, async () => ({
    data: await masterOptions(db),
  }));

  const specifying = `${base}/specifying-install`;
  app.get(
    specifying,
    {
      config: { access: { rule: 'designation_installation.show' } },
      schema: { querystring: installationQuerySchema },
    },
    async (request) => listInstallations(db, parse(installationQuerySchema, request.query)),
  );
  app.post(
    specifying,
    {
      config: { access: { rule: 'designation_installation.add' } },
      schema: { body: installationAssignSchema },
    },
    async (request, reply) => {
      const input = parse(installationAssignSchema, request.body);
      return reply.code(201).send({ data: await assignInstallation(db, input, authOf(request).userId) });
    },
  );
  app.put(
    `${specifying}/:id`,
    {
      config: { access: { rule: 'designation_installation.edit' } },
      schema: { params: idParams, body: installationReassignSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(installationReassignSchema, request.body);
      return { data: await reassignInstallation(db, id, input, authOf(request).userId) };
    },
  );

  const jobs = `${base}/install-products`;
  app.get(
    jobs,
    {
      config: { access: { rule: 'install_product.show' } },
      schema: { querystring: installationQuerySchema },
    },
    async (request) => listInstallations(db, parse(installationQuerySchema, request.query)),
  );
  app.post(
    `${jobs}/:id/examine`,
    {
      config: { access: { rule: 'install_product.edit' } },
      schema: { params: idParams, body: installationDoneSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(installationDoneSchema, request.body);
      return { data: await examineInstallation(db, id, input, authOf(request).userId) };
    },
  );
  app.post(
    `${jobs}/:id/install`,
    {
      config: { access: { rule: 'install_product.add' } },
      schema: { params: idParams, body: installationDoneSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(installationDoneSchema, request.body);
      return { data: await completeInstallation(db, id, input, authOf(request).userId) };
    },
  );
  app.post(
    `${jobs}/:id/refuse`,
    {
      config: { access: { rule: 'install_product.add' } },
      schema: { params: idParams, body: installationRefuseSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const input = parse(installationRefuseSchema, request.body);
      return { data: await refuseInstallation(db, id, input, authOf(request).userId) };
    },
  );

  const payments = `${base}/master-cash-output`;
  app.get(
    payments,
    {
      config: { access: { rule: 'master_cash_output.show' } },
      schema: { querystring: masterPaymentQuerySchema },
    },
    async (request) => listMasterPayments(db, parse(masterPaymentQuerySchema, request.query)),
  );
  app.get(
    `${base}/master-balances/:id`,
    {
      config: { access: { rule: 'master_cash_output.show|master_calculation.show' } },
      schema: { params: idParams },
    },
    async (request) => ({ data: await masterBalance(db, parse(idParams, request.params).id) }),
  );
  app.post(
    payments,
    {
      config: { access: { rule: 'master_cash_output.add' }, idempotent: true },
      schema: { body: masterPaymentSchema },
    },
    async (request, reply) => {
      const input = parse(masterPaymentSchema, request.body);
      const data = await payMaster(db, input, actorOf(request), request.idempotencyKey);
      return reply.code(201).send({ data });
    },
  );
  app.post(
    `${payments}/:id/cancel`,
    {
      config: { access: { rule: 'master_cash_output.edit' }, idempotent: true },
      schema: { params: idParams, body: masterPaymentCancelSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(masterPaymentCancelSchema, request.body);
      return { data: await cancelMasterPayment(db, id, reason, actorOf(request)) };
    },
  );

  const act = `${base}/reconciliation-act`;
  app.get(
    act,
    {
      config: { access: { rule: 'master_calculation.show' } },
      schema: { querystring: masterActQuerySchema },
    },
    async (request) => ({
      data: await masterAct(db, parse(masterActQuerySchema, request.query)),
    }),
  );
  // The catalogue has no master_calculation.print: whoever may see the act may print it.
  app.get(
    `${act}/:format`,
    {
      config: { access: { rule: 'master_calculation.show' } },
      schema: { params: formatParams, querystring: masterActQuerySchema },
    },
    async (request, reply) => {
      const { format } = parse(formatParams, request.params);
      const data = await masterAct(db, parse(masterActQuerySchema, request.query));
      const lang = languageOf(request.headers['accept-language']);
      const doc: PrintableAct = {
        title: translate(lang, 'installation.print.actTitle'),
        parties: [`${translate(lang, 'installation.fields.master')}: ${data.master_name}`],
        act: data,
        kinds: 'installation.entryKinds',
        column: {
          title: translate(lang, 'installation.fields.earningSource'),
          cell: (e) =>
            e.earning_source ? translate(lang, `installation.earningSources.${e.earning_source}`) : '',
        },
      };
      const name = `master-act-${data.master_id}`;
      if (format === 'pdf') {
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}.pdf"`)
          .send(await actPdf(doc, lang));
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}.xlsx"`)
        .send(await actWorkbook(doc, lang));
    },
  );
}
