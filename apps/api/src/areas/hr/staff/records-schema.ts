import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hrSections } from '../../../platform/db/resource-tables.ts';
import { createdColumns as created, userPositions } from '../../../platform/db/schema.ts';

/** A candidate's status: new, at the interview, hired (an employee row points back), rejected (with a reason). */
export const CANDIDATE_STATUSES = ['NEW', 'INTERVIEW', 'HIRED', 'REJECTED'] as const;

/**
 * People who applied for a job (HR records, issue 13 item 1): who, how to
 * reach them, what they want to do, and where the application stands.
 * Hiring one writes `employees.candidate_id` and turns the status HIRED.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    full_name: text('full_name').notNull(),
    phone: text('phone'),
    birth_date: date('birth_date', { mode: 'string' }),
    hr_section_id: integer('hr_section_id').references(() => hrSections.id),
    user_position_id: integer('user_position_id').references(() => userPositions.id),
    note: text('note'),
    status: text('status').notNull().default('NEW'),
    reject_reason: text('reject_reason'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...created,
  },
  (t) => [
    index('candidates_status').on(t.status, t.id),
    index('candidates_name').on(t.full_name, t.id),
    index('candidates_section').on(t.hr_section_id, t.id),
    check('candidates_status_known', sql`${t.status} in ('NEW', 'INTERVIEW', 'HIRED', 'REJECTED')`),
  ],
);
