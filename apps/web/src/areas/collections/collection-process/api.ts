import type {
  CollectorPlanInput,
  CollectorPlanPage,
  CollectorPlanRow,
  OffBalanceRow,
  ProcessContractOption,
  ProcessRow,
  SeparatePlanInput,
  SeparatePlanView,
  StageMoveInput,
  StageMoveRow,
  StageTab,
  WarningLetterInput,
  WarningLetterRow,
} from '@savdo/shared/schemas/collection-process';
import { mainClient, silentClient } from '../../../api/index.ts';

export type Query = Record<string, string | number | undefined>;

export type { StageTab };

/** Every query of these screens starts with this key; a write refreshes them all. */
export const PROCESS_KEY = 'collection-process';

export interface NamedOption {
  id: number;
  name?: string;
  full_name?: string;
}

const base = '/collections';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const processApi = {
  processes: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ProcessRow[]>(`${base}/processes`, { query, signal }),
  stages: (signal?: AbortSignal) => silentClient.get<StageTab[]>(`${base}/processes/stages`, { signal }),
  history: (contractId: number, signal?: AbortSignal) =>
    silentClient.get<StageMoveRow[]>(`${base}/processes/${contractId}/history`, { signal }),
  move: (input: StageMoveInput, idempotencyKey: string) =>
    mainClient.post<StageMoveRow>(`${base}/processes/moves`, input, { idempotencyKey, notifySuccess: true }),
  contracts: (search: string, signal?: AbortSignal) =>
    silentClient.get<ProcessContractOption[]>(`${base}/process-contracts/options`, {
      query: { search },
      signal,
    }),
  offBalance: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OffBalanceRow[]>(`${base}/off-balance-sheet-contracts`, { query, signal }),
  mark: (off: boolean, input: { contract_id: number; reason: string }, idempotencyKey: string) =>
    mainClient.post<OffBalanceRow>(`${base}/off-balance-sheet-contracts/${off ? 'mark' : 'unmark'}`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  plans: async (query: Query, signal?: AbortSignal) =>
    (await silentClient.request<CollectorPlanRow[]>('GET', `${base}/street-collection-plans`, undefined, {
      query,
      signal,
    })) as unknown as CollectorPlanPage,
  collectors: (search: string, signal?: AbortSignal) =>
    silentClient.get<NamedOption[]>(`${base}/street-collection-plans/collectors`, {
      query: { search },
      signal,
    }),
  savePlan: (id: number | null, input: CollectorPlanInput, idempotencyKey: string) =>
    id === null
      ? mainClient.post<CollectorPlanRow>(`${base}/street-collection-plans`, input, {
          idempotencyKey,
          notifySuccess: true,
        })
      : mainClient.put<CollectorPlanRow>(`${base}/street-collection-plans/${id}`, input, {
          notifySuccess: true,
        }),
  separate: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SeparatePlanView[]>(`${base}/separately`, { query, signal }),
  addSeparate: (input: SeparatePlanInput, idempotencyKey: string) =>
    mainClient.post<SeparatePlanView>(`${base}/separately`, input, { idempotencyKey, notifySuccess: true }),
  cancelSeparate: (id: number, reason: string, idempotencyKey: string) =>
    mainClient.post<SeparatePlanView>(
      `${base}/separately/${id}/cancel`,
      { reason },
      { idempotencyKey, notifySuccess: true },
    ),
  letters: (query: Query, signal?: AbortSignal) =>
    silentClient.get<WarningLetterRow[]>(`${base}/warning-letter`, { query, signal }),
  makeLetter: (input: WarningLetterInput, idempotencyKey: string) =>
    mainClient.post<WarningLetterRow>(`${base}/warning-letter`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  printLetter: (id: number) => mainClient.download(`${base}/warning-letter/${id}/print`),
  templates: (signal?: AbortSignal) =>
    silentClient.get<NamedOption[]>(`${base}/warning-letter-templates/options`, { signal }),
  template: (id: number, signal?: AbortSignal) =>
    silentClient.get<{ id: number; name: string; content: string }>(
      `${base}/warning-letter-templates/${id}`,
      {
        signal,
      },
    ),
  saveTemplate: (id: number, input: { name: string; content: string }) =>
    mainClient.put<unknown>(`${base}/warning-letter-templates/${id}`, input, { notifySuccess: true }),
  preview: (content: string, contractId: number | undefined) =>
    silentClient.post<{ contract_id: number | null; html: string }>(`${base}/warning-letter/preview`, {
      content,
      contract_id: contractId,
    }),
};
