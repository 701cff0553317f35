import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created, users } from '../../../platform/db/schema.ts';
import { clients } from '../../sales/clients/schema.ts';
import { clientOrders } from '../../sales/contracts/schema.ts';

/**
 * Customer engagement and resale (issue 12 items 4–5): calls staff make to
 * clients, the bonus invoices that reward a caller for the sales that follow
 * a call (each sale earns once), and offers made to former clients with
 * their outcome (an accepted offer opens a client order).
 */

/** A call a staff member made to a client. */
export const clientCalls = pgTable(
  'client_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    caller_id: integer('caller_id')
      .notNull()
      .references(() => users.id),
    /** Business date of the call (Tashkent). */
    call_date: date('call_date', { mode: 'string' }).notNull(),
    /** REACHED, NO_ANSWER, CALL_BACK, REFUSED. */
    outcome: text('outcome').notNull(),
    /** A `contract_comment_types` id (the reference list of comment types). */
    comment_type_id: integer('comment_type_id'),
    comment: text('comment'),
    ...created,
  },
  (t) => [
    index('client_calls_date').on(t.call_date, t.id),
    index('client_calls_caller').on(t.caller_id, t.call_date),
    index('client_calls_client').on(t.client_id, t.call_date),
    index('client_calls_outcome').on(t.outcome, t.call_date, t.id),
  ],
);

/** A caller's bonus for a period in one currency: CREATED → APPROVED → PAID (through the cash journal). */
export const callBonusInvoices = pgTable(
  'call_bonus_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caller_id: integer('caller_id')
      .notNull()
      .references(() => users.id),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('CREATED'),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** The STAFF_OUTPUT money operation that paid it. */
    operation_id: bigint('operation_id', { mode: 'number' }),
    /** CANCELED: why, by whom, when (a paid invoice's payment reversed by `reversal_operation_id`). */
    cancel_reason: text('cancel_reason'),
    canceled_by: integer('canceled_by').references(() => users.id),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    reversal_operation_id: bigint('reversal_operation_id', { mode: 'number' }),
    /** PAYROLL: the BONUS addition to the caller's month that pays it with the salary. */
    payroll_addition_id: bigint('payroll_addition_id', { mode: 'number' }),
    ...created,
  },
  (t) => [
    index('call_bonus_invoices_list').on(t.id),
    index('call_bonus_invoices_status').on(t.status, t.id),
    index('call_bonus_invoices_caller').on(t.caller_id, t.id),
  ],
);

/** A sale that earned a bonus: each sale (contract or cash trade) at most once. */
export const callBonusSales = pgTable(
  'call_bonus_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoice_id: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => callBonusInvoices.id),
    call_id: bigint('call_id', { mode: 'number' })
      .notNull()
      .references(() => clientCalls.id),
    /** CONTRACT or CASH_TRADE. */
    sale_kind: text('sale_kind').notNull(),
    sale_id: bigint('sale_id', { mode: 'number' }).notNull(),
    sale_date: date('sale_date', { mode: 'string' }).notNull(),
    sale_amount: bigint('sale_amount', { mode: 'bigint' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    /** Set when its invoice was cancelled: the sale may earn again (kept to show what the invoice held). */
    released_at: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('call_bonus_sales_sale').on(t.sale_kind, t.sale_id).where(sql`released_at is null`),
    index('call_bonus_sales_invoice').on(t.invoice_id, t.id),
  ],
);

/** An offer to a former client: OFFERED → INVITED | UNFINISHED | REJECTED; → ACCEPTED (an order). */
export const resaleOffers = pgTable(
  'resale_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    text: text('text').notNull(),
    /** The order it proposes: currency, tariff, prepayment, items ({product_id, quantity}). */
    currency: text('currency').notNull(),
    tariff_id: integer('tariff_id').notNull(),
    prepayment: bigint('prepayment', { mode: 'bigint' }).notNull(),
    items: jsonb('items').notNull(),
    status: text('status').notNull().default('OFFERED'),
    /** A `conversation_comments` id (interview comment) of the last outcome. */
    comment_id: integer('comment_id'),
    note: text('note'),
    call_back_date: date('call_back_date', { mode: 'string' }),
    order_id: bigint('order_id', { mode: 'number' }).references(() => clientOrders.id),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...created,
  },
  (t) => [
    index('resale_offers_list').on(t.id),
    index('resale_offers_status').on(t.status, t.id),
    index('resale_offers_client').on(t.client_id, t.id),
    index('resale_offers_call_back').on(t.call_back_date, t.id).where(sql`${t.status} = 'UNFINISHED'`),
  ],
);
