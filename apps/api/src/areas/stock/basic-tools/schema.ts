import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, users } from '../../../platform/db/schema.ts';

/**
 * Fixed assets in use (basic-tools). Assets come in and move on the stock
 * ledger as items of kind `asset`; putting them to use takes them out of a
 * warehouse and makes one unit per piece. Each unit's book value is the sum
 * of its append-only entries (put to use +cost, wear −, repricing ±,
 * write-off −rest) and is kept on the unit in the same transaction. Money in
 * tiyin (bigint).
 */

/** A put-to-use act: N pieces of one asset out of a warehouse into a room, under a responsible person. */
export const assetPutToUse = pgTable(
  'asset_put_to_use',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull(),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    warehouse_id: integer('warehouse_id').notNull(),
    asset_product_id: integer('asset_product_id').notNull(),
    /** Whole pieces. */
    quantity: integer('quantity').notNull(),
    room_id: integer('room_id').notNull(),
    responsible_id: integer('responsible_id')
      .notNull()
      .references(() => users.id),
    doc_date: date('doc_date', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The stock movement (PUT_TO_USE) that took the pieces out, and their FIFO cost. */
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
    cost: bigint('cost', { mode: 'bigint' }).notNull(),
    /** POSTED, or CANCELED (its movement reversed, its units CANCELED). */
    status: text('status').notNull().default('POSTED'),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceled_by: integer('canceled_by').references(() => users.id),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('asset_put_to_use_number').on(t.branch_id, t.number),
    index('asset_put_to_use_id').on(t.id),
    index('asset_put_to_use_branch_id').on(t.branch_id, t.id),
    index('asset_put_to_use_warehouse_id').on(t.warehouse_id, t.id),
    index('asset_put_to_use_product_id').on(t.asset_product_id, t.id),
    index('asset_put_to_use_doc_date_id').on(t.doc_date, t.id),
  ],
);

/** One piece of a fixed asset in use: where it is, who answers for it, its cost and book value. */
export const assetUnits = pgTable(
  'asset_units',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    put_to_use_id: bigint('put_to_use_id', { mode: 'number' }).notNull(),
    asset_product_id: integer('asset_product_id').notNull(),
    /** The asset's group when put to use (its yearly rate is read from the group at each run). */
    asset_group_id: integer('asset_group_id').notNull(),
    branch_id: integer('branch_id').notNull(),
    room_id: integer('room_id').notNull(),
    responsible_id: integer('responsible_id').notNull(),
    put_date: date('put_date', { mode: 'string' }).notNull(),
    /** Its share of the FIFO cost it left the warehouse with. */
    cost: bigint('cost', { mode: 'bigint' }).notNull(),
    /** Σ of its entries: cost + repricing − wear − write-off. */
    book_value: bigint('book_value', { mode: 'bigint' }).notNull(),
    /** Σ of its wear entries (positive). */
    wear: bigint('wear', { mode: 'bigint' }).notNull().default(sql`0`),
    /** IN_USE, WRITTEN_OFF, or CANCELED (its put-to-use act was cancelled). */
    status: text('status').notNull(),
    /** The last month worn (YYYY-MM), if any. */
    worn_until: text('worn_until'),
    version: integer('version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('asset_units_id').on(t.id),
    index('asset_units_status_id').on(t.status, t.id),
    index('asset_units_branch_id').on(t.branch_id, t.id),
    index('asset_units_room_id').on(t.room_id, t.id),
    index('asset_units_responsible_id').on(t.responsible_id, t.id),
    index('asset_units_group_id').on(t.asset_group_id, t.id),
    index('asset_units_product_id').on(t.asset_product_id, t.id),
    index('asset_units_put_to_use').on(t.put_to_use_id),
  ],
);

/**
 * The units' ledger: every change of a book value, signed. Never updated or
 * deleted. A unit is worn at most once a month (unique index), so running a
 * month twice posts nothing new.
 */
export const assetEntries = pgTable(
  'asset_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unit_id: bigint('unit_id', { mode: 'number' }).notNull(),
    /** PUT_TO_USE, DEPRECIATION, REPRICING, WRITE_OFF, CANCEL (its put-to-use act cancelled: −cost) */
    type: text('type').notNull(),
    /** Change of the book value, tiyin (wear and write-off negative). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The book value after this entry. */
    book_value: bigint('book_value', { mode: 'bigint' }).notNull(),
    /** Wear: the month it is for (YYYY-MM). */
    month: text('month'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    /** Write-off: its reason (write_off_reasons). */
    reason_id: integer('reason_id'),
    note: text('note'),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('asset_entries_unit').on(t.unit_id, t.id),
    index('asset_entries_type_id').on(t.type, t.id),
    index('asset_entries_month_id').on(t.month, t.id),
    // the non-cash expenses report (R0072): wear and write-offs of a period
    index('asset_entries_type_date').on(t.type, t.business_date, t.id),
    uniqueIndex('asset_entries_unit_month').on(t.unit_id, t.month).where(sql`${t.type} = 'DEPRECIATION'`),
  ],
);
