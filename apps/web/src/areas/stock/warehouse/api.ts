import type { Currency } from '@savdo/shared/money';
import type { PracticeRow, StockDocumentKind } from '@savdo/shared/schemas';
import { type ApiEnvelope, mainClient, silentClient } from '../../../api/index.ts';
import { KIND_API, type Step } from './doc-kinds.ts';
import type { DocListQuery } from './list-query.ts';

export type { Currency, PracticeRow };

/** A row of a document list. */
export interface DocRow {
  id: number;
  number: string;
  /** The branch's prefix, shown before the number (`documentNumber`). */
  branch_prefix: string | null;
  status: string;
  doc_date: string;
  currency: Currency;
  total: string;
  warehouse_id: number;
  warehouse_name: string | null;
  to_warehouse_id: number | null;
  to_warehouse_name: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  version: number;
}

export interface DocLine {
  id: number;
  product_id: number;
  product_name: string;
  quantity: string;
  expected: string | null;
  difference: string | null;
  price: string | null;
  /** Serials of a serial-tracked line, where the answer carries them. */
  serials?: string[] | null;
}

/** A document with its lines (GET /:id, and the answer of every write). */
export interface StockDoc extends DocRow {
  kind: StockDocumentKind;
  branch_id: number;
  branch_name: string | null;
  rate: string;
  note: string | null;
  lines: DocLine[];
}

export interface ResidueRow {
  product_id: number;
  product_name: string;
  quantity: string;
  cost_uzs: string;
}

export interface FifoRow {
  layer_id: number;
  product_id: number;
  product_name: string;
  business_date: string;
  quantity_in: string;
  quantity_left: string;
  cost_left_uzs: string;
  cost_left_usd: string;
}

export interface DebtRow {
  supplier_id: number;
  supplier_name: string;
  currency: Currency;
  debt: string;
}

/** What a document line needs to know of its product. */
export interface ProductInfo {
  id: number;
  name: string;
  /** One serial (or IMEI) per unit on every line of it. */
  is_serial: boolean;
}

const base = (kind: StockDocumentKind) => `/warehouse/${KIND_API[kind].path}`;

/** Document ids are bigint on the server and come as strings; the screens key their caches by number. */
const withId = <T extends { id: number | string }>(row: T): T => ({ ...row, id: Number(row.id) });
const doc = (answer: Promise<StockDoc>) => answer.then(withId);
type Query = Record<string, string | number | undefined>;

/**
 * Reads go through the silent client (the screens show their own loading and
 * error state); writes through the main one (overlay, error toast with the
 * server's message, success toast).
 */
export const warehouseApi = {
  list: async (kind: StockDocumentKind, query: DocListQuery, signal?: AbortSignal) => {
    const page = await silentClient.request<DocRow[]>('GET', base(kind), undefined, {
      query: { ...query },
      signal,
    });
    return { ...page, data: page.data.map(withId) };
  },
  get: (kind: StockDocumentKind, id: number, signal?: AbortSignal) =>
    doc(silentClient.get<StockDoc>(`${base(kind)}/${id}`, { signal })),
  create: (kind: StockDocumentKind, body: object) =>
    doc(mainClient.post<StockDoc>(base(kind), body, { notifySuccess: true })),
  update: (kind: StockDocumentKind, id: number, body: object) =>
    doc(mainClient.put<StockDoc>(`${base(kind)}/${id}`, body, { notifySuccess: true })),
  step: (kind: StockDocumentKind, id: number, step: Step, version: number) =>
    doc(mainClient.post<StockDoc>(`${base(kind)}/${id}/${step}`, { version }, { notifySuccess: true })),
  residues: (query: Query, signal?: AbortSignal) =>
    silentClient.request<(ResidueRow | FifoRow)[]>('GET', '/warehouse/residues', undefined, {
      query,
      signal,
    }),
  practices: (query: Query, signal?: AbortSignal) =>
    silentClient.request<PracticeRow[]>('GET', '/warehouse/practices', undefined, { query, signal }),
  debts: (signal?: AbortSignal) => silentClient.get<DebtRow[]>('/supplier-calculations/debts', { signal }),
  product: (id: number, signal?: AbortSignal) =>
    silentClient.get<ProductInfo>(`/information/products/${id}`, { signal }),
};

export type { ApiEnvelope };
