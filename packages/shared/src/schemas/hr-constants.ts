/** The HR records' statuses and order kinds, without zod (the list screens import these, not the schemas). */
export const CANDIDATE_STATUSES = ['NEW', 'INTERVIEW', 'HIRED', 'REJECTED'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
export const EMPLOYEE_STATUSES = ['ACTIVE', 'DISMISSED'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const HR_ORDER_KINDS = ['HIRE', 'TRANSFER', 'DISMISSAL'] as const;
export type HrOrderKind = (typeof HR_ORDER_KINDS)[number];
/** A day's attendance status and an absence request's statuses (attendance). */
export const ATTENDANCE_DAY_STATUSES = ['PRESENT', 'ABSENT', 'EXCUSED', 'HOLIDAY', 'DAY_OFF'] as const;
export type AttendanceDayStatus = (typeof ATTENDANCE_DAY_STATUSES)[number];
export const ABSENCE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AbsenceRequestStatus = (typeof ABSENCE_REQUEST_STATUSES)[number];
/** Payroll: what an addition to an employee's month is, and a statement's states (draft → approved → cancelled). */
export const PAYROLL_ADDITION_KINDS = ['BONUS', 'OTHER_ADDITION', 'FINE', 'OTHER_DEDUCTION'] as const;
export type PayrollAdditionKind = (typeof PAYROLL_ADDITION_KINDS)[number];
export const PAYROLL_STATEMENT_STATUSES = ['DRAFT', 'APPROVED', 'CANCELED'] as const;
export type PayrollStatementStatus = (typeof PAYROLL_STATEMENT_STATUSES)[number];
