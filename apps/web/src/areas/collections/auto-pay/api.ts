import type {
  AutoPayContractRow,
  CardAnswer,
  CardAttachInput,
  CardLinkRow,
  ContractCardRow,
  DebitRow,
  OnlinePaymentRow,
} from '@savdo/shared/schemas/auto-pay';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { AutoPayContractRow, CardAnswer, CardLinkRow, ContractCardRow, DebitRow, OnlinePaymentRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const AUTO_PAY_KEY = 'auto-pay';

const base = '/auto-pay';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const autoPayApi = {
  clients: (search: string, signal?: AbortSignal) =>
    silentClient.get<{ id: number; name: string }[]>(`${base}/clients`, { query: { search }, signal }),
  clientContracts: (clientId: number, signal?: AbortSignal) =>
    silentClient.get<{ id: number; name: string }[]>(`${base}/client-contracts`, {
      query: { client_id: clientId },
      signal,
    }),
  cards: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ContractCardRow[]>(`${base}/list-of-client-cards`, { query, signal }),
  attach: (input: CardAttachInput, idempotencyKey: string) =>
    mainClient.post<CardAnswer>(`${base}/list-of-client-cards`, input, { idempotencyKey }),
  verify: (id: number, code: string) =>
    mainClient.post<CardAnswer>(
      `${base}/list-of-client-cards/${id}/verify`,
      { code },
      { notifySuccess: true },
    ),
  resend: (id: number) => mainClient.post<CardAnswer>(`${base}/list-of-client-cards/${id}/resend`, {}),
  remove: (id: number) =>
    mainClient.post<CardAnswer>(`${base}/list-of-client-cards/${id}/remove`, {}, { notifySuccess: true }),
  links: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CardLinkRow[]>(`${base}/attached-contract-cards`, { query, signal }),
  link: (card_id: number, contract_id: number) =>
    mainClient.post<{ id: number }>(
      `${base}/attached-contract-cards`,
      { card_id, contract_id },
      { notifySuccess: true },
    ),
  detach: (id: number) =>
    mainClient.post<null>(`${base}/attached-contract-cards/${id}/detach`, {}, { notifySuccess: true }),
  contracts: (connected: boolean) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<AutoPayContractRow[]>(
      `${base}/${connected ? 'connected-list-of-contracts' : 'list-of-contracts'}`,
      { query, signal },
    ),
  connect: (contract_id: number) =>
    mainClient.post<null>(`${base}/list-of-contracts/connect`, { contract_id }, { notifySuccess: true }),
  disconnect: (contract_id: number) =>
    mainClient.post<null>(
      `${base}/connected-list-of-contracts/disconnect`,
      { contract_id },
      { notifySuccess: true },
    ),
  debits: (query: Query, signal?: AbortSignal) =>
    silentClient.get<DebitRow[]>(`${base}/list-of-payments`, { query, signal }),
  run: (idempotencyKey: string) =>
    mainClient.post<{ queued: number; outcomes: Record<string, number> }>(
      `${base}/list-of-payments/run`,
      {},
      { idempotencyKey },
    ),
  cancel: (id: number, reason: string, idempotencyKey: string) =>
    mainClient.post<null>(
      `${base}/list-of-payments/${id}/cancel`,
      { reason },
      { idempotencyKey, notifySuccess: true },
    ),
  online: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OnlinePaymentRow[]>(`${base}/list-of-online-payments`, { query, signal }),
};

/** A contract's number as shown: `PREFIX-123`. */
