import { z } from 'zod';
import { v } from '../validation/schemas.ts';

/**
 * The staff news feed (`/news`, any signed-in user): the news records of
 * Information → News published on or before the business day, newest
 * first, each marked read once its reader says so.
 */

export const newsFeedQuerySchema = z.object({
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(10, 50),
});
export type NewsFeedQuery = z.infer<typeof newsFeedQuerySchema>;

export interface NewsFeedItem {
  id: number;
  name: string;
  /** Sanitised HTML (the editor's allow-list, packages/shared/src/html). */
  body: string;
  /** `YYYY-MM-DD`. */
  published_at: string;
  read: boolean;
}

export interface NewsFeedPage {
  data: NewsFeedItem[];
  meta: { page: number; per_page: number; total: number; unread: number };
}

/** The newest unread item (shown once on the landing page after sign-in), and how many are unread. */
export interface NewsUnread {
  latest: NewsFeedItem | null;
  unread: number;
}
