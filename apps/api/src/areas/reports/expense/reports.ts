import type { ServerReport } from '../engine/define.ts';
import { expensesByItemBranch } from './by-item-branch.ts';
import { cashExpenses } from './cash-expenses.ts';
import { estimateVsActual } from './estimate-usage.ts';
import { investorDistribution } from './investor-distribution.ts';
import { nonCashExpenses } from './non-cash.ts';
import { overEstimate } from './over-estimate.ts';
import { profitAndLoss } from './profit-loss.ts';
import { renderedServices } from './rendered-services.ts';
import { expenseTrend } from './trend.ts';

/** The expense group's reports on the server (their definitions: packages/shared/src/reports/definitions/expense.ts). */
export const EXPENSE_SERVER_REPORTS: readonly ServerReport[] = [
  cashExpenses,
  expensesByItemBranch,
  estimateVsActual,
  overEstimate,
  expenseTrend,
  renderedServices,
  nonCashExpenses,
  profitAndLoss,
  investorDistribution,
];
