import type { ReportDefinition } from './define.ts';

/** The cashless group's built reports (REPORTS.md "CASHLESS"). */
export const CASHLESS_REPORTS: readonly ReportDefinition[] = [];
