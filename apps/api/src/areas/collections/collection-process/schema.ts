import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created } from '../../../platform/db/schema.ts';
import { contracts } from '../../sales/contracts/schema.ts';

/**
 * The collection process (issue 11 item 1): off-balance marks, collectors'
 * monthly plans, separate reimbursement plans and warning letters. The
 * stages themselves are `process_stages` (a resource) and their moves
 * `contract_stage_moves` (collections-schema.ts).
 */

/**
 * Each time a contract went off balance (`action` ON) or came back (OFF), by
 * the close of day (`source` JOB, at most one a contract and date) or by hand
 * (MANUAL, with a reason). `contracts.off_balance` is the current state; the
 * last ON row gives its date.
 */
export const offBalanceMarks = pgTable(
  'off_balance_marks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    action: text('action').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    reason: text('reason'),
    late_months: integer('late_months').notNull().default(0),
    ...created,
  },
  (t) => [
    index('off_balance_marks_contract').on(t.contract_id, t.id),
    index('off_balance_marks_date').on(t.business_date, t.id),
    uniqueIndex('off_balance_marks_job_once')
      .on(t.contract_id, t.business_date)
      .where(sql`${t.source} = 'JOB'`),
  ],
);

/**
 * A collector's plan for a month: the sum (UZS minor units) to collect from
 * the contracts they answer for, optionally within one branch. The fact is
 * read from the payments (never stored).
 */
export const collectorPlans = pgTable(
  'collector_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collector_id: integer('collector_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    /** 0 = every branch. */
    branch_id: integer('branch_id').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    comment: text('comment'),
    ...created,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collector_plans_once').on(t.collector_id, t.month, t.branch_id),
    index('collector_plans_month').on(t.month, t.id),
  ],
);

/**
 * A separate reimbursement plan agreed with a late client: its own dated
 * sums, tracked apart from the contract's schedule (which it never changes).
 * `status` ACTIVE or CANCELED as kept; KEPT and BROKEN are set by the close
 * of day (`collections.separate-plans`) and shown live on read.
 */
export const separatePlans = pgTable(
  'separate_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    branch_id: integer('branch_id').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('ACTIVE'),
    comment: text('comment'),
    cancel_reason: text('cancel_reason'),
    ...created,
  },
  (t) => [
    index('separate_plans_contract').on(t.contract_id, t.id),
    index('separate_plans_status').on(t.status, t.id),
    index('separate_plans_branch').on(t.branch_id, t.status, t.id),
  ],
);

export const separatePlanRows = pgTable(
  'separate_plan_rows',
  {
    plan_id: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => separatePlans.id),
    n: smallint('n').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('separate_plan_rows_n').on(t.plan_id, t.n)],
);

/** A warning letter made for a contract from a template, numbered per branch, kept as filled. */
export const warningLetters = pgTable(
  'warning_letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    branch_id: integer('branch_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    letter_date: date('letter_date', { mode: 'string' }).notNull(),
    template_id: integer('template_id').notNull(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    html: text('html').notNull(),
    ...created,
  },
  (t) => [
    uniqueIndex('warning_letters_number').on(t.branch_id, t.number),
    index('warning_letters_contract').on(t.contract_id, t.id),
    index('warning_letters_date').on(t.letter_date, t.id),
    index('warning_letters_template').on(t.template_id, t.id),
  ],
);
