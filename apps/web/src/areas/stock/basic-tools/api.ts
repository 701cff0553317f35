import type {
  AssetEntryRow,
  AssetUnitRow,
  AssetUnitSummary,
  PutToUseRow,
  WearMonthRow,
  WearRunResult,
} from '@savdo/shared/schemas';
import { mainClient, silentClient } from '../../../api/index.ts';

/** Cache key of every fixed-assets query (a write refreshes them all). */
export const ASSETS_KEY = 'basic-tools';

type Query = Record<string, string | number | undefined>;

export type { AssetEntryRow, AssetUnitRow, PutToUseRow, WearMonthRow, WearRunResult };

const page = <T>(path: string, query: Query, signal?: AbortSignal) =>
  silentClient.request<T[]>('GET', path, undefined, { query, signal });

/** Reads through the silent client (screens show their own state), writes through the main one (toasts). */
export const assetsApi = {
  putToUseList: (query: Query, signal?: AbortSignal) =>
    page<PutToUseRow>('/basic-tools/put-to-use', query, signal),
  putToUse: (body: object) =>
    mainClient.post<PutToUseRow>('/basic-tools/put-to-use', body, { notifySuccess: true }),
  cancelPutToUse: (id: number) =>
    mainClient.post<PutToUseRow>(`/basic-tools/put-to-use/${id}/cancel`, {}, { notifySuccess: true }),
  units: (query: Query, signal?: AbortSignal) => page<AssetUnitRow>('/basic-tools/units', query, signal),
  wearEntries: (query: Query, signal?: AbortSignal) =>
    page<AssetEntryRow>('/basic-tools/depreciations', query, signal),
  wearMonths: (signal?: AbortSignal) =>
    silentClient.get<WearMonthRow[]>('/basic-tools/depreciations/months', { signal }),
  run: (month: string) =>
    mainClient.post<WearRunResult>('/basic-tools/depreciations/run', { month }, { notifySuccess: true }),
  repricings: (query: Query, signal?: AbortSignal) =>
    page<AssetEntryRow>('/basic-tools/repricings', query, signal),
  reprice: (body: object) =>
    mainClient.post<AssetUnitSummary>('/basic-tools/repricings', body, { notifySuccess: true }),
  writeOffs: (query: Query, signal?: AbortSignal) =>
    page<AssetEntryRow>('/basic-tools/write-offs', query, signal),
  writeOff: (body: object) =>
    mainClient.post<AssetUnitSummary>('/basic-tools/write-offs', body, { notifySuccess: true }),
};
