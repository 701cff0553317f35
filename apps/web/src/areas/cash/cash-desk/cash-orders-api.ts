import type {
  CashOrderInput,
  CashOrderPrintSide,
  CashOrderRow,
  CashOrderStep,
  CashResidueRow,
  CashTurnoverRow,
} from '@savdo/shared/schemas/cash-orders';
import { mainClient, silentClient } from '../../../api/index.ts';

type Query = Record<string, string | number | undefined>;

export interface ResiduesReport {
  date: string;
  rows: CashResidueRow[];
  totals: { uzs: string; usd: string };
}

export interface TurnoverTotal {
  currency: 'UZS' | 'USD';
  opening: string;
  income: string;
  expense: string;
  closing: string;
}

export interface TurnoverReport {
  rows: CashTurnoverRow[];
  totals: TurnoverTotal[];
}

export type { CashOrderRow, CashResidueRow, CashTurnoverRow };

/** Cash orders and the desk's reports; reads are silent (the screens show their errors), steps toast. */
export const cashOrdersApi = {
  list: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CashOrderRow[]>('/cashbox/cash-orders', { query, signal }),
  forMe: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CashOrderRow[]>('/cashbox/cash-orders/for-me', { query, signal }),
  create: (input: CashOrderInput, idempotencyKey: string) =>
    mainClient.post<CashOrderRow>('/cashbox/cash-orders', input, { idempotencyKey, notifySuccess: true }),
  step: (id: number, step: CashOrderStep, idempotencyKey: string) =>
    mainClient.post<CashOrderRow>(`/cashbox/cash-orders/${id}/${step}`, undefined, {
      idempotencyKey,
      notifySuccess: true,
    }),
  print: (id: number, side: CashOrderPrintSide) =>
    mainClient.download(`/cashbox/cash-orders/${id}/print`, { query: { side } }),
  export: (forMe: boolean, query: Query) =>
    mainClient.download(`/cashbox/cash-orders${forMe ? '/for-me' : ''}/export`, { query }),
  residues: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ResiduesReport>('/cashbox/cash-residues', { query, signal }),
  turnover: (query: Query, signal?: AbortSignal) =>
    silentClient.get<TurnoverReport>('/cashbox/cash-turnover', { query, signal }),
  exportResidues: (query: Query) => mainClient.download('/cashbox/cash-residues/xlsx', { query }),
  exportTurnover: (query: Query) => mainClient.download('/cashbox/cash-turnover/xlsx', { query }),
};
