import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema.ts';

/**
 * A user's TOTP second factor. The secret is written at enrolment start
 * (`enabled_at` null) and never answered again once enabled. `last_time_step`
 * is the 30-second step of the last code accepted: an older or equal step is
 * refused, so a code works once.
 */
export const twoFactor = pgTable('user_two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  last_time_step: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only their SHA-256 is kept; a used code keeps its row with `used_at`. */
export const recoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_recovery_codes_user').on(t.user_id).where(sql`${t.used_at} is null`)],
);

/**
 * The second step of a sign-in: a short-lived token handed out after the
 * right password of a user with two factors; a session is issued only when
 * a code is submitted with it. Only the token's SHA-256 is kept.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    app: text('app').notNull(),
    device_id: text('device_id'),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_challenges_expires').on(t.expires_at)],
);

/**
 * Append-only log of sign-in events (a trigger refuses updates and deletes).
 * `user_id` is kept without a foreign key: the log outlives what it names.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    reason: text('reason'),
    user_id: integer('user_id'),
    username: text('username'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    device_id: text('device_id'),
    session_id: bigint('session_id', { mode: 'number' }),
  },
  (t) => [
    index('sign_in_events_time').on(t.created_at, t.id),
    index('sign_in_events_user_time').on(t.user_id, t.created_at, t.id),
    index('sign_in_events_event_time').on(t.event, t.created_at, t.id),
  ],
);
