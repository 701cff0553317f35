import type { ServerReport } from '../engine/define.ts';
import { dailyAttendance, latecomers } from './attendance.ts';
import { payrollStatement } from './payroll.ts';

/** The hrms group's reports on the server (their definitions: packages/shared/src/reports/definitions/hrms.ts). */
export const HRMS_SERVER_REPORTS: readonly ServerReport[] = [dailyAttendance, latecomers, payrollStatement];
