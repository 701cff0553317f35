import type {
  ClientReturnRow,
  DeliveryEditInput,
  HandoverStep,
  InvoiceStep,
  OutputInvoiceDetail,
  OutputInvoiceInput,
  OutputInvoiceRow,
  SaleDetail,
  SaleKind,
  SerialOption,
  UnreleasedSaleRow,
} from '@savdo/shared/schemas/release';
import { mainClient, silentClient } from '../../../api/index.ts';

export type {
  ClientReturnRow,
  OutputInvoiceDetail,
  OutputInvoiceRow,
  SaleDetail,
  SaleKind,
  SerialOption,
  UnreleasedSaleRow,
};
export type Query = Record<string, string | number | undefined>;

/** Every query of the release screens starts with this key; a write refreshes them all. */
export const RELEASE_KEY = 'release';

const base = '/output-product';
const salePath = (kind: SaleKind) => (kind === 'CONTRACT' ? 'contracts' : 'cash-trades');
/** The list an invoice's hand-over step lives under. */
const handoverPath = (step: HandoverStep) => (step === 'hand-over' ? 'pickups' : 'deliveries');

/** Reads are silent (the screens show their own state); writes go through the main client (toasts). */
export const releaseApi = {
  unreleased: (query: Query, signal?: AbortSignal) =>
    silentClient.get<UnreleasedSaleRow[]>(`${base}/unreleased`, { query, signal }),
  sale: (kind: SaleKind, id: number, signal?: AbortSignal) =>
    silentClient.get<SaleDetail>(`${base}/sales/${salePath(kind)}/${id}`, { signal }),
  serials: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SerialOption[]>(`${base}/serials`, { query, signal }),
  invoices: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OutputInvoiceRow[]>(`${base}/invoices`, { query, signal }),
  invoice: (id: number, signal?: AbortSignal) =>
    silentClient.get<OutputInvoiceDetail>(`${base}/invoices/${id}`, { signal }),
  create: (input: OutputInvoiceInput, idempotencyKey: string) =>
    mainClient.post<OutputInvoiceDetail>(`${base}/invoices`, input, { idempotencyKey, notifySuccess: true }),
  step: (
    id: number,
    step: InvoiceStep,
    version: number | undefined,
    idempotencyKey: string,
    belowZero?: boolean,
  ) =>
    mainClient.post<OutputInvoiceDetail>(
      `${base}/invoices/${id}/${step}`,
      belowZero ? { version, below_zero: true } : { version },
      { idempotencyKey, notifySuccess: true },
    ),
  /** The approval's first try, silent: a shortage the user may confirm is asked about (`use-approve.tsx`). */
  approve: (id: number, version: number | undefined, idempotencyKey: string) =>
    silentClient.post<OutputInvoiceDetail>(`${base}/invoices/${id}/approve`, { version }, { idempotencyKey }),
  print: (id: number) => mainClient.download(`${base}/invoices/${id}/pdf`),
  deliveries: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OutputInvoiceRow[]>(`${base}/deliveries`, { query, signal }),
  pickups: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OutputInvoiceRow[]>(`${base}/pickups`, { query, signal }),
  editDelivery: (id: number, input: DeliveryEditInput) =>
    mainClient.put<OutputInvoiceDetail>(`${base}/deliveries/${id}`, input, { notifySuccess: true }),
  handover: (id: number, step: HandoverStep, version: number | undefined, idempotencyKey: string) =>
    mainClient.post<OutputInvoiceDetail>(
      `${base}/${handoverPath(step)}/${id}/${step}`,
      { version },
      { idempotencyKey, notifySuccess: true },
    ),
  clientReturns: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ClientReturnRow[]>(`${base}/client-returns`, { query, signal }),
};
