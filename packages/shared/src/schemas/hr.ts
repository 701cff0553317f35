import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';
import { positiveMoney, reasonText } from './contract-payments.ts';

/**
 * HR records (issue 13 item 1): candidates, hiring, transfers, dismissals and
 * salary changes. Amounts are decimal soʻm strings (tiyin in the database).
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const note = optional(z.string().trim().max(1000, { error: 'validation.max' }));
const search = optional(z.string().trim().max(100, { error: 'validation.max' }));
const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.max' });

import {
  CANDIDATE_STATUSES,
  type CandidateStatus,
  EMPLOYEE_STATUSES,
  type EmployeeStatus,
  type HrOrderKind,
} from './hr-constants.ts';

export * from './hr-constants.ts';

/** A candidate, added or edited (an edit may move NEW to INTERVIEW and back; HIRED and REJECTED come from their actions). */
export const candidateSchema = z.object({
  full_name: name,
  phone: optional(v.phone()),
  birth_date: optional(v.date()),
  hr_section_id: optional(v.id()),
  user_position_id: optional(v.id()),
  note,
  status: optional(z.enum(['NEW', 'INTERVIEW'], { error: 'validation.invalid' })),
});
export type CandidateInput = z.infer<typeof candidateSchema>;

export const candidateRejectSchema = z.object({ reason: reasonText });
export type CandidateRejectInput = z.infer<typeof candidateRejectSchema>;

export const candidateQuerySchema = z.object({
  ...page,
  status: optional(z.enum(CANDIDATE_STATUSES, { error: 'validation.invalid' })),
  hr_section_id: optional(v.idParam()),
  q: search,
});
export type CandidateQuery = z.infer<typeof candidateQuerySchema>;

/** The employee number terminals send: letters, digits and dashes. */
const employeeNumber = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{1,32}$/, { error: 'validation.invalid' });

/**
 * Hiring: a candidate (or a person without one) into a placement with a
 * salary from `hired_on`. `username` creates a user (a temporary password
 * answered once); `user_id` links an existing user who is not an employee.
 */
export const hireSchema = z
  .object({
    candidate_id: optional(v.id()),
    full_name: name,
    phone: optional(v.phone()),
    branch_id: v.id(),
    user_position_id: v.id(),
    hr_section_id: optional(v.id()),
    work_location_id: optional(v.id()),
    work_schedule_id: v.id(),
    salary: positiveMoney,
    hired_on: v.date(),
    employee_number: optional(employeeNumber),
    username: optional(
      z
        .string({ error: 'validation.required' })
        .trim()
        .regex(/^[a-zA-Z0-9._-]{3,50}$/, { error: 'validation.invalid' }),
    ),
    user_id: optional(v.id()),
  })
  .superRefine((input, ctx) => {
    if ((input.username === undefined) === (input.user_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'validation.required' });
    }
  });
export type HireInput = z.infer<typeof hireSchema>;

export const employeeQuerySchema = z.object({
  ...page,
  branch_id: optional(v.idParam()),
  hr_section_id: optional(v.idParam()),
  status: optional(z.enum(EMPLOYEE_STATUSES, { error: 'validation.invalid' })),
  from: optional(v.date()),
  to: optional(v.date()),
  q: search,
});
export type EmployeeQuery = z.infer<typeof employeeQuerySchema>;

/** A transfer from `date`: the new placement (what is not given stays), with a reason. */
export const transferSchema = z.object({
  employee_id: v.id(),
  date: v.date(),
  branch_id: v.id(),
  hr_section_id: optional(v.id()),
  work_location_id: optional(v.id()),
  user_position_id: optional(v.id()),
  work_schedule_id: optional(v.id()),
  reason: reasonText,
});
export type TransferInput = z.infer<typeof transferSchema>;

/** A dismissal from `date` with a leave reason (`work_leave_reasons`). */
export const dismissalSchema = z.object({
  employee_id: v.id(),
  date: v.date(),
  work_leave_reason_id: v.id(),
  note,
});
export type DismissalInput = z.infer<typeof dismissalSchema>;

export const orderQuerySchema = z.object({
  ...page,
  employee_id: optional(v.idParam()),
  branch_id: optional(v.idParam()),
  from: optional(v.date()),
  to: optional(v.date()),
  q: search,
});
export type OrderQuery = z.infer<typeof orderQuerySchema>;

/** A salary change effective from a date (one per employee and date, not before hiring). */
export const salaryChangeSchema = z.object({
  employee_id: v.id(),
  effective_from: v.date(),
  amount: positiveMoney,
  reason: reasonText,
});
export type SalaryChangeInput = z.infer<typeof salaryChangeSchema>;

export const salaryQuerySchema = z.object({ ...page, employee_id: optional(v.idParam()), q: search });
export type SalaryQuery = z.infer<typeof salaryQuerySchema>;

export interface CandidateRow {
  id: number;
  full_name: string;
  phone: string | null;
  birth_date: string | null;
  hr_section_id: number | null;
  hr_section_name: string | null;
  user_position_id: number | null;
  user_position_name: string | null;
  note: string | null;
  status: CandidateStatus;
  reject_reason: string | null;
  created_at: string;
}

export interface EmployeeRow {
  id: number;
  user_id: number;
  username: string;
  employee_number: string;
  full_name: string;
  branch_id: number;
  branch_name: string;
  hr_section_id: number | null;
  hr_section_name: string | null;
  work_location_id: number | null;
  work_location_name: string | null;
  work_schedule_id: number | null;
  work_schedule_name: string | null;
  user_position_id: number | null;
  user_position_name: string | null;
  salary: string;
  hired_on: string;
  dismissed_on: string | null;
  status: EmployeeStatus;
  hire_order_id: number | null;
}

export interface HireResult {
  employee: EmployeeRow;
  order_id: number;
  /** Shown once: the new user's temporary password (absent when an existing user was linked). */
  temporary_password: string | null;
}

/** A placement field an order set or changed, with the names before and after. */
export interface OrderChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface OrderRow {
  id: number;
  kind: HrOrderKind;
  date: string;
  employee_id: number;
  employee_number: string;
  full_name: string;
  before: Record<string, number | null> | null;
  after: Record<string, number | null> | null;
  work_leave_reason_id: number | null;
  work_leave_reason_name: string | null;
  note: string | null;
  /** A future-dated transfer not applied yet (the close of day applies it on its date). */
  pending: boolean;
  /** When a pending transfer was withdrawn (never applied), and by whom (full name); null otherwise. */
  withdrawn_at: string | null;
  withdrawn_by: string | null;
  created_at: string;
  changes: OrderChange[];
}

export interface SalaryRow {
  id: number;
  employee_id: number;
  employee_number: string;
  full_name: string;
  effective_from: string;
  amount: string;
  reason: string | null;
  current_salary: string;
}
