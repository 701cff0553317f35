import { CASHBOX_REPORTS } from './cashbox.ts';
import { CASHLESS_REPORTS } from './cashless.ts';
import type { ReportDefinition } from './define.ts';
import { EXPENSE_REPORTS } from './expense.ts';
import { HRMS_REPORTS } from './hrms.ts';
import { LEVY_REPORTS } from './levy.ts';
import { TRADE_REPORTS } from './trade.ts';
import { WAREHOUSE_REPORTS } from './warehouse.ts';

export * from './define.ts';
export { AGEING_BANDS } from './warehouse.ts';

/**
 * The reports built so far, by code (one file per group of REPORTS.md); the
 * catalogue lists the others as not built yet.
 */
export const REPORT_DEFINITIONS: Readonly<Record<string, ReportDefinition>> = Object.fromEntries(
  [
    ...TRADE_REPORTS,
    ...CASHBOX_REPORTS,
    ...WAREHOUSE_REPORTS,
    ...LEVY_REPORTS,
    ...EXPENSE_REPORTS,
    ...CASHLESS_REPORTS,
    ...HRMS_REPORTS,
  ].map((d) => [d.code, d]),
);

/** The definition of a built report, or undefined. */
export const reportDefinition = (code: string): ReportDefinition | undefined => REPORT_DEFINITIONS[code];

/** The definition of a report the server builds: a code without one is a programming error. */
export function builtDefinition(code: string): ReportDefinition {
  const definition = REPORT_DEFINITIONS[code];
  if (!definition)
    throw new Error(`report ${code} has no definition in packages/shared/src/reports/definitions`);
  return definition;
}
