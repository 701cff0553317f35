import type {
  AdjustmentKind,
  AdjustmentRow,
  ContractReturnInput,
  ContractReturnRow,
  DiscountInput,
  ReturnableItem,
  WriteOffInput,
} from '@savdo/shared/schemas/contract-requests';
import { ADJUSTMENT_KINDS } from '@savdo/shared/schemas/contract-requests';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { AdjustmentKind, AdjustmentRow, ContractReturnRow, ReturnableItem };
export type Query = Record<string, string | number | undefined>;

/** The colour of each request status. */
export const STATUS_COLORS = { CREATED: 'gold', APPROVED: 'green', REJECTED: 'default' } as const;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const REQUESTS_KEY = 'contract-requests';

const path = (kind: AdjustmentKind) => `/contract/${ADJUSTMENT_KINDS[kind].path}`;

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const requestsApi = {
  adjustments: (kind: AdjustmentKind) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<AdjustmentRow[]>(path(kind), { query, signal }),
  ask: (kind: AdjustmentKind, input: DiscountInput | WriteOffInput, idempotencyKey: string) =>
    mainClient.post<AdjustmentRow>(path(kind), input, { idempotencyKey, notifySuccess: true }),
  decide: (
    kind: AdjustmentKind,
    id: number,
    step: 'approve' | 'reject',
    reason: string | undefined,
    idempotencyKey: string,
  ) =>
    mainClient.post<AdjustmentRow>(`${path(kind)}/${id}/${step}`, step === 'reject' ? { reason } : {}, {
      idempotencyKey,
      notifySuccess: true,
    }),
  returns: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ContractReturnRow[]>('/contract/return-products', { query, signal }),
  returnable: (contractId: number, signal?: AbortSignal) =>
    silentClient.get<ReturnableItem[]>(`/contract/return-products/contracts/${contractId}/items`, { signal }),
  askReturn: (input: ContractReturnInput, idempotencyKey: string) =>
    mainClient.post<ContractReturnRow>('/contract/return-products', input, {
      idempotencyKey,
      notifySuccess: true,
    }),
  decideReturn: (
    id: number,
    step: 'approve' | 'reject',
    reason: string | undefined,
    idempotencyKey: string,
  ) =>
    mainClient.post<ContractReturnRow>(
      `/contract/return-products/${id}/${step}`,
      step === 'reject' ? { reason } : {},
      {
        idempotencyKey,
        notifySuccess: true,
      },
    ),
};
