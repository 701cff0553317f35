import type { Currency } from '@savdo/shared/money';
import type {
  FifoLayerRow,
  PracticeRow,
  ProductLineInfo,
  ResidueRow,
  StockDocument,
  StockDocumentKind,
  StockDocumentRow,
  SupplierDebtRow,
} from '@savdo/shared/schemas';
import { type ApiEnvelope, mainClient, silentClient } from '../../../api/index.ts';
import { KIND_API, type Step } from './doc-kinds.ts';
import type { DocListQuery } from './list-query.ts';

export type { Currency, PracticeRow, ProductLineInfo };

const base = (kind: StockDocumentKind) => `/warehouse/${KIND_API[kind].path}`;

type Query = Record<string, string | number | undefined>;

/**
 * Reads go through the silent client (the screens show their own loading and
 * error state); writes through the main one (overlay, error toast with the
 * server's message, success toast).
 */
export const warehouseApi = {
  list: (kind: StockDocumentKind, query: DocListQuery, signal?: AbortSignal) =>
    silentClient.request<StockDocumentRow[]>('GET', base(kind), undefined, { query: { ...query }, signal }),
  get: (kind: StockDocumentKind, id: number, signal?: AbortSignal) =>
    silentClient.get<StockDocument>(`${base(kind)}/${id}`, { signal }),
  create: (kind: StockDocumentKind, body: object) =>
    mainClient.post<StockDocument>(base(kind), body, { notifySuccess: true }),
  update: (kind: StockDocumentKind, id: number, body: object) =>
    mainClient.put<StockDocument>(`${base(kind)}/${id}`, body, { notifySuccess: true }),
  step: (kind: StockDocumentKind, id: number, step: Step, version: number) =>
    mainClient.post<StockDocument>(`${base(kind)}/${id}/${step}`, { version }, { notifySuccess: true }),
  residues: (query: Query, signal?: AbortSignal) =>
    silentClient.request<ResidueRow[] | FifoLayerRow[]>('GET', '/warehouse/residues', undefined, {
      query,
      signal,
    }),
  practices: (query: Query, signal?: AbortSignal) =>
    silentClient.request<PracticeRow[]>('GET', '/warehouse/practices', undefined, { query, signal }),
  debts: (signal?: AbortSignal) =>
    silentClient.get<SupplierDebtRow[]>('/supplier-calculations/debts', { signal }),
  product: (id: number, signal?: AbortSignal) =>
    silentClient.get<ProductLineInfo>(`/information/products/${id}`, { signal }),
};

export type { ApiEnvelope };
