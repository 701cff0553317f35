import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created } from '../../../platform/db/schema.ts';
import { clients } from '../../sales/clients/schema.ts';
import { contracts } from '../../sales/contracts/schema.ts';

/**
 * Client ratings (issue 11 item 2): each client's and each contract's
 * payment discipline as the close of day last computed it (the live figure
 * of one client is computed on request from the schedules, see
 * `modules/client-ratings/score.ts`), and the credit bureau (KATM)
 * submissions with their answers.
 */

/** The figures of `summarize` (packages/shared/src/contracts/discipline.ts). */
const disciplineColumns = {
  /** The business date the figures were last computed for with a change (unchanged figures are not rewritten). */
  as_of: date('as_of', { mode: 'string' }).notNull(),
  instalments: integer('instalments').notNull().default(0),
  on_time: integer('on_time').notNull().default(0),
  late_1_30: integer('late_1_30').notNull().default(0),
  late_31_60: integer('late_31_60').notNull().default(0),
  late_61_90: integer('late_61_90').notNull().default(0),
  late_91: integer('late_91').notNull().default(0),
  paid_late: integer('paid_late').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  open_late: integer('open_late').notNull().default(0),
  worst_days_late: integer('worst_days_late').notNull().default(0),
  current_days_late: integer('current_days_late').notNull().default(0),
  /** 0–100; null: no instalment counted yet. */
  score: smallint('score'),
  /** A–E, N (no history). */
  grade: text('grade').notNull().default('N'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A client's payment discipline over all their contracts (the payment-discipline list). */
export const clientScores = pgTable(
  'client_scores',
  {
    client_id: bigint('client_id', { mode: 'number' })
      .primaryKey()
      .references(() => clients.id),
    /** The client's branch (the list's filter). */
    branch_id: integer('branch_id').notNull(),
    contracts: integer('contracts').notNull().default(0),
    ...disciplineColumns,
  },
  (t) => [
    index('client_scores_score').on(t.score, t.client_id),
    index('client_scores_grade').on(t.grade, t.score, t.client_id),
    index('client_scores_branch').on(t.branch_id, t.score, t.client_id),
    index('client_scores_worst').on(t.worst_days_late, t.client_id),
    index('client_scores_current').on(t.current_days_late, t.client_id),
    index('client_scores_b1').on(t.score, t.client_id).where(sql`${t.late_1_30} > 0`),
    index('client_scores_b31').on(t.score, t.client_id).where(sql`${t.late_31_60} > 0`),
    index('client_scores_b61').on(t.score, t.client_id).where(sql`${t.late_61_90} > 0`),
    index('client_scores_b91').on(t.score, t.client_id).where(sql`${t.late_91} > 0`),
  ],
);

/** A contract's payment discipline (the order-payment-discipline list: skipped and late payments). */
export const contractScores = pgTable(
  'contract_scores',
  {
    contract_id: bigint('contract_id', { mode: 'number' })
      .primaryKey()
      .references(() => contracts.id),
    client_id: bigint('client_id', { mode: 'number' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    ...disciplineColumns,
  },
  (t) => [
    index('contract_scores_client').on(t.client_id, t.contract_id),
    index('contract_scores_skipped').on(t.skipped, t.contract_id),
    index('contract_scores_paid_late').on(t.paid_late, t.contract_id),
    index('contract_scores_worst').on(t.worst_days_late, t.contract_id),
    index('contract_scores_branch_skipped').on(t.branch_id, t.skipped, t.contract_id),
    index('contract_scores_branch_late').on(t.branch_id, t.paid_late, t.contract_id),
  ],
);

/**
 * Each close of day's `ratings.scores` run: the settlements and contract
 * events it took as changes (ids in (`from`, `to`]), so a re-run of the same
 * date recomputes the same clients.
 */
export const clientScoreRuns = pgTable('client_score_runs', {
  business_date: date('business_date', { mode: 'string' }).primaryKey(),
  from_settlement_id: bigint('from_settlement_id', { mode: 'number' }).notNull(),
  to_settlement_id: bigint('to_settlement_id', { mode: 'number' }).notNull(),
  from_event_id: bigint('from_event_id', { mode: 'number' }).notNull(),
  to_event_id: bigint('to_event_id', { mode: 'number' }).notNull(),
  clients: integer('clients').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A form sent to the credit bureau (KATM): APPLICATION, DECLINE, CONTRACT,
 * SCHEDULE, REPAYMENT, STATUS about a subject (an order, a contract, a
 * settlement) at a version; `idempotency_key` (`form:subject:version`) is
 * unique, so the same form of the same subject version is never queued or
 * sent twice. PENDING → SENDING → ACCEPTED (the bureau took it, `report_id`),
 * REJECTED (it refused the content, kept with its answer) or FAILED (not
 * reached: timeout, down; re-sent by the job).
 */
export const katmSubmissions = pgTable(
  'katm_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    form: text('form').notNull(),
    subject_kind: text('subject_kind').notNull(),
    subject_id: bigint('subject_id', { mode: 'number' }).notNull(),
    subject_version: text('subject_version').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    /** The claim id the bureau knows the application and its contract by. */
    claim_id: text('claim_id').notNull(),
    client_id: bigint('client_id', { mode: 'number' }),
    branch_id: integer('branch_id'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    provider: text('provider'),
    answer: jsonb('answer'),
    message: text('message'),
    report_id: text('report_id'),
    /** AUTO (queued by a signing, a payment, the close of day) or MANUAL (from the screen). */
    source: text('source').notNull().default('AUTO'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...created,
  },
  (t) => [
    uniqueIndex('katm_submissions_key').on(t.idempotency_key),
    index('katm_submissions_form').on(t.form, t.id),
    index('katm_submissions_status').on(t.status, t.id),
    index('katm_submissions_form_status').on(t.form, t.status, t.id),
    index('katm_submissions_date').on(t.business_date, t.id),
    index('katm_submissions_client').on(t.client_id, t.id),
    index('katm_submissions_subject').on(t.subject_kind, t.subject_id, t.id),
    index('katm_submissions_due')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('PENDING', 'FAILED', 'SENDING')`),
  ],
);
