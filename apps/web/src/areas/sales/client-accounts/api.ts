import type {
  AccountBalanceRow,
  AccountHistoryRow,
  AccountOperationRow,
  AccountPaymentInput,
  ClientDepositInput,
} from '@savdo/shared/schemas/client-accounts';
import type { CashOperationRow } from '@savdo/shared/schemas/money';
import { mainClient, silentClient } from '../../../api/index.ts';
import type { ContractPaymentDetail, ContractPaymentRow } from '../contract-payments/api.ts';

export type { AccountBalanceRow, AccountHistoryRow, AccountOperationRow, ContractPaymentRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const ACCOUNTS_KEY = 'client-accounts';

const base = '/client-account-numbers';

/** The two operation lists: every client-account operation, or the payouts. */
export type OperationScreen = 'account-number-operations' | 'customer-expenses';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const accountsApi = {
  clients: (search: string, signal?: AbortSignal) =>
    silentClient.get<{ id: number; name: string }[]>(`${base}/clients/options`, {
      query: { search },
      signal,
    }),
  balances: (query: Query, signal?: AbortSignal) =>
    silentClient.get<AccountBalanceRow[]>(`${base}/account-balances`, { query, signal }),
  operations: (screen: OperationScreen) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<AccountOperationRow[]>(`${base}/${screen}`, { query, signal }),
  fromAccount: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ContractPaymentRow[]>(`${base}/account-number-operations/contract-payments`, {
      query,
      signal,
    }),
  history: (query: Query, signal?: AbortSignal) =>
    silentClient.get<AccountHistoryRow[]>(`${base}/account-number-history`, { query, signal }),
  export: (list: 'account-balances' | OperationScreen, query: Query) =>
    mainClient.download(`${base}/${list}/export`, { query }),
  deposit: (input: ClientDepositInput, idempotencyKey: string) =>
    mainClient.post<CashOperationRow>(`${base}/account-number-operations/deposits`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  payout: (input: ClientDepositInput, idempotencyKey: string) =>
    mainClient.post<CashOperationRow>(`${base}/customer-expenses`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  cancel: (type: 'CLIENT_INPUT' | 'CLIENT_OUTPUT', id: number, reason: string, idempotencyKey: string) =>
    mainClient.post<CashOperationRow>(
      type === 'CLIENT_INPUT'
        ? `${base}/account-number-operations/deposits/${id}/cancel`
        : `${base}/customer-expenses/${id}/cancel`,
      { reason },
      { idempotencyKey, notifySuccess: true },
    ),
  payContract: (input: AccountPaymentInput, idempotencyKey: string) =>
    mainClient.post<ContractPaymentDetail>(`${base}/account-number-operations/contract-payments`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  cancelPayment: (id: number, reason: string, idempotencyKey: string) =>
    mainClient.post<ContractPaymentDetail>(
      `${base}/account-number-operations/contract-payments/${id}/cancel`,
      { reason },
      { idempotencyKey, notifySuccess: true },
    ),
  print: (screen: OperationScreen, id: number) => mainClient.download(`${base}/${screen}/${id}/print`),
};
