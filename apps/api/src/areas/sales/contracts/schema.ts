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
import { createdColumns as created, users } from '../../../platform/db/schema.ts';
import { clients } from '../clients/schema.ts';

/**
 * Sales (issue 10): orders and instalment contracts with their schedules
 * and settlements (clients: `clients-schema.ts`; cash trades:
 * `cash-trading-schema.ts`; the shared columns of a line of goods sold:
 * `saleLineColumns`). Money is minor units
 * (`bigint`) in the record's currency; every change to a schedule is a
 * settlement with its allocation rows (append-only), so a contract's debt is
 * always explained by its rows (DECISIONS.md "Instalment contracts").
 */

/**
 * The columns of a line of goods sold (a contract's or a cash trade's): the
 * product, quantity (thousandths), unit price and discount in the sale's
 * currency, what was released from a warehouse and brought back
 * (thousandths), the FIFO cost of what was released (UZS minor units), and
 * whether it needs installing (issue 12: INSTALLATION).
 */
export const saleLineColumns = {
  product_id: integer('product_id').notNull(),
  quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
  price: bigint('price', { mode: 'bigint' }).notNull(),
  discount: bigint('discount', { mode: 'bigint' }).notNull().default(sql`0`),
  released: bigint('released', { mode: 'bigint' }).notNull().default(sql`0`),
  returned: bigint('returned', { mode: 'bigint' }).notNull().default(sql`0`),
  cost_uzs: bigint('cost_uzs', { mode: 'bigint' }).notNull().default(sql`0`),
  needs_installation: boolean('needs_installation').notNull().default(false),
};

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
    /** The collector or manager who answers for collecting the contract (collections). */
    responsible_id: integer('responsible_id').references(() => users.id),
    /** The collection stage (`process_stages`) the contract is in; null when not in collection. */
    stage_id: integer('stage_id'),
    stage_since: date('stage_since', { mode: 'string' }),
    /** When a collector last recorded a contact (`contract_comments`). */
    last_contact_at: timestamp('last_contact_at', { withTimezone: true }),
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
    // the list's filters (apps/api/src/areas/sales/contracts/queries.ts)
    index('contracts_number_only').on(t.number),
    index('contracts_rest').on(t.rest, t.id),
    index('contracts_currency').on(t.currency, t.id),
    index('contracts_off_balance').on(t.id).where(sql`${t.off_balance}`),
    index('contracts_next_due').on(t.next_due_date, t.id).where(sql`${t.status} = 'ACTIVE'`),
    index('contracts_closed').on(t.closed_on, t.id).where(sql`${t.status} = 'CLOSED'`),
    index('contracts_stage').on(t.stage_id, t.next_due_date).where(sql`${t.status} = 'ACTIVE'`),
    index('contracts_responsible_due')
      .on(t.responsible_id, t.next_due_date, t.rest)
      .where(sql`${t.status} = 'ACTIVE'`),
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
    ...saleLineColumns,
  },
  (t) => [
    index('contract_items_contract').on(t.contract_id),
    // Goods sold and not yet released (the uncompleted-trades list): only their rows are indexed.
    index('contract_items_unreleased').on(t.contract_id).where(sql`${t.released} < ${t.quantity}`),
    // Lines to install (the installation list's waiting lines): only the marked rows are indexed.
    index('contract_items_installation').on(t.contract_id, t.id).where(sql`${t.needs_installation}`),
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
  (t) => [
    primaryKey({ columns: [t.contract_id, t.n] }),
    // the levy reports' instalments due in a period (R0053, R0054)
    index('contract_schedule_due').on(t.due_date, t.contract_id),
  ],
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
  (t) => [
    index('contract_events_contract').on(t.contract_id, t.id),
    // the closures of a period (R0062)
    index('contract_events_date').on(t.event, t.business_date, t.id),
  ],
);
