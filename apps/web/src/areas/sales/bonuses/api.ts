import type {
  BonusHistoryRow,
  BonusOrderInput,
  BonusOrderRow,
  BonusProductEditInput,
  BonusProductInput,
  BonusProductRow,
  BonusReturnInput,
  BonusReturnRow,
} from '@savdo/shared/schemas/bonuses';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { BonusHistoryRow, BonusOrderRow, BonusProductRow, BonusReturnRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const BONUSES_KEY = 'bonuses';

const base = '/client-account-numbers';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const bonusesApi = {
  products: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BonusProductRow[]>(`${base}/bonus-products`, { query, signal }),
  addProduct: (input: BonusProductInput) =>
    mainClient.post<BonusProductRow>(`${base}/bonus-products`, input, { notifySuccess: true }),
  editProduct: (id: number, input: BonusProductEditInput) =>
    mainClient.put<BonusProductRow>(`${base}/bonus-products/${id}`, input, { notifySuccess: true }),
  orders: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BonusOrderRow[]>(`${base}/bonus-orders`, { query, signal }),
  orderById: (id: number, signal?: AbortSignal) =>
    silentClient.get<BonusOrderRow>(`${base}/bonus-orders/${id}`, { signal }),
  /** The order's release note (PDF); the main client shows a refusal. */
  printOrder: (id: number) => mainClient.download(`${base}/bonus-orders/${id}/pdf`),
  order: (input: BonusOrderInput, idempotencyKey: string) =>
    mainClient.post<BonusOrderRow>(`${base}/bonus-orders`, input, { idempotencyKey, notifySuccess: true }),
  balance: (clientId: number, signal?: AbortSignal) =>
    silentClient.get<{ client_id: number; client_name: string; balance: string }>(
      `${base}/bonus-balances/${clientId}`,
      { signal },
    ),
  history: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BonusHistoryRow[]>(`${base}/bonus-balance-histories`, { query, signal }),
  differences: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BonusOrderRow[]>(`${base}/payment-bonus-differences`, { query, signal }),
  returns: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BonusReturnRow[]>(`${base}/return-bonus-products`, { query, signal }),
  returnProduct: (input: BonusReturnInput, idempotencyKey: string) =>
    mainClient.post<{ id: number }>(`${base}/return-bonus-products`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
};
