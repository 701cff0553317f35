import type { ServerReport } from '../engine/define.ts';
import { cashExpenses } from './cash-expenses.ts';

/** The expense group's reports on the server (their definitions: packages/shared/src/reports/definitions/expense.ts). */
export const EXPENSE_SERVER_REPORTS: readonly ServerReport[] = [cashExpenses];
