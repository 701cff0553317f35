import type { ServerReport } from '../engine/define.ts';
import { absences } from './absences.ts';
import { dailyAttendance, latecomers } from './attendance.ts';
import { headcount } from './headcount.ts';
import { payrollStatement } from './payroll.ts';
import { payrollEntries } from './payroll-entries.ts';
import { payrollFund } from './payroll-fund.ts';
import { salaryPayments } from './salary-payments.ts';
import { staffSettlements } from './staff-settlements.ts';
import { attendanceSheet } from './time-sheet.ts';

/** The hrms group's reports on the server (their definitions: packages/shared/src/reports/definitions/hrms.ts). */
export const HRMS_SERVER_REPORTS: readonly ServerReport[] = [
  dailyAttendance,
  attendanceSheet,
  latecomers,
  absences,
  payrollStatement,
  payrollEntries,
  salaryPayments,
  staffSettlements,
  payrollFund,
  headcount,
];
