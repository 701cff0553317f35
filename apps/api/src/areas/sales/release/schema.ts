import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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
import { users } from '../../../platform/db/schema.ts';
import { cashTrades } from '../cash-trading/schema.ts';
import { contracts } from '../contracts/schema.ts';

/**
 * Release of sold goods (issue 10 item 6). An output invoice takes some or
 * all of what a sold contract (ACTIVE) or a paid cash trade has not yet
 * received out of one warehouse. Approving it posts one OUTPUT movement a
 * line at FIFO cost (`stock_movements.doc_type = 'output_invoice'`,
 * `document_id` the invoice, `line_id` the line), marks the chosen serials
 * OUT, and adds the quantity and cost to the sale's items (`released`,
 * `cost_uzs`) and the cost to the sale, all in one transaction; cancelling
 * an approved invoice reverses those movements and takes all of it back.
 * The goods then reach the client: taken away (TAKE_AWAY → COMPLETED) or
 * delivered by a driver (COLLECTING → DELIVERY → COMPLETED); every step is
 * an event row with who and when.
 */
export const outputInvoices = pgTable(
  'output_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Per branch, from the document counters (kind OUTPUT_INVOICE). */
    number: bigint('number', { mode: 'number' }).notNull(),
    /** The warehouse's branch. */
    branch_id: integer('branch_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    /** CONTRACT or CASH_TRADE: which of the two sale ids is set. */
    sale_kind: text('sale_kind').notNull(),
    contract_id: bigint('contract_id', { mode: 'number' }).references(() => contracts.id),
    cash_trade_id: bigint('cash_trade_id', { mode: 'number' }).references(() => cashTrades.id),
    client_id: bigint('client_id', { mode: 'number' }),
    /** CREATED → APPROVED (stock out) → CANCELED (reversed); CREATED → CANCELED. */
    status: text('status').notNull().default('CREATED'),
    doc_date: date('doc_date', { mode: 'string' }).notNull(),
    /** TAKE_AWAY (the client takes it) or DELIVERY (a driver brings it). */
    handover: text('handover').notNull(),
    /**
     * Set when approved: TAKE_AWAY (waiting at the warehouse) → COMPLETED, or
     * COLLECTING → DELIVERY → COMPLETED; null before approval and after cancelling.
     */
    handover_status: text('handover_status'),
    driver_id: integer('driver_id'),
    /** Where to deliver: the client card's address unless typed otherwise. */
    address: text('address'),
    delivery_date: date('delivery_date', { mode: 'string' }),
    /** FIFO cost of the released goods, UZS minor units (0 until approved). */
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    note: text('note'),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('output_invoices_number').on(t.branch_id, t.number),
    index('output_invoices_status').on(t.status, t.id),
    index('output_invoices_sale_kind').on(t.sale_kind, t.id),
    index('output_invoices_handover_kind').on(t.handover, t.id),
    index('output_invoices_warehouse').on(t.warehouse_id, t.id),
    index('output_invoices_branch').on(t.branch_id, t.id),
    index('output_invoices_date').on(t.doc_date, t.id),
    index('output_invoices_contract').on(t.contract_id, t.id),
    index('output_invoices_cash_trade').on(t.cash_trade_id, t.id),
    index('output_invoices_client').on(t.client_id, t.id),
    // The pickup and delivery screens: approved invoices of one hand-over kind by their step.
    index('output_invoices_handover')
      .on(t.handover, t.handover_status, t.id)
      .where(sql`${t.handover_status} is not null`),
    index('output_invoices_driver').on(t.driver_id, t.id),
    index('output_invoices_delivery_date').on(t.delivery_date, t.id),
    check(
      'output_invoices_one_sale',
      sql`(${t.sale_kind} = 'CONTRACT' and ${t.contract_id} is not null and ${t.cash_trade_id} is null)
        or (${t.sale_kind} = 'CASH_TRADE' and ${t.cash_trade_id} is not null and ${t.contract_id} is null)`,
    ),
  ],
);

/** What an invoice releases: a quantity of one item of the sale (contract_items or cash_trade_items). */
export const outputInvoiceLines = pgTable(
  'output_invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoice_id: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => outputInvoices.id),
    /** The sale's item: contract_items.id or cash_trade_items.id, by the invoice's sale_kind. */
    item_id: bigint('item_id', { mode: 'number' }).notNull(),
    product_id: integer('product_id').notNull(),
    /** Thousandths, > 0. */
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    /** FIFO cost the goods left with, UZS minor units (set when approved). */
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The OUTPUT movement of the approval. */
    movement_id: bigint('movement_id', { mode: 'number' }),
    /** INSTALLATION when the item needs installing and the line is released (issue 12 installs it). */
    installation_status: text('installation_status'),
  },
  (t) => [
    index('output_invoice_lines_invoice').on(t.invoice_id, t.id),
    index('output_invoice_lines_item').on(t.item_id),
    index('output_invoice_lines_installation')
      .on(t.installation_status, t.id)
      .where(sql`${t.installation_status} is not null`),
    check('output_invoice_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The units (serials, IMEIs) a line of a serial-tracked product releases. */
export const outputInvoiceSerials = pgTable(
  'output_invoice_serials',
  {
    line_id: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => outputInvoiceLines.id),
    serial_id: bigint('serial_id', { mode: 'number' }).notNull(),
    serial: text('serial').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.line_id, t.serial_id] }),
    index('output_invoice_serials_serial').on(t.serial_id),
  ],
);

/** Every step of an invoice (create, approve, cancel, dispatch, deliver, recall, hand over, edit) with who and when. */
export const outputInvoiceEvents = pgTable(
  'output_invoice_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoice_id: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => outputInvoices.id),
    event: text('event').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    data: jsonb('data'),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('output_invoice_events_invoice').on(t.invoice_id, t.id)],
);
