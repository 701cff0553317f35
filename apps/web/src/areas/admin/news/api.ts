import type { NewsFeedItem, NewsFeedPage, NewsUnread } from '@savdo/shared/schemas/news';
import { silentClient } from '../../../api/index.ts';

/** The query keys of the news feed: `['news', …]`. */
export const NEWS_KEY = 'news';

/** The staff news feed's calls (the screens show their own state). */
export const newsApi = {
  page: async (page: number, perPage: number, signal?: AbortSignal): Promise<NewsFeedPage> =>
    (await silentClient.request<NewsFeedItem[]>('GET', `/news?page=${page}&per_page=${perPage}`, undefined, {
      signal,
    })) as NewsFeedPage,
  unread: (signal?: AbortSignal) => silentClient.get<NewsUnread>('/news/unread', { signal }),
  markRead: (id: number) => silentClient.post<void>(`/news/${id}/read`),
};
