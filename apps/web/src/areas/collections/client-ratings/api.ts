import type {
  ClientDisciplineView,
  ContractSkipRow,
  DisciplineFigures,
  DisciplineRow,
  KatmQueueInput,
  KatmSubmissionRow,
  KatmSubmissionView,
} from '@savdo/shared/schemas/client-ratings';
import { mainClient, silentClient } from '../../../api/index.ts';
import { CLIENT_SCORE_KEY } from '../../sales/clients/api.ts';

export type {
  ClientDisciplineView,
  ContractSkipRow,
  DisciplineFigures,
  DisciplineRow,
  KatmSubmissionRow,
  KatmSubmissionView,
};
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key (the client card's score too: sales/clients); a write refreshes them all. */
export const RATINGS_KEY = CLIENT_SCORE_KEY;

const base = '/client-ratings';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const ratingsApi = {
  discipline: (query: Query, signal?: AbortSignal) =>
    silentClient.get<DisciplineRow[]>(`${base}/payment-discipline`, { query, signal }),
  client: (id: number, signal?: AbortSignal) =>
    silentClient.get<ClientDisciplineView>(`${base}/payment-discipline/${id}`, { signal }),
  skips: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ContractSkipRow[]>(`${base}/order-payment-discipline`, { query, signal }),
  submissions: (query: Query, signal?: AbortSignal) =>
    silentClient.get<KatmSubmissionRow[]>(`${base}/report-shapes`, { query, signal }),
  submission: (id: number, signal?: AbortSignal) =>
    silentClient.get<KatmSubmissionView>(`${base}/report-shapes/${id}`, { signal }),
  queue: (input: KatmQueueInput) =>
    mainClient.post<KatmSubmissionView>(`${base}/report-shapes`, input, { notifySuccess: true }),
  resend: (id: number) =>
    mainClient.post<KatmSubmissionView>(`${base}/report-shapes/${id}/resend`, {}, { notifySuccess: true }),
};
