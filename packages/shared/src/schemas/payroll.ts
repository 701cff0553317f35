import { z } from 'zod';
import type { ListMeta } from '../resources/types.ts';
import { optional, v } from '../validation/schemas.ts';
import { positiveMoney, reasonText } from './contract-payments.ts';
import {
  ATTENDANCE_DAY_STATUSES,
  type AttendanceDayStatus,
  PAYROLL_ADDITION_KINDS,
  PAYROLL_STATEMENT_STATUSES,
  type PayrollAdditionKind,
  type PayrollStatementStatus,
} from './hr-constants.ts';
import type { CashOperationStatus } from './money.ts';
import type { Act } from './supplier-calculations.ts';

/**
 * Payroll (issue 13 item 3): time sheets and their corrections, additions
 * and deductions, monthly statements (draft → approved → cancelled) and
 * salary payments from a cashbox; staff balances and the reconciliation
 * act. Amounts are decimal strings (UZS) like the rest of money.
 */

export {
  PAYROLL_ADDITION_KINDS,
  PAYROLL_STATEMENT_STATUSES,
  type PayrollAdditionKind,
  type PayrollStatementStatus,
} from './hr-constants.ts';

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));
const search = optional(z.string().trim().max(100, { error: 'validation.max' }));

/** A month, `YYYY-MM` (2000-01 … 2099-12). */
export const monthText = z
  .string({ error: 'validation.required' })
  .trim()
  .refine((s) => /^20\d\d-(0[1-9]|1[0-2])$/.test(s), { error: 'validation.invalid' });

/** The statuses of a day in a time sheet: the attendance statuses. */
export const TIME_SHEET_DAY_STATUSES = ATTENDANCE_DAY_STATUSES;
export type TimeSheetDayStatus = AttendanceDayStatus;

/** The latest correction of a time sheet day, as the grid marks it (the API answers it, the screen shows it). */
export interface DayCorrection {
  before: string | null;
  after: string;
  reason: string;
  by: string | null;
  at: string;
  /** How many times the day was corrected. */
  count: number;
}

export const timeSheetQuerySchema = z.object({
  ...page,
  month: monthText,
  branch_id: optional(v.idParam()),
  hr_section_id: optional(v.idParam()),
  search,
});
export type TimeSheetQuery = z.infer<typeof timeSheetQuerySchema>;

/**
 * A correction of one employee's time sheet: a day's status (`date` and
 * `status`) or the month's worked days (`worked_days`), always with a reason.
 */
export const timeSheetCorrectionSchema = z
  .object({
    employee_id: v.id(),
    month: monthText,
    date: optional(v.date()),
    status: optional(z.enum(TIME_SHEET_DAY_STATUSES, { error: 'validation.invalid' })),
    worked_days: optional(z.number({ error: 'validation.invalid' }).int().min(0).max(31)),
    reason: reasonText,
  })
  .superRefine((c, ctx) => {
    const day = c.date !== undefined || c.status !== undefined;
    if (day && c.worked_days !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['worked_days'], message: 'validation.invalid' });
    } else if (day) {
      if (c.date === undefined)
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'validation.required' });
      if (c.status === undefined)
        ctx.addIssue({ code: 'custom', path: ['status'], message: 'validation.required' });
      if (c.date !== undefined && !c.date.startsWith(c.month))
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'payroll.errors.dateOutsideMonth' });
    } else if (c.worked_days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['worked_days'], message: 'validation.required' });
    }
  });
export type TimeSheetCorrectionInput = z.infer<typeof timeSheetCorrectionSchema>;

/** Kinds that take from pay. */
export const DEDUCTION_KINDS: ReadonlySet<PayrollAdditionKind> = new Set(['FINE', 'OTHER_DEDUCTION']);

/** At most a trillion soʻm: a month's sums of many stay far inside the database's bigint. */
const additionAmount = positiveMoney.refine((s) => !/^\d{13,}/.test(s.trim()), {
  error: 'validation.invalid',
});

export const additionSchema = z.object({
  employee_id: v.id(),
  month: monthText,
  kind: z.enum(PAYROLL_ADDITION_KINDS, { error: 'validation.required' }),
  amount: additionAmount,
  reason: reasonText,
});
export type AdditionInput = z.infer<typeof additionSchema>;

export const additionQuerySchema = z.object({
  ...page,
  month: optional(monthText),
  employee_id: optional(v.idParam()),
  branch_id: optional(v.idParam()),
  kind: optional(z.enum(PAYROLL_ADDITION_KINDS)),
});
export type AdditionQuery = z.infer<typeof additionQuerySchema>;

/** A new statement: a month, for one branch or (no branch) for all. */
export const statementCreateSchema = z.object({
  month: monthText,
  branch_id: optional(v.id()),
});
export type StatementCreateInput = z.infer<typeof statementCreateSchema>;

export const statementQuerySchema = z.object({
  ...page,
  month: optional(monthText),
  status: optional(z.enum(PAYROLL_STATEMENT_STATUSES)),
  branch_id: optional(v.idParam()),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementRowQuerySchema = z.object({
  ...page,
  search,
  hr_section_id: optional(v.idParam()),
});
export type StatementRowQuery = z.infer<typeof statementRowQuerySchema>;

export const statementCancelSchema = z.object({ reason: reasonText });

/** Cancelling a salary payment: always with a reason (kept on the reversing operation). */
export const salaryPaymentCancelSchema = z.object({ reason: reasonText });

/**
 * Paying an approved statement from a cashbox: every row's rest (no
 * employee), or one employee's rest or part of it (`amount`).
 */
export const salaryPaymentSchema = z
  .object({
    statement_id: v.id(),
    cashbox_id: v.id(),
    employee_id: optional(v.id()),
    amount: optional(positiveMoney),
    operation_date: optional(v.date()),
    comment,
  })
  .superRefine((p, ctx) => {
    if (p.amount !== undefined && p.employee_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['employee_id'], message: 'validation.required' });
  });
export type SalaryPaymentInput = z.infer<typeof salaryPaymentSchema>;

export const salaryPaymentQuerySchema = z.object({
  ...page,
  statement_id: optional(v.idParam()),
  employee_id: optional(v.idParam()),
  cashbox_id: optional(v.idParam()),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type SalaryPaymentQuery = z.infer<typeof salaryPaymentQuerySchema>;

export const staffBalanceQuerySchema = z.object({
  ...page,
  branch_id: optional(v.idParam()),
  hr_section_id: optional(v.idParam()),
  search,
});
export type StaffBalanceQuery = z.infer<typeof staffBalanceQuerySchema>;

export const staffActQuerySchema = z
  .object({
    employee_id: v.idParam(),
    date_from: v.date(),
    date_to: v.date(),
  })
  .superRefine((q, ctx) => {
    if (q.date_from > q.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.invalid' });
  });
export type StaffActQuery = z.infer<typeof staffActQuerySchema>;

/** A statement's row as the screens read it (amounts as decimal strings). */
export interface StatementRow {
  id: number;
  employee_id: number;
  user_id: number;
  full_name: string;
  branch_id: number;
  hr_section_id: number | null;
  salary: string;
  norm_days: number;
  worked_days: number;
  accrued: string;
  additions: string;
  deductions: string;
  gross: string;
  income_tax: string;
  social_tax: string;
  net: string;
  advances: string;
  to_pay: string;
  paid: string;
  owed: string;
}

/** An employee's month in the time sheet (`GET /salary/time-sheets`): each day's status after corrections. */
export interface TimeSheetRow {
  employee_id: number;
  full_name: string;
  employee_number: string;
  branch_id: number;
  hr_section_id: number | null;
  /** Each day's status by its date (`YYYY-MM-DD`). */
  days: Record<string, string>;
  /** The corrected days: the latest correction of each. */
  corrections: Record<string, DayCorrection>;
  present: number;
  absent: number;
  excused: number;
  norm_days: number;
  worked_days: number;
  corrected: boolean;
  closed: boolean;
}

/** The time sheet's page: its month, every date of it, and the default week's working days. */
export interface TimeSheetMeta extends ListMeta {
  month: string;
  dates: string[];
  norm_dates: string[];
}

/** A correction of a time sheet (`GET /salary/time-sheets/corrections`): a day's status or the month's worked days. */
export interface TimeSheetCorrectionRow {
  id: number;
  employee_id: number;
  full_name: string;
  date: string | null;
  status: TimeSheetDayStatus | null;
  worked_days: number | null;
  before: string | null;
  after: string;
  reason: string;
  created_at: string;
  /** Who made it (a username). */
  created_by: string | null;
}

/** An addition or deduction of an employee's month (`GET /salary/additions`). */
export interface PayrollAdditionRow {
  id: number;
  employee_id: number;
  full_name: string;
  month: string;
  kind: PayrollAdditionKind;
  amount: string;
  reason: string;
  created_at: string;
}

/** A statement's header and totals (`GET /salary/statements`, `/salary/statements/:id`). */
export interface StatementHeader {
  id: number;
  month: string;
  branch_id: number | null;
  branch_name: string | null;
  status: PayrollStatementStatus;
  income_tax_percent: number;
  social_tax_percent: number;
  norm_days: number;
  employees_count: number;
  accrued: string;
  additions: string;
  deductions: string;
  gross: string;
  income_tax: string;
  social_tax: string;
  net: string;
  advances: string;
  to_pay: string;
  paid: string;
  computed_at: string | null;
  approved_at: string | null;
  posted_on: string | null;
  cancel_reason: string | null;
}

/** A salary payment from a cashbox (`GET /salary/salary-payments`). */
export interface SalaryPaymentRow {
  id: number;
  date: string;
  amount: string;
  status: CashOperationStatus;
  comment: string | null;
  cancel_reason: string | null;
  canceled_on: string | null;
  cashbox_id: number | null;
  cashbox_name: string | null;
  statement_id: number | null;
  month: string | null;
  employee_id: number | null;
  full_name: string | null;
}

/**
 * An employee's balance with the company (`GET /staff-calculations/calculations`):
 * positive, the employee owes the company; negative, the company owes them.
 */
export interface StaffBalanceRow {
  employee_id: number;
  user_id: number;
  full_name: string;
  employee_number: string;
  branch_id: number;
  branch_name: string | null;
  hr_section_id: number | null;
  status: string;
  balance: string;
  owed_to_employee: string;
  owed_by_employee: string;
}

/** An employee's reconciliation act (`GET /staff-calculations/reconciliation-act`) with the period's sums. */
export interface StaffAct extends Act {
  employee_id: number;
  full_name: string;
  employee_number: string;
  accrued: string;
  paid: string;
  advances: string;
  other: string;
}
