import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userPositions, users } from '../../../platform/db/schema.ts';

/** The reports granted to a position (its holders may open them). */
export const reportPositionRights = pgTable(
  'report_position_rights',
  {
    position_id: integer('position_id')
      .notNull()
      .references(() => userPositions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.position_id, t.code] })],
);

/** The reports granted to one user beside their position's. */
export const reportUserRights = pgTable(
  'report_user_rights',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.code] })],
);

/** When each user last opened each report: the catalogue lists them first. */
export const reportRecent = pgTable(
  'report_recent',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.code] }),
    index('report_recent_user_used').on(t.user_id, t.used_at),
  ],
);
