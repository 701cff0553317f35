import type { RuleRequirement } from '@savdo/shared/rules';
import {
  candidateQuerySchema,
  candidateRejectSchema,
  candidateSchema,
  dismissalSchema,
  employeeQuerySchema,
  type HrOrderKind,
  hireSchema,
  orderQuerySchema,
  salaryChangeSchema,
  salaryQuerySchema,
  transferSchema,
} from '@savdo/shared/schemas/hr';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf, requireRule } from '../../../platform/http/access.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { addCandidate, editCandidate, rejectCandidate } from './candidates.ts';
import { hire } from './hiring.ts';
import { hrOptions, optionParams, optionQuery } from './options.ts';
import { dismiss, transfer, withdrawTransfer } from './orders.ts';
import { orderPdf, orderTitle } from './print.ts';
import {
  candidate,
  employee,
  listCandidates,
  listEmployees,
  listOrders,
  listSalaries,
  order,
} from './queries.ts';
import { addSalaryChange } from './salaries.ts';

const BASE = '/api/salary';

/** Who may see an order of each kind (and print it). */
const ORDER_RULES: Record<HrOrderKind, RuleRequirement> = {
  HIRE: 'hiring_staff.show',
  TRANSFER: 'transfer_to_other_job.show',
  DISMISSAL: 'dismissal_of_staff.show',
};

/**
 * HR records (issue 13 item 1) under /api/salary: candidates, hiring,
 * transfers, dismissals, salary changes, the employee picker and the
 * printed orders.
 */
export async function hrRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const by = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  const candidates = `${BASE}/candidates`;
  app.get(
    candidates,
    {
      config: { access: { rule: 'candidate.show|hiring_staff.add' } },
      schema: { querystring: candidateQuerySchema },
    },
    async (request) => listCandidates(db, parse(candidateQuerySchema, request.query)),
  );
  app.get(
    `${candidates}/:id`,
    { config: { access: { rule: 'candidate.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await candidate(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    candidates,
    { config: { access: { rule: 'candidate.add' } }, schema: { body: candidateSchema } },
    async (request, reply) => {
      const id = await addCandidate(db, parse(candidateSchema, request.body), by(request));
      return reply.code(201).send({ data: await candidate(db, id) });
    },
  );
  app.put(
    `${candidates}/:id`,
    { config: { access: { rule: 'candidate.edit' } }, schema: { params: idParams, body: candidateSchema } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await editCandidate(db, id, parse(candidateSchema, request.body));
      return { data: await candidate(db, id) };
    },
  );
  app.post(
    `${candidates}/:id/reject`,
    {
      config: { access: { rule: 'candidate.edit' } },
      schema: { params: idParams, body: candidateRejectSchema },
    },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await rejectCandidate(db, id, parse(candidateRejectSchema, request.body).reason);
      return { data: await candidate(db, id) };
    },
  );

  const pickRule =
    'hiring_staff.show|transfer_to_other_job.add|dismissal_of_staff.add|salary_modifications.show';
  app.get(
    `${BASE}/employees`,
    { config: { access: { rule: pickRule } }, schema: { querystring: employeeQuerySchema } },
    async (request) => listEmployees(db, parse(employeeQuerySchema, request.query)),
  );
  app.get(
    `${BASE}/employees/:id`,
    { config: { access: { rule: pickRule } }, schema: { params: idParams } },
    async (request) => ({
      data: await employee(db, parse(idParams, request.params).id),
    }),
  );

  const formRule =
    'candidate.add|candidate.edit|hiring_staff.add|transfer_to_other_job.add|dismissal_of_staff.add|salary_modifications.add|' +
    pickRule;
  app.get(
    `${BASE}/options/:list`,
    { config: { access: { rule: formRule } }, schema: { params: optionParams, querystring: optionQuery } },
    async (request) => {
      const { list } = parse(optionParams, request.params);
      return { data: await hrOptions(db, list, parse(optionQuery, request.query).search) };
    },
  );

  const hiring = `${BASE}/hiring-staff`;
  app.get(
    hiring,
    { config: { access: { rule: 'hiring_staff.show' } }, schema: { querystring: employeeQuerySchema } },
    async (request) => listEmployees(db, parse(employeeQuerySchema, request.query)),
  );
  app.post(
    hiring,
    { config: { access: { rule: 'hiring_staff.add' } }, schema: { body: hireSchema } },
    async (request, reply) => {
      const hired = await hire(db, parse(hireSchema, request.body), by(request));
      return reply.code(201).send({
        data: {
          employee: await employee(db, hired.employeeId),
          order_id: hired.orderId,
          temporary_password: hired.temporaryPassword,
        },
      });
    },
  );

  const transfers = `${BASE}/staff-transfer`;
  app.get(
    transfers,
    { config: { access: { rule: 'transfer_to_other_job.show' } }, schema: { querystring: orderQuerySchema } },
    async (request) => listOrders(db, 'TRANSFER', parse(orderQuerySchema, request.query)),
  );
  app.post(
    transfers,
    { config: { access: { rule: 'transfer_to_other_job.add' } }, schema: { body: transferSchema } },
    async (request, reply) => {
      const id = await transfer(db, parse(transferSchema, request.body), by(request));
      return reply.code(201).send({ data: await order(db, id) });
    },
  );
  // withdrawing a pending transfer changes an entered order: the screen's `.edit`
  app.post(
    `${transfers}/:id/withdraw`,
    { config: { access: { rule: 'transfer_to_other_job.edit' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      await withdrawTransfer(db, id, by(request));
      return { data: await order(db, id) };
    },
  );

  const dismissals = `${BASE}/staff-dismissal`;
  app.get(
    dismissals,
    { config: { access: { rule: 'dismissal_of_staff.show' } }, schema: { querystring: orderQuerySchema } },
    async (request) => listOrders(db, 'DISMISSAL', parse(orderQuerySchema, request.query)),
  );
  app.post(
    dismissals,
    { config: { access: { rule: 'dismissal_of_staff.add' } }, schema: { body: dismissalSchema } },
    async (request, reply) => {
      const id = await dismiss(db, parse(dismissalSchema, request.body), by(request));
      return reply.code(201).send({ data: await order(db, id) });
    },
  );

  const changes = `${BASE}/salary-changes`;
  app.get(
    changes,
    { config: { access: { rule: 'salary_modifications.show' } }, schema: { querystring: salaryQuerySchema } },
    async (request) => listSalaries(db, parse(salaryQuerySchema, request.query)),
  );
  app.post(
    changes,
    { config: { access: { rule: 'salary_modifications.add' } }, schema: { body: salaryChangeSchema } },
    async (request, reply) => {
      const id = await addSalaryChange(db, parse(salaryChangeSchema, request.body), by(request));
      return reply.code(201).send({ data: { id } });
    },
  );

  app.get(
    `${BASE}/orders/:id/pdf`,
    {
      config: { access: { rule: 'hiring_staff.show|transfer_to_other_job.show|dismissal_of_staff.show' } },
      schema: { params: idParams },
    },
    async (request, reply) => {
      const found = await order(db, parse(idParams, request.params).id);
      requireRule(request, ORDER_RULES[found.kind]);
      const lang = languageOf(request.headers['accept-language']);
      const pdf = await orderPdf(found, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(orderTitle(found, lang)))
        .send(pdf);
    },
  );
}
