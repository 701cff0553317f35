import { z } from 'zod';
import type { DashboardTab } from '../rules/catalogue.ts';
import { optional, v } from '../validation/schemas.ts';
import type { ReportCell, ReportChartPoint } from './types.ts';

/** A dashboard figure's period: the Tashkent business day, or the month to date (REPORTS.md). */
export const DASHBOARD_PERIODS = ['today', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/**
 * One figure of a dashboard tab: a total of a report for the same filters, so it
 * equals that report's total by construction (REPORTS.md rule 3). `column` is a
 * total column of the report's definition, or `row_count` (its rows).
 */
export interface DashboardFigure {
  /** Its title: `dashboard.figures.<key>`. */
  key: string;
  code: string;
  column: string;
  period: DashboardPeriod;
  /** The totals row of this currency, for a report that totals per currency. */
  currency?: 'UZS' | 'USD';
  /** The report's own filters, as its URL keeps them. */
  filters?: Readonly<Record<string, string>>;
}

/** A chart of a tab: the named report's own chart for the period and filters. */
export interface DashboardChart {
  code: string;
  period: DashboardPeriod;
  filters?: Readonly<Record<string, string>>;
}

export interface DashboardLayout {
  figures: readonly DashboardFigure[];
  charts: readonly [DashboardChart, DashboardChart];
}

type TabKey = DashboardTab['key'];
const today = 'today' as const;
const month = 'month' as const;
const UZS = 'UZS' as const;

/** Each tab's figures and charts (REPORTS.md "The dashboard's eight tabs"). */
export const DASHBOARD_LAYOUTS: Readonly<Record<TabKey, DashboardLayout>> = {
  trade: {
    figures: [
      { key: 'salesToday', code: 'R0001', column: 'amount', period: today, currency: UZS },
      { key: 'salesCountToday', code: 'R0001', column: 'sales', period: today, currency: UZS },
      { key: 'salesMonth', code: 'R0001', column: 'amount', period: month, currency: UZS },
      {
        key: 'cashSalesMonth',
        code: 'R0001',
        column: 'amount',
        period: month,
        currency: UZS,
        filters: { sale_type: 'CASH' },
      },
      {
        key: 'nasiyaSalesMonth',
        code: 'R0001',
        column: 'amount',
        period: month,
        currency: UZS,
        filters: { sale_type: 'CREDIT' },
      },
      { key: 'grossProfitMonth', code: 'R0009', column: 'gross_profit_uzs', period: month },
      { key: 'saleLinesMonth', code: 'R0011', column: 'amount_uzs', period: month },
      { key: 'newContractsMonth', code: 'R0002', column: 'contracts', period: month, currency: UZS },
      { key: 'ordersMonth', code: 'R0006', column: 'orders', period: month },
      { key: 'ordersConvertedMonth', code: 'R0006', column: 'converted', period: month },
      { key: 'discountsMonth', code: 'R0012', column: 'amount', period: month, currency: UZS },
      { key: 'returnsMonth', code: 'R0013', column: 'amount', period: month, currency: UZS },
      { key: 'notReleased', code: 'R0014', column: 'waiting_value', period: today, currency: UZS },
    ],
    charts: [
      { code: 'R0001', period: month },
      { code: 'R0008', period: month },
    ],
  },
  cashbox: {
    figures: [
      { key: 'cashOnHandUzs', code: 'R0021', column: 'balance', period: today, currency: UZS },
      { key: 'cashOnHandUsd', code: 'R0021', column: 'balance', period: today, currency: 'USD' },
      { key: 'receiptsToday', code: 'R0024', column: 'amount_uzs', period: today },
      { key: 'disbursementsToday', code: 'R0025', column: 'amount_uzs', period: today },
      { key: 'netFlowMonth', code: 'R0023', column: 'net', period: month, currency: UZS },
      { key: 'inTransit', code: 'R0028', column: 'in_transit', period: month, currency: UZS },
      { key: 'contractPaymentsToday', code: 'R0026', column: 'amount', period: today, currency: UZS },
      { key: 'exchangeUsdToday', code: 'R0029', column: 'usd', period: today },
      { key: 'reversalsToday', code: 'R0031', column: 'amount_uzs', period: today },
    ],
    charts: [
      { code: 'R0024', period: month },
      { code: 'R0021', period: today },
    ],
  },
  warehouse: {
    figures: [
      { key: 'stockValue', code: 'R0034', column: 'cost_uzs', period: today },
      { key: 'stockUnits', code: 'R0034', column: 'quantity', period: today },
      { key: 'saleCost30', code: 'R0039', column: 'sale_cost_uzs', period: month },
      { key: 'agedStock', code: 'R0038', column: 'cost_181_365', period: today },
      { key: 'agedStockYear', code: 'R0038', column: 'cost_365_plus', period: today },
      { key: 'stockOuts', code: 'R0040', column: 'row_count', period: today },
      { key: 'transfersMonth', code: 'R0044', column: 'row_count', period: month },
      { key: 'receivedMonth', code: 'R0042', column: 'net_amount', period: month, currency: UZS },
      { key: 'supplierDebt', code: 'R0043', column: 'closing_debt', period: month, currency: UZS },
      { key: 'stocktakeShortage', code: 'R0045', column: 'shortage_cost_uzs', period: month },
    ],
    charts: [
      { code: 'R0034', period: today },
      { code: 'R0038', period: today },
    ],
  },
  expense: {
    figures: [
      { key: 'expensesToday', code: 'R0067', column: 'total_uzs', period: today },
      { key: 'expensesMonth', code: 'R0067', column: 'total_uzs', period: month },
      { key: 'estimateMonth', code: 'R0068', column: 'estimate', period: month, currency: UZS },
      { key: 'estimateSpentMonth', code: 'R0068', column: 'spent', period: month, currency: UZS },
      { key: 'projectedMonth', code: 'R0068', column: 'projected', period: month, currency: UZS },
      { key: 'overEstimate', code: 'R0069', column: 'excess', period: month, currency: UZS },
      { key: 'netProfitMonth', code: 'R0073', column: 'net_profit_uzs', period: month },
      { key: 'servicesOwed', code: 'R0071', column: 'owed', period: month, currency: UZS },
    ],
    charts: [
      { code: 'R0068', period: month },
      { code: 'R0067', period: month },
    ],
  },
  levy: {
    figures: [
      { key: 'portfolio', code: 'R0049', column: 'rest', period: today, currency: UZS },
      { key: 'overdue', code: 'R0049', column: 'overdue', period: today, currency: UZS },
      { key: 'par30', code: 'R0050', column: 'par30', period: today, currency: UZS },
      { key: 'par90', code: 'R0050', column: 'par90', period: today, currency: UZS },
      { key: 'dueMonth', code: 'R0053', column: 'due', period: month, currency: UZS },
      { key: 'collectedMonth', code: 'R0053', column: 'collected', period: month, currency: UZS },
      { key: 'dueToday', code: 'R0053', column: 'due', period: today, currency: UZS },
      { key: 'collectedToday', code: 'R0054', column: 'amount', period: today, currency: UZS },
      { key: 'promisesMonth', code: 'R0058', column: 'promised_sum', period: month, currency: UZS },
      { key: 'collectorFactMonth', code: 'R0056', column: 'fact', period: month },
      { key: 'offBalanceMonth', code: 'R0060', column: 'debt_on_move', period: month, currency: UZS },
    ],
    charts: [
      { code: 'R0051', period: today },
      { code: 'R0056', period: month },
    ],
  },
  auto_payment: {
    figures: [
      { key: 'debitsTriedToday', code: 'R0082', column: 'tried', period: today, currency: UZS },
      { key: 'debitsSucceededToday', code: 'R0082', column: 'succeeded', period: today, currency: UZS },
      { key: 'debitsFailedToday', code: 'R0082', column: 'failed', period: today, currency: UZS },
      { key: 'debitedToday', code: 'R0082', column: 'debited', period: today, currency: UZS },
      { key: 'dueConnectedToday', code: 'R0082', column: 'due', period: today, currency: UZS },
      { key: 'onlineToday', code: 'R0083', column: 'amount', period: today },
      {
        key: 'autoDebitMonth',
        code: 'R0026',
        column: 'amount',
        period: month,
        currency: UZS,
        filters: { payment_channel: 'AUTO_DEBIT' },
      },
      {
        key: 'onlineMonth',
        code: 'R0026',
        column: 'amount',
        period: month,
        currency: UZS,
        filters: { payment_channel: 'ONLINE' },
      },
    ],
    charts: [
      { code: 'R0082', period: month },
      { code: 'R0083', period: month },
    ],
  },
  resale: {
    figures: [
      { key: 'engagedClientsMonth', code: 'R0020', column: 'clients', period: month },
      { key: 'offeredMonth', code: 'R0020', column: 'offered', period: month },
      { key: 'invitedMonth', code: 'R0020', column: 'invited', period: month },
      { key: 'rejectedMonth', code: 'R0020', column: 'rejected', period: month },
      { key: 'boughtMonth', code: 'R0020', column: 'bought', period: month },
      { key: 'repeatSalesMonth', code: 'R0020', column: 'sale_uzs', period: month },
      { key: 'callerBonusMonth', code: 'R0020', column: 'bonus_uzs', period: month },
      { key: 'disciplinedClients', code: 'R0063', column: 'clients', period: today },
    ],
    charts: [
      { code: 'R0020', period: month },
      { code: 'R0063', period: today },
    ],
  },
  hrms: {
    figures: [
      { key: 'headcount', code: 'R0093', column: 'end_count', period: month },
      { key: 'hiredMonth', code: 'R0093', column: 'hired', period: month },
      { key: 'dismissedMonth', code: 'R0093', column: 'dismissed', period: month },
      { key: 'lateMinutesToday', code: 'R0084', column: 'late_minutes', period: today },
      { key: 'noExitMonth', code: 'R0087', column: 'no_exit_days', period: month },
      { key: 'presentDaysMonth', code: 'R0085', column: 'present_days', period: month },
      { key: 'absentDaysMonth', code: 'R0085', column: 'absent_days', period: month },
      { key: 'payrollFundMonth', code: 'R0092', column: 'payroll_fund', period: month },
      { key: 'salariesOwed', code: 'R0088', column: 'owed', period: month },
    ],
    charts: [
      { code: 'R0086', period: month },
      { code: 'R0092', period: month },
    ],
  },
};

/** The report query of a figure or chart (its URL's filters): the period, its filters, the branch. */
export function dashboardQuery(
  item: { period: DashboardPeriod; filters?: Readonly<Record<string, string>> },
  branchId?: number,
): Record<string, string> {
  return {
    period: item.period === 'today' ? 'day' : 'month',
    ...item.filters,
    ...(branchId === undefined ? {} : { branch_id: String(branchId) }),
  };
}

/** A figure as `GET /api/dashboard/:tab` sends it: its value is the report's total (null: no such row). */
export interface DashboardFigureValue extends DashboardFigure {
  value: ReportCell;
}

export interface DashboardChartValue extends DashboardChart {
  points: ReportChartPoint[];
}

/** `GET /api/dashboard/:tab?branch_id`: the figures of the reports the user may open, and the charts. */
export interface DashboardTabAnswer {
  figures: DashboardFigureValue[];
  charts: DashboardChartValue[];
}

/** `GET /api/dashboard/:tab`'s query: the branch chosen in the header (else every branch in reach). */
export const dashboardTabQuery = z.object({ branch_id: optional(v.idParam()) });
