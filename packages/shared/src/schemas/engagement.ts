import { z } from 'zod';
import type { Grade } from '../contracts/discipline.ts';
import type { Currency } from '../money/index.ts';
import { optional, v } from '../validation/schemas.ts';
import { reasonText } from './contract-payments.ts';
import { clientOrderSchema } from './contracts.ts';
import { OFFER_OUTCOMES, OFFER_STATUSES, type OfferStatus } from './engagement-constants.ts';
import { monthText } from './payroll.ts';
import type { SaleKind } from './release.ts';

/**
 * Customer engagement and resale (issue 12 items 4–5): calls to clients and
 * the callers' bonuses (`/api/customer-engagements/*`), offers to former
 * clients and their outcomes (`/api/resale/*`).
 */

export {
  OFFER_OUTCOMES,
  OFFER_STATUSES,
  type OfferOutcome,
  type OfferStatus,
  OPEN_OFFER_STATUSES,
} from './engagement-constants.ts';

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

export const CALL_OUTCOMES = ['REACHED', 'NO_ANSWER', 'CALL_BACK', 'REFUSED'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A call recorded by the staff member who made it. */
export const clientCallSchema = z.object({
  client_id: v.id(),
  outcome: z.enum(CALL_OUTCOMES, { error: 'validation.required' }),
  /** A comment type (`contract_comment_types`). */
  comment_type_id: optional(v.id()),
  comment,
  /** Default today; never in the future. */
  call_date: optional(v.date()),
});
export type ClientCallInput = z.infer<typeof clientCallSchema>;

export const callQuerySchema = z.object({
  ...page,
  caller_id: optional(v.idParam()),
  client_id: optional(v.idParam()),
  outcome: optional(z.enum(CALL_OUTCOMES, { error: 'validation.invalid' })),
  from: optional(v.date()),
  to: optional(v.date()),
});
export type CallQuery = z.infer<typeof callQuerySchema>;

/** PAYROLL: sent to the caller's month as a payroll bonus, paid with the salary. */
export const BONUS_STATUSES = ['CREATED', 'APPROVED', 'PAID', 'PAYROLL', 'CANCELED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Calculating callers' bonuses for the sales made in a period (one caller, or all). */
export const bonusCalculateSchema = z
  .object({ date_from: v.date(), date_to: v.date(), caller_id: optional(v.id()) })
  .refine((p) => p.date_from <= p.date_to, { error: 'validation.period', path: ['date_to'] });
export type BonusCalculateInput = z.infer<typeof bonusCalculateSchema>;

export const bonusQuerySchema = z.object({
  ...page,
  caller_id: optional(v.idParam()),
  status: optional(z.enum(BONUS_STATUSES, { error: 'validation.invalid' })),
});
export type BonusQuery = z.infer<typeof bonusQuerySchema>;

/** Paying an approved bonus from a cashbox (Idempotency-Key). */
export const bonusPaySchema = z.object({ cashbox_id: v.id() });

/** Sending an approved soʻm bonus to the caller's payroll month (a BONUS addition). */
export const bonusToPayrollSchema = z.object({ month: monthText });
export type BonusToPayrollInput = z.infer<typeof bonusToPayrollSchema>;

/** Cancelling a bonus invoice (a paid one: its payment reversed): why. */
export const bonusCancelSchema = z.object({ reason: reasonText });
export type BonusCancelInput = z.infer<typeof bonusCancelSchema>;

/** An offer to a former client: its text and the order it proposes. */
export const resaleOfferSchema = z.object({
  client_id: v.id(),
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(2000, { error: 'validation.max' }),
  currency: clientOrderSchema.shape.currency,
  tariff_id: clientOrderSchema.shape.tariff_id,
  prepayment: clientOrderSchema.shape.prepayment,
  items: clientOrderSchema.shape.items,
});
export type ResaleOfferInput = z.infer<typeof resaleOfferSchema>;

/** The outcome of a conversation: invited, rejected (an interview comment), unfinished (a date to call back). */
export const offerOutcomeSchema = z
  .object({
    outcome: z.enum(OFFER_OUTCOMES, { error: 'validation.required' }),
    comment_id: optional(v.id()),
    note: comment,
    call_back_date: optional(v.date()),
  })
  .refine((p) => p.outcome !== 'REJECTED' || p.comment_id !== undefined, {
    error: 'validation.required',
    path: ['comment_id'],
  })
  .refine((p) => p.outcome !== 'UNFINISHED' || p.call_back_date !== undefined, {
    error: 'validation.required',
    path: ['call_back_date'],
  });
export type OfferOutcomeInput = z.infer<typeof offerOutcomeSchema>;

export const offerQuerySchema = z.object({
  ...page,
  client_id: optional(v.idParam()),
  status: optional(z.enum(OFFER_STATUSES, { error: 'validation.invalid' })),
});
export type OfferQuery = z.infer<typeof offerQuerySchema>;

export const resaleClientQuerySchema = z.object({ ...page });
export type ResaleClientQuery = z.infer<typeof resaleClientQuerySchema>;

/*
 * The answers. Ids of bigint columns read by raw SQL come as the driver gives
 * them, text (`id: string`); the resale ones are turned into numbers by the server.
 */

/** A call to a client (`GET /customer-engagements/called-clients`). */
export interface ClientCallRow {
  id: string;
  client_id: string;
  client_name: string;
  phone: string | null;
  caller_id: number;
  caller_name: string;
  call_date: string;
  outcome: CallOutcome;
  comment_type_id: number | null;
  comment_type: string | null;
  comment: string | null;
}

/** A caller's bonus invoice (`GET /customer-engagements/calculate-bonus`). */
export interface CallBonusRow {
  id: string;
  caller_id: number;
  caller_name: string;
  date_from: string;
  date_to: string;
  currency: Currency;
  amount: string;
  status: BonusStatus;
  operation_id: string | null;
  created_at: string;
  approved_at: string | null;
  cancel_reason: string | null;
  canceled_at: string | null;
  reversal_operation_id: string | null;
  payroll_addition_id: string | null;
  /** PAYROLL: the month whose statement pays it. */
  payroll_month: string | null;
}

/** A sale that earned a bonus, with the call that earned it. */
export interface CallBonusSale {
  id: string;
  sale_kind: SaleKind;
  sale_id: string;
  sale_date: string;
  sale_amount: string;
  bonus: string;
  call_id: string;
  call_date: string;
  client_id: string;
  client_name: string;
}

/** A bonus invoice with its sales (`GET /customer-engagements/calculate-bonus/:id` and every step's answer). */
export type CallBonusView = CallBonusRow & { sales: CallBonusSale[] };

/** A former client who paid well (`GET /resale/resale-clients`). */
export interface ResaleClientRow {
  client_id: number;
  client_name: string;
  phone: string | null;
  score: number | null;
  grade: Grade;
  worst_days_late: number;
  /** Their contracts counted by the discipline figures. */
  contracts: number;
  /** Their CLOSED contracts. */
  closed: number;
  last_offer: OfferStatus | null;
}

/** An offer to a former client (`GET /resale/offers` and the outcome lists, every step's answer). */
export interface ResaleOfferRow {
  id: number;
  client_id: number;
  client_name: string;
  phone: string | null;
  text: string;
  currency: Currency;
  tariff_id: number;
  prepayment: string;
  items: { product_id: number; quantity: string }[];
  status: OfferStatus;
  comment_id: number | null;
  /** The interview comment's name. */
  comment: string | null;
  note: string | null;
  call_back_date: string | null;
  order_id: number | null;
  created_at: string;
  decided_at: string | null;
}
