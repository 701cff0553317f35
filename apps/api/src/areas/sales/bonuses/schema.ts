import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created } from '../../../platform/db/schema.ts';
import { clients } from '../clients/schema.ts';

/**
 * Client bonuses (issue 12 item 2). Points are counted in UZS minor units
 * (1 point = 1 tiyin's worth): a bonus product's price in points, the
 * difference a client pays in cash when points fall short.
 */

/** Each client's bonus balance: always the sum of their history (`checkBonusBalances`). */
export const bonusBalances = pgTable('bonus_balances', {
  client_id: bigint('client_id', { mode: 'number' })
    .primaryKey()
    .references(() => clients.id),
  balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Append-only history of bonus points: EARN (an on-time payment), EARN_REVERSAL
 * (that payment cancelled), ORDER (points spent on a bonus product), RETURN
 * (a bonus product brought back). `balance` is the balance after the row.
 */
export const bonusHistory = pgTable(
  'bonus_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    /** EARN / EARN_REVERSAL: the payment (a contract settlement). */
    settlement_id: bigint('settlement_id', { mode: 'number' }),
    /** ORDER / RETURN: the bonus order. */
    order_id: bigint('order_id', { mode: 'number' }),
    /** RETURN: the return (`bonus_returns`) that gave the points back (an order may come back in parts). */
    return_id: bigint('return_id', { mode: 'number' }),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    ...created,
  },
  (t) => [
    index('bonus_history_client_idx').on(t.client_id, t.id),
    index('bonus_history_kind_idx').on(t.kind, t.id),
    index('bonus_history_date_idx').on(t.business_date, t.id),
    // once per payment and per order: replays and double hooks write nothing
    uniqueIndex('bonus_history_settlement_uq').on(t.settlement_id, t.kind),
    uniqueIndex('bonus_history_order_uq').on(t.order_id, t.kind).where(sql`return_id is null`),
    uniqueIndex('bonus_history_return_uq').on(t.return_id, t.kind),
  ],
);

/** Which products a client may take for points, and for how many (per unit). */
export const bonusProducts = pgTable(
  'bonus_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product_id: integer('product_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    ...created,
  },
  (t) => [
    uniqueIndex('bonus_products_product_uq').on(t.product_id),
    index('bonus_products_active_idx').on(t.active, t.id),
  ],
);

/**
 * A bonus order: a client takes `quantity` units of a bonus product from a
 * warehouse (an OUTPUT at FIFO cost, doc_type `bonus_order`); `points` spent,
 * `difference` paid in cash (a BONUS_DIFFERENCE money operation) when points
 * fall short. Comes back in one or more parts (`bonus_returns`); RETURNED
 * once all of it has.
 */
export const bonusOrders = pgTable(
  'bonus_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    bonus_product_id: bigint('bonus_product_id', { mode: 'number' })
      .notNull()
      .references(() => bonusProducts.id),
    product_id: integer('product_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units brought back so far (`bonus_returns`); RETURNED when it reaches `quantity`. */
    returned_quantity: integer('returned_quantity').notNull().default(0),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    difference: bigint('difference', { mode: 'bigint' }).notNull().default(sql`0`),
    cashbox_id: integer('cashbox_id'),
    operation_id: bigint('operation_id', { mode: 'number' }),
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull(),
    cost_usd: bigint('cost_usd', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('ISSUED'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    idempotency_key: text('idempotency_key'),
    ...created,
  },
  (t) => [
    index('bonus_orders_client_idx').on(t.client_id, t.id),
    index('bonus_orders_status_idx').on(t.status, t.id),
    index('bonus_orders_date_idx').on(t.business_date, t.id),
    index('bonus_orders_difference_idx').on(t.id).where(sql`difference > 0`),
    uniqueIndex('bonus_orders_key_uq').on(t.created_by, t.idempotency_key),
  ],
);

/**
 * Units of a bonus order brought back (the whole order or part of it): the
 * goods in at their share of the cost they left with, the points back in
 * proportion, the rest of their value refunded in cash (DECISIONS.md
 * "Client bonuses" → Return).
 */
export const bonusReturns = pgTable(
  'bonus_returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => bonusOrders.id),
    quantity: integer('quantity').notNull(),
    movement_id: bigint('movement_id', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Cash paid back (the returned units' share of the order's BONUS_DIFFERENCE). */
    difference: bigint('difference', { mode: 'bigint' }).notNull().default(sql`0`),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    cost_usd: bigint('cost_usd', { mode: 'bigint' }).notNull().default(sql`0`),
    refund_operation_id: bigint('refund_operation_id', { mode: 'number' }),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    ...created,
  },
  (t) => [
    index('bonus_returns_order_idx').on(t.order_id, t.id),
    index('bonus_returns_date_idx').on(t.business_date, t.id),
  ],
);
