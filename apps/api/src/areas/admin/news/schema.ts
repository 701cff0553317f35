import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { newsItems } from '../../../platform/db/resource-tables.ts';
import { users } from '../../../platform/db/schema.ts';

/** Who has read which news item: the feed's unread marks. */
export const newsReads = pgTable(
  'news_reads',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    news_id: integer('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.news_id] })],
);
