import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, createdColumns as created, users } from '../../../platform/db/schema.ts';
import { clients } from '../../sales/clients/schema.ts';
import { contracts } from '../../sales/contracts/schema.ts';

/**
 * Appeals (issue 11 item 5): a client's complaint or request, registered,
 * assigned to a user, answered and closed (or rejected), each change kept
 * in `appeal_events`. Every filter of the list has its index (`<column>, id`
 * so a page in id order reads the index alone).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    contract_id: bigint('contract_id', { mode: 'number' }).references(() => contracts.id),
    phone: text('phone'),
    type_id: integer('type_id').notNull(),
    source_id: integer('source_id'),
    group_id: integer('group_id'),
    form_id: integer('form_id'),
    direction_id: integer('direction_id'),
    text: text('text').notNull(),
    /** NEW, IN_PROGRESS, ANSWERED, CLOSED, REJECTED. */
    status: text('status').notNull().default('NEW'),
    assignee_id: integer('assignee_id').references(() => users.id),
    answer: text('answer'),
    reject_reason: text('reject_reason'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...created,
  },
  (t) => [
    index('appeals_status').on(t.status, t.id),
    index('appeals_type').on(t.type_id, t.id),
    index('appeals_source').on(t.source_id, t.id),
    index('appeals_group').on(t.group_id, t.id),
    index('appeals_form').on(t.form_id, t.id),
    index('appeals_direction').on(t.direction_id, t.id),
    index('appeals_branch').on(t.branch_id, t.id),
    index('appeals_assignee').on(t.assignee_id, t.status, t.id),
    index('appeals_client').on(t.client_id, t.id),
    index('appeals_contract').on(t.contract_id, t.id),
    index('appeals_created').on(t.created_at),
  ],
);

/** Each change of an appeal: who, when, from which status to which, the assignee then, and the comment. */
export const appealEvents = pgTable(
  'appeal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appeal_id: bigint('appeal_id', { mode: 'number' })
      .notNull()
      .references(() => appeals.id),
    /** CREATE, ASSIGN, ANSWER, CLOSE, REJECT, REOPEN, EDIT. */
    action: text('action').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    assignee_id: integer('assignee_id').references(() => users.id),
    comment: text('comment'),
    ...created,
  },
  (t) => [index('appeal_events_appeal').on(t.appeal_id, t.id)],
);

/**
 * Plum (DECISIONS.md "Plum"): instalment applications the partner sends a
 * store (a client buying on instalments through Plum's app), each accepted
 * or refused here; `external_id` Plum's id, once.
 */
export const plumApplications = pgTable(
  'plum_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    external_id: text('external_id').notNull(),
    /** NEW, ACCEPTED, REFUSED, CANCELLED. */
    status: text('status').notNull().default('NEW'),
    client_name: text('client_name').notNull(),
    pinfl: text('pinfl'),
    phone: text('phone'),
    /** The goods as Plum sent them: `[{ name, sku, quantity, price }]` (price a decimal string, sum). */
    items: jsonb('items').notNull(),
    /** Minor units (tiyin). */
    total: bigint('total', { mode: 'bigint' }).notNull(),
    months: integer('months').notNull(),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    refuse_reason: text('refuse_reason'),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plum_applications_external').on(t.external_id),
    index('plum_applications_status').on(t.status, t.id),
  ],
);

/** What Plum paid the store for accepted applications (its payouts), once each. */
export const plumSettlements = pgTable(
  'plum_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    external_id: text('external_id').notNull(),
    /** Plum's application ids the payout covers. */
    application_ids: jsonb('application_ids').notNull(),
    /** Minor units: the sum of the goods, Plum's fee, what came to the account. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull(),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plum_settlements_external').on(t.external_id),
    index('plum_settlements_paid_on').on(t.paid_on, t.id),
  ],
);

/** Every webhook Plum delivered, by its event id: a repeated delivery is answered and ignored. */
export const plumWebhookEvents = pgTable(
  'plum_webhook_events',
  {
    event_id: text('event_id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plum_webhook_events_received').on(t.received_at)],
);
