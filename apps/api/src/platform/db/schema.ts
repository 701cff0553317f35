import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldSql, registerTable } from '../engine/table.ts';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Who entered a record and when (the sales, cash-sale and release tables). */
export const createdColumns = {
  created_by: integer('created_by').references((): AnyPgColumn => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Columns every engine resource table has beside its fields. */
const engineColumns = (titleColumn: string) => ({
  title_folded: text('title_folded').generatedAlwaysAs(foldSql(sql`${sql.identifier(titleColumn)}`)),
  active: boolean('active').notNull().default(true),
  ...timestamps,
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
});

/**
 * Branches (filials), the engine resource `branch` with its table declared
 * here by hand because sign-in, `me` and the branch selector query it with types.
 */
/** Numbers the default document prefixes (`F1`, `F2`, ...) of branches that were not given one. */
export const branchPrefixSequence = pgSequence('branch_prefix_seq');

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * Put before its documents' numbers (`TSH-3`, shared `documentNumber`). Branches that had none when
     * the column came (and inserts that omit it) get `F` and the next number: volatile, so each row its own.
     */
    prefix: text('prefix').notNull().default(sql`'F' || nextval('branch_prefix_seq')`),
    parent_id: integer('parent_id').references((): AnyPgColumn => branches.id),
    address: text('address'),
    location: text('location'),
    phone_number: text('phone_number'),
    is_office: boolean('is_office').notNull().default(false),
    ...engineColumns('name'),
  },
  (t) => [
    uniqueIndex('branches_is_office_unique').on(t.is_office).where(sql`${t.is_office}`),
    uniqueIndex('branches_name_unique').on(t.title_folded),
    uniqueIndex('branches_prefix_unique').on(t.prefix),
    index('branches_search').using('gin', sql`${t.title_folded} gin_trgm_ops`),
    index('branches_active_id').on(t.active, t.id),
    index('branches_parent_id_id').on(t.parent_id, t.id),
    index('branches_is_office_id').on(t.is_office, t.id),
    index('branches_name_id').on(t.name, t.id),
  ],
);
registerTable('branch', branches);

/**
 * User positions (cashier, collector, ...): rules granted to a position reach
 * all its users. The engine resource `user_position`.
 */
export const userPositions = pgTable(
  'user_positions',
  { id: serial('id').primaryKey(), name: text('name').notNull(), ...engineColumns('name') },
  (t) => [
    uniqueIndex('user_positions_name_unique').on(t.title_folded),
    index('user_positions_search').using('gin', sql`${t.title_folded} gin_trgm_ops`),
    index('user_positions_active_id').on(t.active, t.id),
    index('user_positions_name_id').on(t.name, t.id),
  ],
);
registerTable('user_position', userPositions);

/** Staff who sign in. The engine resource `user` (reads); writes go through the users module (passwords). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    full_name: text('full_name').notNull(),
    phone_number: text('phone_number'),
    password_hash: text('password_hash').notNull(),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an administrator creates or resets the password: the first sign-in must change it. */
    must_change_password: boolean('must_change_password').notNull().default(true),
    is_dev: boolean('is_dev').notNull().default(false),
    branch_id: integer('branch_id').references(() => branches.id),
    user_position_id: integer('user_position_id').references(() => userPositions.id),
    ...engineColumns('full_name'),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    index('users_search').using('gin', sql`${t.title_folded} gin_trgm_ops`),
    index('users_active_id').on(t.active, t.id),
    index('users_full_name_id').on(t.full_name, t.id),
    // A filter's index continues with the default sort (engine/table.ts#filterIndexColumns).
    index('users_branch_id_full_name_id').on(t.branch_id, t.full_name, t.id),
    index('users_user_position_id_full_name_id').on(t.user_position_id, t.full_name, t.id),
  ],
);
registerTable('user', users);

/** The rule catalogue: every `object.action` the product checks. */
export const rules = pgTable('rules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  object: text('object').notNull(),
  action: text('action').notNull(),
  /** Menu section the rule belongs to, for grouping in rights management. */
  module: text('module').notNull(),
});

export const userRules = pgTable(
  'user_rules',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rule_id: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.rule_id] })],
);

export const positionRules = pgTable(
  'position_rules',
  {
    position_id: integer('position_id')
      .notNull()
      .references(() => userPositions.id, { onDelete: 'cascade' }),
    rule_id: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.position_id, t.rule_id] })],
);

/**
 * Assignable rules: which rules a user may hand out to positions and users.
 * An administrator cannot grant (or take away) a rule outside this set;
 * developers may assign every rule.
 */
export const userAttachableRules = pgTable(
  'user_attachable_rules',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rule_id: integer('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.rule_id] })],
);

/** Sign-in sessions. Only the SHA-256 of the opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    app: text('app').notNull(),
    device_id: text('device_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoke_reason: text('revoke_reason'),
  },
  (t) => [
    index('sessions_user_active').on(t.user_id).where(sql`${t.revoked_at} is null`),
    index('sessions_open_by_use').on(t.last_used_at, t.id).where(sql`${t.revoked_at} is null`),
  ],
);

/** Every sign-in attempt, for the captcha threshold and the audit of sign-ins. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_username').on(t.username, t.created_at),
    index('sign_in_attempts_ip').on(t.ip, t.created_at),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    key: uuid('key').primaryKey().defaultRandom(),
    answer_hash: text('answer_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires').on(t.expires_at)],
);

/** Typed settings read by alias (`general-settings/get-by-alias`). */
export const generalSettings = pgTable('general_settings', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  name: text('name').notNull(),
  type: text('type', { enum: ['string', 'number', 'boolean', 'json'] }).notNull(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/**
 * Secret settings (provider keys), apart from `general_settings` so no read of
 * settings can reach them: the value AES-256-GCM encrypted (`v1:` + base64 of
 * iv, tag and ciphertext, the alias as associated data), null when cleared.
 */
export const settingSecrets = pgTable('setting_secrets', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  ciphertext: text('ciphertext'),
  updated_by: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/** Per-branch gapless document counters (DECISIONS.md "Data"). */
export const documentCounters = pgTable(
  'document_counters',
  {
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    kind: text('kind').notNull(),
    last_number: bigint('last_number', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branch_id, t.kind] })],
);

/**
 * Data steps done once after the migrations, those that need the
 * application's code (a stored search key recomputed when its folding
 * changes, e.g. `clients.name_key` at `NAME_KEY_VERSION`): the step's
 * name, written when it has run, so each start skips it.
 */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  done_at: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit trail: every create, update and status change of a resource,
 * written in the same transaction as the change, with the record before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    user_id: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_record').on(t.resource, t.record_id, t.id)],
);
