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
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * The money journal (issue 9, DECISIONS.md "Money"): double entry. An
 * operation is a header; once approved it owns immutable postings (+ debit,
 * − credit, minor units) that sum to zero in each currency (a deferred
 * constraint trigger checks it at commit, another refuses UPDATE/DELETE of a
 * posting: migration `money_journal_triggers`). Each account keeps a balance
 * row beside its postings, changed in the same transaction.
 */

/** An account: (kind, ref id, currency); `ref_id` 0 for the company-wide ones (exchange, other income). */
export const moneyAccounts = pgTable(
  'money_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ref_id: bigint('ref_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [uniqueIndex('money_accounts_key').on(t.kind, t.ref_id, t.currency)],
);

/**
 * Each account's cumulative debit and credit and their difference, so a
 * balance is read in O(1). `floor_zero` (cash in a cashbox) forbids a
 * negative balance as a last line behind the service's 409.
 *
 * Hot accounts (DECISIONS.md "Money": hot accounts): an account without a
 * floor keeps its balance over up to `BALANCE_STRIPES` rows (`stripe`),
 * each transaction moving the one its transaction id picks, so concurrent
 * postings to one company-wide account (other income, an expense item) do
 * not queue on one row; its balance is the sum of its rows. A floor
 * account keeps the one row, stripe 0, locked to check the floor.
 */
export const moneyBalances = pgTable(
  'money_balances',
  {
    account_id: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => moneyAccounts.id),
    stripe: smallint('stripe').notNull().default(0),
    debit: bigint('debit', { mode: 'bigint' }).notNull().default(sql`0`),
    credit: bigint('credit', { mode: 'bigint' }).notNull().default(sql`0`),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    floor_zero: boolean('floor_zero').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.account_id, t.stripe], name: 'money_balances_pkey' }),
    check('money_balances_sum', sql`${t.balance} = ${t.debit} - ${t.credit}`),
    check('money_balances_floor', sql`not ${t.floor_zero} or ${t.balance} >= 0`),
    check('money_balances_floor_one_row', sql`not ${t.floor_zero} or ${t.stripe} = 0`),
  ],
);

/** An operation: what, where, when, how much, who, its status, the document it belongs to. */
export const moneyOperations = pgTable(
  'money_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    branch_id: integer('branch_id'),
    cashbox_id: integer('cashbox_id'),
    /** Business date in Asia/Tashkent. */
    business_date: date('business_date', { mode: 'string' }).notNull(),
    /** The operation's amount (minor units, positive) in its currency. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The counterpart account's kind and record (income type, cost item, supplier, ...). */
    counterpart_kind: text('counterpart_kind'),
    counterpart_id: bigint('counterpart_id', { mode: 'number' }),
    /** An exchange's rate (UZS per USD), kept as entered. */
    rate: numeric('rate', { precision: 16, scale: 4 }),
    /** CREATED → APPROVED (posted) → CANCELED (reversed), or CREATED → CANCELED. */
    status: text('status').notNull().default('CREATED'),
    /** The postings it makes when approved: [{ kind, ref_id, currency, amount }]. */
    lines: jsonb('lines').notNull(),
    comment: text('comment'),
    doc_type: text('doc_type'),
    doc_id: bigint('doc_id', { mode: 'number' }),
    /** The approved operation this one reverses. */
    reversal_of: bigint('reversal_of', { mode: 'number' }),
    idempotency_key: text('idempotency_key'),
    created_by: integer('created_by').references(() => users.id),
    approved_by: integer('approved_by').references(() => users.id),
    canceled_by: integer('canceled_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('money_operations_date').on(t.business_date, t.id),
    index('money_operations_type_date').on(t.type, t.business_date, t.id),
    index('money_operations_branch_date').on(t.branch_id, t.business_date, t.id),
    index('money_operations_cashbox_date').on(t.cashbox_id, t.business_date, t.id),
    index('money_operations_status_date').on(t.status, t.business_date, t.id),
    // the counterpart filter of the cash screens and the expenses screens (one cost item's operations)
    index('money_operations_counterpart_date').on(
      t.counterpart_kind,
      t.counterpart_id,
      t.business_date,
      t.id,
    ),
    index('money_operations_doc').on(t.doc_type, t.doc_id),
    uniqueIndex('money_operations_reversal_of').on(t.reversal_of),
    uniqueIndex('money_operations_idempotency').on(t.created_by, t.idempotency_key),
  ],
);

/** Immutable postings: + debit, − credit, in the account's currency. */
export const moneyPostings = pgTable(
  'money_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operation_id: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => moneyOperations.id),
    account_id: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => moneyAccounts.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('money_postings_operation').on(t.operation_id),
    index('money_postings_account_date').on(t.account_id, t.business_date, t.id),
  ],
);

/**
 * Idempotency keys of POSTs that move money: (user, key) → the request's
 * hash and the first answer. Claimed before the handler runs, so a
 * concurrent duplicate sees the claim; kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    /** Null while the first request is in progress. */
    status_code: integer('status_code'),
    response: text('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key').on(t.user_id, t.key),
    index('idempotency_keys_expires').on(t.expires_at),
  ],
);

/**
 * What each account was debited and credited per business date and operation
 * type: kept by `postLines` in the statement that appends the postings (the
 * account's balance row is locked first, so these rows change under the same
 * lock). A balance at a past date is the balance row less the days after it,
 * and a period's turnover reads at most a row per day and type: the turnover
 * of a cashbox for a year reads a few hundred rows however many postings
 * there are (DECISIONS.md "Cash turnover from daily sums").
 */
export const moneyDaily = pgTable(
  'money_daily',
  {
    account_id: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => moneyAccounts.id),
    /** The balance row's stripe whose lock guards this row (0 for a floor account). */
    stripe: smallint('stripe').notNull().default(0),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    debit: bigint('debit', { mode: 'bigint' }).notNull().default(sql`0`),
    credit: bigint('credit', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [uniqueIndex('money_daily_key').on(t.account_id, t.business_date, t.type, t.stripe)],
);

/**
 * The same sums per calendar month (`month`: its first day), so what moved
 * after a past date reads at most a row per month and the days left of its
 * month: the residues at a date two years back stay as fast as today's.
 */
export const moneyMonthly = pgTable(
  'money_monthly',
  {
    account_id: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => moneyAccounts.id),
    /** As in `money_daily`. */
    stripe: smallint('stripe').notNull().default(0),
    month: date('month', { mode: 'string' }).notNull(),
    debit: bigint('debit', { mode: 'bigint' }).notNull().default(sql`0`),
    credit: bigint('credit', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [uniqueIndex('money_monthly_key').on(t.account_id, t.month, t.stripe)],
);

/**
 * A cash order: money asked to move from one cashbox to another. CREATED by
 * the source cashier → SENT (the money leaves the source into `in_transit`,
 * a MOVE_OUTPUT) → APPROVED by the receiving cashier (a MOVE_INPUT into the
 * target) or REJECTED (a MOVE_INPUT back into the source); a CREATED one may
 * be CANCELED (nothing posted). The steps: `@savdo/shared/schemas/cash-orders`.
 */
export const cashOrders = pgTable(
  'cash_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    status: text('status').notNull().default('CREATED'),
    source_cashbox_id: integer('source_cashbox_id').notNull(),
    source_branch_id: integer('source_branch_id').notNull(),
    target_cashbox_id: integer('target_cashbox_id').notNull(),
    target_branch_id: integer('target_branch_id').notNull(),
    /** Business date of its entry (Asia/Tashkent). */
    order_date: date('order_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    comment: text('comment'),
    /** The journal's operations: the sending (MOVE_OUTPUT) and the receipt or return (MOVE_INPUT). */
    send_operation_id: bigint('send_operation_id', { mode: 'number' }).references(() => moneyOperations.id),
    receive_operation_id: bigint('receive_operation_id', { mode: 'number' }).references(
      () => moneyOperations.id,
    ),
    idempotency_key: text('idempotency_key'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    sent_by: integer('sent_by').references(() => users.id),
    received_by: integer('received_by').references(() => users.id),
    canceled_by: integer('canceled_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    check('cash_orders_amount', sql`${t.amount} > 0`),
    check('cash_orders_two_cashboxes', sql`${t.source_cashbox_id} <> ${t.target_cashbox_id}`),
    index('cash_orders_date').on(t.order_date, t.id),
    index('cash_orders_status_date').on(t.status, t.order_date, t.id),
    index('cash_orders_source_date').on(t.source_cashbox_id, t.order_date, t.id),
    index('cash_orders_target_date').on(t.target_cashbox_id, t.order_date, t.id),
    index('cash_orders_source_branch_date').on(t.source_branch_id, t.order_date, t.id),
    index('cash_orders_target_branch_date').on(t.target_branch_id, t.order_date, t.id),
    uniqueIndex('cash_orders_idempotency').on(t.created_by, t.idempotency_key),
  ],
);
