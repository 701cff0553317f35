import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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

/**
 * Clients (issue 10 item 1): the card, its scans (kept through the file
 * storage provider), and the requests that put people on the blacklist or
 * take them off it.
 */

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
    // Search by the end of a phone (`1234567` finds 998901234567): a trigram index of the phones
    // as one text, each followed by a blank (the SQL function `client_phone_text`, migration 0067).
    index('clients_phone_trgm').using('gin', sql`client_phone_text(${t.phones}) gin_trgm_ops`),
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
