import {
  REPORT_CATALOGUE,
  REPORT_DEFINITIONS,
  reportCodeParams,
  reportExportParams,
  reportOptionParams,
  reportOptionQuery,
  reportQuerySchema,
  reportRightsParams,
  reportRightsSchema,
} from '@savdo/shared/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { forbidden, languageOf, notFound } from '../../../platform/http/errors.ts';
import { parse } from '../../../platform/http/validate.ts';
import { EXPORT_TYPES, exportReport } from './export.ts';
import { reportOptions } from './options.ts';
import { SERVER_REPORTS } from './registry.ts';
import { grantedReports, noteUse, recentReports, replaceReportRights, reportRightsOf } from './rights.ts';
import { contextOf, runReport } from './run.ts';
import { visibleBranches } from './scope.ts';

/**
 * The reports under /api/reports (docs/REPORTS-ENGINE.md): the catalogue of
 * the reports the user may open, each built report's page, export and
 * pickers (`report.show` and the report granted), and the report rights of
 * positions and users (`report_management.*`).
 */
export async function reportRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** The report of the path, refused 403 unless granted, 404 unless built. */
  const reportOf = async (request: FastifyRequest, code: string) => {
    if (!(await grantedReports(db, authOf(request))).has(code)) throw forbidden();
    const report = SERVER_REPORTS.get(code);
    if (!report) throw notFound();
    return report;
  };
  const contextFor = async (request: FastifyRequest) => {
    const q = parse(reportQuerySchema, request.query);
    return contextOf(db, q, await visibleBranches(db, authOf(request), q.branch_id));
  };

  app.get('/api/reports', { config: { access: { rule: 'report.show' } } }, async (request) => {
    const auth = authOf(request);
    const granted = await grantedReports(db, auth);
    const recent = (await recentReports(db, auth.userId)).filter((r) => granted.has(r.code));
    const usedAt = new Map(recent.map((r) => [r.code, r.used_at]));
    const reports = REPORT_CATALOGUE.filter(([code]) => granted.has(code)).map(([code, group]) => ({
      code,
      group,
      built: code in REPORT_DEFINITIONS,
      used_at: usedAt.get(code) ?? null,
    }));
    return { data: { reports, recent: recent.map((r) => r.code) } };
  });

  app.get(
    '/api/reports/options/:list',
    {
      config: { access: { rule: 'report.show|report_management.show' } },
      schema: { params: reportOptionParams, querystring: reportOptionQuery },
    },
    async (request) => {
      const { list } = parse(reportOptionParams, request.params);
      const { search } = parse(reportOptionQuery, request.query);
      const auth = authOf(request);
      // the rights screen's holders are for those who manage rights; the filters' lists for report readers
      const managing = list === 'position' || list === 'user';
      if (!auth.rules.has(managing ? 'report_management.show' : 'report.show')) throw forbidden();
      return { data: await reportOptions(db, list, await visibleBranches(db, auth), search) };
    },
  );

  app.get(
    '/api/reports/rights/:holder/:id',
    { config: { access: { rule: 'report_management.show' } }, schema: { params: reportRightsParams } },
    async (request) => {
      const { holder, id } = parse(reportRightsParams, request.params);
      return { data: await reportRightsOf(db, holder, id) };
    },
  );
  app.put(
    '/api/reports/rights/:holder/:id',
    {
      config: { access: { rule: 'report_management.edit' } },
      schema: { params: reportRightsParams, body: reportRightsSchema },
    },
    async (request) => {
      const { holder, id } = parse(reportRightsParams, request.params);
      const { codes } = parse(reportRightsSchema, request.body);
      return { data: await replaceReportRights(db, authOf(request), holder, id, codes) };
    },
  );

  app.get(
    '/api/reports/:code',
    {
      config: { access: { rule: 'report.show' } },
      schema: { params: reportCodeParams, querystring: reportQuerySchema },
    },
    async (request) => {
      const report = await reportOf(request, parse(reportCodeParams, request.params).code);
      const ctx = await contextFor(request);
      const page = await runReport(report, ctx);
      await noteUse(db, authOf(request).userId, report.definition.code);
      return { data: page };
    },
  );

  app.get(
    '/api/reports/:code/export/:format',
    {
      config: { access: { rule: 'report.show' } },
      schema: { params: reportExportParams, querystring: reportQuerySchema },
    },
    async (request, reply) => {
      const { code, format } = parse(reportExportParams, request.params);
      const report = await reportOf(request, code);
      const ctx = await contextFor(request);
      const stream = exportReport(report, ctx, format, languageOf(request.headers['accept-language']));
      return reply
        .type(EXPORT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${report.definition.code}-${ctx.today}.${format}"`,
        )
        .send(stream);
    },
  );
}
