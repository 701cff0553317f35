import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created, users } from '../../../platform/db/schema.ts';

/**
 * Installation (issue 12 item 1): one row per sold line that needs installing
 * (a contract's or a cash trade's line), made when a master is assigned
 * (until then the line is INSTALLATION, read from the sale itself).
 * ASSIGNED (master, date) → EXAMINE (the master looked, comes back) →
 * INSTALLED (the master's earning frozen from the rate in force: the product's,
 * else its category's, else the master's own; `earning_source` says which) or REFUSED
 * (with the reason). What a master is paid goes through the money journal
 * (MASTER_OUTPUT, account kind `master`); a master's balance is the sum of
 * the earnings of installed jobs less the journal postings on that account.
 */
export const installations = pgTable(
  'installations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** CONTRACT or CASH_TRADE: which sale the line belongs to. */
    source: text('source').notNull(),
    line_id: bigint('line_id', { mode: 'number' }).notNull(),
    sale_id: bigint('sale_id', { mode: 'number' }).notNull(),
    sale_number: bigint('sale_number', { mode: 'number' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    client_id: bigint('client_id', { mode: 'number' }),
    product_id: integer('product_id').notNull(),
    address: text('address'),
    /** ASSIGNED, EXAMINE, INSTALLED, REFUSED. */
    status: text('status').notNull(),
    master_id: integer('master_id').notNull(),
    install_date: date('install_date', { mode: 'string' }).notNull(),
    installed_on: date('installed_on', { mode: 'string' }),
    /** The master's earning for the job, UZS minor units, frozen when INSTALLED. */
    earning: bigint('earning', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Which rate gave the earning: PRODUCT, CATEGORY or MASTER (`installation_rates`); null until INSTALLED. */
    earning_source: text('earning_source'),
    reason: text('reason'),
    comment: text('comment'),
    version: integer('version').notNull().default(1),
    updated_by: integer('updated_by').references(() => users.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...created,
  },
  (t) => [
    uniqueIndex('installations_line').on(t.source, t.line_id),
    index('installations_status').on(t.status, t.install_date, t.id),
    index('installations_master').on(t.master_id, t.status, t.install_date, t.id),
    index('installations_master_done').on(t.master_id, t.installed_on, t.id),
    index('installations_branch').on(t.branch_id, t.id),
    index('installations_client').on(t.client_id, t.id),
    check('installations_earning', sql`${t.earning} >= 0`),
    check(
      'installations_earning_source',
      sql`${t.earning_source} is null or ${t.earning_source} in ('PRODUCT', 'CATEGORY', 'MASTER')`,
    ),
  ],
);
