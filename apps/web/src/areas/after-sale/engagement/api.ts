import type {
  BonusCalculateInput,
  BonusCancelInput,
  BonusStatus,
  CallBonusRow,
  CallBonusSale,
  CallBonusView,
  ClientCallInput,
  ClientCallRow,
} from '@savdo/shared/schemas/engagement';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { CallBonusRow, CallBonusSale, CallBonusView, ClientCallRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const ENGAGEMENT_KEY = 'engagement';

export const STATUS_COLORS: Record<BonusStatus, string> = {
  CREATED: 'blue',
  APPROVED: 'gold',
  PAID: 'green',
  PAYROLL: 'cyan',
  CANCELED: 'default',
};

const base = '/customer-engagements';

export const engagementApi = {
  calls: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ClientCallRow[]>(`${base}/called-clients`, { query, signal }),
  record: (input: ClientCallInput) =>
    mainClient.post<ClientCallRow>(`${base}/called-clients`, input, { notifySuccess: true }),
  bonuses: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CallBonusRow[]>(`${base}/calculate-bonus`, { query, signal }),
  bonus: (id: CallBonusRow['id'], signal?: AbortSignal) =>
    silentClient.get<CallBonusView>(`${base}/calculate-bonus/${id}`, { signal }),
  calculate: (input: BonusCalculateInput) =>
    mainClient.post<CallBonusView[]>(`${base}/calculate-bonus`, input, { notifySuccess: true }),
  approve: (id: CallBonusRow['id']) =>
    mainClient.post<CallBonusView>(`${base}/calculate-bonus/${id}/approve`, {}, { notifySuccess: true }),
  pay: (id: CallBonusRow['id'], cashboxId: number, idempotencyKey: string) =>
    mainClient.post<CallBonusView>(
      `${base}/calculate-bonus/${id}/pay`,
      { cashbox_id: cashboxId },
      { idempotencyKey, notifySuccess: true },
    ),
  toPayroll: (id: CallBonusRow['id'], month: string) =>
    mainClient.post<CallBonusView>(
      `${base}/calculate-bonus/${id}/to-payroll`,
      { month },
      { notifySuccess: true },
    ),
  cancel: (id: CallBonusRow['id'], input: BonusCancelInput, idempotencyKey: string) =>
    mainClient.post<CallBonusView>(`${base}/calculate-bonus/${id}/cancel`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
};
