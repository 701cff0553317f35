import type {
  DistributionDetail,
  DistributionInput,
  DistributionOptions,
  DistributionPaymentInput,
  DistributionRow,
  PeriodProfit,
} from '@savdo/shared/schemas/investors';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { DistributionDetail, DistributionOptions, DistributionRow, PeriodProfit };
export type Query = Record<string, string | number | undefined>;

/** Every query of this module starts with this key; a write refreshes them all. */
export const INVESTORS_KEY = 'investors';

const base = '/investors/distributions';

/** Reads go through the silent client (the screen shows its own state); writes through the main one (toasts). */
export const investorsApi = {
  list: (query: Query, signal?: AbortSignal) => silentClient.get<DistributionRow[]>(base, { query, signal }),
  read: (id: number, signal?: AbortSignal) =>
    silentClient.get<DistributionDetail>(`${base}/${id}`, { signal }),
  options: (signal?: AbortSignal) => silentClient.get<DistributionOptions>('/investors/options', { signal }),
  profit: (query: Query, signal?: AbortSignal) =>
    silentClient.get<PeriodProfit>('/investors/profit', { query, signal }),
  create: (input: DistributionInput) =>
    mainClient.post<DistributionDetail>(base, input, { notifySuccess: true }),
  update: (id: number, input: DistributionInput) =>
    mainClient.put<DistributionDetail>(`${base}/${id}`, input, { notifySuccess: true }),
  approve: (id: number) =>
    mainClient.post<DistributionDetail>(`${base}/${id}/approve`, undefined, { notifySuccess: true }),
  pay: (id: number, input: DistributionPaymentInput, idempotencyKey: string) =>
    mainClient.post<DistributionDetail>(`${base}/${id}/payments`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  print: (id: number) => mainClient.download(`${base}/${id}/print`),
};
