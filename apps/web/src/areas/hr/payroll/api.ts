import type { Act } from '@savdo/shared/schemas';
import type {
  AdditionInput,
  DayCorrection,
  SalaryPaymentInput,
  StatementCreateInput,
  StatementRow,
  TimeSheetCorrectionInput,
} from '@savdo/shared/schemas/payroll';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { StatementRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const PAYROLL_KEY = 'payroll';

export interface TimeSheetRow {
  employee_id: number;
  full_name: string;
  employee_number: string;
  branch_id: number;
  days: Record<string, string>;
  /** The corrected days: the latest correction of each. */
  corrections: Record<string, DayCorrection>;
  present: number;
  absent: number;
  excused: number;
  norm_days: number;
  worked_days: number;
  corrected: boolean;
  closed: boolean;
}

export interface CorrectionRow {
  id: number;
  full_name: string;
  date: string | null;
  before: string | null;
  after: string;
  reason: string;
  created_at: string;
  created_by: string | null;
}

export interface AdditionRow {
  id: number;
  employee_id: number;
  full_name: string;
  month: string;
  kind: string;
  amount: string;
  reason: string;
}

export interface StatementHeader {
  id: number;
  month: string;
  branch_id: number | null;
  branch_name: string | null;
  status: 'DRAFT' | 'APPROVED' | 'CANCELED';
  income_tax_percent: number;
  social_tax_percent: number;
  norm_days: number;
  employees_count: number;
  accrued: string;
  additions: string;
  deductions: string;
  gross: string;
  income_tax: string;
  social_tax: string;
  net: string;
  advances: string;
  to_pay: string;
  paid: string;
}

export interface PaymentRow {
  id: number;
  date: string;
  amount: string;
  status: string;
  cashbox_name: string | null;
  month: string | null;
  full_name: string | null;
  comment: string | null;
  cancel_reason: string | null;
  canceled_on: string | null;
}

export interface BalanceRow {
  employee_id: number;
  full_name: string;
  employee_number: string;
  branch_name: string | null;
  balance: string;
  owed_to_employee: string;
  owed_by_employee: string;
}

export interface StaffAct extends Act {
  full_name: string;
  accrued: string;
  paid: string;
  advances: string;
  other: string;
}

const salary = '/salary';
const act = '/staff-calculations/reconciliation-act';

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const payrollApi = {
  timeSheet: (query: Query, signal?: AbortSignal) =>
    silentClient.request<TimeSheetRow[]>('GET', `${salary}/time-sheets`, undefined, { query, signal }),
  corrections: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CorrectionRow[]>(`${salary}/time-sheets/corrections`, { query, signal }),
  correct: (input: TimeSheetCorrectionInput) =>
    mainClient.post(`${salary}/time-sheets/corrections`, input, { notifySuccess: true }),
  additions: (query: Query, signal?: AbortSignal) =>
    silentClient.get<AdditionRow[]>(`${salary}/additions`, { query, signal }),
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
    silentClient.get<PaymentRow[]>(`${salary}/salary-payments`, { query, signal }),
  pay: (input: SalaryPaymentInput, idempotencyKey: string) =>
    mainClient.post(`${salary}/salary-payments`, input, { idempotencyKey, notifySuccess: true }),
  cancelPayment: (id: number, reason: string, idempotencyKey: string) =>
    mainClient.post(
      `${salary}/salary-payments/${id}/cancel`,
      { reason },
      { idempotencyKey, notifySuccess: true },
    ),
  balances: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BalanceRow[]>('/staff-calculations/calculations', { query, signal }),
  act: (query: Query, signal?: AbortSignal) => silentClient.get<StaffAct>(act, { query, signal }),
  actFile: (format: 'pdf' | 'xlsx', query: Query) => mainClient.download(`${act}/${format}`, { query }),
};
