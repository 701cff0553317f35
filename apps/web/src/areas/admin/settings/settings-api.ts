import { mainClient, type PageMeta, silentClient } from '../../../api/index.ts';
import type { SecretSetting, Setting, SettingRow } from './setting-values.ts';

/** One open sign-in session (`GET /user/sessions`). */
export interface Session {
  id: number;
  user_id: number;
  user_name: string | null;
  username: string;
  app: string | null;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface SessionsPage {
  data: Session[];
  meta: PageMeta;
}

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
    const answer = await silentClient.request<Session[]>('GET', '/user/sessions', undefined, {
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
