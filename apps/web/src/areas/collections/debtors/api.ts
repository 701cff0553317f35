import type {
  AssignResult,
  AttachedGroupRow,
  AttachmentRow,
  BulkAttachInput,
  BulkAttachResult,
  CollectionCard,
  CollectionClientRow,
  CollectionContractRow,
  ContactInput,
  VillageAttachmentInput,
  WorkplaceAttachmentInput,
} from '@savdo/shared/schemas/collections';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { AttachedGroupRow, AttachmentRow, CollectionCard, CollectionClientRow, CollectionContractRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const COLLECTIONS_KEY = 'collections';

const base = '/collections';

/** The places collectors are attached to: villages and streets, or workplaces. */
export type PlaceKind = 'attachment-of-streets' | 'assign-workplaces';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const collectionsApi = {
  contracts: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CollectionContractRow[]>(`${base}/all-contracts`, { query, signal }),
  today: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CollectionContractRow[]>(`${base}/all-contracts/today`, { query, signal }),
  export: (query: Query) => mainClient.download(`${base}/all-contracts/export`, { query }),
  clients: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CollectionClientRow[]>(`${base}/all-customer`, { query, signal }),
  clientContracts: (clientId: number, signal?: AbortSignal) =>
    silentClient.get<CollectionContractRow[]>(`${base}/all-customer/${clientId}/contracts`, { signal }),
  card: (id: number, signal?: AbortSignal) =>
    silentClient.get<CollectionCard>(`${base}/contracts/${id}`, { signal }),
  contact: (id: number, input: ContactInput) =>
    mainClient.post<{ id: number }>(`${base}/contracts/${id}/comments`, input, { notifySuccess: true }),
  places: (kind: PlaceKind) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<AttachmentRow[]>(`${base}/${kind}`, { query, signal }),
  addPlace: (kind: PlaceKind, input: VillageAttachmentInput | WorkplaceAttachmentInput) =>
    mainClient.post<{ id: number }>(`${base}/${kind}`, input, { notifySuccess: true }),
  changePlace: (kind: PlaceKind, id: number, input: VillageAttachmentInput | WorkplaceAttachmentInput) =>
    mainClient.put<{ id: number }>(`${base}/${kind}/${id}`, input, { notifySuccess: true }),
  detachPlace: (kind: PlaceKind, id: number) =>
    mainClient.post<{ id: number }>(`${base}/${kind}/${id}/detach`, {}, { notifySuccess: true }),
  applyAttachments: () => mainClient.post<AssignResult>(`${base}/apply-attachments`, {}),
  attach: (input: BulkAttachInput) =>
    mainClient.post<BulkAttachResult>(`${base}/responsible-attachment`, input),
  groups: (query: Query, signal?: AbortSignal) =>
    silentClient.get<AttachedGroupRow[]>(`${base}/attached-contracts`, { query, signal }),
  detach: (contractIds: number[]) =>
    mainClient.post<BulkAttachResult>(`${base}/attached-contracts/detach`, { contract_ids: contractIds }),
};
