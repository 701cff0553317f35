import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { optional, v } from '../validation/schemas.ts';

/**
 * Cashless bank accounts (issue 9 item 4): statement rows of the company's
 * bank accounts (`firm_account_numbers`), their classification to a target
 * and the payloads of `/api/money-account-no-cash/*`.
 */

/** Money into the account (credit of the bank's statement) or out of it. */
export const BANK_DIRECTIONS = ['IN', 'OUT'] as const;
export type BankDirection = (typeof BANK_DIRECTIONS)[number];

/**
 * What a statement row is booked to: nothing yet (undirected), a supplier,
 * a cost item, an income type, a cashbox, another account of ours (internal
 * transfer), held as incorrectly transferred, a client's money account (a
 * client's deposit by bank, or a refund to them), a fund's proceeds (which
 * settle the fund's cash sales, oldest first), or what a payment type (a
 * card terminal, a transfer service) took for sales reaching the account.
 */
export const BANK_TARGETS = [
  'UNDIRECTED',
  'SUPPLIER',
  'EXPENSE',
  'INCOME',
  'CASHBOX',
  'INTERNAL',
  'WRONG',
  'CLIENT',
  'FOND',
  'PAYMENT_TYPE',
] as const;
export type BankTarget = (typeof BANK_TARGETS)[number];
export type BookedTarget = Exclude<BankTarget, 'UNDIRECTED'>;

/** Targets that name a record (`target_id`); internal transfers name the other account of ours. */
export const TARGET_NEEDS_ID: Readonly<Record<BankTarget, boolean>> = {
  UNDIRECTED: false,
  SUPPLIER: true,
  EXPENSE: true,
  INCOME: true,
  CASHBOX: true,
  INTERNAL: true,
  WRONG: false,
  CLIENT: true,
  FOND: true,
  PAYMENT_TYPE: true,
};

/** The rule object of each target's screen (its `.show`, `.add`, `.edit`). */
export const BANK_TARGET_RULES: Readonly<Record<BankTarget, string>> = {
  UNDIRECTED: 'cashless_bank_operation_undirected',
  SUPPLIER: 'cashless_bank_operation_for_supplier',
  EXPENSE: 'cashless_bank_operation_for_expense',
  INCOME: 'cashless_bank_operation_for_input',
  CASHBOX: 'cashless_bank_operation_to_cashbox',
  INTERNAL: 'internal_transactions',
  WRONG: 'cashless_bank_operation_wrong_transaction',
  CLIENT: 'cashless_bank_operation_to_client',
  FOND: 'cashless_bank_operation_to_fond',
  // what a card terminal or a transfer took for a sale arriving from the bank: booked on the incomes screen
  PAYMENT_TYPE: 'cashless_bank_operation_for_input',
};

/** The journal operation type a booked row posts: `CASHLESS_<TARGET>_<INPUT|OUTPUT>`. */
export const CASHLESS_OPERATION_TYPES = [
  'CASHLESS_SUPPLIER_INPUT',
  'CASHLESS_SUPPLIER_OUTPUT',
  'CASHLESS_EXPENSE_INPUT',
  'CASHLESS_EXPENSE_OUTPUT',
  'CASHLESS_INCOME_INPUT',
  'CASHLESS_INCOME_OUTPUT',
  'CASHLESS_CASHBOX_INPUT',
  'CASHLESS_CASHBOX_OUTPUT',
  'CASHLESS_INTERNAL_INPUT',
  'CASHLESS_INTERNAL_OUTPUT',
  'CASHLESS_WRONG_INPUT',
  'CASHLESS_WRONG_OUTPUT',
  'CASHLESS_CLIENT_INPUT',
  'CASHLESS_CLIENT_OUTPUT',
  'CASHLESS_FOND_INPUT',
  'CASHLESS_FOND_OUTPUT',
  'CASHLESS_PAYMENT_TYPE_INPUT',
  'CASHLESS_PAYMENT_TYPE_OUTPUT',
] as const;
export type CashlessOperationType = (typeof CASHLESS_OPERATION_TYPES)[number];

export const cashlessOperationType = (
  target: BookedTarget,
  direction: BankDirection,
): CashlessOperationType => `CASHLESS_${target}_${direction === 'IN' ? 'INPUT' : 'OUTPUT'}`;

/** The largest statement file accepted (bytes, before base64). */
export const STATEMENT_MAX_BYTES = 6 * 1024 * 1024;

/** A statement file for one company account: its name (.txt 1C exchange or .xlsx) and its bytes in base64. */
export const statementImportSchema = z.object({
  firm_account_number_id: v.id(),
  file_name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'validation.max' }),
  content: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(Math.ceil(STATEMENT_MAX_BYTES / 3) * 4, { error: 'validation.max' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'validation.invalid' }),
});
export type StatementImportInput = z.infer<typeof statementImportSchema>;

/** What an import answers: rows added, rows already present, and how many of the added were booked by rule. */
export interface StatementImportResult {
  total: number;
  added: number;
  present: number;
  classified: number;
}

/** Booking one row by hand (or back to undirected, which reverses its posting). */
export const bankClassifySchema = z
  .object({
    target: z.enum(BANK_TARGETS, { error: 'validation.required' }),
    target_id: optional(v.id()),
  })
  .superRefine((value, ctx) => {
    if (TARGET_NEEDS_ID[value.target] && value.target_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['target_id'], message: 'validation.required' });
    }
  });
export type BankClassifyInput = z.infer<typeof bankClassifySchema>;

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };

/** A list of statement rows: server-paged, newest first, by target, account, direction and period. */
export const bankOperationQuerySchema = z.object({
  ...page,
  target: optional(z.enum(BANK_TARGETS)),
  account_id: optional(v.idParam()),
  direction: optional(z.enum(BANK_DIRECTIONS)),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type BankOperationQuery = z.infer<typeof bankOperationQuerySchema>;

/** Turnover per account for a period (both dates required). */
export const bankCirculationQuerySchema = z.object({
  date_from: v.date(),
  date_to: v.date(),
  account_id: optional(v.idParam()),
});
export type BankCirculationQuery = z.infer<typeof bankCirculationQuerySchema>;

/** One statement row as the screens read it. */
export interface BankOperationRow {
  id: number;
  account_id: number;
  account_name: string;
  account_number: string;
  currency: Currency;
  doc_date: string;
  doc_number: string;
  direction: BankDirection;
  amount: string;
  counterparty_name: string | null;
  counterparty_inn: string | null;
  counterparty_account: string | null;
  counterparty_mfo: string | null;
  purpose: string | null;
  target: BankTarget;
  target_id: number | null;
  target_name: string | null;
  classified_by: 'RULE' | 'HAND' | null;
  operation_id: number | null;
}

/** An account's turnover in a period. */
export interface BankCirculationRow {
  account_id: number;
  account_name: string;
  account_number: string;
  firm_name: string | null;
  currency: Currency;
  opening: string;
  income: string;
  expense: string;
  closing: string;
}

/** An account's balance now. */
export interface BankBalanceRow {
  account_id: number;
  account_name: string;
  account_number: string;
  firm_name: string | null;
  currency: Currency;
  balance: string;
}

/** A company account, for the account filter and the import dialog (`GET /money-account-no-cash/company-accounts`). */
export interface CompanyAccount {
  id: number;
  name: string;
  account: string;
  currency: Currency;
  firm_name: string | null;
}
