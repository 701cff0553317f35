import type { ServerReport } from '../engine/define.ts';
import { expensesByItemBranch } from './by-item-branch.ts';
import { cashExpenses } from './cash-expenses.ts';
import { estimateVsActual } from './estimate-usage.ts';
import { investorDistribution } from './investor-distribution.ts';
import { profitAndLoss } from './profit-loss.ts';

/** The expense group's reports on the server (their definitions: packages/shared/src/reports/definitions/expense.ts). */
export const EXPENSE_SERVER_REPORTS: readonly ServerReport[] = [
  cashExpenses,
  expensesByItemBranch,
  estimateVsActual,
  profitAndLoss,
  investorDistribution,
];
