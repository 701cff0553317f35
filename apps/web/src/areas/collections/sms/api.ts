import type { ClientContractRow } from '@savdo/shared/schemas/clients-constants';
import type {
  SmsBulkInput,
  SmsMessageRow,
  SmsOneInput,
  SmsPreview,
  SmsRecipientPreview,
} from '@savdo/shared/schemas/sms';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { SmsMessageRow, SmsPreview, SmsRecipientPreview };
export type Query = Record<string, string | number | undefined>;

/** Every query of the screen starts with this key; a send refreshes them all. */
export const SMS_KEY = 'sms';

const base = '/send-sms';

/** Reads through the silent client (the screen shows its own state); sends through the main one (toasts). */
export const smsApi = {
  contracts: (clientId: number, signal?: AbortSignal) =>
    silentClient.get<ClientContractRow[]>(`${base}/clients/${clientId}/contracts`, { signal }),
  preview: (input: SmsOneInput) => mainClient.post<SmsPreview>(`${base}/preview`, input),
  send: (input: SmsOneInput, idempotencyKey: string) =>
    mainClient.post<SmsMessageRow>(`${base}/messages`, input, { idempotencyKey, notifySuccess: true }),
  recipients: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SmsRecipientPreview>(`${base}/recipients`, { query, signal }),
  bulk: (input: SmsBulkInput) =>
    mainClient.post<{ queued: number; repeated: number; no_phone: number }>(`${base}/bulk`, input),
  messages: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SmsMessageRow[]>(`${base}/messages`, { query, signal }),
  resend: (id: number) =>
    mainClient.post<SmsMessageRow>(`${base}/messages/${id}/resend`, {}, { notifySuccess: true }),
};
