import type { Act } from '@savdo/shared/schemas';
import type {
  InstallationAssignInput,
  InstallationReassignInput,
  InstallationRow,
  MasterBalance,
  MasterPaymentInput,
  MasterPaymentRow,
} from '@savdo/shared/schemas/installation';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { Act, InstallationRow, MasterBalance, MasterPaymentRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const INSTALLATION_KEY = 'installation';

const base = '/installation-of-products';

/** The two job lists: lines waiting for a master (specifying-install) and the jobs (install-products). */
export type JobScreen = 'specifying-install' | 'install-products';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const installationApi = {
  masters: (signal?: AbortSignal) =>
    silentClient.get<{ id: number; name: string }[]>(`${base}/master-options`, { signal }),
  jobs: (screen: JobScreen) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<InstallationRow[]>(`${base}/${screen}`, { query, signal }),
  assign: (input: InstallationAssignInput) =>
    mainClient.post<InstallationRow>(`${base}/specifying-install`, input, { notifySuccess: true }),
  reassign: (id: number, input: InstallationReassignInput) =>
    mainClient.put<InstallationRow>(`${base}/specifying-install/${id}`, input, { notifySuccess: true }),
  step: (id: number, step: 'examine' | 'install' | 'refuse', body: object) =>
    mainClient.post<InstallationRow>(`${base}/install-products/${id}/${step}`, body, { notifySuccess: true }),
  payments: (query: Query, signal?: AbortSignal) =>
    silentClient.get<MasterPaymentRow[]>(`${base}/master-cash-output`, { query, signal }),
  balance: (masterId: number, signal?: AbortSignal) =>
    silentClient.get<MasterBalance>(`${base}/master-balances/${masterId}`, { signal }),
  pay: (input: MasterPaymentInput, idempotencyKey: string) =>
    mainClient.post<unknown>(`${base}/master-cash-output`, input, { idempotencyKey, notifySuccess: true }),
  cancelPayment: (id: number, reason: string, idempotencyKey: string) =>
    mainClient.post<unknown>(
      `${base}/master-cash-output/${id}/cancel`,
      { reason },
      {
        idempotencyKey,
        notifySuccess: true,
      },
    ),
  act: (query: Query, signal?: AbortSignal) =>
    silentClient.get<Act>(`${base}/reconciliation-act`, { query, signal }),
  actFile: (format: 'pdf' | 'xlsx', query: Query) =>
    mainClient.download(`${base}/reconciliation-act/${format}`, { query }),
};
