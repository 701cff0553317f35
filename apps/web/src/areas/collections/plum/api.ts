import type {
  PlumApplicationRow,
  PlumInfo,
  PlumSecretInput,
  PlumSettingsInput,
  PlumSettlementRow,
} from '@savdo/shared/schemas/plum';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { PlumApplicationRow, PlumInfo, PlumSettlementRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of the Plum screens starts with this key; a change refreshes them all. */
export const PLUM_KEY = 'plum';

const cabinet = '/integrations/plum';
const info = '/settings/plum-info';

export const plumApi = {
  applications: (query: Query, signal?: AbortSignal) =>
    silentClient.get<PlumApplicationRow[]>(`${cabinet}/applications`, { query, signal }),
  settlements: (query: Query, signal?: AbortSignal) =>
    silentClient.get<PlumSettlementRow[]>(`${cabinet}/settlements`, { query, signal }),
  sync: () => mainClient.post<{ added: number }>(`${cabinet}/sync`, {}),
  accept: (id: number) =>
    mainClient.post<PlumApplicationRow>(`${cabinet}/applications/${id}/accept`, {}, { notifySuccess: true }),
  refuse: (id: number, reason: string) =>
    mainClient.post<PlumApplicationRow>(
      `${cabinet}/applications/${id}/refuse`,
      { reason },
      { notifySuccess: true },
    ),
  info: (signal?: AbortSignal) => silentClient.get<PlumInfo>(info, { signal }),
  save: (input: PlumSettingsInput) => mainClient.put<PlumInfo>(info, input, { notifySuccess: true }),
  secret: (input: PlumSecretInput) =>
    mainClient.put<PlumInfo>(`${info}/secret`, input, { notifySuccess: true }),
  check: () => mainClient.post<{ ok: boolean; merchant?: string; message?: string }>(`${info}/check`, {}),
};
