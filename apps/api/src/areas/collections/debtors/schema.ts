import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created } from '../../../platform/db/schema.ts';
import { clients } from '../../sales/clients/schema.ts';
import { contracts } from '../../sales/contracts/schema.ts';

/**
 * Collections (issue 11): the history of a late contract's stages, the
 * contacts with the client, and the close of day that moves contracts on.
 * A contract's current stage, when it entered it and its last contact sit
 * on `contracts` (`stage_id`, `stage_since`, `last_contact_at`) so lists
 * filter and sort on them; these tables explain how they got there.
 */

/**
 * Each move of a contract from one collection stage (`process_stages`) to
 * another, by a person (`source` MANUAL, with a reason) or by the close of
 * day (`source` JOB, for its `business_date`; at most one such move per
 * contract and date, so a re-run of the same date changes nothing).
 * `to_stage_id` null: the contract left the process (paid up, closed).
 */
export const contractStageMoves = pgTable(
  'contract_stage_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    from_stage_id: integer('from_stage_id'),
    to_stage_id: integer('to_stage_id'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    reason: text('reason'),
    /** Days late of the contract when it moved. */
    days_late: integer('days_late').notNull().default(0),
    ...created,
  },
  (t) => [
    index('contract_stage_moves_contract').on(t.contract_id, t.id),
    index('contract_stage_moves_date').on(t.business_date, t.id),
    uniqueIndex('contract_stage_moves_job_once')
      .on(t.contract_id, t.business_date)
      .where(sql`${t.source} = 'JOB'`),
  ],
);

/**
 * A contact with a client about a contract: a call, a visit, a letter, an
 * SMS, with its comment type (`contract_comment_types`), what was said, and
 * a promise to pay when one was made.
 */
export const contractComments = pgTable(
  'contract_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    /** CALL, VISIT, LETTER, SMS, OTHER. */
    contact: text('contact').notNull(),
    comment_type_id: integer('comment_type_id'),
    text: text('text').notNull(),
    promised_date: date('promised_date', { mode: 'string' }),
    /** Minor units of the contract's currency. */
    promised_sum: bigint('promised_sum', { mode: 'bigint' }),
    ...created,
  },
  (t) => [
    index('contract_comments_contract').on(t.contract_id, t.id),
    index('contract_comments_client').on(t.client_id, t.id),
    index('contract_comments_type').on(t.comment_type_id, t.id),
    index('contract_comments_created').on(t.created_at),
  ],
);

/**
 * The close of day (`modules/close-of-day`): one row per business date
 * closed, in order, with the figures each step reported. The last row is the
 * last closed date; a missed date is closed before the next one.
 */
export const businessDays = pgTable('business_days', {
  business_date: date('business_date', { mode: 'string' }).primaryKey(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});

/** Each step of a date's close: done once unless forced; its figures for the report. */
export const businessDaySteps = pgTable(
  'business_day_steps',
  {
    business_date: date('business_date', { mode: 'string' })
      .notNull()
      .references(() => businessDays.business_date),
    step: text('step').notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    millis: integer('millis').notNull(),
    result: jsonb('result').notNull(),
  },
  (t) => [primaryKey({ columns: [t.business_date, t.step] })],
);
