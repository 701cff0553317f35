import { mainClient, silentClient } from '../../../api/index.ts';

/** Cache key of every fixed-assets query (a write refreshes them all). */
export const ASSETS_KEY = 'basic-tools';

type Query = Record<string, string | number | undefined>;

export interface PutToUseRow {
  id: number;
  number: string;
  branch_prefix: string | null;
  doc_date: string;
  quantity: number;
  cost: string;
  note: string | null;
  branch_name: string | null;
  warehouse_name: string | null;
  asset_name: string | null;
  room_name: string | null;
  responsible_name: string | null;
  status: 'POSTED' | 'CANCELED';
  /** Posted and nothing followed on its units: it may be cancelled. */
  cancellable: boolean;
}

export interface UnitRow {
  id: number;
  status: 'IN_USE' | 'WRITTEN_OFF' | 'CANCELED';
  cost: string;
  wear: string;
  book_value: string;
  worn_until: string | null;
  put_date: string;
  asset_name: string | null;
  inventory_code: string | null;
  group_name: string | null;
  depreciation_rate: string | null;
  branch_name: string | null;
  room_name: string | null;
  responsible_name: string | null;
  put_to_use_number: string | null;
}

export interface EntryRow {
  id: number;
  unit_id: number;
  amount: string;
  book_value: string;
  month: string | null;
  business_date: string;
  note: string | null;
  reason_name: string | null;
  asset_name: string | null;
  inventory_code: string | null;
  room_name: string | null;
  created_by_name: string | null;
}

export interface MonthRow {
  month: string;
  units: number;
  total: string;
}

export interface RunResult {
  month: string;
  units: number;
  total: string;
}

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
  units: (query: Query, signal?: AbortSignal) => page<UnitRow>('/basic-tools/units', query, signal),
  wearEntries: (query: Query, signal?: AbortSignal) =>
    page<EntryRow>('/basic-tools/depreciations', query, signal),
  wearMonths: (signal?: AbortSignal) =>
    silentClient.get<MonthRow[]>('/basic-tools/depreciations/months', { signal }),
  run: (month: string) =>
    mainClient.post<RunResult>('/basic-tools/depreciations/run', { month }, { notifySuccess: true }),
  repricings: (query: Query, signal?: AbortSignal) =>
    page<EntryRow>('/basic-tools/repricings', query, signal),
  reprice: (body: object) =>
    mainClient.post<UnitRow>('/basic-tools/repricings', body, { notifySuccess: true }),
  writeOffs: (query: Query, signal?: AbortSignal) => page<EntryRow>('/basic-tools/write-offs', query, signal),
  writeOff: (body: object) =>
    mainClient.post<UnitRow>('/basic-tools/write-offs', body, { notifySuccess: true }),
};
