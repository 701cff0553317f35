import {
  DASHBOARD_LAYOUTS,
  type DashboardChartValue,
  type DashboardFigureValue,
  type DashboardLayout,
  type DashboardTabAnswer,
  dashboardQuery,
  reportQuerySchema,
} from '@savdo/shared/reports';
import { checkRule } from '@savdo/shared/rules';
import type { Db } from '../../../platform/db/client.ts';
import type { AuthContext } from '../../../platform/http/access.ts';
import { parse } from '../../../platform/http/validate.ts';
import type { ServerReport } from '../engine/define.ts';
import { SERVER_REPORTS } from '../engine/registry.ts';
import { grantedReports } from '../engine/rights.ts';
import { chartOf, contextOf, totalsOf } from '../engine/run.ts';
import { visibleBranches } from '../engine/scope.ts';

type TabKey = keyof typeof DASHBOARD_LAYOUTS;

/**
 * One dashboard tab (REPORTS.md "The dashboard's eight tabs"): each figure is
 * the report engine's total of its report for the figure's filters and the
 * chosen branch, and each chart the report's own chart, so a figure equals
 * what the report shows. Reports the user may not open are left out.
 */
export async function dashboardTab(
  db: Db,
  auth: AuthContext,
  tab: TabKey,
  branchId: number | undefined,
): Promise<DashboardTabAnswer> {
  const layout: DashboardLayout = DASHBOARD_LAYOUTS[tab];
  const granted = checkRule('report.show', auth.rules) ? await grantedReports(db, auth) : new Set<string>();
  const branches = await visibleBranches(db, auth, branchId);
  const reportOf = (code: string): ServerReport | undefined =>
    granted.has(code) ? SERVER_REPORTS.get(code) : undefined;
  const contextFor = (item: Parameters<typeof dashboardQuery>[0]) =>
    contextOf(db, parse(reportQuerySchema, dashboardQuery(item, branchId)), branches);

  // figures of one report with the same filters (another column or currency) read its totals once
  const read = new Map<string, ReturnType<typeof totalsOf>>();
  const totalsFor = (report: ServerReport, figure: DashboardLayout['figures'][number]) => {
    const key = `${figure.code}?${new URLSearchParams(dashboardQuery(figure, branchId))}`;
    const known = read.get(key) ?? contextFor(figure).then((ctx) => totalsOf(report, ctx));
    read.set(key, known);
    return known;
  };
  const figures: DashboardFigureValue[] = [];
  // one after another: the pool is shared by every request
  for (const figure of layout.figures) {
    const report = reportOf(figure.code);
    if (!report) continue;
    const totals = await totalsFor(report, figure);
    const row = figure.currency ? totals.find((t) => t.currency === figure.currency) : totals[0];
    figures.push({ ...figure, value: row?.[figure.column] ?? null });
  }
  const charts: DashboardChartValue[] = [];
  for (const chart of layout.charts) {
    const report = reportOf(chart.code);
    if (!report) continue;
    charts.push({ ...chart, points: await chartOf(report, await contextFor(chart)) });
  }
  return { figures, charts };
}
