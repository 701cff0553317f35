import { dashboardTabQuery } from '@savdo/shared/reports';
import { DASHBOARD_TABS } from '@savdo/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { parse } from '../../../platform/http/validate.ts';
import { dashboardTab } from './tab.ts';

/**
 * `GET /api/dashboard/<tab>?branch_id`: a dashboard tab's figures and charts,
 * each under the tab's own rule (`dashboard_<tab>.show`, 403 otherwise).
 */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  for (const tab of DASHBOARD_TABS) {
    app.get(
      `/api/dashboard/${tab.key}`,
      { config: { access: { rule: tab.rule } }, schema: { querystring: dashboardTabQuery } },
      async (request) => {
        const { branch_id } = parse(dashboardTabQuery, request.query);
        return { data: await dashboardTab(db, authOf(request), tab.key, branch_id) };
      },
    );
  }
}
