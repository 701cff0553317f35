import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created } from '../../../platform/db/schema.ts';
import { employees } from '../staff/schema.ts';

/**
 * Payroll (issue 13 item 3, docs/DECISIONS.md "Payroll (issue 13, item 3)"): corrections HR makes
 * to a month's time sheet, additions and deductions, the monthly statements
 * and their rows. Time sheets themselves are not stored: a time sheet is the
 * month's `attendance_days` with these corrections applied, closed once an
 * approved statement covers its month and branch. Amounts are tiyin.
 */

/**
 * One correction of a time sheet (append-only, the latest wins): either a
 * day's status (`date`, `status`) or the month's worked days of an employee
 * (`worked_days`), with what it was before, the reason, who and when.
 */
export const timeSheetCorrections = pgTable(
  'time_sheet_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The first day of the month corrected. */
    month: date('month', { mode: 'string' }).notNull(),
    date: date('date', { mode: 'string' }),
    status: text('status'),
    worked_days: integer('worked_days'),
    before: text('before'),
    after: text('after').notNull(),
    reason: text('reason').notNull(),
    ...created,
  },
  (t) => [
    index('time_sheet_corrections_month').on(t.month, t.employee_id, t.id),
    check(
      'time_sheet_corrections_one_kind',
      sql`(${t.date} is not null and ${t.status} is not null and ${t.worked_days} is null)
        or (${t.date} is null and ${t.status} is null and ${t.worked_days} >= 0)`,
    ),
  ],
);

/** Kinds of addition: the first two add to pay, the last two take from it. */
export const PAYROLL_ADDITION_KINDS = ['BONUS', 'OTHER_ADDITION', 'FINE', 'OTHER_DEDUCTION'] as const;

/** An addition or deduction of one employee in one month (a positive amount; the kind gives the sign). */
export const payrollAdditions = pgTable(
  'payroll_additions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** Removed while its month was still open (kept for the record). */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by'),
    ...created,
  },
  (t) => [
    index('payroll_additions_month').on(t.month, t.employee_id, t.id),
    index('payroll_additions_employee').on(t.employee_id, t.month, t.id),
    check('payroll_additions_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** DRAFT (recomputed freely) → APPROVED (frozen, posted) → CANCELED (reversed). */
export const PAYROLL_STATEMENT_STATUSES = ['DRAFT', 'APPROVED', 'CANCELED'] as const;

/**
 * A month's statement for one branch (`branch_key` = the branch id) or all
 * (`branch_key` 0): at most one that is not cancelled per month and key.
 * Totals are the sums of its rows; the rates are the ones it was computed with.
 */
export const payrollStatements = pgTable(
  'payroll_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    month: date('month', { mode: 'string' }).notNull(),
    branch_id: integer('branch_id'),
    branch_key: integer('branch_key').notNull().default(0),
    status: text('status').notNull().default('DRAFT'),
    income_tax_percent: numeric('income_tax_percent', { precision: 6, scale: 3 }).notNull(),
    social_tax_percent: numeric('social_tax_percent', { precision: 6, scale: 3 }).notNull(),
    norm_days: integer('norm_days').notNull(),
    employees_count: integer('employees_count').notNull().default(0),
    accrued: bigint('accrued', { mode: 'bigint' }).notNull().default(sql`0`),
    additions: bigint('additions', { mode: 'bigint' }).notNull().default(sql`0`),
    deductions: bigint('deductions', { mode: 'bigint' }).notNull().default(sql`0`),
    gross: bigint('gross', { mode: 'bigint' }).notNull().default(sql`0`),
    income_tax: bigint('income_tax', { mode: 'bigint' }).notNull().default(sql`0`),
    social_tax: bigint('social_tax', { mode: 'bigint' }).notNull().default(sql`0`),
    net: bigint('net', { mode: 'bigint' }).notNull().default(sql`0`),
    advances: bigint('advances', { mode: 'bigint' }).notNull().default(sql`0`),
    to_pay: bigint('to_pay', { mode: 'bigint' }).notNull().default(sql`0`),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    approved_by: integer('approved_by'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** The accrual operations' date: the month's last day. */
    posted_on: date('posted_on', { mode: 'string' }),
    canceled_by: integer('canceled_by'),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    ...created,
  },
  (t) => [
    uniqueIndex('payroll_statements_once').on(t.month, t.branch_key).where(sql`${t.status} <> 'CANCELED'`),
    index('payroll_statements_month').on(t.month, t.id),
    index('payroll_statements_status').on(t.status, t.month, t.id),
  ],
);

/**
 * One employee's line of a statement. `to_pay` = `net` − `advances` is what
 * the statement owes them in cash; `paid` grows with each SALARY_PAYMENT of
 * this row (never beyond `to_pay`). `salary_parts` keeps the salaries in
 * effect in the month with their worked days (the proration).
 */
export const payrollStatementRows = pgTable(
  'payroll_statement_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statement_id: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => payrollStatements.id),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    user_id: integer('user_id').notNull(),
    full_name: text('full_name').notNull(),
    branch_id: integer('branch_id').notNull(),
    hr_section_id: integer('hr_section_id'),
    salary: bigint('salary', { mode: 'bigint' }).notNull(),
    salary_parts: jsonb('salary_parts').$type<{ from: string; amount: string; worked_days: number }[]>(),
    norm_days: integer('norm_days').notNull(),
    worked_days: integer('worked_days').notNull(),
    accrued: bigint('accrued', { mode: 'bigint' }).notNull(),
    additions: bigint('additions', { mode: 'bigint' }).notNull(),
    deductions: bigint('deductions', { mode: 'bigint' }).notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    income_tax: bigint('income_tax', { mode: 'bigint' }).notNull(),
    social_tax: bigint('social_tax', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    advances: bigint('advances', { mode: 'bigint' }).notNull(),
    to_pay: bigint('to_pay', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The accrual operation posted at approval. */
    money_operation_id: bigint('money_operation_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('payroll_statement_rows_once').on(t.statement_id, t.employee_id),
    index('payroll_statement_rows_name').on(t.statement_id, t.full_name, t.id),
    index('payroll_statement_rows_employee').on(t.employee_id, t.statement_id),
    check('payroll_statement_rows_paid', sql`${t.paid} >= 0`),
  ],
);
