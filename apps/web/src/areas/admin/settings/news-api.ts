import { mainClient, silentClient } from '../../../api/index.ts';

/** A news item as the engine's `news` resource answers it (`/api/info/news`). */
export interface NewsRecord {
  id: number;
  name: string;
  body: string;
  published_at: string;
  active?: boolean;
}

/** What the editor sends: the full record, as the engine's create and update take it. */
export type NewsPayload = Pick<NewsRecord, 'name' | 'body' | 'published_at'>;

/** The editor's query key, under the resource's name, so the list's refresh reaches it too. */
export const newsKey = (id: number | undefined) => ['news', 'editor', id] as const;

export function newsApi(apiPath: string) {
  const base = `/${apiPath}`;
  return {
    get: (id: number, signal?: AbortSignal) => silentClient.get<NewsRecord>(`${base}/${id}`, { signal }),
    create: (payload: NewsPayload) => mainClient.post<NewsRecord>(base, payload, { notifySuccess: true }),
    update: (id: number, payload: NewsPayload) =>
      mainClient.put<NewsRecord>(`${base}/${id}`, payload, { notifySuccess: true }),
  };
}
