import type {
  CashOperationInput,
  CashOperationRow,
  CurrencyExchangeInput,
  MyCashbox,
} from '@savdo/shared/schemas/money';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { CashOperationRow, MyCashbox };

export const CASHBOX_KEY = 'cashbox';

/** Reads through the silent client: the screens show their own loading and error state. */
export const cashboxApi = {
  myCashboxes: (signal?: AbortSignal) =>
    silentClient.get<MyCashbox[]>('/cashbox/my-cash-registers', { signal }),
};

export type OperationStep = 'approve' | 'cancel';

/** The journal reads silently (the list shows its own error); entering and steps go through the main client (toasts). */
export const operationsApi = {
  list: (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    silentClient.get<CashOperationRow[]>('/cashbox/operations', { query, signal }),
  create: (input: CashOperationInput, approve: boolean, idempotencyKey: string) =>
    mainClient.post<CashOperationRow>('/cashbox/operations', input, {
      query: { approve: approve ? 'true' : undefined },
      idempotencyKey,
      notifySuccess: true,
    }),
  exchange: (input: CurrencyExchangeInput, approve: boolean, idempotencyKey: string) =>
    mainClient.post<CashOperationRow>('/cashbox/currency-exchanges', input, {
      query: { approve: approve ? 'true' : undefined },
      idempotencyKey,
      notifySuccess: true,
    }),
  /** The operation's cash order(s) as a PDF. */
  print: (id: number) => mainClient.download(`/cashbox/operations/${id}/print`),
  /** The list under its filters as .xlsx. */
  export: (query: Record<string, string | number | undefined>) =>
    mainClient.download('/cashbox/operations/export', { query }),
  step: (id: number, step: OperationStep, idempotencyKey: string) =>
    mainClient.post<CashOperationRow>(`/cashbox/operations/${id}/${step}`, undefined, {
      idempotencyKey,
      notifySuccess: true,
    }),
};
