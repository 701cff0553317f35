import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { optional, v } from '../validation/schemas.ts';
import { positiveMoney, reasonText } from './contract-payments.ts';
import type { CashOperationType } from './money.ts';

/**
 * Clients' money accounts (issue 10 item 7): each client's account per
 * currency in the journal (kind `client`, ref the client; credited with what
 * the client leaves: overpayments, deposits, refunds), its history, paying a
 * contract from it, paying out of it and depositing into it at the cashbox.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const currency = z.enum(['UZS', 'USD'], { error: 'validation.required' });
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** Money a client leaves on their account at the cashbox (CLIENT_INPUT). */
export const clientDepositSchema = z.object({
  client_id: v.id(),
  cashbox_id: v.id(),
  amount: positiveMoney,
  currency,
  operation_date: optional(v.date()),
  comment,
});
export type ClientDepositInput = z.infer<typeof clientDepositSchema>;

/** Money paid out of a client's account through the cashbox (CLIENT_OUTPUT): at most what it holds. */
export const clientPayoutSchema = clientDepositSchema;
export type ClientPayoutInput = z.infer<typeof clientPayoutSchema>;

/** Paying a contract from the client's account (an ACCOUNT settlement), in the contract's currency. */
export const accountPaymentSchema = z.object({
  contract_id: v.id(),
  amount: positiveMoney,
  payment_date: optional(v.date()),
  comment,
});
export type AccountPaymentInput = z.infer<typeof accountPaymentSchema>;

/** Cancelling a deposit or a payout: why. */
export const accountCancelSchema = z.object({ reason: reasonText });

/** The balances: clients with an account, by name, currency and whether it holds anything. */
export const accountBalanceQuerySchema = z.object({
  ...page,
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
  currency: optional(currency),
  client_id: optional(v.idParam()),
  nonzero: optional(z.enum(['true', 'false'])),
});
export type AccountBalanceQuery = z.infer<typeof accountBalanceQuerySchema>;

export interface AccountBalanceRow {
  client_id: number;
  client_name: string;
  pinfl: string | null;
  phone: string | null;
  currency: Currency;
  /** What the account holds for the client (credit − debit). */
  balance: string;
  /** Everything put in and taken out so far. */
  credited: string;
  debited: string;
}

/** The client-account operations (deposits, payouts, contract payments from it, refunds, overpayments). */
export const CLIENT_ACCOUNT_TYPES = [
  'CLIENT_INPUT',
  'CLIENT_OUTPUT',
  'CONTRACT_PAYMENT',
  'PRE_PAYMENT',
  'CONTRACT_REFUND',
  'CASHLESS_CLIENT_INPUT',
  'CASHLESS_CLIENT_OUTPUT',
] as const satisfies readonly CashOperationType[];

/** The operations lists: server-paged, newest first, by type, client, cashbox, currency and period. */
export const accountOperationQuerySchema = z.object({
  ...page,
  type: optional(z.enum(CLIENT_ACCOUNT_TYPES)),
  client_id: optional(v.idParam()),
  cashbox_id: optional(v.idParam()),
  currency: optional(currency),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type AccountOperationQuery = z.infer<typeof accountOperationQuerySchema>;

export interface AccountOperationRow {
  id: number;
  type: CashOperationType;
  status: 'CREATED' | 'APPROVED' | 'CANCELED';
  business_date: string;
  client_id: number;
  client_name: string | null;
  cashbox_id: number | null;
  cashbox_name: string | null;
  branch_name: string | null;
  /** What the operation moved on the client's account: + put in for them, − taken out. */
  amount: string;
  currency: Currency;
  comment: string | null;
  doc_type: string | null;
  doc_id: number | null;
  reversal_of: number | null;
  reversed_by: number | null;
  created_by_name: string | null;
}

/** One client's account history: the postings to it with the operation behind each. */
export const accountHistoryQuerySchema = z.object({
  ...page,
  client_id: v.idParam(),
  currency: optional(currency),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type AccountHistoryQuery = z.infer<typeof accountHistoryQuerySchema>;

export interface AccountHistoryRow {
  posting_id: number;
  business_date: string;
  currency: Currency;
  /** + put in for the client (credit of the account), − taken out. */
  amount: string;
  /** The balance after this line. */
  balance: string;
  operation_id: number;
  type: CashOperationType;
  status: 'CREATED' | 'APPROVED' | 'CANCELED';
  comment: string | null;
  doc_type: string | null;
  doc_id: number | null;
  /** The contract behind it (a payment, an overpayment, a refund), if any. */
  contract_number: number | null;
  /** The contract's branch prefix, shown before its number (shared `documentNumber`). */
  contract_prefix: string | null;
  reversal_of: number | null;
  created_by_name: string | null;
}
