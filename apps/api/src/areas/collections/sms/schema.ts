import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema.ts';
import { clients } from '../../sales/clients/schema.ts';
import { contracts } from '../../sales/contracts/schema.ts';

/**
 * SMS (issue 11): every message the product sends, written first as WAITING
 * (an outbox row in the transaction of the event that causes it), then sent
 * by the `sms.send` job through the provider (SENDING with the provider's
 * id) and finished by its delivery callback or a status poll (DONE or
 * REFUSED). `event_key` is unique: one event never makes two messages.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `998` and 9 digits. */
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    template_id: integer('template_id'),
    client_id: bigint('client_id', { mode: 'number' }).references(() => clients.id),
    contract_id: bigint('contract_id', { mode: 'number' }).references(() => contracts.id),
    /** MANUAL, BULK, REMINDER, MISSED, RECEIPT. */
    kind: text('kind').notNull(),
    /** What caused the message, e.g. `receipt:<settlement>`, `reminder:<contract>:<n>`, `bulk:<send>:<contract>`. */
    event_key: text('event_key').notNull(),
    /** WAITING, SENDING, DONE, REFUSED. */
    status: text('status').notNull().default('WAITING'),
    provider: text('provider'),
    provider_id: text('provider_id'),
    /** The provider's own status word (DELIVRD, REJECTD, …). */
    provider_status: text('provider_status'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    /** When the sending job may take the row next (backoff after a failure). */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_messages_event').on(t.event_key),
    // the sending job's queue
    index('sms_messages_due').on(t.next_attempt_at, t.id).where(sql`${t.status} in ('WAITING', 'SENDING')`),
    index('sms_messages_provider_id').on(t.provider_id),
    // the list: newest first, filtered by status, kind, phone, client, contract
    index('sms_messages_created').on(t.created_at, t.id),
    index('sms_messages_status').on(t.status, t.created_at, t.id),
    index('sms_messages_kind').on(t.kind, t.created_at, t.id),
    index('sms_messages_phone').on(t.phone, t.created_at),
    index('sms_messages_client').on(t.client_id, t.id),
    index('sms_messages_contract').on(t.contract_id, t.id),
  ],
);
