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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created, users } from '../../../platform/db/schema.ts';
import { clients } from '../clients/schema.ts';
import { saleLineColumns } from '../contracts/schema.ts';

/**
 * Cash sales beside `cash_trades` (issue 10 item 5, DECISIONS.md "Cash
 * sales"): each payment part with its journal operation, discounts, returns
 * with their lines, and the fiscal receipts registered with the tax office's
 * online cash register. Money is minor units; quantities thousandths.
 */

/**
 * A sale for cash, card or transfer (or paid later by a fund). Status:
 * CREATED → PAID (→ RETURNED when every item came back) or CANCELED.
 */
export const cashTrades = pgTable(
  'cash_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    status: text('status').notNull().default('CREATED'),
    currency: text('currency').notNull().default('UZS'),
    trade_date: date('trade_date', { mode: 'string' }).notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    discount: bigint('discount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** price − discount. */
    total: bigint('total', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Paid by a fund (a state or partner programme) by bank transfer later. */
    fond_id: integer('fond_id'),
    fiscal_sign: text('fiscal_sign'),
    fiscal_receipt_id: text('fiscal_receipt_id'),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    comment: text('comment'),
    ...created,
    /**
     * The fund's part of a fund sale (`fond_id`), counted in `paid` when the
     * sale is entered; what the fund still owes is its account's balance
     * (`modules/cash-trading`: its proceeds settle its sales oldest first).
     */
    fond_amount: bigint('fond_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Refunded by returns (the goods that came back at their share of the total). */
    refunded: bigint('refunded', { mode: 'bigint' }).notNull().default(sql`0`),
    canceled_by: integer('canceled_by').references(() => users.id),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('cash_trades_number').on(t.branch_id, t.number),
    index('cash_trades_branch_date').on(t.branch_id, t.trade_date, t.id),
    index('cash_trades_status').on(t.status, t.id),
    index('cash_trades_client').on(t.client_id, t.id),
    index('cash_trades_fond').on(t.fond_id, t.id),
    // the lists: newest first by date alone, by sum range, and a fund's sales oldest first (its proceeds settle them)
    index('cash_trades_date').on(t.trade_date, t.id),
    index('cash_trades_total').on(t.total, t.id),
    index('cash_trades_fond_date').on(t.fond_id, t.trade_date, t.id).where(sql`${t.fond_id} is not null`),
  ],
);

export const cashTradeItems = pgTable(
  'cash_trade_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trade_id: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => cashTrades.id),
    ...saleLineColumns,
    /** The cost of what came back (a return takes `cost_uzs × quantity / released`, the last one the rest). */
    returned_cost_uzs: bigint('returned_cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Refunded for what came back (the line's sum less its discount, shared the same way). */
    refunded: bigint('refunded', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    index('cash_trade_items_trade').on(t.trade_id),
    // Goods sold and not yet released (the uncompleted-trades list): only their rows are indexed.
    index('cash_trade_items_unreleased').on(t.trade_id).where(sql`${t.released} < ${t.quantity}`),
    // Lines to install (the installation list's waiting lines): only the marked rows are indexed.
    index('cash_trade_items_installation').on(t.trade_id, t.id).where(sql`${t.needs_installation}`),
  ],
);

/**
 * One part of a trade's payment: a payment type (its group is the method:
 * CASH into a cashbox in UZS or USD, CARD or TRANSFER into the payment
 * type's transit account) or the fund's part of a fund sale (FOND). `amount`
 * is in `currency`; `amount_uzs` what it counts towards the trade (a USD
 * part at `rate`, UZS per USD). `operation_id`: its CASH_TRADING_INPUT
 * operation, so the journal equals the payments.
 */
export const cashTradePayments = pgTable(
  'cash_trade_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trade_id: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => cashTrades.id),
    method: text('method').notNull(),
    payment_type_id: integer('payment_type_id'),
    cashbox_id: integer('cashbox_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 14, scale: 4 }),
    amount_uzs: bigint('amount_uzs', { mode: 'bigint' }).notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    operation_id: bigint('operation_id', { mode: 'number' }).notNull(),
    /** The operation reversing it (a cancelled fund sale's part); the part then counts no more. */
    reversal_id: bigint('reversal_id', { mode: 'number' }),
    ...created,
  },
  (t) => [
    index('cash_trade_payments_trade').on(t.trade_id, t.id),
    index('cash_trade_payments_type').on(t.payment_type_id, t.trade_id),
    index('cash_trade_payments_date').on(t.business_date, t.id),
    index('cash_trade_payments_operation').on(t.operation_id),
    check('cash_trade_payments_amount', sql`${t.amount} > 0 and ${t.amount_uzs} > 0`),
  ],
);

/** A discount given on a trade before its payment completed, with its reason and who gave it. */
export const cashTradeDiscounts = pgTable(
  'cash_trade_discounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trade_id: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => cashTrades.id),
    branch_id: integer('branch_id').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    reason: text('reason').notNull(),
    ...created,
  },
  (t) => [
    index('cash_trade_discounts_trade').on(t.trade_id, t.id),
    index('cash_trade_discounts_date').on(t.business_date, t.id),
    index('cash_trade_discounts_branch_date').on(t.branch_id, t.business_date, t.id),
    check('cash_trade_discounts_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Goods of a paid trade that came back: into `warehouse_id` at the cost
 * they left with, the money refunded from a cashbox or onto the client's
 * account by a RETURNED_CASH_TRADING_PRODUCT operation. Numbered per branch.
 */
export const cashTradeReturns = pgTable(
  'cash_trade_returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull(),
    trade_id: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => cashTrades.id),
    branch_id: integer('branch_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull(),
    /** CASHBOX or CLIENT. */
    refund_to: text('refund_to').notNull(),
    cashbox_id: integer('cashbox_id'),
    operation_id: bigint('operation_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    ...created,
  },
  (t) => [
    uniqueIndex('cash_trade_returns_number').on(t.branch_id, t.number),
    index('cash_trade_returns_trade').on(t.trade_id, t.id),
    index('cash_trade_returns_date').on(t.business_date, t.id),
    index('cash_trade_returns_branch_date').on(t.branch_id, t.business_date, t.id),
  ],
);

/** The lines of a return: which trade line, how many, refunded and at what cost, and its stock movement. */
export const cashTradeReturnItems = pgTable(
  'cash_trade_return_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    return_id: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => cashTradeReturns.id),
    item_id: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => cashTradeItems.id),
    product_id: integer('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull(),
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('cash_trade_return_items_return').on(t.return_id),
    index('cash_trade_return_items_item').on(t.item_id),
  ],
);

/**
 * A fiscal receipt of a trade (SALE, once paid) or of a return (REFUND),
 * registered with the online cash register through the provider
 * (`modules/integrations/fiscal-*.ts`). Entered PENDING in the transaction
 * that makes it due, so none is lost; `doc_key` keeps one per sale or
 * return, and `request_id` is sent as the provider's idempotency key, so a
 * retry after a lost answer never registers a second receipt. The claim
 * (SENDING) keeps two senders apart; one left by a crash expires.
 */
export const cashTradeReceipts = pgTable(
  'cash_trade_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trade_id: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => cashTrades.id),
    return_id: bigint('return_id', { mode: 'number' }),
    /** SALE or REFUND. */
    kind: text('kind').notNull(),
    /** `sale:<trade id>` or `refund:<return id>`. */
    doc_key: text('doc_key').notNull(),
    request_id: text('request_id').notNull(),
    status: text('status').notNull().default('PENDING'),
    payload: jsonb('payload').notNull(),
    provider: text('provider'),
    terminal_id: text('terminal_id'),
    receipt_id: text('receipt_id'),
    fiscal_sign: text('fiscal_sign'),
    qr_url: text('qr_url'),
    fiscal_at: text('fiscal_at'),
    attempts: smallint('attempts').notNull().default(0),
    message: text('message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_trade_receipts_doc').on(t.doc_key),
    uniqueIndex('cash_trade_receipts_request').on(t.request_id),
    index('cash_trade_receipts_trade').on(t.trade_id, t.id),
    index('cash_trade_receipts_due').on(t.status, t.id).where(sql`${t.status} <> 'REGISTERED'`),
  ],
);
