import type {
  CashOperationInput,
  CashOperationStatus,
  CashOperationType,
  CurrencyExchangeInput,
} from '@savdo/shared/schemas/money';
import { mainClient, silentClient } from '../../api/index.ts';
import type { Currency } from '../../shared/format.ts';

/** A cashbox of the signed-in cashier (or every one with `cashbox.all`) with what it holds. */
export interface MyCashbox {
  id: number;
  name: string;
  branch_id: number;
  branch_name: string | null;
  responsible_id: number;
  balance_uzs: string;
  balance_usd: string;
}

export const CASHBOX_KEY = 'cashbox';

/** Reads through the silent client: the screens show their own loading and error state. */
export const cashboxApi = {
  myCashboxes: (signal?: AbortSignal) =>
    silentClient.get<MyCashbox[]>('/cashbox/my-cash-registers', { signal }),
};

/** One row of the journal (`GET /cashbox/operations`). */
export interface CashOperationRow {
  id: number;
  type: CashOperationType;
  status: CashOperationStatus;
  branch_name: string | null;
  cashbox_id: number | null;
  cashbox_name: string | null;
  business_date: string;
  amount: string;
  currency: Currency;
  counterpart_name: string | null;
  /** UZS per USD of an exchange. */
  rate: string | null;
  comment: string | null;
  reversal_of: number | null;
  reversed_by: number | null;
  created_by_name: string | null;
  approved_by_name: string | null;
}

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
  step: (id: number, step: OperationStep, idempotencyKey: string) =>
    mainClient.post<CashOperationRow>(`/cashbox/operations/${id}/${step}`, undefined, {
      idempotencyKey,
      notifySuccess: true,
    }),
};
