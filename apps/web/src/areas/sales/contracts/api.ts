import type { ContractStatus, SettlementKind } from '@savdo/shared/contracts';
import type { Currency } from '@savdo/shared/money';
import type { DisciplineFigures } from '@savdo/shared/schemas/client-ratings';
import type { PaymentSource } from '@savdo/shared/schemas/contract-payments';
import type {
  CalculatorData,
  ClientOrderInput,
  ContractRow,
  OrderApproveInput,
  OrderRow,
  SignInput,
} from '@savdo/shared/schemas/contracts';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { CalculatorData, ContractRow, OrderRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of this module starts with this key; a write refreshes them all. */
export const CONTRACTS_KEY = 'contracts';

export interface OrderItemView {
  product_id: number;
  product_name: string | null;
  quantity: string;
  price: string;
  discount: string;
}
export interface OrderView extends OrderRow {
  payment_day: number | null;
  comment: string | null;
  items: OrderItemView[];
}

export interface ClientReview {
  /** The client's payment discipline computed now (client-ratings). */
  score: DisciplineFigures;
  duplicates: number;
  blacklisted: boolean;
  blacklist_reason: string | null;
  contracts: {
    id: number;
    number: number;
    status: ContractStatus;
    currency: Currency;
    contract_date: string;
    debt: string;
    rest: string;
    overdue: string;
    late_months: number;
    days_late: number;
  }[];
}

export interface ScheduleRowView {
  n: number;
  due_date: string;
  amount: string;
  markup: string;
  paid: string;
  forgiven: string;
  left: string;
  left_as_of: string;
  overdue_as_of: boolean;
}

export interface SettlementView {
  id: number;
  kind: SettlementKind;
  status: 'APPROVED' | 'CANCELED';
  business_date: string;
  amount: string;
  overpaid: string;
  paid_amount: string | null;
  paid_currency: Currency | null;
  rate: string | null;
  method: string | null;
  cashbox_name: string | null;
  reversal_of: number | null;
  reason: string | null;
  created_by_name: string | null;
  /** Set when no person took it (auto-payment, online): shown instead of the name. */
  source: PaymentSource | null;
  allocations: { n: number; amount: string; markup: string; forgives: boolean }[];
}

export interface ContractEventView {
  id: number;
  event: string;
  from_status: ContractStatus | null;
  to_status: ContractStatus | null;
  business_date: string;
  reason: string | null;
  created_by_name: string | null;
}

export interface ContractView {
  id: number;
  number: number;
  branch_name: string | null;
  client_id: number;
  client_name: string;
  client_pinfl: string | null;
  client_phones: string[];
  order_number: number | null;
  status: ContractStatus;
  off_balance: boolean;
  currency: Currency;
  tariff_name: string | null;
  months: number;
  markup_percent: string;
  additional_markup_percent: string;
  contract_date: string;
  payment_day: number;
  price: string;
  discount: string;
  prepayment: string;
  financed: string;
  markup_amount: string;
  debt: string;
  monthly: string;
  rest: string;
  next_due_date: string | null;
  rate: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  closed_on: string | null;
  as_of: string;
  overdue: string;
  late_months: number;
  days_late: number;
  items: OrderItemView[];
  schedule: ScheduleRowView[];
  settlements: SettlementView[];
  events: ContractEventView[];
}

export interface SignAnswer {
  id: number;
  settlement: { allocated: string; rest: string } | null;
}

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
