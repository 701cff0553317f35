import {
  DASHBOARD_LAYOUTS,
  type DashboardTabAnswer,
  dashboardQuery,
  type ReportPage,
} from '@savdo/shared/reports';
import { DASHBOARD_TABS } from '@savdo/shared/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * The dashboard's eight tabs (REPORTS.md): on the demo data every figure
 * equals its report's total for the same filters and branch, and a tab answers
 * 403 without its rule; a figure of a report not granted is left out.
 */

let ctx: TestContext;
let admin: string;
let branchId: number;

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
  const busiest = await ctx.db.execute<{ id: number }>(sql`select branch_id as id from contracts
    where branch_id is not null group by branch_id order by count(*) desc limit 1`);
  branchId = Number(busiest.rows[0]?.id);
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

async function get<T>(token: string, url: string): Promise<{ status: number; data: T }> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  return {
    status: res.statusCode,
    data: res.statusCode === 200 ? res.json<{ data: T }>().data : (res.body as T),
  };
}

describe('the dashboard tabs', () => {
  it.each(DASHBOARD_TABS.map((tab) => [tab.key]))(
    '%s: every figure is its report’s total for the same filters, and both charts are the reports’',
    async (key) => {
      const tab = DASHBOARD_TABS.find((t) => t.key === key);
      if (!tab) throw new Error(key);
      const answer = await get<DashboardTabAnswer>(admin, `/api/dashboard/${tab.key}?branch_id=${branchId}`);
      expect(answer.status, String(answer.data)).toBe(200);
      const layout = DASHBOARD_LAYOUTS[tab.key];
      expect(answer.data.figures.map((f) => f.key)).toEqual(layout.figures.map((f) => f.key));
      for (const figure of answer.data.figures) {
        const query = new URLSearchParams(dashboardQuery(figure, branchId));
        const report = await get<ReportPage>(admin, `/api/reports/${figure.code}?per_page=1&${query}`);
        expect(report.status).toBe(200);
        const row = figure.currency
          ? report.data.totals.find((t) => t.currency === figure.currency)
          : report.data.totals[0];
        expect(figure.value, `${tab.key}.${figure.key} = ${figure.code}.${figure.column}`).toEqual(
          row?.[figure.column] ?? null,
        );
      }
      expect(answer.data.charts.map((c) => c.code)).toEqual(layout.charts.map((c) => c.code));
      for (const chart of answer.data.charts) {
        const query = new URLSearchParams(dashboardQuery(chart, branchId));
        const report = await get<ReportPage>(admin, `/api/reports/${chart.code}?per_page=1&${query}`);
        expect(chart.points, chart.code).toEqual(report.data.chart);
      }
    },
  );

  it('shows the demo’s month: sales, stock and the portfolio are not empty', async () => {
    const value = async (tab: string, key: string) => {
      const answer = await get<DashboardTabAnswer>(admin, `/api/dashboard/${tab}?branch_id=${branchId}`);
      return Number(answer.data.figures.find((f) => f.key === key)?.value ?? 0);
    };
    expect(await value('warehouse', 'stockValue')).toBeGreaterThan(0);
    expect(await value('levy', 'portfolio')).toBeGreaterThan(0);
  });

  it('narrows to the branch chosen: every branch’s portfolio holds at least the chosen branch’s', async () => {
    const all = await get<DashboardTabAnswer>(admin, '/api/dashboard/levy');
    const one = await get<DashboardTabAnswer>(admin, `/api/dashboard/levy?branch_id=${branchId}`);
    const portfolio = (a: DashboardTabAnswer) => Number(a.figures.find((f) => f.key === 'portfolio')?.value);
    expect(portfolio(all.data)).toBeGreaterThanOrEqual(portfolio(one.data));
  });

  it('answers 403 for a tab without its rule, and leaves out the figures of reports not granted', async () => {
    const { id } = await createUser(ctx, {
      username: 'dash_trade',
      rules: ['dashboard.show', 'dashboard_trade.show', 'report.show'],
    });
    await ctx.db.execute(sql`insert into report_user_rights (user_id, code) values (${id}, 'R0001')`);
    const token = await signIn(ctx, 'dash_trade', 'Secret#123');
    expect((await get(token, '/api/dashboard/cashbox')).status).toBe(403);
    expect((await get(token, '/api/dashboard/hrms')).status).toBe(403);
    const trade = await get<DashboardTabAnswer>(token, '/api/dashboard/trade');
    expect(trade.status).toBe(200);
    const r0001 = DASHBOARD_LAYOUTS.trade.figures.filter((f) => f.code === 'R0001').map((f) => f.key);
    expect(trade.data.figures.map((f) => f.key)).toEqual(r0001);
    expect(trade.data.charts.map((c) => c.code)).toEqual(['R0001']);
  });
});
