import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { optional, v } from '../validation/schemas.ts';
import { reasonText } from './contract-payments.ts';

/**
 * Auto-payment by card and online payments (issue 11 item 4): a client's
 * cards (attached by number and expiry, confirmed by the SMS code), which
 * card pays which contract, contracts connected to auto-payment, the debits
 * and the payments clients made through Payme and Click. Money is decimal
 * text on the wire.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };

export const CARD_STATUSES = ['PENDING', 'ACTIVE', 'REMOVED', 'EXPIRED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const DEBIT_STATUSES = [
  'QUEUED',
  'PROCESSING',
  'UNKNOWN',
  'PAID',
  'FAILED_FUNDS',
  'FAILED_CARD',
  'FAILED',
  'SKIPPED',
  'CANCELED',
] as const;
export type DebitStatus = (typeof DEBIT_STATUSES)[number];

export const ONLINE_PROVIDERS = ['PAYME', 'CLICK'] as const;
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number];

/** Payme's transaction states: 1 created, 2 performed, -1 cancelled, -2 cancelled after perform. */
export const ONLINE_STATES = [1, 2, -1, -2] as const;

/** A card to attach: whose, its 16 digits (Luhn) and its expiry `MM/YY` (not past). */
export const cardAttachSchema = z.object({
  client_id: v.id(),
  number: v.cardNumber(),
  expire: v.cardDate(),
});
export type CardAttachInput = z.infer<typeof cardAttachSchema>;

/** The code the card's owner got by SMS. */
export const cardVerifySchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{4,8}$/, { error: 'autoPay.validation.code' }),
});
export type CardVerifyInput = z.infer<typeof cardVerifySchema>;

/** A card to pay a contract (of the same client). */
export const cardLinkSchema = z.object({ card_id: v.id(), contract_id: v.id() });
export type CardLinkInput = z.infer<typeof cardLinkSchema>;

/** A contract to connect to (or disconnect from) auto-payment. */
export const autoPayConnectSchema = z.object({ contract_id: v.id() });
export type AutoPayConnectInput = z.infer<typeof autoPayConnectSchema>;

/** Cancelling a paid debit: why. */
export const debitCancelSchema = z.object({ reason: reasonText });

/** Debiting now what is due today (the close-of-day step and the job, from the screen). */
export const debitRunSchema = z.object({ date: optional(v.date()) });

export const cardQuerySchema = z.object({
  ...page,
  client_id: optional(v.idParam()),
  status: optional(z.enum(CARD_STATUSES)),
});
export type CardQuery = z.infer<typeof cardQuerySchema>;

export const cardLinkQuerySchema = z.object({
  ...page,
  client_id: optional(v.idParam()),
  card_id: optional(v.idParam()),
  branch_id: optional(v.idParam()),
});
export type CardLinkQuery = z.infer<typeof cardLinkQuerySchema>;

/** `list-of-contracts`: contracts with an attached card; `connected` keeps to those connected or not. */
export const autoPayContractQuerySchema = z.object({
  ...page,
  branch_id: optional(v.idParam()),
  client_id: optional(v.idParam()),
});
export type AutoPayContractQuery = z.infer<typeof autoPayContractQuerySchema>;

export const debitQuerySchema = z.object({
  ...page,
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  status: optional(z.enum(DEBIT_STATUSES)),
  branch_id: optional(v.idParam()),
  contract_id: optional(v.idParam()),
});
export type DebitQuery = z.infer<typeof debitQuerySchema>;

export const onlinePaymentQuerySchema = z.object({
  ...page,
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  provider: optional(z.enum(ONLINE_PROVIDERS)),
  state: optional(z.enum(['1', '2', '-1', '-2'])),
  branch_id: optional(v.idParam()),
});
export type OnlinePaymentQuery = z.infer<typeof onlinePaymentQuerySchema>;

export interface ContractCardRow {
  id: number;
  client_id: number;
  client_name: string;
  masked_number: string;
  expire: string;
  phone: string | null;
  status: CardStatus;
  contracts: number;
  created_at: string;
  created_by_name: string | null;
}

export interface CardLinkRow {
  id: number;
  card_id: number;
  masked_number: string;
  card_status: CardStatus;
  contract_id: number;
  contract_number: number;
  branch_prefix: string | null;
  client_id: number;
  client_name: string;
  contract_status: string;
  auto_pay: boolean;
  created_at: string;
}

export interface AutoPayContractRow {
  link_id: number;
  contract_id: number;
  contract_number: number;
  branch_prefix: string | null;
  client_id: number;
  client_name: string;
  masked_number: string;
  card_status: CardStatus;
  /** The contract's: `monthly`, `rest` and `last_amount` are in it. */
  currency: Currency;
  monthly: string;
  rest: string;
  next_due_date: string | null;
  auto_pay: boolean;
  auto_pay_since: string | null;
  last_status: DebitStatus | null;
  last_date: string | null;
  last_amount: string | null;
  last_error: string | null;
}

export interface DebitRow {
  id: number;
  business_date: string;
  due_date: string;
  contract_id: number;
  contract_number: number;
  branch_prefix: string | null;
  client_name: string;
  n: number;
  masked_number: string;
  /** In the contract's currency. */
  amount: string;
  currency: Currency;
  /** A USD contract's debit: the rate its receipt was made at and the soʻm it charged the card (null otherwise). */
  rate: string | null;
  charged_uzs: string | null;
  status: DebitStatus;
  receipt_id: string | null;
  settlement_id: number | null;
  error_code: number | null;
  error: string | null;
  attempts: number;
  /** The rung of the day's ladder: 0 the sum due, 1.. a smaller sum after the card lacked the money. */
  step: number;
  paid_at: string | null;
  cancel_reason: string | null;
}

export interface OnlinePaymentRow {
  id: number;
  provider: OnlineProvider;
  provider_id: string;
  business_date: string;
  contract_id: number;
  contract_number: number;
  branch_prefix: string | null;
  client_name: string;
  amount: string;
  state: number;
  reason: number | null;
  settlement_id: number | null;
  created_at: string;
}

/** A card as the attach, resend, verify and remove answers give it (never its token). */
export interface CardAnswer {
  id: number;
  client_id: number;
  masked_number: string;
  expire: string;
  phone: string | null;
  status: string;
  /** How long to wait before asking for another code, ms. */
  wait?: number;
}
