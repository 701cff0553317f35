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
import { users } from '../../../platform/db/schema.ts';

/**
 * Expenses (issue 9 item 5). An estimate is a monthly budget per branch,
 * cost item and currency, CREATED (editable) → APPROVED; once approved it
 * limits the expenses the journal posts to that cost item in that branch and
 * month (`modules/expenses/limit.ts`). A provided service is what a supplier
 * rendered: entering it posts RENDERED_SERVICE_CALCULATED (cost item ⇄
 * supplier), its payments and refunds are journal operations naming it as
 * their document (`doc_type = 'provided_service'`).
 */
export const expenseEstimates = pgTable(
  'expense_estimates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    cost_item_id: integer('cost_item_id').notNull(),
    currency: text('currency').notNull(),
    /** The plan, minor units, positive. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** CREATED → APPROVED. */
    status: text('status').notNull().default('CREATED'),
    comment: text('comment'),
    created_by: integer('created_by').references(() => users.id),
    approved_by: integer('approved_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approved_at: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('expense_estimates_key').on(t.month, t.branch_id, t.cost_item_id, t.currency),
    index('expense_estimates_branch_month').on(t.branch_id, t.month, t.id),
    index('expense_estimates_item_month').on(t.cost_item_id, t.month, t.id),
    index('expense_estimates_status_month').on(t.status, t.month, t.id),
  ],
);

export const providedServices = pgTable(
  'provided_services',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplier_id: integer('supplier_id').notNull(),
    branch_id: integer('branch_id').notNull(),
    cost_item_id: integer('cost_item_id').notNull(),
    service_date: date('service_date', { mode: 'string' }).notNull(),
    description: text('description'),
    /** What the service costs (minor units, positive). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** APPROVED (calculated, posted) → CANCELED (reversed). */
    status: text('status').notNull().default('APPROVED'),
    /** The RENDERED_SERVICE_CALCULATED operation. */
    operation_id: bigint('operation_id', { mode: 'number' }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provided_services_date').on(t.service_date, t.id),
    index('provided_services_supplier_date').on(t.supplier_id, t.service_date, t.id),
    index('provided_services_branch_date').on(t.branch_id, t.service_date, t.id),
    index('provided_services_item_date').on(t.cost_item_id, t.service_date, t.id),
  ],
);
