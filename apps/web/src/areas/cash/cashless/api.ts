import type {
  BankBalanceRow,
  BankCirculationRow,
  BankClassifyInput,
  BankOperationRow,
  CompanyAccount,
  StatementImportInput,
  StatementImportResult,
} from '@savdo/shared/schemas/cashless';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { BankBalanceRow, BankCirculationRow, BankOperationRow, CompanyAccount };

export const CASHLESS_KEY = 'cashless';

const base = '/money-account-no-cash';
type Query = Record<string, string | number | undefined>;

/** Reads go through the silent client (the screens show their own errors); import and booking through the main one (toasts). */
export const cashlessApi = {
  list: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BankOperationRow[]>(`${base}/operations`, { query, signal }),
  /** A statement-row list, the turnover or the balances as .xlsx, under the screen's filters. */
  exportList: (list: 'operations' | 'circulation' | 'balances', query: Query = {}) =>
    mainClient.download(`${base}/${list}/export`, { query }),
  accounts: (signal?: AbortSignal) => silentClient.get<CompanyAccount[]>(`${base}/accounts`, { signal }),
  targets: (query: Query, signal?: AbortSignal) =>
    silentClient.get<{ id: number; name: string }[]>(`${base}/targets`, { query, signal }),
  circulation: (query: Query, signal?: AbortSignal) =>
    silentClient.get<BankCirculationRow[]>(`${base}/circulation`, { query, signal }),
  balances: async (signal?: AbortSignal) => {
    const answer = await silentClient.request<BankBalanceRow[]>('GET', `${base}/balances`, undefined, {
      signal,
    });
    return { rows: answer.data, held: (answer.meta ?? {}) as unknown as Record<string, string> };
  },
  importStatement: (input: StatementImportInput, idempotencyKey: string) =>
    mainClient.post<StatementImportResult>(`${base}/statements`, input, { idempotencyKey }),
  classify: (id: number, input: BankClassifyInput, idempotencyKey: string) =>
    mainClient.post<BankOperationRow>(`${base}/operations/${id}/classify`, input, {
      idempotencyKey,
      notifySuccess: true,
    }),
};
