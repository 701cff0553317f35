import type {
  BonusRow,
  ContractDue,
  ContractFound,
  ContractPaymentDetail,
  ContractPaymentInput,
  ContractPaymentRow,
  EarlyCloseInput,
  PaymentScreen,
} from '@savdo/shared/schemas/contract-payments';
import { mainClient, silentClient } from '../../../api/index.ts';

export type {
  BonusRow,
  ContractDue,
  ContractFound,
  ContractPaymentDetail,
  ContractPaymentRow,
  PaymentScreen,
};
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const PAYMENTS_KEY = 'contract-payments';

/** Which contracts a search keeps to: taking payments, down payments, or any open one. */
export type SearchScope = 'payment' | 'pre_payment' | 'open';

/** Reads go through the silent client (the screens show their own state); writes through the main one (toasts). */
export const paymentsApi = {
  search: (search: string, scope: SearchScope | undefined, signal?: AbortSignal) =>
    silentClient.get<ContractFound[]>('/cashbox/contract-payments/contracts', {
      query: { search, scope },
      signal,
    }),
  due: (id: number, signal?: AbortSignal) =>
    silentClient.get<ContractDue>(`/cashbox/contract-payments/contracts/${id}`, { signal }),
  take: (screen: PaymentScreen, input: ContractPaymentInput, idempotencyKey: string) =>
    mainClient.post<ContractPaymentDetail>(`/cashbox/${screen}`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  list: (screen: PaymentScreen) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<ContractPaymentRow[]>(`/cashbox/${screen}`, { query, signal }),
  export: (screen: PaymentScreen, query: Query) =>
    mainClient.download(`/cashbox/${screen}/export`, { query }),
  cancel: (screen: PaymentScreen, id: number, reason: string, idempotencyKey: string) =>
    mainClient.post<ContractPaymentDetail>(
      `/cashbox/${screen}/${id}/cancel`,
      { reason },
      {
        idempotencyKey,
        notifySuccess: true,
      },
    ),
  print: (screen: PaymentScreen, id: number) => mainClient.download(`/cashbox/${screen}/${id}/print`),
  bonuses: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BonusRow[]>('/contract/closed-contract-bonuses', { query, signal }),
  close: (input: EarlyCloseInput, idempotencyKey: string) =>
    mainClient.post<ContractPaymentDetail>('/contract/closed-contract-bonuses', input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  printClose: (id: number) => mainClient.download(`/contract/closed-contract-bonuses/${id}/print`),
};

/** `2026-11-23` → `23.11.2026`. */
export const shownDate = (date: string | null | undefined): string =>
  date ? date.split('-').reverse().join('.') : '';

/** A contract as people name it: `TSH-15`. */

/** A framed block of a page (the take-money panel). */
export const PANEL = {
  border: '1px solid rgba(5, 5, 5, 0.08)',
  borderRadius: 8,
  padding: 16,
  marginBottom: 16,
};
