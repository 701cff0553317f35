import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created, users } from '../../../platform/db/schema.ts';
import { clients } from '../clients/schema.ts';

/**
 * Promotions (issue 12 item 3; the spec's "stock"): a raffle over a period.
 * DRAFT (its products, branches and prizes editable; tickets may be
 * collected as a preview) → APPROVED (approval deletes the preview tickets
 * and fixes the setup; tickets collected from the period's sales) → DRAWN
 * (after the period: winners picked from a seed recorded on the draw).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    /** ALL branches, or NOT_ALL: only those in `promotion_branches`. */
    relevance: text('relevance').notNull().default('ALL'),
    /** DRAFT, APPROVED, DRAWN. */
    status: text('status').notNull().default('DRAFT'),
    /** The next ticket number to give. */
    next_ticket: bigint('next_ticket', { mode: 'number' }).notNull().default(1),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    ...created,
  },
  (t) => [index('promotions_status').on(t.status, t.id), index('promotions_period').on(t.date_from, t.id)],
);

/** The branches of a NOT_ALL promotion. */
export const promotionBranches = pgTable(
  'promotion_branches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotion_id: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    branch_id: integer('branch_id').notNull(),
  },
  (t) => [uniqueIndex('promotion_branches_unique').on(t.promotion_id, t.branch_id)],
);

/** The products whose sales give tickets. */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotion_id: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    product_id: integer('product_id').notNull(),
    ...created,
  },
  (t) => [
    uniqueIndex('promotion_products_unique').on(t.promotion_id, t.product_id),
    index('promotion_products_product').on(t.product_id, t.promotion_id),
  ],
);

/** The prizes, one winner each, drawn in `place` order. */
export const promotionPrizes = pgTable(
  'promotion_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotion_id: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    place: smallint('place').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('promotion_prizes_place').on(t.promotion_id, t.place)],
);

/**
 * A numbered ticket: one per whole unit of a promotion product on a signed
 * contract's or a paid cash trade's line. (`sale_kind`, `line_id`, `unit`)
 * is unique per promotion, so a sale never gets tickets twice. A returned
 * unit's ticket is voided (`voided_at`) while the promotion is not drawn:
 * it keeps its number and takes no part in the draw.
 */
export const promotionTickets = pgTable(
  'promotion_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotion_id: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    number: bigint('number', { mode: 'number' }).notNull(),
    /** CONTRACT or CASH_TRADE. */
    sale_kind: text('sale_kind').notNull(),
    sale_id: bigint('sale_id', { mode: 'number' }).notNull(),
    line_id: bigint('line_id', { mode: 'number' }).notNull(),
    unit: integer('unit').notNull(),
    product_id: integer('product_id').notNull(),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    branch_id: integer('branch_id').notNull(),
    sale_date: date('sale_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the unit came back (its sale returned before the draw); null while the ticket plays. */
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by'),
  },
  (t) => [
    uniqueIndex('promotion_tickets_number').on(t.promotion_id, t.number),
    uniqueIndex('promotion_tickets_line').on(t.promotion_id, t.sale_kind, t.line_id, t.unit),
    index('promotion_tickets_client').on(t.promotion_id, t.client_id, t.number),
    index('promotion_tickets_branch').on(t.promotion_id, t.branch_id, t.number),
    // the voided tickets listed in number order: few of many, so not found by scanning the promotion's
    // (those in play are most of it: `promotion_tickets_number` serves them)
    index('promotion_tickets_voided').on(t.promotion_id, t.number).where(sql`${t.voided_at} is not null`),
    // a returned sale's tickets, found to void them
    index('promotion_tickets_sale').on(t.sale_kind, t.sale_id),
  ],
);

/**
 * A promotion's draw: `secret` (32 random bytes, hex) and `seed` =
 * sha256(`promotion id:secret`); the winners follow from the seed and the
 * tickets in number order, so re-running it gives the same winners.
 */
export const promotionDraws = pgTable(
  'promotion_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotion_id: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    secret: text('secret').notNull(),
    seed: text('seed').notNull(),
    ticket_count: integer('ticket_count').notNull(),
    ...created,
  },
  (t) => [uniqueIndex('promotion_draws_promotion').on(t.promotion_id)],
);

/** A winner: the prize, the winning ticket, and the prize given (date, who). */
export const promotionWinners = pgTable(
  'promotion_winners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotion_id: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    prize_id: bigint('prize_id', { mode: 'number' })
      .notNull()
      .references(() => promotionPrizes.id),
    ticket_id: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => promotionTickets.id),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    given_date: date('given_date', { mode: 'string' }),
    given_by: integer('given_by').references(() => users.id),
    given_at: timestamp('given_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_winners_prize').on(t.prize_id),
    uniqueIndex('promotion_winners_ticket').on(t.ticket_id),
    index('promotion_winners_promotion').on(t.promotion_id, t.id),
    index('promotion_winners_given').on(t.promotion_id, t.given_date, t.id),
  ],
);
