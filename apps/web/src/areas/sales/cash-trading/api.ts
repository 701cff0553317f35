import type {
  CashTradeDetail,
  CashTradeInput,
  CashTradeRow,
  FondDebtRow,
  FondPaymentInput,
  TradeDiscountInput,
  TradeDiscountRow,
  TradePaymentInput,
  TradeReturnInput,
  TradeReturnRow,
} from '@savdo/shared/schemas/cash-trading';
import { mainClient, silentClient } from '../../../api/index.ts';

type Query = Record<string, string | number | undefined>;

export type { CashTradeDetail, CashTradeRow, FondDebtRow, TradeDiscountRow, TradeReturnRow };

export const CASH_TRADING_KEY = 'cash-trading';

/** A product the sale form offers, at today's retail price. */
export interface ProductOption {
  id: number;
  name: string;
  barcode: string | null;
  is_serial: boolean;
  price: string;
}
export interface ClientOption {
  id: number;
  full_name: string;
  phone: string | null;
}
export interface PaymentTypeOption {
  id: number;
  name: string;
  group: 'CASH' | 'CARD' | 'TRANSFER';
}
export interface CashboxOption {
  id: number;
  name: string;
  branch_id: number;
}
export interface WarehouseOption {
  id: number;
  name: string;
  branch_id: number | null;
}
export interface FondPaymentRow {
  id: number;
  business_date: string;
  amount: string;
  status: string;
  fond_id: number;
  fond_name: string | null;
  cashbox_name: string | null;
  comment: string | null;
  reversal_of: number | null;
  created_by_name: string | null;
}

const base = '/cash-tradings';
const step = { notifySuccess: true } as const;

/** Reads are silent (the screens show their own state); steps go through the main client (overlay, toasts). */
export const cashTradingApi = {
  list: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CashTradeRow[]>(`${base}/trades`, { query, signal }),
  get: (id: number, signal?: AbortSignal) =>
    silentClient.get<CashTradeDetail>(`${base}/trades/${id}`, { signal }),
  create: (input: CashTradeInput, idempotencyKey: string) =>
    mainClient.post<CashTradeDetail>(`${base}/trades`, input, { idempotencyKey, ...step }),
  pay: (id: number, input: TradePaymentInput, idempotencyKey: string) =>
    mainClient.post<CashTradeDetail>(`${base}/trades/${id}/payments`, input, { idempotencyKey, ...step }),
  discount: (id: number, input: TradeDiscountInput, idempotencyKey: string) =>
    mainClient.post<CashTradeDetail>(`${base}/trades/${id}/discount`, input, { idempotencyKey, ...step }),
  cancel: (id: number, idempotencyKey: string) =>
    mainClient.post<unknown>(`${base}/trades/${id}/cancel`, {}, { idempotencyKey, ...step }),
  giveBack: (id: number, input: TradeReturnInput, idempotencyKey: string) =>
    mainClient.post<unknown>(`${base}/trades/${id}/returns`, input, { idempotencyKey, ...step }),
  register: (id: number, idempotencyKey: string) =>
    mainClient.post<unknown>(`${base}/trades/${id}/fiscal`, {}, { idempotencyKey, ...step }),
  receipt: (id: number) => mainClient.download(`${base}/trades/${id}/receipt`),
  discounts: (query: Query, signal?: AbortSignal) =>
    silentClient.get<TradeDiscountRow[]>(`${base}/discounts`, { query, signal }),
  returns: (query: Query, signal?: AbortSignal) =>
    silentClient.get<TradeReturnRow[]>(`${base}/returns`, { query, signal }),
  fondDebts: (signal?: AbortSignal) => silentClient.get<FondDebtRow[]>(`${base}/fond-debts`, { signal }),
  fondPayments: (query: Query, signal?: AbortSignal) =>
    silentClient.get<FondPaymentRow[]>(`${base}/fond-payments`, { query, signal }),
  payFond: (input: FondPaymentInput, idempotencyKey: string) =>
    mainClient.post<unknown>(`${base}/fond-payments`, input, { idempotencyKey, ...step }),
  products: (search: string, signal?: AbortSignal) =>
    silentClient.get<ProductOption[]>(`${base}/pickers/products`, { query: { search }, signal }),
  clients: (search: string, signal?: AbortSignal) =>
    silentClient.get<ClientOption[]>(`${base}/pickers/clients`, { query: { search }, signal }),
  paymentTypes: (signal?: AbortSignal) =>
    silentClient.get<PaymentTypeOption[]>(`${base}/pickers/payment-types`, { signal }),
  cashboxes: (signal?: AbortSignal) =>
    silentClient.get<CashboxOption[]>(`${base}/pickers/cashboxes`, { signal }),
  warehouses: (branchId: number, signal?: AbortSignal) =>
    silentClient.get<WarehouseOption[]>(`${base}/pickers/warehouses`, {
      query: { branch_id: branchId },
      signal,
    }),
};
