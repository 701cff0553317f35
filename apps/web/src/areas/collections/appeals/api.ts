import type {
  AppealAssignInput,
  AppealCreateInput,
  AppealDetail,
  AppealEditInput,
  AppealOption,
  AppealReferences,
  AppealRow,
} from '@savdo/shared/schemas/appeals';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { AppealDetail, AppealOption, AppealReferences, AppealRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of the screen starts with this key; a change refreshes them all. */
export const APPEALS_KEY = 'appeals';

const base = '/appeals/appeals';
const write = { notifySuccess: true } as const;

/** Reads through the silent client (the screen shows its own state); writes through the main one (toasts). */
export const appealsApi = {
  list: (query: Query, signal?: AbortSignal) => silentClient.get<AppealRow[]>(base, { query, signal }),
  get: (id: number, signal?: AbortSignal) => silentClient.get<AppealDetail>(`${base}/${id}`, { signal }),
  references: (signal?: AbortSignal) => silentClient.get<AppealReferences>(`${base}/references`, { signal }),
  clients: (search: string, signal?: AbortSignal) =>
    silentClient.get<AppealOption[]>(`${base}/clients`, { query: { search }, signal }),
  contracts: (clientId: number, signal?: AbortSignal) =>
    silentClient.get<AppealOption[]>(`${base}/contracts`, { query: { client_id: clientId }, signal }),
  create: (input: AppealCreateInput) => mainClient.post<AppealDetail>(base, input, write),
  edit: (id: number, input: AppealEditInput) => mainClient.put<AppealDetail>(`${base}/${id}`, input, write),
  assign: (id: number, input: AppealAssignInput) =>
    mainClient.post<AppealDetail>(`${base}/${id}/assign`, input, write),
  answer: (id: number, answer: string) =>
    mainClient.post<AppealDetail>(`${base}/${id}/answer`, { answer }, write),
  close: (id: number, comment?: string) =>
    mainClient.post<AppealDetail>(`${base}/${id}/close`, { comment }, write),
  reject: (id: number, reason: string) =>
    mainClient.post<AppealDetail>(`${base}/${id}/reject`, { reason }, write),
  reopen: (id: number, reason: string) =>
    mainClient.post<AppealDetail>(`${base}/${id}/reopen`, { reason }, write),
};
