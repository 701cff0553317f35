import type {
  CandidateInput,
  CandidateRow,
  DismissalInput,
  EmployeeRow,
  HireInput,
  HireResult,
  OrderRow,
  SalaryChangeInput,
  SalaryRow,
  TransferInput,
} from '@savdo/shared/schemas/hr';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { CandidateRow, EmployeeRow, HireResult, OrderRow, SalaryRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of the HR screens starts with this key; a write refreshes them all. */
export const HR_KEY = 'hr';

const base = '/salary';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const hrApi = {
  candidates: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CandidateRow[]>(`${base}/candidates`, { query, signal }),
  addCandidate: (input: CandidateInput) =>
    mainClient.post<CandidateRow>(`${base}/candidates`, input, { notifySuccess: true }),
  editCandidate: (id: number, input: CandidateInput) =>
    mainClient.put<CandidateRow>(`${base}/candidates/${id}`, input, { notifySuccess: true }),
  rejectCandidate: (id: number, reason: string) =>
    mainClient.post<CandidateRow>(`${base}/candidates/${id}/reject`, { reason }, { notifySuccess: true }),
  employees: (query: Query, signal?: AbortSignal) =>
    silentClient.get<EmployeeRow[]>(`${base}/hiring-staff`, { query, signal }),
  hire: (input: HireInput) =>
    mainClient.post<HireResult>(`${base}/hiring-staff`, input, { notifySuccess: true }),
  transfers: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OrderRow[]>(`${base}/staff-transfer`, { query, signal }),
  transfer: (input: TransferInput) =>
    mainClient.post<OrderRow>(`${base}/staff-transfer`, input, { notifySuccess: true }),
  withdrawTransfer: (id: number) =>
    mainClient.post<OrderRow>(`${base}/staff-transfer/${id}/withdraw`, {}, { notifySuccess: true }),
  dismissals: (query: Query, signal?: AbortSignal) =>
    silentClient.get<OrderRow[]>(`${base}/staff-dismissal`, { query, signal }),
  dismiss: (input: DismissalInput) =>
    mainClient.post<OrderRow>(`${base}/staff-dismissal`, input, { notifySuccess: true }),
  salaries: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SalaryRow[]>(`${base}/salary-changes`, { query, signal }),
  addSalary: (input: SalaryChangeInput) =>
    mainClient.post<{ id: number }>(`${base}/salary-changes`, input, { notifySuccess: true }),
  printOrder: (id: number) => mainClient.download(`${base}/orders/${id}/pdf`),
};
