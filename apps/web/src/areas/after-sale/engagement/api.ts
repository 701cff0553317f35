import type {
  BonusCalculateInput,
  BonusCancelInput,
  ClientCallInput,
} from '@savdo/shared/schemas/engagement';
import { mainClient, silentClient } from '../../../api/index.ts';

export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const ENGAGEMENT_KEY = 'engagement';

export interface CallRow {
  id: number;
  client_id: number;
  client_name: string;
  phone: string | null;
  caller_name: string;
  call_date: string;
  outcome: ClientCallInput['outcome'];
  comment_type: string | null;
  comment: string | null;
}

export interface BonusSale {
  id: number;
  sale_kind: 'CONTRACT' | 'CASH_TRADE';
  sale_id: number;
  sale_date: string;
  sale_amount: string;
  bonus: string;
  call_date: string;
  client_name: string;
}

export interface BonusRow {
  id: number;
  caller_id: number;
  caller_name: string;
  date_from: string;
  date_to: string;
  currency: 'UZS' | 'USD';
  amount: string;
  status: 'CREATED' | 'APPROVED' | 'PAID' | 'PAYROLL' | 'CANCELED';
  operation_id: number | null;
  cancel_reason: string | null;
  reversal_operation_id: number | null;
  /** PAYROLL: the month whose statement pays it. */
  payroll_month: string | null;
}
export type BonusView = BonusRow & { sales: BonusSale[] };

export const STATUS_COLORS: Record<string, string> = {
  CREATED: 'blue',
  APPROVED: 'gold',
  PAID: 'green',
  PAYROLL: 'cyan',
  CANCELED: 'default',
};

const base = '/customer-engagements';

export const engagementApi = {
  calls: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CallRow[]>(`${base}/called-clients`, { query, signal }),
  record: (input: ClientCallInput) =>
    mainClient.post<CallRow>(`${base}/called-clients`, input, { notifySuccess: true }),
  bonuses: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BonusRow[]>(`${base}/calculate-bonus`, { query, signal }),
  bonus: (id: number, signal?: AbortSignal) =>
    silentClient.get<BonusView>(`${base}/calculate-bonus/${id}`, { signal }),
  calculate: (input: BonusCalculateInput) =>
    mainClient.post<BonusView[]>(`${base}/calculate-bonus`, input, { notifySuccess: true }),
  approve: (id: number) =>
    mainClient.post<BonusView>(`${base}/calculate-bonus/${id}/approve`, {}, { notifySuccess: true }),
  pay: (id: number, cashboxId: number, idempotencyKey: string) =>
    mainClient.post<BonusView>(
      `${base}/calculate-bonus/${id}/pay`,
      { cashbox_id: cashboxId },
      { idempotencyKey, notifySuccess: true },
    ),
  toPayroll: (id: number, month: string) =>
    mainClient.post<BonusView>(
      `${base}/calculate-bonus/${id}/to-payroll`,
      { month },
      { notifySuccess: true },
    ),
  cancel: (id: number, input: BonusCancelInput, idempotencyKey: string) =>
    mainClient.post<BonusView>(`${base}/calculate-bonus/${id}/cancel`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
};
