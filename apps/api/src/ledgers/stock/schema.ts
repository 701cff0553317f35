import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, users } from '../../platform/db/schema.ts';

/**
 * The stock engine's tables. Quantities are bigint thousandths (milli-units),
 * costs bigint minor units (tiyin, cents). Movements are append-only; layers
 * and balances are kept in the same transaction as each movement, so a
 * balance always equals the sum of its movements and is read in O(1).
 */

/** Warehouse documents: supplier inputs and returns, moves, expense outputs and inputs, counting acts. */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    status: text('status').notNull(),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    warehouse_id: integer('warehouse_id').notNull(),
    to_warehouse_id: integer('to_warehouse_id'),
    supplier_id: integer('supplier_id'),
    currency: text('currency').notNull().default('UZS'),
    /** UZS per USD at the document's date (NUMERIC, exact). */
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    doc_date: date('doc_date', { mode: 'string' }).notNull(),
    note: text('note'),
    reason_id: integer('reason_id'),
    total: bigint('total', { mode: 'bigint' }).notNull().default(sql`0`),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_documents_number').on(t.branch_id, t.kind, t.number),
    index('stock_documents_kind_id').on(t.kind, t.id),
    index('stock_documents_kind_status_id').on(t.kind, t.status, t.id),
    index('stock_documents_warehouse_id').on(t.warehouse_id, t.id),
    index('stock_documents_to_warehouse_id').on(t.to_warehouse_id, t.id),
    index('stock_documents_supplier_id').on(t.supplier_id, t.id),
    index('stock_documents_doc_date_id').on(t.doc_date, t.id),
    // The branch reconciliation act: the moves out of a branch's warehouses, and into them, by date.
    index('stock_documents_warehouse_kind_date').on(t.warehouse_id, t.kind, t.doc_date),
    index('stock_documents_to_warehouse_date').on(t.to_warehouse_id, t.doc_date),
  ],
);

export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    document_id: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => stockDocuments.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').notNull(),
    /** Quantity in thousandths; for a counting act, the counted quantity. */
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    /** Counting acts: what the books said when the count began. */
    expected: bigint('expected', { mode: 'bigint' }),
    /** Price per unit in the document's currency, minor units (inputs). */
    price: bigint('price', { mode: 'bigint' }),
    reason_id: integer('reason_id'),
    /** Serial-tracked products: the units' serials and marking codes, in order. */
    serials: text('serials').array(),
    markings: text('markings').array(),
  },
  (t) => [
    index('stock_document_lines_document').on(t.document_id, t.id),
    index('stock_document_lines_product').on(t.product_id),
  ],
);

/** The ledger: every change of stock, signed, with its cost. Never updated or deleted. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is counted: `product` (goods for sale), `material` (inventory items, the tmz account) or `asset` (fixed assets not yet in use). */
    item_kind: text('item_kind').notNull().default('product'),
    product_id: integer('product_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    /** INPUT, OUTPUT, MOVE_INPUT, MOVE_OUTPUT, RETURNED_PRODUCT, EXPENSE_INPUT, EXPENSE_OUTPUT, COUNTING_ACT_INPUT, COUNTING_ACT_OUTPUT, COST_DIFFERENCE (quantity 0) */
    type: text('type').notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull(),
    cost_usd: bigint('cost_usd', { mode: 'bigint' }).notNull(),
    /**
     * What `document_id` and `line_id` point to: null for a warehouse document
     * (stock_documents and its lines); `output_invoice` for a release of sold
     * goods (output_invoices, output_invoice_lines); `contract` or
     * `cash_trade` for goods a client brought back (the sale and its item).
     */
    doc_type: text('doc_type'),
    document_id: bigint('document_id', { mode: 'number' }),
    line_id: bigint('line_id', { mode: 'number' }),
    /** The movement this one reverses (a cancelled document), if any. */
    reverses_id: bigint('reverses_id', { mode: 'number' }),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_warehouse').on(t.item_kind, t.product_id, t.warehouse_id, t.id),
    index('stock_movements_product_id').on(t.product_id, t.id),
    index('stock_movements_warehouse_id').on(t.warehouse_id, t.id),
    index('stock_movements_type_id').on(t.type, t.id),
    index('stock_movements_document').on(t.document_id),
    // Movements of sales documents (releases, client returns) by their document, newest first.
    index('stock_movements_doc_type').on(t.doc_type, t.type, t.id).where(sql`${t.doc_type} is not null`),
    index('stock_movements_date_id').on(t.business_date, t.id),
  ],
);

/**
 * FIFO cost layers: what came in, how much of it is left, and what that
 * remainder cost. A deficit layer (of an output that went below zero) has a
 * negative quantity and cost until inputs settle it.
 */
export const stockLayers = pgTable(
  'stock_layers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is counted: `product` (goods for sale), `material` (inventory items, the tmz account) or `asset` (fixed assets not yet in use). */
    item_kind: text('item_kind').notNull().default('product'),
    product_id: integer('product_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    quantity_in: bigint('quantity_in', { mode: 'bigint' }).notNull(),
    quantity_left: bigint('quantity_left', { mode: 'bigint' }).notNull(),
    cost_left_uzs: bigint('cost_left_uzs', { mode: 'bigint' }).notNull(),
    cost_left_usd: bigint('cost_left_usd', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('stock_layers_open')
      .on(t.item_kind, t.product_id, t.warehouse_id, t.id)
      .where(sql`${t.quantity_left} > 0`),
    uniqueIndex('stock_layers_movement').on(t.movement_id),
    // Deficits (goods sent out below zero) waiting for the next input, oldest first.
    index('stock_layers_deficit')
      .on(t.item_kind, t.product_id, t.warehouse_id, t.id)
      .where(sql`${t.quantity_left} < 0`),
    // The newest input of an item in a warehouse: the unit cost of a surplus or a deficit.
    index('stock_layers_product_id').on(t.item_kind, t.product_id, t.warehouse_id, t.id),
  ],
);

/** Current residue per product and warehouse: the sum of its movements, kept with each one. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    /** What is counted: `product` (goods for sale), `material` (inventory items, the tmz account) or `asset` (fixed assets not yet in use). */
    item_kind: text('item_kind').notNull().default('product'),
    product_id: integer('product_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull(),
    cost_usd: bigint('cost_usd', { mode: 'bigint' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.item_kind, t.product_id, t.warehouse_id] }),
    index('stock_balances_warehouse').on(t.warehouse_id, t.item_kind, t.product_id),
  ],
);

/** Which layers an outgoing movement took from, and at what cost: the explanation of its cost, and how a cancellation puts goods back. */
export const stockConsumptions = pgTable(
  'stock_consumptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
    layer_id: bigint('layer_id', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull(),
    cost_usd: bigint('cost_usd', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('stock_consumptions_movement').on(t.movement_id),
    index('stock_consumptions_layer').on(t.layer_id),
  ],
);

/** What the company owes each supplier, per currency: +invoice, −return, −bonus, −payment (+refund). */
export const supplierLedger = pgTable(
  'supplier_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplier_id: integer('supplier_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** DOCUMENT (an approved invoice or return, or its reversal), BONUS, BONUS_REVERSAL, MONEY (cash/bank). */
    kind: text('kind').notNull().default('DOCUMENT'),
    document_id: bigint('document_id', { mode: 'number' }),
    /** The supplier bonus a BONUS or BONUS_REVERSAL row posts. */
    bonus_id: bigint('bonus_id', { mode: 'number' }),
    /** The money operation a MONEY row mirrors (a supplier payment or refund, or its reversal). */
    money_operation_id: bigint('money_operation_id', { mode: 'number' }),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_ledger_supplier').on(t.supplier_id, t.currency, t.business_date, t.id),
    index('supplier_ledger_bonus').on(t.bonus_id),
  ],
);

/** Each supplier's current debt per currency: the sum of its ledger, kept with each entry. */
export const supplierBalances = pgTable(
  'supplier_balances',
  {
    supplier_id: integer('supplier_id').notNull(),
    currency: text('currency').notNull(),
    debt: bigint('debt', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplier_id, t.currency] })],
);

/** Units of serial-tracked products: where each one is, found by its serial (IMEI) anywhere. */
export const stockSerials = pgTable(
  'stock_serials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product_id: integer('product_id').notNull(),
    serial: text('serial').notNull(),
    /** DataMatrix content of the unit's marking, if it carries one. */
    marking_code: text('marking_code'),
    /** IN_STOCK (in warehouse_id), IN_TRANSIT (on a move), OUT (left: sold, returned, written off). */
    status: text('status').notNull(),
    warehouse_id: integer('warehouse_id'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_serials_product_serial').on(t.product_id, t.serial),
    index('stock_serials_serial').on(t.serial),
    index('stock_serials_marking').on(t.marking_code),
    index('stock_serials_in_stock').on(t.warehouse_id, t.product_id).where(sql`${t.status} = 'IN_STOCK'`),
    // The integrations' lists: marked units, and units whose serial is an IMEI, by status, newest first.
    index('stock_serials_marked').on(t.status, t.id).where(sql`${t.marking_code} is not null`),
    index('stock_serials_imei').on(t.status, t.id).where(sql`${t.serial} ~ '^[0-9]{15}$'`),
  ],
);

/** Which movements carried each unit: its whole history. */
export const stockSerialMoves = pgTable(
  'stock_serial_moves',
  {
    serial_id: bigint('serial_id', { mode: 'number' }).notNull(),
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serial_id, t.movement_id] }),
    index('stock_serial_moves_movement').on(t.movement_id),
  ],
);

/** Every change of a product's selling prices: the four prices before and after, and what they came from. */
export const sellingPriceChanges = pgTable(
  'selling_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product_id: integer('product_id').notNull(),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull(),
    retail_percent: numeric('retail_percent', { precision: 18, scale: 2 }).notNull(),
    wholesale_percent: numeric('wholesale_percent', { precision: 18, scale: 2 }).notNull(),
    markup_source: text('markup_source').notNull(),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    old_retail_uzs: bigint('old_retail_uzs', { mode: 'bigint' }),
    old_retail_usd: bigint('old_retail_usd', { mode: 'bigint' }),
    old_wholesale_uzs: bigint('old_wholesale_uzs', { mode: 'bigint' }),
    old_wholesale_usd: bigint('old_wholesale_usd', { mode: 'bigint' }),
    retail_uzs: bigint('retail_uzs', { mode: 'bigint' }).notNull(),
    retail_usd: bigint('retail_usd', { mode: 'bigint' }).notNull(),
    wholesale_uzs: bigint('wholesale_uzs', { mode: 'bigint' }).notNull(),
    wholesale_usd: bigint('wholesale_usd', { mode: 'bigint' }).notNull(),
    changed_by: integer('changed_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('selling_price_changes_product').on(t.product_id, t.id),
    index('selling_price_changes_id').on(t.id),
    // the selling price changes report (R0046): the changes of a period
    index('selling_price_changes_created_at').on(t.created_at, t.id),
  ],
);

/** Reports of sold IMEI units to the national IMEI registry (through a provider), one per unit. */
export const imeiRegistrations = pgTable(
  'imei_registrations',
  {
    serial_id: bigint('serial_id', { mode: 'number' }).primaryKey(),
    status: text('status').notNull(),
    reference: text('reference'),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imei_registrations_status').on(t.status, t.serial_id)],
);
