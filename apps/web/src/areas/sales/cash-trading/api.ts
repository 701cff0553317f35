import type {
  CashTradeDetail,
  CashTradeInput,
  CashTradeRow,
  FondDebtRow,
  FondPaymentInput,
  FondPaymentRow,
  TradeCashboxOption,
  TradeClientOption,
  TradeDiscountInput,
  TradeDiscountRow,
  TradePaymentInput,
  TradePaymentTypeOption,
  TradeProductOption,
  TradeReturnInput,
  TradeReturnRow,
  TradeWarehouseOption,
} from '@savdo/shared/schemas/cash-trading';
import { mainClient, silentClient } from '../../../api/index.ts';

type Query = Record<string, string | number | undefined>;

export type {
  CashTradeDetail,
  CashTradeRow,
  FondDebtRow,
  FondPaymentRow,
  TradeCashboxOption,
  TradeDiscountRow,
  TradePaymentTypeOption,
  TradeReturnRow,
};

export const CASH_TRADING_KEY = 'cash-trading';

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
    silentClient.get<TradeProductOption[]>(`${base}/pickers/products`, { query: { search }, signal }),
  clients: (search: string, signal?: AbortSignal) =>
    silentClient.get<TradeClientOption[]>(`${base}/pickers/clients`, { query: { search }, signal }),
  paymentTypes: (signal?: AbortSignal) =>
    silentClient.get<TradePaymentTypeOption[]>(`${base}/pickers/payment-types`, { signal }),
  cashboxes: (signal?: AbortSignal) =>
    silentClient.get<TradeCashboxOption[]>(`${base}/pickers/cashboxes`, { signal }),
  warehouses: (branchId: number, signal?: AbortSignal) =>
    silentClient.get<TradeWarehouseOption[]>(`${base}/pickers/warehouses`, {
      query: { branch_id: branchId },
      signal,
    }),
};
