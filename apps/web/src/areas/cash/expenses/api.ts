import type {
  EstimateInput,
  EstimateRow,
  ExpenseRow,
  ExpenseTotals,
  ProvidedServiceInput,
  ProvidedServiceRow,
  ServicePaymentInput,
  ServicePaymentRow,
  UsageRow,
} from '@savdo/shared/schemas/expenses';
import type { CashOperationInput } from '@savdo/shared/schemas/money';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { EstimateRow, ExpenseRow, ExpenseTotals, ProvidedServiceRow, ServicePaymentRow, UsageRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of this module starts with this key; a write refreshes them all. */
export const EXPENSES_KEY = 'expenses';

const base = '/expenses';

/** The two expense lists: everything by cost item, or what was paid from cash. */
export type ExpenseList = 'expenses' | 'expense-from-cashbox';

/** Reads go through the silent client (the screens show their own state); writes through the main one (toasts). */
export const expensesApi = {
  expenses: (list: ExpenseList, query: Query, signal?: AbortSignal) =>
    silentClient.request<ExpenseRow[]>('GET', `${base}/${list}`, undefined, { query, signal }),
  exportExpenses: (list: ExpenseList, query: Query) =>
    mainClient.download(`${base}/${list}/export`, { query }),
  /** Estimates, their usage or the services rendered as .xlsx, under the screen's filters. */
  exportList: (list: 'estimates' | 'estimate-usage' | 'provided-services', query: Query) =>
    mainClient.download(`${base}/${list}/export`, { query }),
  enterExpense: (input: CashOperationInput, approve: boolean, idempotencyKey: string) =>
    mainClient.post<ExpenseRow>('/cashbox/operations', input, {
      query: { approve: approve ? 'true' : undefined },
      idempotencyKey,
      notifySuccess: true,
    }),
  estimates: (query: Query, signal?: AbortSignal) =>
    silentClient.get<EstimateRow[]>(`${base}/estimates`, { query, signal }),
  createEstimate: (input: EstimateInput) =>
    mainClient.post<EstimateRow>(`${base}/estimates`, input, { notifySuccess: true }),
  updateEstimate: (id: number, input: EstimateInput) =>
    mainClient.put<EstimateRow>(`${base}/estimates/${id}`, input, { notifySuccess: true }),
  approveEstimate: (id: number) =>
    mainClient.post<EstimateRow>(`${base}/estimates/${id}/approve`, undefined, { notifySuccess: true }),
  usage: (query: Query, signal?: AbortSignal) =>
    silentClient.get<UsageRow[]>(`${base}/estimate-usage`, { query, signal }),
  services: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ProvidedServiceRow[]>(`${base}/provided-services`, { query, signal }),
  createService: (input: ProvidedServiceInput, idempotencyKey: string) =>
    mainClient.post<ProvidedServiceRow>(`${base}/provided-services`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  cancelService: (id: number, idempotencyKey: string) =>
    mainClient.post<ProvidedServiceRow>(`${base}/provided-services/${id}/cancel`, undefined, {
      idempotencyKey,
      notifySuccess: true,
    }),
  payments: (id: number, signal?: AbortSignal) =>
    silentClient.get<ServicePaymentRow[]>(`${base}/provided-services/${id}/payments`, { signal }),
  pay: (id: number, input: ServicePaymentInput, idempotencyKey: string) =>
    mainClient.post<ProvidedServiceRow>(`${base}/provided-services/${id}/payments`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  cancelPayment: (operationId: number, idempotencyKey: string) =>
    mainClient.post<ProvidedServiceRow>(
      `${base}/provided-services/payments/${operationId}/cancel`,
      undefined,
      {
        idempotencyKey,
        notifySuccess: true,
      },
    ),
};

/** `2026-11-23` → `23.11.2026`. */
export const shownDate = (date: string | null | undefined): string =>
  date ? date.split('-').reverse().join('.') : '';

/** The months a select offers: from two years back to one ahead, newest first (`YYYY-MM`). */
export function monthOptions(now = new Date()): string[] {
  const months: string[] = [];
  for (let i = 12; i >= -24; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

/** `2026-11` → `11.2026`. */
export const shownMonth = (month: string): string => month.split('-').reverse().join('.');
