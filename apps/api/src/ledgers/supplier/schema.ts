import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * Supplier settlements beyond the warehouse documents. A bonus a supplier
 * grants is money in UZS or USD that, once approved, reduces the company's
 * debt to it through the supplier ledger (a `BONUS` row); cancelling an
 * approved bonus posts a `BONUS_REVERSAL` row, so nothing is deleted.
 */
export const supplierBonuses = pgTable(
  'supplier_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplier_id: integer('supplier_id').notNull(),
    currency: text('currency').notNull(),
    /** Minor units, positive. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bonus_date: date('bonus_date', { mode: 'string' }).notNull(),
    note: text('note'),
    /** CREATED → APPROVED → CANCELED, or CREATED → CANCELED. */
    status: text('status').notNull().default('CREATED'),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_bonuses_supplier_id').on(t.supplier_id, t.id),
    index('supplier_bonuses_status_id').on(t.status, t.id),
    index('supplier_bonuses_date_id').on(t.bonus_date, t.id),
  ],
);
