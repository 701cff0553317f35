import type { NewsPayload, NewsRecord, SessionRow, SessionsPage } from '@savdo/shared/schemas';
import { mainClient, silentClient } from '../../../api/index.ts';
import type { SecretSetting, Setting, SettingRow } from './setting-values.ts';

export type { NewsPayload, NewsRecord, SessionsPage };

/** The query keys of these screens: `['settings', …]`. */
export const SETTINGS_KEY = 'settings';

/**
 * The calls of the settings screens. Reads go through the silent client (the
 * screens show their own spinner and error), writes through the main client
 * (overlay, error toast, success toast).
 */
export const settingsApi = {
  generalSettings: (signal?: AbortSignal) =>
    silentClient.get<SettingRow[]>('/user/general-settings', { signal }),
  saveSetting: (alias: string, value: unknown) =>
    mainClient.put<Setting>(
      `/user/general-settings/${encodeURIComponent(alias)}`,
      { value },
      { notifySuccess: true },
    ),
  /** A secret's new value (write-only): the answer is its state, never the value. */
  replaceSecret: (alias: string, value: string) =>
    mainClient.put<SecretSetting>(
      `/user/general-settings/${encodeURIComponent(alias)}`,
      { value },
      { notifySuccess: true },
    ),
  clearSecret: (alias: string) =>
    mainClient.delete<SecretSetting>(`/user/general-settings/${encodeURIComponent(alias)}`, {
      notifySuccess: true,
    }),
  sessions: async (
    query: Record<string, number | undefined>,
    signal?: AbortSignal,
  ): Promise<SessionsPage> => {
    const answer = await silentClient.request<SessionRow[]>('GET', '/user/sessions', undefined, {
      query,
      signal,
    });
    return {
      data: answer.data,
      meta: answer.meta ?? { page: 1, per_page: answer.data.length, total: answer.data.length },
    };
  },
  revokeSession: (id: number) =>
    mainClient.post<{ id: number }>(`/user/sessions/${id}/revoke`, undefined, { notifySuccess: true }),
};

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
