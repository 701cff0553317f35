import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema.ts';
import { contractItems, contracts } from '../contracts/schema.ts';

/**
 * Requests that change a contract's debt with approval (issue 10 item 3).
 * Each is CREATED → APPROVED (posted through the settlement engine in the
 * same transaction; `settlement_id` names what it posted) or REJECTED.
 */

const decided = {
  decided_by: integer('decided_by').references(() => users.id),
  decided_at: timestamp('decided_at', { withTimezone: true }),
  /** Why a request was rejected. */
  decision_reason: text('decision_reason'),
  created_by: integer('created_by').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A discount on a contract's debt (DISCOUNT: `amount`, forgiven from the
 * last instalment backwards) or closing it with a cost (WRITE_OFF: the rest
 * at approval written off to `cost_item_id`; `amount` is the rest when asked).
 */
export const contractAdjustments = pgTable(
  'contract_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    /** The contract's branch (the lists' filter). */
    branch_id: integer('branch_id').notNull(),
    status: text('status').notNull().default('CREATED'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    /** Minor units of the contract's currency. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    cost_item_id: integer('cost_item_id'),
    reason: text('reason').notNull(),
    settlement_id: bigint('settlement_id', { mode: 'number' }),
    ...decided,
  },
  (t) => [
    index('contract_adjustments_kind').on(t.kind, t.id),
    index('contract_adjustments_status').on(t.kind, t.status, t.id),
    index('contract_adjustments_branch').on(t.kind, t.branch_id, t.id),
    index('contract_adjustments_date').on(t.kind, t.business_date, t.id),
    index('contract_adjustments_contract').on(t.contract_id, t.id),
  ],
);

/**
 * Goods of a contract coming back (DECISIONS.md "Returns"): into
 * `warehouse_id` at the cost they left with, the debt down by their share
 * of the schedule (`debt_reduction`, a RETURN settlement), and what was paid
 * beyond the goods kept paid back (`refund`, a REFUND settlement) out of a
 * cashbox or onto the client's account. The figures are set at approval.
 */
export const contractReturns = pgTable(
  'contract_returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    branch_id: integer('branch_id').notNull(),
    status: text('status').notNull().default('CREATED'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    /** A `product_return_reasons` row. */
    reason_id: integer('reason_id').notNull(),
    comment: text('comment'),
    /** CASHBOX or ACCOUNT. */
    refund_to: text('refund_to').notNull(),
    cashbox_id: integer('cashbox_id'),
    /** The returned goods' net price, minor units of the contract's currency. */
    value: bigint('value', { mode: 'bigint' }).notNull().default(sql`0`),
    debt_reduction: bigint('debt_reduction', { mode: 'bigint' }).notNull().default(sql`0`),
    refund: bigint('refund', { mode: 'bigint' }).notNull().default(sql`0`),
    return_settlement_id: bigint('return_settlement_id', { mode: 'number' }),
    refund_settlement_id: bigint('refund_settlement_id', { mode: 'number' }),
    ...decided,
  },
  (t) => [
    index('contract_returns_status').on(t.status, t.id),
    index('contract_returns_branch').on(t.branch_id, t.id),
    index('contract_returns_date').on(t.business_date, t.id),
    index('contract_returns_contract').on(t.contract_id, t.id),
  ],
);

/** A goods line of a return: how much of a contract line, at what cost, with which serials. */
export const contractReturnItems = pgTable(
  'contract_return_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    return_id: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => contractReturns.id),
    contract_item_id: bigint('contract_item_id', { mode: 'number' })
      .notNull()
      .references(() => contractItems.id),
    product_id: integer('product_id').notNull(),
    /** Thousandths. */
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    /** The cost it came back at (set at approval), UZS minor units. */
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    serials: text('serials').array(),
    /** The stock movement that brought it in. */
    movement_id: bigint('movement_id', { mode: 'number' }),
  },
  (t) => [
    index('contract_return_items_return').on(t.return_id),
    index('contract_return_items_item').on(t.contract_item_id),
  ],
);
