import type {
  AdditionInput,
  PayrollAdditionRow,
  SalaryPaymentInput,
  SalaryPaymentRow,
  StaffAct,
  StaffBalanceRow,
  StatementCreateInput,
  StatementHeader,
  StatementRow,
  TimeSheetCorrectionInput,
  TimeSheetCorrectionRow,
  TimeSheetMeta,
  TimeSheetRow,
} from '@savdo/shared/schemas/payroll';
import { mainClient, silentClient } from '../../../api/index.ts';

export type {
  PayrollAdditionRow,
  SalaryPaymentRow,
  StaffAct,
  StaffBalanceRow,
  StatementHeader,
  StatementRow,
  TimeSheetMeta,
  TimeSheetRow,
};
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const PAYROLL_KEY = 'payroll';

const salary = '/salary';
const act = '/staff-calculations/reconciliation-act';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const payrollApi = {
  timeSheet: (query: Query, signal?: AbortSignal) =>
    silentClient.request<TimeSheetRow[]>('GET', `${salary}/time-sheets`, undefined, { query, signal }),
  corrections: (query: Query, signal?: AbortSignal) =>
    silentClient.get<TimeSheetCorrectionRow[]>(`${salary}/time-sheets/corrections`, { query, signal }),
  correct: (input: TimeSheetCorrectionInput) =>
    mainClient.post(`${salary}/time-sheets/corrections`, input, { notifySuccess: true }),
  additions: (query: Query, signal?: AbortSignal) =>
    silentClient.get<PayrollAdditionRow[]>(`${salary}/additions`, { query, signal }),
  addAddition: (input: AdditionInput) =>
    mainClient.post(`${salary}/additions`, input, { notifySuccess: true }),
  deleteAddition: (id: number) => mainClient.delete(`${salary}/additions/${id}`, { notifySuccess: true }),
  statements: (query: Query, signal?: AbortSignal) =>
    silentClient.get<StatementHeader[]>(`${salary}/statements`, { query, signal }),
  statement: (id: number, signal?: AbortSignal) =>
    silentClient.get<StatementHeader>(`${salary}/statements/${id}`, { signal }),
  rows: (id: number, query: Query, signal?: AbortSignal) =>
    silentClient.get<StatementRow[]>(`${salary}/statements/${id}/rows`, { query, signal }),
  create: (input: StatementCreateInput) =>
    mainClient.post<StatementHeader>(`${salary}/statements`, input, { notifySuccess: true }),
  /** Approving and cancelling move money (the accruals in the journal): they take an Idempotency-Key. */
  step: (id: number, step: 'recompute' | 'approve' | 'cancel', body: object = {}, idempotencyKey?: string) =>
    mainClient.post<StatementHeader>(`${salary}/statements/${id}/${step}`, body, {
      ...(idempotencyKey ? { idempotencyKey } : {}),
      notifySuccess: true,
    }),
  remove: (id: number) => mainClient.delete(`${salary}/statements/${id}`, { notifySuccess: true }),
  statementFile: (id: number, format: 'pdf' | 'xlsx') =>
    mainClient.download(`${salary}/statements/${id}/print/${format}`),
  payments: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SalaryPaymentRow[]>(`${salary}/salary-payments`, { query, signal }),
  pay: (input: SalaryPaymentInput, idempotencyKey: string) =>
    mainClient.post(`${salary}/salary-payments`, input, { idempotencyKey, notifySuccess: true }),
  cancelPayment: (id: number, reason: string, idempotencyKey: string) =>
    mainClient.post(
      `${salary}/salary-payments/${id}/cancel`,
      { reason },
      { idempotencyKey, notifySuccess: true },
    ),
  balances: (query: Query, signal?: AbortSignal) =>
    silentClient.get<StaffBalanceRow[]>('/staff-calculations/calculations', { query, signal }),
  act: (query: Query, signal?: AbortSignal) => silentClient.get<StaffAct>(act, { query, signal }),
  actFile: (format: 'pdf' | 'xlsx', query: Query) => mainClient.download(`${act}/${format}`, { query }),
};
