import { z } from 'zod';
import type { ContractStatus, SettlementKind } from '../contracts/kinds.ts';
import type { Currency } from '../money/index.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';

/**
 * Contract payments at the cash desk (issue 10 items 3, 4): finding a
 * contract, what is due on it, a payment (or the down payment), its
 * reversal, the lists, and an early close with its bonus. Money is decimal
 * text on the wire, minor units in code.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const currency = z.enum(['UZS', 'USD'], { error: 'validation.required' });
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** A positive amount as a decimal string with at most two fraction digits. */
export const positiveMoney = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMoney, { error: 'validation.money' })
  .refine((s) => !isMoney(s) || /[1-9]/.test(s), { error: 'validation.notNol' });

/** A required reason (a cancellation, a discount, a write-off, a return). */
export const reasonText = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(1000, { error: 'validation.max' });

/** How the cashier took the money: cash, a card at the terminal (both into a cashbox), or a bank transfer. */
export const TAKING_METHODS = ['CASH', 'CARD', 'TRANSFER'] as const;
export type TakingMethod = (typeof TAKING_METHODS)[number];

/** The cash-desk screens that take money for a contract, and the settlement kind each posts. */
export const PAYMENT_SCREENS = {
  'contract-payments': { kind: 'PAYMENT', rule: 'contract_payment' },
  'pre-payment': { kind: 'PRE_PAYMENT', rule: 'contract_pre_payment' },
} as const satisfies Record<string, { kind: SettlementKind; rule: string }>;
export type PaymentScreen = keyof typeof PAYMENT_SCREENS;

/**
 * Finding a contract: its number, the client's name (either script), PINFL
 * or phone; `open` keeps to contracts that take money now.
 */
export const contractSearchSchema = z.object({
  search: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.max' }),
  scope: optional(z.enum(['payment', 'pre_payment', 'open'])),
});
export type ContractSearchQuery = z.infer<typeof contractSearchSchema>;

/** What is due on a contract as of a date (today by default). */
export const contractDueQuerySchema = z.object({ date: optional(v.date()) });

/**
 * A payment taken at the cash desk: `amount` in `currency` (the contract's,
 * or the other one at the day's rate: both sums are kept), into a cashbox
 * (cash, card) or a company bank account (transfer).
 */
export const contractPaymentSchema = z
  .object({
    contract_id: v.id(),
    amount: positiveMoney,
    currency,
    method: z.enum(TAKING_METHODS, { error: 'validation.required' }),
    cashbox_id: optional(v.id()),
    bank_account_id: optional(v.id()),
    payment_date: optional(v.date()),
    comment,
  })
  .superRefine((value, ctx) => {
    if (value.method === 'TRANSFER' && value.bank_account_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['bank_account_id'], message: 'validation.required' });
    }
    if (value.method !== 'TRANSFER' && value.cashbox_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cashbox_id'], message: 'validation.required' });
    }
  });
export type ContractPaymentInput = z.infer<typeof contractPaymentSchema>;

/** Cancelling a payment (a reversal restoring the schedule): why. */
export const paymentCancelSchema = z.object({ reason: reasonText });
export type PaymentCancelInput = z.infer<typeof paymentCancelSchema>;

/** The payment lists: server-paged, newest first, by period, cashbox, branch, method, currency and sum. */
export const contractPaymentQuerySchema = z.object({
  ...page,
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  cashbox_id: optional(v.idParam()),
  branch_id: optional(v.idParam()),
  method: optional(z.enum(['CASH', 'CARD', 'TRANSFER', 'ACCOUNT'])),
  currency: optional(currency),
  amount_from: optional(v.money()),
  amount_to: optional(v.money()),
  contract_id: optional(v.idParam()),
  status: optional(z.enum(['APPROVED', 'CANCELED'])),
});
export type ContractPaymentQuery = z.infer<typeof contractPaymentQuerySchema>;

/** The contracts the search finds. */
export interface ContractFound {
  id: number;
  number: number;
  branch_id: number;
  branch_prefix: string | null;
  client_id: number;
  client_name: string;
  pinfl: string | null;
  phone: string | null;
  status: ContractStatus;
  currency: Currency;
  contract_date: string;
  monthly: string;
  rest: string;
  next_due_date: string | null;
}

/** A schedule row as of the date: due, settled and left. */
export interface DueRow {
  n: number;
  due_date: string;
  amount: string;
  paid: string;
  forgiven: string;
  left: string;
  /** overdue (due before the date and not settled), current (the first due on or after it), future, settled. */
  state: 'overdue' | 'current' | 'future' | 'settled';
}

/** What is due on a contract as of a date (DECISIONS.md "Late"), with the early-close figures. */
export interface ContractDue {
  contract: ContractFound & { debt: string; prepayment: string; off_balance: boolean };
  date: string;
  overdue: string;
  /** What is left of the row due now (the first not yet overdue). */
  current: string;
  /** Overdue + current: what to pay to be up to date. */
  due_now: string;
  rest: string;
  late_months: number;
  days_late: number;
  /** What the client's account holds in the contract's currency. */
  account: string;
  /** The early-close bonus as of the date and what closes the contract today (rest − bonus). */
  bonus: string;
  to_close: string;
  bonus_percent: number;
  /** UZS per USD on the date (to take the other currency), or null when none is set. */
  rate: string | null;
  rows: DueRow[];
}

/** One instalment a payment went to. */
export interface AllocationLine {
  n: number;
  due_date: string;
  amount: string;
  bucket: 'overdue' | 'current' | 'future';
}

/** Where a payment no person took came from: a card debit of auto-payment, a client's payment online. */
export type PaymentSource = 'AUTO_PAY' | 'ONLINE';

/** A payment of the lists (a settlement that took money), with its reversal if cancelled. */
export interface ContractPaymentRow {
  id: number;
  kind: SettlementKind;
  status: 'APPROVED' | 'CANCELED';
  business_date: string;
  contract_id: number;
  contract_number: number;
  branch_prefix: string | null;
  branch_name: string | null;
  client_id: number;
  client_name: string;
  /** In the contract's currency. */
  amount: string;
  currency: Currency;
  /** What the cashier took, when in the other currency, and the rate. */
  paid_amount: string | null;
  paid_currency: Currency | null;
  rate: string | null;
  overpaid: string;
  method: string | null;
  cashbox_id: number | null;
  cashbox_name: string | null;
  operation_id: number | null;
  reason: string | null;
  reversed_by: number | null;
  cancel_reason: string | null;
  /** The early-close bonus given with this payment, if any. */
  bonus: string | null;
  created_by_name: string | null;
  /** Set when no person took it (entered by the system user): shown instead of `created_by_name`. */
  source: PaymentSource | null;
}

/** A payment with where it went: the answer of a POST and of GET /:id. */
export interface ContractPaymentDetail extends ContractPaymentRow {
  allocations: AllocationLine[];
  /** The contract after it. */
  contract_rest: string;
  contract_status: ContractStatus;
  /** What the client's account holds now (the overpayment went there). */
  account: string;
}

/**
 * An early close: the whole rest less the bonus, paid at once (more goes to
 * the client's account); taken at the desk like any payment, the same payload.
 */
export const earlyCloseSchema = contractPaymentSchema;
export type EarlyCloseInput = z.infer<typeof earlyCloseSchema>;

/** The closed-contract bonuses: by period and branch. */
export const bonusQuerySchema = z.object({
  ...page,
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  branch_id: optional(v.idParam()),
});
export type BonusQuery = z.infer<typeof bonusQuerySchema>;

export interface BonusRow {
  id: number;
  status: 'APPROVED' | 'CANCELED';
  business_date: string;
  contract_id: number;
  contract_number: number;
  branch_prefix: string | null;
  client_name: string;
  currency: Currency;
  bonus: string;
  /** The payment that closed the contract with the bonus. */
  payment_id: number | null;
  payment_amount: string | null;
  created_by_name: string | null;
}
