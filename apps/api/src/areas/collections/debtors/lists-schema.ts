import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns as created, users } from '../../../platform/db/schema.ts';

/**
 * Collectors' territories (issue 11 item 1, `modules/collections`): a
 * collector is attached to a village of the address reference, or to one
 * street of it, and to client workplaces. The close of day step
 * `collections.assign` gives a late contract without a responsible the
 * collector of its client's street, else of the village, else of the
 * workplace (docs/DECISIONS.md "Collection lists").
 */

/**
 * A collector attached to a village (`street_key` '') or to one street of it
 * (`street_key`: the street as typed, trimmed and lower case; a client's
 * street matches when it starts with it). One collector per village and
 * street at a time; a detached row stays, inactive.
 */
export const collectorVillages = pgTable(
  'collector_villages',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    village_id: integer('village_id').notNull(),
    street: text('street'),
    street_key: text('street_key').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...created,
  },
  (t) => [
    uniqueIndex('collector_villages_place').on(t.village_id, t.street_key).where(sql`${t.active}`),
    index('collector_villages_user').on(t.user_id, t.id),
  ],
);

/** A collector attached to a client workplace (`workplaces`, the client card's `workplace_id`). */
export const collectorWorkplaces = pgTable(
  'collector_workplaces',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    workplace_id: integer('workplace_id').notNull(),
    active: boolean('active').notNull().default(true),
    ...created,
  },
  (t) => [
    uniqueIndex('collector_workplaces_place').on(t.workplace_id).where(sql`${t.active}`),
    index('collector_workplaces_user').on(t.user_id, t.id),
  ],
);
