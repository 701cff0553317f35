import type {
  CalculatorData,
  ClientOrderInput,
  ClientReview,
  ContractRow,
  ContractView,
  OrderApproveInput,
  OrderRow,
  OrderView,
  SignAnswer,
  SignInput,
} from '@savdo/shared/schemas/contracts';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { CalculatorData, ContractRow, OrderRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of this module starts with this key; a write refreshes them all. */
export const CONTRACTS_KEY = 'contracts';

const base = '/contract';

/** Reads go through the silent client (the screens show their own state); writes through the main one (toasts). */
export const contractsApi = {
  orders: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OrderRow[]>(`${base}/orders`, { query, signal }),
  order: (id: number, signal?: AbortSignal) =>
    silentClient.get<OrderView>(`${base}/orders/${id}`, { signal }),
  review: (id: number, signal?: AbortSignal) =>
    silentClient.get<ClientReview>(`${base}/orders/${id}/review`, { signal }),
  createOrder: (input: ClientOrderInput) =>
    mainClient.post<OrderView>(`${base}/orders`, input, { notifySuccess: true }),
  approveOrder: (id: number, input: OrderApproveInput) =>
    mainClient.post<{ contract_id: number }>(`${base}/orders/${id}/approve`, input, { notifySuccess: true }),
  rejectOrder: (id: number, reason: string) =>
    mainClient.post<OrderView>(`${base}/orders/${id}/reject`, { reason }, { notifySuccess: true }),
  calculator: (productIds: readonly number[], signal?: AbortSignal) =>
    silentClient.get<CalculatorData>(`${base}/calculator`, {
      query: { product_ids: productIds.join(',') },
      signal,
    }),
  contracts: (scope: 'contracts' | 'closed-contracts', query: Query, signal?: AbortSignal) =>
    silentClient.get<ContractRow[]>(`${base}/${scope}`, { query, signal }),
  contract: (id: number, asOf: string | undefined, signal?: AbortSignal) =>
    silentClient.get<ContractView>(`${base}/contracts/${id}`, { query: { as_of: asOf }, signal }),
  sign: (id: number, input: SignInput, idempotencyKey: string) =>
    mainClient.post<SignAnswer>(`${base}/contracts/${id}/sign`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  step: (id: number, step: 'cancel' | 'freeze' | 'unfreeze', reason: string) =>
    mainClient.post<{ id: number }>(`${base}/contracts/${id}/${step}`, { reason }, { notifySuccess: true }),
  responsible: (id: number, responsibleId: number) =>
    mainClient.post<{ id: number }>(
      `${base}/contracts/${id}/responsible`,
      { responsible_id: responsibleId },
      { notifySuccess: true },
    ),
  print: (id: number) => mainClient.download(`${base}/contracts/${id}/print`),
};

/** `2026-11-23` → `23.11.2026`. */
export const shownDate = (date: string | null | undefined): string =>
  date ? date.split('-').reverse().join('.') : '';
