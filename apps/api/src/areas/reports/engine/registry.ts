import { CASHBOX_SERVER_REPORTS } from '../cashbox/reports.ts';
import { CASHLESS_SERVER_REPORTS } from '../cashless/reports.ts';
import { EXPENSE_SERVER_REPORTS } from '../expense/reports.ts';
import { HRMS_SERVER_REPORTS } from '../hrms/reports.ts';
import { LEVY_SERVER_REPORTS } from '../levy/reports.ts';
import { TRADE_SERVER_REPORTS } from '../trade/reports.ts';
import { WAREHOUSE_SERVER_REPORTS } from '../warehouse/reports.ts';
import type { ServerReport } from './define.ts';

/** The built reports' queries by code, one list per group; `REPORT_DEFINITIONS` (shared) holds the same codes. */
export const SERVER_REPORTS: ReadonlyMap<string, ServerReport> = new Map(
  [
    ...TRADE_SERVER_REPORTS,
    ...CASHBOX_SERVER_REPORTS,
    ...WAREHOUSE_SERVER_REPORTS,
    ...LEVY_SERVER_REPORTS,
    ...EXPENSE_SERVER_REPORTS,
    ...CASHLESS_SERVER_REPORTS,
    ...HRMS_SERVER_REPORTS,
  ].map((r) => [r.definition.code, r]),
);
