import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Sales (issue 10): clients, orders, instalment contracts with their
 * schedules and settlements, and cash trades. Money is minor units
 * (`bigint`) in the record's currency; every change to a schedule is a
 * settlement with its allocation rows (append-only), so a contract's debt is
 * always explained by its rows (DECISIONS.md "Instalment contracts").
 */

const created = {
  created_by: integer('created_by').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A person who buys (product.md "Clients and contracts"). */
export const clients = pgTable(
  'clients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    full_name: text('full_name').notNull(),
    /**
     * The name folded to one Latin spelling (Cyrillic transliterated, apostrophes
     * folded, lower case): search by name in either script compares this.
     */
    name_key: text('name_key').notNull(),
    /** PINFL, the spec's `tin`: 14 digits. */
    pinfl: text('pinfl'),
    /** Series and number, e.g. AA1234567. */
    passport: text('passport'),
    passport_issued_by: text('passport_issued_by'),
    passport_issued_at: date('passport_issued_at', { mode: 'string' }),
    /** `998` + 9 digits each; the first is the main one. */
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    province_id: integer('province_id'),
    region_id: integer('region_id'),
    village_id: integer('village_id'),
    street: text('street'),
    workplace_id: integer('workplace_id'),
    workplace_name: text('workplace_name'),
    position: text('position'),
    birth_date: date('birth_date', { mode: 'string' }),
    /** The birth month (1–12), for the "born in month" filter. */
    birth_month: smallint('birth_month').generatedAlwaysAs(sql`extract(month from birth_date)::smallint`),
    gender: text('gender'),
    interview_comment_id: integer('interview_comment_id'),
    interview_comment: text('interview_comment'),
    customer_flow_source_id: integer('customer_flow_source_id'),
    /** The branch that registered the client. */
    branch_id: integer('branch_id').notNull(),
    /** Set when merged into another card (a duplicate); the card is then inactive. */
    merged_into_id: bigint('merged_into_id', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    ...created,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id),
  },
  (t) => [
    index('clients_name_key').using('btree', t.name_key.op('text_pattern_ops'), t.id),
    index('clients_pinfl').on(t.pinfl),
    index('clients_passport').on(t.passport),
    index('clients_phones').using('gin', t.phones),
    index('clients_branch').on(t.branch_id, t.id),
    index('clients_birth_date').on(t.birth_date),
    index('clients_village').on(t.village_id),
    index('clients_workplace').on(t.workplace_id),
    // Search by name: every word of the search matches the start of a word of the key (a trigram
    // index serves `name_key like '%word%'`; the word-start check runs on its few rows).
    index('clients_name_trgm').using('gin', sql`${t.name_key} gin_trgm_ops`),
    // Duplicates by name with birth date, and the filters of the list (each with the id for its order).
    index('clients_name_birth').on(t.name_key, t.birth_date),
    index('clients_province_id').on(t.province_id, t.id),
    index('clients_region_id').on(t.region_id, t.id),
    index('clients_gender_id').on(t.gender, t.id),
    index('clients_birth_month_id').on(t.birth_month, t.id),
    index('clients_active_id').on(t.active, t.id),
  ],
);

/**
 * Scans kept with a client card (passport, signed documents): the bytes are
 * in the file storage (`integrations/file-storage.ts`) under `storage_key`;
 * this row names them, with their checksum.
 */
export const clientFiles = pgTable(
  'client_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    /** PASSPORT, SIGNED_DOCUMENT, OTHER. */
    kind: text('kind').notNull(),
    original_name: text('original_name').notNull(),
    content_type: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    ...created,
  },
  (t) => [
    index('client_files_client').on(t.client_id, t.id),
    uniqueIndex('client_files_key').on(t.storage_key),
  ],
);

/**
 * A request to put a person on the blacklist (`client_blacklist`) or take an
 * entry off it: CREATED → APPROVED (the list changes in the same
 * transaction) or REJECTED.
 */
export const clientBlacklistOrders = pgTable(
  'client_blacklist_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** ADD or REMOVE. */
    action: text('action').notNull(),
    status: text('status').notNull().default('CREATED'),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    /** REMOVE: the entry taken off; ADD: the entry made on approval. */
    blacklist_id: integer('blacklist_id'),
    full_name: text('full_name').notNull(),
    pinfl: text('pinfl'),
    passport: text('passport'),
    phone: text('phone'),
    reason: text('reason').notNull(),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_comment: text('decision_comment'),
    ...created,
  },
  (t) => [
    index('client_blacklist_orders_status').on(t.status, t.id),
    index('client_blacklist_orders_action').on(t.action, t.id),
    index('client_blacklist_orders_client').on(t.client_id, t.id),
  ],
);

/**
 * A client's order: goods, term and prepayment, CREATED → APPROVED
 * (becomes a contract) or REJECTED by a manager.
 */
export const clientOrders = pgTable(
  'client_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    currency: text('currency').notNull().default('UZS'),
    tariff_id: integer('tariff_id').notNull(),
    months: smallint('months').notNull(),
    /** The down payment the client offers, minor units. */
    prepayment: bigint('prepayment', { mode: 'bigint' }).notNull(),
    payment_day: smallint('payment_day'),
    comment: text('comment'),
    status: text('status').notNull().default('CREATED'),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_reason: text('decision_reason'),
    contract_id: bigint('contract_id', { mode: 'number' }),
    ...created,
  },
  (t) => [
    uniqueIndex('client_orders_number').on(t.branch_id, t.number),
    index('client_orders_status').on(t.status, t.id),
    index('client_orders_client').on(t.client_id, t.id),
    index('client_orders_branch').on(t.branch_id, t.id),
    index('client_orders_number_only').on(t.number),
    index('client_orders_created').on(t.created_at),
  ],
);

export const clientOrderItems = pgTable(
  'client_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => clientOrders.id),
    product_id: integer('product_id').notNull(),
    /** Thousandths. */
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    /** Unit retail price on the order's date, minor units of the order's currency. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    discount: bigint('discount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [index('client_order_items_order').on(t.order_id)],
);

/**
 * An instalment contract (DECISIONS.md "Instalment contracts"). The terms
 * are frozen at signing: price, discount, prepayment, financed remainder R,
 * markup M, debt D = R + M, monthly payment m. `status`: CREATED, ACTIVE,
 * FREEZE, CLOSED, CANCELED, RETURNED; `off_balance` is the collections mark.
 * `rest` (what is left of D and the prepayment) and `next_due_date` (the due
 * date of the oldest instalment not fully settled) are kept beside the
 * schedule in the same transaction as every settlement: lists filter and sort
 * on them; as-of-date figures are derived from the schedule and allocations.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    client_id: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => clients.id),
    order_id: bigint('order_id', { mode: 'number' }),
    status: text('status').notNull().default('CREATED'),
    off_balance: boolean('off_balance').notNull().default(false),
    currency: text('currency').notNull().default('UZS'),
    tariff_id: integer('tariff_id').notNull(),
    months: smallint('months').notNull(),
    markup_percent: numeric('markup_percent', { precision: 7, scale: 2 }).notNull(),
    additional_markup_percent: numeric('additional_markup_percent', { precision: 7, scale: 2 })
      .notNull()
      .default('0'),
    contract_date: date('contract_date', { mode: 'string' }).notNull(),
    payment_day: smallint('payment_day').notNull(),
    /** Sum of the goods at their retail price. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    discount: bigint('discount', { mode: 'bigint' }).notNull().default(sql`0`),
    prepayment: bigint('prepayment', { mode: 'bigint' }).notNull(),
    /** R = price − discount − prepayment. */
    financed: bigint('financed', { mode: 'bigint' }).notNull(),
    /** M = R × (markup + additional) %. */
    markup_amount: bigint('markup_amount', { mode: 'bigint' }).notNull(),
    /** D = R + M. */
    debt: bigint('debt', { mode: 'bigint' }).notNull(),
    monthly: bigint('monthly', { mode: 'bigint' }).notNull(),
    /** Rounding step the schedule used (minor units). */
    rounding: bigint('rounding', { mode: 'bigint' }).notNull(),
    /** What is left to settle of the whole schedule (prepayment row included). */
    rest: bigint('rest', { mode: 'bigint' }).notNull(),
    /** Due date of the oldest instalment not fully settled; null when none is left. */
    next_due_date: date('next_due_date', { mode: 'string' }),
    /** UZS per USD on the contract date (USD contracts). */
    rate: numeric('rate', { precision: 14, scale: 4 }),
    /** FIFO cost of the goods released, UZS minor units (set by the output invoices). */
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    responsible_id: integer('responsible_id').references(() => users.id),
    requisite_id: integer('requisite_id'),
    comment: text('comment'),
    signed_by: integer('signed_by').references(() => users.id),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    closed_on: date('closed_on', { mode: 'string' }),
    ...created,
  },
  (t) => [
    uniqueIndex('contracts_number').on(t.branch_id, t.number),
    // the cash desk finds a contract by its number whatever the branch
    index('contracts_number_any_branch').on(t.number),
    index('contracts_client').on(t.client_id, t.id),
    index('contracts_branch_status').on(t.branch_id, t.status, t.id),
    index('contracts_status').on(t.status, t.id),
    index('contracts_branch_overdue').on(t.branch_id, t.next_due_date).where(sql`${t.status} = 'ACTIVE'`),
    index('contracts_responsible').on(t.responsible_id, t.id),
    index('contracts_date').on(t.contract_date, t.id),
    // the list's filters (apps/api/src/modules/contracts/list.ts)
    index('contracts_number_only').on(t.number),
    index('contracts_rest').on(t.rest, t.id),
    index('contracts_currency').on(t.currency, t.id),
    index('contracts_off_balance').on(t.id).where(sql`${t.off_balance}`),
    index('contracts_next_due').on(t.next_due_date, t.id).where(sql`${t.status} = 'ACTIVE'`),
    index('contracts_closed').on(t.closed_on, t.id).where(sql`${t.status} = 'CLOSED'`),
  ],
);

/** The goods of a contract, at the price of the contract date. */
export const contractItems = pgTable(
  'contract_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    product_id: integer('product_id').notNull(),
    /** Thousandths. */
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    discount: bigint('discount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Released from a warehouse so far / brought back (thousandths). */
    released: bigint('released', { mode: 'bigint' }).notNull().default(sql`0`),
    returned: bigint('returned', { mode: 'bigint' }).notNull().default(sql`0`),
    /** FIFO cost of what was released, UZS minor units. */
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Needs installing (issue 12: INSTALLATION). */
    needs_installation: boolean('needs_installation').notNull().default(false),
  },
  (t) => [
    index('contract_items_contract').on(t.contract_id),
    // Goods sold and not yet released (the uncompleted-trades list): only their rows are indexed.
    index('contract_items_unreleased').on(t.contract_id).where(sql`${t.released} < ${t.quantity}`),
  ],
);

/**
 * The schedule: row 0 is the prepayment due on the contract date, rows
 * 1 … n the instalments. `amount` is due; `markup` its markup share (the
 * rest principal); `paid` and `forgiven` (discounts, early-close bonus,
 * write-offs, returns) are the sums of the allocation rows, kept here in the
 * same transaction. Left = amount − paid − forgiven, never negative.
 */
export const contractSchedule = pgTable(
  'contract_schedule',
  {
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    n: smallint('n').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    markup: bigint('markup', { mode: 'bigint' }).notNull().default(sql`0`),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    forgiven: bigint('forgiven', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * The markup part of paid + forgiven (the sum of the allocations'
     * `markup`): the next allocation's markup part follows from it
     * (packages/shared/src/contracts/allocate.ts), so a settled row's markup
     * parts sum to its markup whatever the order of payments and reversals.
     */
    markup_settled: bigint('markup_settled', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.contract_id, t.n] })],
);

/**
 * What settles a contract's schedule: a payment (PAYMENT, PRE_PAYMENT, from
 * the client's account: ACCOUNT), a DISCOUNT, an EARLY_CLOSE_BONUS, a
 * WRITE_OFF (closing with cost), a RETURN. `amount` is in the contract's
 * currency; `paid_amount`/`paid_currency`/`rate` what the cashier took (a
 * USD contract paid in UZS). `overpaid` went to the client's account. A
 * reversal is a new settlement with `reversal_of` and negated allocations;
 * the original's status becomes CANCELED. `operation_id` is its money
 * journal operation (none for a discount).
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('APPROVED'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    overpaid: bigint('overpaid', { mode: 'bigint' }).notNull().default(sql`0`),
    paid_amount: bigint('paid_amount', { mode: 'bigint' }),
    paid_currency: text('paid_currency'),
    rate: numeric('rate', { precision: 14, scale: 4 }),
    /** CASH, CARD, TRANSFER, ACCOUNT. */
    method: text('method'),
    cashbox_id: integer('cashbox_id'),
    operation_id: bigint('operation_id', { mode: 'number' }),
    reversal_of: bigint('reversal_of', { mode: 'number' }),
    reason: text('reason'),
    approved_by: integer('approved_by').references(() => users.id),
    /** The caller's idempotency key: the same key of the same user answers the settlement it made. */
    idempotency_key: text('idempotency_key'),
    /** The cost item a WRITE_OFF went to. */
    cost_item_id: integer('cost_item_id'),
    /** The contract's branch and currency, kept for the payment lists' filters (set by the engine). */
    branch_id: integer('branch_id'),
    currency: text('currency'),
    /** An early-close bonus: the payment that closed the contract with it (reversed together). */
    linked_id: bigint('linked_id', { mode: 'number' }),
    ...created,
  },
  (t) => [
    // the payment lists (/cashbox/contract-payments, /cashbox/pre-payment): each filter with the date order
    index('contract_settlements_branch_date').on(t.branch_id, t.kind, t.business_date, t.id),
    index('contract_settlements_cashbox_date').on(t.cashbox_id, t.kind, t.business_date, t.id),
    index('contract_settlements_method_date').on(t.kind, t.method, t.business_date, t.id),
    index('contract_settlements_currency_date').on(
      t.kind,
      sql`coalesce(${t.paid_currency}, ${t.currency})`,
      t.business_date,
      t.id,
    ),
    index('contract_settlements_amount').on(t.kind, sql`coalesce(${t.paid_amount}, ${t.amount})`, t.id),
    index('contract_settlements_status_date').on(t.kind, t.status, t.business_date, t.id),
    index('contract_settlements_linked').on(t.linked_id).where(sql`${t.linked_id} is not null`),
    index('contract_settlements_reversal').on(t.reversal_of).where(sql`${t.reversal_of} is not null`),
    uniqueIndex('contract_settlements_idempotency')
      .on(t.created_by, t.idempotency_key)
      .where(sql`${t.idempotency_key} is not null`),
    index('contract_settlements_contract').on(t.contract_id, t.id),
    index('contract_settlements_kind_date').on(t.kind, t.business_date, t.id),
    index('contract_settlements_operation').on(t.operation_id),
  ],
);

/** How a settlement was spread over the schedule rows (append-only; a reversal adds negated rows). */
export const contractAllocations = pgTable(
  'contract_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlement_id: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => contractSettlements.id),
    contract_id: bigint('contract_id', { mode: 'number' }).notNull(),
    n: smallint('n').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The markup share of `amount` (pro rata within the instalment). */
    markup: bigint('markup', { mode: 'bigint' }).notNull().default(sql`0`),
    /** paid (a payment) or forgiven (anything else). */
    forgives: boolean('forgives').notNull().default(false),
  },
  (t) => [
    index('contract_allocations_contract').on(t.contract_id, t.n, t.id),
    index('contract_allocations_settlement').on(t.settlement_id),
  ],
);

/** A contract's state changes (sign, freeze, unfreeze, close, cancel, return, off-balance) with who and why. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    event: text('event').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    data: jsonb('data'),
    ...created,
  },
  (t) => [index('contract_events_contract').on(t.contract_id, t.id)],
);

/**
 * A sale for cash, card or transfer (or paid later by a fund). Status:
 * CREATED → PAID (→ RETURNED when every item came back) or CANCELED.
 */
export const cashTrades = pgTable(
  'cash_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    status: text('status').notNull().default('CREATED'),
    currency: text('currency').notNull().default('UZS'),
    trade_date: date('trade_date', { mode: 'string' }).notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    discount: bigint('discount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** price − discount. */
    total: bigint('total', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Paid by a fund (a state or partner programme) by bank transfer later. */
    fond_id: integer('fond_id'),
    fiscal_sign: text('fiscal_sign'),
    fiscal_receipt_id: text('fiscal_receipt_id'),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    comment: text('comment'),
    ...created,
    /**
     * The fund's part of a fund sale (`fond_id`), counted in `paid` when the
     * sale is entered; what the fund still owes is its account's balance
     * (`modules/cash-trading`: its proceeds settle its sales oldest first).
     */
    fond_amount: bigint('fond_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Refunded by returns (the goods that came back at their share of the total). */
    refunded: bigint('refunded', { mode: 'bigint' }).notNull().default(sql`0`),
    canceled_by: integer('canceled_by').references(() => users.id),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('cash_trades_number').on(t.branch_id, t.number),
    index('cash_trades_branch_date').on(t.branch_id, t.trade_date, t.id),
    index('cash_trades_status').on(t.status, t.id),
    index('cash_trades_client').on(t.client_id, t.id),
    index('cash_trades_fond').on(t.fond_id, t.id),
    // the lists: newest first by date alone, by sum range, and a fund's sales oldest first (its proceeds settle them)
    index('cash_trades_date').on(t.trade_date, t.id),
    index('cash_trades_total').on(t.total, t.id),
    index('cash_trades_fond_date').on(t.fond_id, t.trade_date, t.id).where(sql`${t.fond_id} is not null`),
  ],
);

export const cashTradeItems = pgTable(
  'cash_trade_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trade_id: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => cashTrades.id),
    product_id: integer('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    discount: bigint('discount', { mode: 'bigint' }).notNull().default(sql`0`),
    released: bigint('released', { mode: 'bigint' }).notNull().default(sql`0`),
    returned: bigint('returned', { mode: 'bigint' }).notNull().default(sql`0`),
    cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    needs_installation: boolean('needs_installation').notNull().default(false),
    /** The cost of what came back (a return takes `cost_uzs × quantity / released`, the last one the rest). */
    returned_cost_uzs: bigint('returned_cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Refunded for what came back (the line's sum less its discount, shared the same way). */
    refunded: bigint('refunded', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    index('cash_trade_items_trade').on(t.trade_id),
    // Goods sold and not yet released (the uncompleted-trades list): only their rows are indexed.
    index('cash_trade_items_unreleased').on(t.trade_id).where(sql`${t.released} < ${t.quantity}`),
  ],
);
