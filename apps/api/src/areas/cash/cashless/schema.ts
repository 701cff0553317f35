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
import { users } from '../../../platform/db/schema.ts';

/**
 * Rows of the company's bank statements (issue 9 item 4, DECISIONS.md
 * "Cashless bank accounts"): each bank transaction of an account once (the
 * natural key), what it is booked to, and the journal operation that posts
 * it now (a re-classification reverses that one and points at the new one).
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The company's account (`firm_account_numbers`) whose statement holds the row. */
    account_id: integer('account_id').notNull(),
    currency: text('currency').notNull(),
    doc_date: date('doc_date', { mode: 'string' }).notNull(),
    doc_number: text('doc_number').notNull(),
    /** IN (money came to the account) or OUT. */
    direction: text('direction').notNull(),
    /** Minor units, positive. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    counterparty_name: text('counterparty_name'),
    counterparty_inn: text('counterparty_inn'),
    /** '' when the statement names none (part of the natural key). */
    counterparty_account: text('counterparty_account').notNull().default(''),
    counterparty_mfo: text('counterparty_mfo'),
    purpose: text('purpose'),
    /** UNDIRECTED, SUPPLIER, EXPENSE, INCOME, CASHBOX, INTERNAL, WRONG. */
    target: text('target').notNull().default('UNDIRECTED'),
    target_id: bigint('target_id', { mode: 'number' }),
    /** RULE (on import) or HAND; null while undirected. */
    classified_by: text('classified_by'),
    /** The approved journal operation that posts the row now. */
    operation_id: bigint('operation_id', { mode: 'number' }),
    source: text('source').notNull(),
    imported_by: integer('imported_by').references(() => users.id),
    imported_at: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    classified_at: timestamp('classified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_transactions_natural_key').on(
      t.account_id,
      t.doc_date,
      t.doc_number,
      t.amount,
      t.direction,
      t.counterparty_account,
    ),
    index('bank_transactions_date').on(t.doc_date, t.id),
    index('bank_transactions_account_date').on(t.account_id, t.doc_date, t.id),
    index('bank_transactions_target_date').on(t.target, t.doc_date, t.id),
    index('bank_transactions_target_account_date').on(t.target, t.account_id, t.doc_date, t.id),
    index('bank_transactions_direction_date').on(t.direction, t.doc_date, t.id),
    check('bank_transactions_amount', sql`${t.amount} > 0`),
    check('bank_transactions_direction', sql`${t.direction} in ('IN', 'OUT')`),
  ],
);
