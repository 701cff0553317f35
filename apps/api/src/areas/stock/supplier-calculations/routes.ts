import { translate } from '@savdo/shared/i18n';
import {
  branchActQuerySchema,
  reconciliationQuerySchema,
  supplierBonusQuerySchema,
  supplierBonusSchema,
  supplierLimitQuerySchema,
  supplierLimitSchema,
  transitionSchema,
} from '@savdo/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import {
  BONUS_STEPS,
  type BonusStep,
  bonusStep,
  createBonus,
  getBonus,
  listBonuses,
  updateBonus,
} from './bonuses.ts';
import { branchAct } from './branch-act.ts';
import { listLimits, setLimits } from './limits.ts';
import { actPdf, actWorkbook, type PrintableAct } from './print.ts';
import { reconciliationAct } from './reconciliation.ts';

const formatParams = z.object({ format: z.enum(['pdf', 'xlsx']) });
/** A bonus's new values, with the version it was read at. */
const supplierBonusUpdateSchema = supplierBonusSchema.extend(transitionSchema.shape);

/** Sends an act as a PDF (inline) or an .xlsx workbook (attachment). */
async function sendAct(request: FastifyRequest, reply: FastifyReply, name: string, doc: PrintableAct) {
  const { format } = parse(formatParams, request.params);
  const lang = languageOf(request.headers['accept-language']);
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
}

/**
 * Supplier settlements (routes.md 2.7) under /api/supplier-calculations:
 * the supplier reconciliation act (and its PDF / .xlsx), debt limits, the
 * branch reconciliation act, and supplier bonuses with their steps.
 */
export async function supplierCalculationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const base = '/api/supplier-calculations';

  app.get(
    `${base}/reconciliation-act`,
    {
      config: { access: { rule: 'supplier_debt.show' } },
      schema: { querystring: reconciliationQuerySchema },
    },
    async (request) => ({
      data: await reconciliationAct(db, parse(reconciliationQuerySchema, request.query)),
    }),
  );
  // The catalogue has no supplier_debt.print: whoever may see the act may print it.
  app.get(
    `${base}/reconciliation-act/:format`,
    {
      config: { access: { rule: 'supplier_debt.show' } },
      schema: { params: formatParams, querystring: reconciliationQuerySchema },
    },
    async (request, reply) => {
      const act = await reconciliationAct(db, parse(reconciliationQuerySchema, request.query));
      const lang = languageOf(request.headers['accept-language']);
      return sendAct(request, reply, `reconciliation-act-${act.supplier_id}`, {
        title: translate(lang, 'supplierCalculations.print.supplierTitle'),
        parties: [`${translate(lang, 'supplierCalculations.fields.supplier')}: ${act.supplier_name}`],
        act,
      });
    },
  );

  app.get(
    `${base}/branch-reconciliation-act`,
    {
      config: { access: { rule: 'branch_calculation.show' } },
      schema: { querystring: branchActQuerySchema },
    },
    async (request) => ({ data: await branchAct(db, parse(branchActQuerySchema, request.query)) }),
  );
  app.get(
    `${base}/branch-reconciliation-act/:format`,
    {
      config: { access: { rule: 'branch_calculation.show' } },
      schema: { params: formatParams, querystring: branchActQuerySchema },
    },
    async (request, reply) => {
      const act = await branchAct(db, parse(branchActQuerySchema, request.query));
      const lang = languageOf(request.headers['accept-language']);
      const field = (key: string) => translate(lang, `supplierCalculations.fields.${key}`);
      return sendAct(request, reply, `branch-reconciliation-act-${act.branch_id}`, {
        title: translate(lang, 'supplierCalculations.print.branchTitle'),
        parties: [
          `${field('branch')}: ${act.branch_name}`,
          `${field('otherBranch')}: ${act.other_branch_name ?? translate(lang, 'supplierCalculations.branchAct.allOthers')}`,
        ],
        act,
      });
    },
  );

  app.get(
    `${base}/limits`,
    {
      config: { access: { rule: 'supplier_limits.show' } },
      schema: { querystring: supplierLimitQuerySchema },
    },
    async (request) => listLimits(db, parse(supplierLimitQuerySchema, request.query)),
  );
  app.put(
    `${base}/limits/:id`,
    {
      config: { access: { rule: 'supplier_limits.edit' } },
      schema: { params: idParams, body: supplierLimitSchema },
    },
    async (request) => ({
      data: await setLimits(
        db,
        parse(idParams, request.params).id,
        parse(supplierLimitSchema, request.body),
        authOf(request).userId,
      ),
    }),
  );

  const bonuses = `${base}/bonus-from-the-supplier`;
  app.get(
    bonuses,
    {
      config: { access: { rule: 'supplier_bonuses.show' } },
      schema: { querystring: supplierBonusQuerySchema },
    },
    async (request) => listBonuses(db, parse(supplierBonusQuerySchema, request.query)),
  );
  app.get(
    `${bonuses}/:id`,
    { config: { access: { rule: 'supplier_bonuses.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await getBonus(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    bonuses,
    { config: { access: { rule: 'supplier_bonuses.add' } }, schema: { body: supplierBonusSchema } },
    async (request) => ({
      data: await createBonus(db, parse(supplierBonusSchema, request.body), authOf(request).userId),
    }),
  );
  app.put(
    `${bonuses}/:id`,
    {
      config: { access: { rule: 'supplier_bonuses.edit' } },
      schema: { params: idParams, body: supplierBonusUpdateSchema },
    },
    async (request) => {
      const body = parse(supplierBonusUpdateSchema, request.body);
      return {
        data: await updateBonus(
          db,
          parse(idParams, request.params).id,
          body,
          body.version,
          authOf(request).userId,
        ),
      };
    },
  );
  for (const step of Object.keys(BONUS_STEPS) as BonusStep[]) {
    app.post(
      `${bonuses}/:id/${step}`,
      {
        config: { access: { rule: 'supplier_bonuses.approve' } },
        schema: { params: idParams, body: transitionSchema },
      },
      async (request) => {
        const { version } = parse(transitionSchema, request.body ?? {});
        return {
          data: await bonusStep(
            db,
            parse(idParams, request.params).id,
            step,
            version,
            authOf(request).userId,
          ),
        };
      },
    );
  }
}
