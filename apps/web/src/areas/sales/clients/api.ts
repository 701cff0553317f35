import type {
  BlacklistDecisionInput,
  BlacklistOrderInput,
  BlacklistOrderRow,
  ClientCard,
  ClientContractRow,
  ClientFileKind,
  ClientFileRow,
  ClientHistoryRow,
  ClientInput,
  ClientRow,
  DuplicateGroup,
  MergeInput,
} from '@savdo/shared/schemas/clients';
import { mainClient, silentClient } from '../../../api/index.ts';

export type {
  BlacklistOrderRow,
  ClientCard,
  ClientContractRow,
  ClientFileRow,
  ClientHistoryRow,
  ClientRow,
  DuplicateGroup,
};
export type Query = Record<string, string | number | undefined>;

/** Every query of this module starts with this key; a write refreshes them all. */
export const CLIENTS_KEY = 'clients';

/** The client's payment discipline on the card; the ratings screens (collections) share the key, so their writes refresh it. */
export const CLIENT_SCORE_KEY = 'client-ratings';

const base = '/client/clients';
const done = { notifySuccess: true };

/** Reads go through the silent client (the screens show their own state); writes through the main one (toasts). */
export const clientsApi = {
  list: (query: Query, signal?: AbortSignal) => silentClient.get<ClientRow[]>(base, { query, signal }),
  card: (id: number, signal?: AbortSignal) => silentClient.get<ClientCard>(`${base}/${id}`, { signal }),
  create: (input: ClientInput) => mainClient.post<ClientCard>(base, input, done),
  update: (id: number, input: ClientInput) => mainClient.put<ClientCard>(`${base}/${id}`, input, done),
  setActive: (id: number, active: boolean) =>
    mainClient.post<ClientCard>(`${base}/${id}/${active ? 'activate' : 'deactivate'}`, undefined, done),
  history: (id: number, signal?: AbortSignal) =>
    silentClient.get<ClientHistoryRow[]>(`${base}/${id}/history`, { signal }),
  contracts: (id: number, query: Query, signal?: AbortSignal) =>
    silentClient.get<ClientContractRow[]>(`${base}/${id}/contracts`, { query, signal }),
  duplicatesOf: (id: number, signal?: AbortSignal) =>
    silentClient.get<(ClientRow & { contracts: number })[]>(`${base}/${id}/duplicates`, { signal }),
  files: (id: number, signal?: AbortSignal) =>
    silentClient.get<ClientFileRow[]>(`${base}/${id}/files`, { signal }),
  upload: (id: number, kind: ClientFileKind, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return mainClient.post<ClientFileRow>(`${base}/${id}/files`, form, { ...done, query: { kind } });
  },
  fileBlob: (id: number, fileId: number, download: boolean) =>
    mainClient.download(`${base}/${id}/files/${fileId}`, { query: { download: download ? '1' : undefined } }),
  deleteFile: (id: number, fileId: number) =>
    mainClient.delete<{ id: number }>(`${base}/${id}/files/${fileId}`, done),
  duplicateGroups: (query: Query, signal?: AbortSignal) =>
    silentClient.get<DuplicateGroup[]>('/client/duplicate-customers', { query, signal }),
  merge: (input: MergeInput) =>
    mainClient.post<{ keep_id: number }>('/client/duplicate-customers/merge', input, done),
  blacklistOrders: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BlacklistOrderRow[]>('/client/blacklist-orders', { query, signal }),
  createBlacklistOrder: (input: BlacklistOrderInput) =>
    mainClient.post<BlacklistOrderRow>('/client/blacklist-orders', input, done),
  decideBlacklistOrder: (id: number, approve: boolean, input: BlacklistDecisionInput) =>
    mainClient.post<BlacklistOrderRow>(
      `/client/blacklist-orders/${id}/${approve ? 'approve' : 'reject'}`,
      input,
      done,
    ),
};

/** `2026-11-23` → `23.11.2026`. */
export const shownDate = (date: string | null | undefined): string =>
  date ? date.slice(0, 10).split('-').reverse().join('.') : '';

/** A timestamp as `23.11.2026 14:05` in the browser's time. */
export function shownTime(at: string | null | undefined): string {
  if (!at) return '';
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `998901234567` → `+998 90 123-45-67`. */
export const shownPhone = (phone: string): string =>
  /^998\d{9}$/.test(phone)
    ? `+998 ${phone.slice(3, 5)} ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`
    : phone;
