import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { investors } from '../../../platform/db/resource-tables.ts';
import { createdColumns, users } from '../../../platform/db/schema.ts';

/**
 * A distribution of a period's profit among investors (company-wide: no
 * branch; `branch_ids` are the branches whose profit it splits, none for
 * the company's). DRAFT → APPROVED → PAID (every line paid). `profit` is
 * R0073's net profit in UZS tiyin as computed when the draft was saved.
 */
export const profitDistributions = pgTable(
  'profit_distributions',
  {
    id: serial('id').primaryKey(),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    /** accrual or cost_recovery (R0073's basis). */
    basis: text('basis').notNull(),
    branch_ids: integer('branch_ids').array().notNull().default(sql`'{}'`),
    profit: bigint('profit', { mode: 'bigint' }).notNull(),
    /** DRAFT, APPROVED, PAID. */
    status: text('status').notNull().default('DRAFT'),
    comment: text('comment'),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    ...createdColumns,
  },
  (t) => [index('profit_distributions_period').on(t.date_to, t.id)],
);

/**
 * An investor's line: the share entered (a weight) and the amount it gives
 * (largest remainder, so the lines sum to the profit). What was paid is the
 * counted INVESTOR_OUTPUT operations whose document is the line
 * (`doc_type` 'profit_distribution_line').
 */
export const profitDistributionLines = pgTable(
  'profit_distribution_lines',
  {
    id: serial('id').primaryKey(),
    distribution_id: integer('distribution_id')
      .notNull()
      .references(() => profitDistributions.id, { onDelete: 'cascade' }),
    investor_id: integer('investor_id')
      .notNull()
      .references(() => investors.id),
    share: numeric('share', { precision: 14, scale: 4 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    uniqueIndex('profit_distribution_lines_investor').on(t.distribution_id, t.investor_id),
    index('profit_distribution_lines_by_investor').on(t.investor_id),
  ],
);
