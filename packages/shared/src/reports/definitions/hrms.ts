import type { ReportDefinition } from './define.ts';

/** The hrms group's built reports (REPORTS.md "HRMS"). */
export const HRMS_REPORTS: readonly ReportDefinition[] = [];
