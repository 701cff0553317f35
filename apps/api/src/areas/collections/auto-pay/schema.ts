import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdColumns as created, users } from '../../../platform/db/schema.ts';
import { clients } from '../../sales/clients/schema.ts';
import { contracts } from '../../sales/contracts/schema.ts';

/**
 * Auto-payment by card and online payments (issue 11 item 4, module
 * `auto-pay`). Cards are tokens of the card processor (Payme's subscribe
 * API): the full number is never stored, only its mask. Debits and online
 * payments post through the settlement engine and the money journal; these
 * tables keep what the provider was asked and answered.
 */

/**
 * A client's card: PENDING (created, the SMS code sent), ACTIVE (verified:
 * the token may be charged), REMOVED, EXPIRED (the processor refused it as
 * expired). `token` is the processor's; never sent to a browser.
 */
export const contractCards = pgTable(
  'contract_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    /** `860006******6311`. */
    masked_number: text('masked_number').notNull(),
    /** `MM/YY`. */
    expire: text('expire').notNull(),
    token: text('token').notNull(),
    provider: text('provider').notNull(),
    /** The phone the processor sent the code to, as it shows it (masked). */
    phone: text('phone'),
    status: text('status').notNull().default('PENDING'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    removed_by: integer('removed_by').references(() => users.id),
    ...created,
  },
  (t) => [
    index('contract_cards_client').on(t.client_id, t.id),
    index('contract_cards_status').on(t.status, t.id),
    uniqueIndex('contract_cards_token').on(t.provider, t.token),
  ],
);

/**
 * Which card pays which contract (one active card a contract; a card may pay
 * several contracts of its client), and whether the contract is connected to
 * auto-payment (`auto_pay`: the close of day queues its due instalments).
 */
export const contractCardLinks = pgTable(
  'contract_card_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    card_id: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => contractCards.id),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    active: boolean('active').notNull().default(true),
    auto_pay: boolean('auto_pay').notNull().default(false),
    auto_pay_since: timestamp('auto_pay_since', { withTimezone: true }),
    /** Who connected the contract: the debits post in their name. */
    auto_pay_by: integer('auto_pay_by').references(() => users.id),
    detached_at: timestamp('detached_at', { withTimezone: true }),
    detached_by: integer('detached_by').references(() => users.id),
    ...created,
  },
  (t) => [
    uniqueIndex('contract_card_links_one_active').on(t.contract_id).where(sql`${t.active}`),
    index('contract_card_links_card').on(t.card_id, t.id),
    index('contract_card_links_auto').on(t.auto_pay, t.id).where(sql`${t.active}`),
    index('contract_card_links_created').on(t.created_at, t.id),
  ],
);

/**
 * One debit of one instalment (`n`) of a connected contract, queued by the
 * close of day for `business_date`. QUEUED → PROCESSING (claimed by the job)
 * → PAID (settled: `settlement_id`), or FAILED_FUNDS / FAILED_CARD / FAILED /
 * SKIPPED (paid otherwise meanwhile), or UNKNOWN (the processor did not
 * answer: the receipt is checked before anything else). At most one open
 * debit per instalment, and one a date and rung (`step`): a replayed or
 * concurrent run never makes a second receipt. A USD contract's row is in cents and charged in
 * soʻm at the day's rate (`rate`, `charged_uzs`). `receipt_id` is the processor's; its `order_id`
 * is this row's id. CANCELED: a paid debit reversed (`reversal_id`).
 */
export const autoPayDebits = pgTable(
  'auto_pay_debits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    n: smallint('n').notNull(),
    card_id: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => contractCards.id),
    branch_id: integer('branch_id').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    /** Minor units of the contract's currency (tiyin of a UZS contract, cents of a USD one). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /**
     * A USD contract's debit is charged in soʻm: the day's rate (UZS per USD)
     * and the tiyin its receipt asks for, set with `receipt_id` when the
     * receipt is made, so the posting takes these very sums whatever the
     * rate is by then. Null for a UZS contract.
     */
    rate: numeric('rate', { precision: 14, scale: 4 }),
    charged_uzs: bigint('charged_uzs', { mode: 'bigint' }),
    status: text('status').notNull().default('QUEUED'),
    receipt_id: text('receipt_id'),
    settlement_id: bigint('settlement_id', { mode: 'number' }),
    reversal_id: bigint('reversal_id', { mode: 'number' }),
    error_code: integer('error_code'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The rung of the day's ladder (DECISIONS.md "Auto-payment", not enough
     * money): 0 the sum due, queued by the close of day; 1, 2, … a smaller
     * sum, queued by the job when the rung before it was refused for want of
     * money. Each rung is a row of its own: its own receipt and settlement key.
     */
    step: smallint('step').notNull().default(0),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    canceled_by: integer('canceled_by').references(() => users.id),
    ...created,
  },
  (t) => [
    uniqueIndex('auto_pay_debits_once_a_date').on(t.contract_id, t.n, t.business_date, t.step),
    uniqueIndex('auto_pay_debits_one_open')
      .on(t.contract_id, t.n)
      .where(sql`${t.status} in ('QUEUED', 'PROCESSING', 'UNKNOWN')`),
    index('auto_pay_debits_claim')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('QUEUED', 'PROCESSING', 'UNKNOWN')`),
    index('auto_pay_debits_date').on(t.business_date, t.id),
    index('auto_pay_debits_status_date').on(t.status, t.business_date, t.id),
    index('auto_pay_debits_branch_date').on(t.branch_id, t.business_date, t.id),
    index('auto_pay_debits_contract').on(t.contract_id, t.id),
  ],
);

/**
 * A payment a client made through a payment app (Payme or Click merchant
 * callbacks): `provider_id` is the provider's transaction id (unique per
 * provider). State as Payme counts it: 1 created, 2 performed (settled:
 * `settlement_id`), -1 cancelled before, -2 cancelled after perform
 * (`reversal_id`). Times are the provider's, in milliseconds.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    provider_id: text('provider_id').notNull(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    branch_id: integer('branch_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: smallint('state').notNull().default(1),
    reason: integer('reason'),
    provider_time: bigint('provider_time', { mode: 'number' }).notNull(),
    create_time: bigint('create_time', { mode: 'number' }).notNull(),
    perform_time: bigint('perform_time', { mode: 'number' }).notNull().default(0),
    cancel_time: bigint('cancel_time', { mode: 'number' }).notNull().default(0),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    settlement_id: bigint('settlement_id', { mode: 'number' }),
    reversal_id: bigint('reversal_id', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payments_provider_id').on(t.provider, t.provider_id),
    index('online_payments_date').on(t.business_date, t.id),
    index('online_payments_state_date').on(t.state, t.business_date, t.id),
    index('online_payments_provider_date').on(t.provider, t.business_date, t.id),
    index('online_payments_branch_date').on(t.branch_id, t.business_date, t.id),
    index('online_payments_contract').on(t.contract_id, t.id),
    index('online_payments_provider_time').on(t.provider, t.provider_time),
  ],
);
