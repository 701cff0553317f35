import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hrSections, workLocations, workSchedules } from '../../../platform/db/resource-tables.ts';
import { branches, createdColumns as created, userPositions, users } from '../../../platform/db/schema.ts';

/**
 * Payroll and HR (issue 13), the records the three parts share: who works
 * here (`employees`), the orders that hired, moved and dismissed them
 * (`employee_orders`), their pay over time (`employee_salaries`), and each
 * working day as the terminals saw it (`attendance_days`). The HR screens
 * write the first three, the attendance module the fourth, payroll reads
 * them all.
 *
 * An employee is always a user (hiring creates one or links an existing
 * one): the money journal's `employee` account is keyed by the user's id,
 * as the cash desk's "output to staff" already is.
 */

/** Employee statuses: working, or dismissed (the user blocked, sessions revoked). */
export const EMPLOYEE_STATUSES = ['ACTIVE', 'DISMISSED'] as const;

/**
 * One employee: the user, the number the face terminals know them by, and
 * where they work now (the latest order wrote these; `employee_orders`
 * keeps how they got here). `salary` is the current monthly pay in tiyin
 * (the latest `employee_salaries` row in effect).
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The terminal's `employeeNoString` (Hikvision ISAPI): unique among all employees ever hired. */
    employee_number: text('employee_number').notNull(),
    full_name: text('full_name').notNull(),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    hr_section_id: integer('hr_section_id').references(() => hrSections.id),
    work_location_id: integer('work_location_id').references(() => workLocations.id),
    work_schedule_id: integer('work_schedule_id').references(() => workSchedules.id),
    user_position_id: integer('user_position_id').references(() => userPositions.id),
    salary: bigint('salary', { mode: 'bigint' }).notNull().default(sql`0`),
    hired_on: date('hired_on', { mode: 'string' }).notNull(),
    dismissed_on: date('dismissed_on', { mode: 'string' }),
    status: text('status').notNull().default('ACTIVE'),
    /** The candidate this employee was hired from, when there was one. */
    candidate_id: integer('candidate_id'),
    ...created,
  },
  (t) => [
    uniqueIndex('employees_user').on(t.user_id),
    uniqueIndex('employees_number').on(t.employee_number),
    index('employees_branch_name').on(t.branch_id, t.full_name, t.id),
    index('employees_section_name').on(t.hr_section_id, t.full_name, t.id),
    index('employees_status_name').on(t.status, t.full_name, t.id),
    index('employees_name').on(t.full_name, t.id),
    index('employees_hired_on').on(t.hired_on, t.id),
    check('employees_salary_not_negative', sql`${t.salary} >= 0`),
  ],
);

/** Kinds of HR order. */
export const EMPLOYEE_ORDER_KINDS = ['HIRE', 'TRANSFER', 'DISMISSAL'] as const;

/**
 * An HR order: a hire, a transfer (to another branch, section, workplace,
 * position or schedule) or a dismissal, effective on `date`. `before` and
 * `after` hold the placement fields the order changed (ids), so the history
 * reads without joining old states. Append-only.
 */
export const employeeOrders = pgTable(
  'employee_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    before: jsonb('before').$type<Record<string, number | null>>(),
    after: jsonb('after').$type<Record<string, number | null>>(),
    /** A dismissal's reason (`work_leave_reasons`), or a transfer's. */
    work_leave_reason_id: integer('work_leave_reason_id'),
    note: text('note'),
    /**
     * A transfer dated after the day it was entered: the placement has not
     * moved yet; the close of day (`hr.transfers`) applies it on its date.
     */
    pending: boolean('pending').notNull().default(false),
    /**
     * A pending transfer withdrawn before its date (never applied): kept in
     * the history with who withdrew it and when; withdrawn orders bind no
     * later order's date.
     */
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawn_by: integer('withdrawn_by').references(() => users.id),
    ...created,
  },
  (t) => [
    index('employee_orders_employee').on(t.employee_id, t.id),
    index('employee_orders_kind_date').on(t.kind, t.date, t.id),
    // the close of day's due transfers
    index('employee_orders_pending').on(t.date, t.id).where(sql`${t.pending}`),
  ],
);

/**
 * Each employee's pay over time: `amount` (tiyin a month) is in effect from
 * `effective_from` until the next row's date. One row a date per employee.
 */
export const employeeSalaries = pgTable(
  'employee_salaries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason'),
    ...created,
  },
  (t) => [
    uniqueIndex('employee_salaries_once').on(t.employee_id, t.effective_from),
    index('employee_salaries_date').on(t.effective_from, t.id),
    check('employee_salaries_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * Statuses of a working day, from the terminals' events, the schedule, the
 * holidays and approved absence requests:
 * - PRESENT: came (late or early leaving shown by the minutes);
 * - ABSENT: a working day with no event and no approved request;
 * - EXCUSED: absent with an approved request (`absence_reason_id`);
 * - HOLIDAY / DAY_OFF: not a working day (a holiday, or the schedule's day off).
 */
export const ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'EXCUSED', 'HOLIDAY', 'DAY_OFF'] as const;

/**
 * One employee's day in Tashkent time: first in and last out from the
 * terminals' events, minutes late and left early against the schedule,
 * minutes worked, and the status. Derived: the attendance module recomputes
 * a day from the stored events whenever an event, a request or a holiday
 * touches it, so replaying events never changes it. Payroll's time sheets
 * read these rows.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: date('date', { mode: 'string' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    status: text('status').notNull(),
    first_in: timestamp('first_in', { withTimezone: true }),
    /** Null when the employee came in but no exit event came ("not confirmed departure"). */
    last_out: timestamp('last_out', { withTimezone: true }),
    late_minutes: integer('late_minutes').notNull().default(0),
    early_minutes: integer('early_minutes').notNull().default(0),
    worked_minutes: integer('worked_minutes').notNull().default(0),
    absence_reason_id: integer('absence_reason_id'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.date], name: 'attendance_days_pkey' }),
    index('attendance_days_branch_date').on(t.branch_id, t.date, t.employee_id),
    index('attendance_days_date_status').on(t.date, t.status, t.employee_id),
    // the attendance module's exception lists (late, left early, came in with no exit) over a period
    index('attendance_days_late').on(t.date, t.branch_id).where(sql`${t.late_minutes} > 0`),
    index('attendance_days_early').on(t.date, t.branch_id).where(sql`${t.early_minutes} > 0`),
    index('attendance_days_open')
      .on(t.date, t.branch_id)
      .where(sql`${t.status} = 'PRESENT' and ${t.last_out} is null`),
  ],
);
