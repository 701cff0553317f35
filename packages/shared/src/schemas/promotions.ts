import { z } from 'zod';
import { check, optional, v } from '../validation/schemas.ts';
import type { SaleKind } from './release.ts';

/**
 * Promotions (issue 12 item 3; the spec's "stock"): name, period, relevance
 * (ALL branches or NOT_ALL: the chosen ones), products and prizes; tickets
 * from the period's sales; a draw with a recorded seed; winners and prizes given.
 */

export const PROMOTION_RELEVANCES = ['ALL', 'NOT_ALL'] as const;
export type PromotionRelevance = (typeof PROMOTION_RELEVANCES)[number];
export const PROMOTION_STATUSES = ['DRAFT', 'APPROVED', 'DRAWN'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.max' });

/** A promotion and its setup; NOT_ALL needs at least one branch; at least one prize. */
export const promotionSchema = z
  .object({
    name,
    date_from: v.date(),
    date_to: v.date(),
    relevance: z.enum(PROMOTION_RELEVANCES, { error: 'validation.required' }),
    branch_ids: z
      .array(v.id(), { error: 'validation.invalid' })
      .max(500, { error: 'validation.max' })
      .default([]),
    prizes: z
      .array(name, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(100, { error: 'validation.max' }),
  })
  .check(check.period('date_from', 'date_to'))
  .superRefine((value, ctx) => {
    if (value.relevance === 'NOT_ALL' && value.branch_ids.length === 0)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['branch_ids'] });
  });
export type PromotionInput = z.infer<typeof promotionSchema>;

export const promotionQuerySchema = z.object({
  ...page,
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
  status: optional(z.enum(PROMOTION_STATUSES, { error: 'validation.invalid' })),
});
export type PromotionQuery = z.infer<typeof promotionQuerySchema>;

export const promotionProductSchema = z.object({ promotion_id: v.id(), product_id: v.id() });
export type PromotionProductInput = z.infer<typeof promotionProductSchema>;

export const promotionProductQuerySchema = z.object({ ...page, promotion_id: v.idParam() });

export const ticketQuerySchema = z.object({
  ...page,
  promotion_id: v.idParam(),
  client_id: optional(v.idParam()),
  number: optional(v.idParam()),
  /** true: only voided tickets (their unit came back), false: only those in play; all when left out. */
  voided: optional(z.enum(['true', 'false'], { error: 'validation.invalid' })),
});
export type TicketQuery = z.infer<typeof ticketQuerySchema>;

export const winnerQuerySchema = z.object({
  ...page,
  promotion_id: optional(v.idParam()),
  given: optional(z.enum(['true', 'false'], { error: 'validation.invalid' })),
});
export type WinnerQuery = z.infer<typeof winnerQuerySchema>;

/** A prize handed to its winner: on which date (today when left out). */
export const prizeGivenSchema = z.object({ given_date: optional(v.date()) });
export type PrizeGivenInput = z.infer<typeof prizeGivenSchema>;

export interface PromotionRow {
  id: number;
  name: string;
  date_from: string;
  date_to: string;
  relevance: PromotionRelevance;
  status: PromotionStatus;
  branch_ids: number[];
  branch_names: string[];
  prizes: { id: number; place: number; name: string }[];
  product_count: number;
  ticket_count: number;
  created_by_name: string | null;
}

export interface PromotionProductRow {
  id: number;
  promotion_id: number;
  product_id: number;
  product_name: string;
}

export interface TicketRow {
  id: number;
  number: number;
  sale_kind: SaleKind;
  sale_id: number;
  sale_number: number | null;
  /** The sale's branch prefix: shown as `documentNumber(sale_branch_prefix, sale_number)`. */
  sale_branch_prefix: string | null;
  product_name: string;
  client_id: number | null;
  client_name: string | null;
  branch_name: string;
  sale_date: string;
  /** When its unit came back (ISO time): a voided ticket takes no part in the draw. */
  voided_at: string | null;
}

export interface WinnerRow {
  id: number;
  promotion_id: number;
  promotion_name: string;
  place: number;
  prize_name: string;
  ticket_number: number;
  client_name: string | null;
  client_phone: string | null;
  given_date: string | null;
  given_by_name: string | null;
}

export interface DrawRow {
  promotion_id: number;
  secret: string;
  seed: string;
  ticket_count: number;
  drawn_at: string;
  drawn_by_name: string | null;
}

/**
 * A promotion's draw (`GET`/`POST /promotions/:id/draw`): the recorded winners'
 * ticket numbers, those a re-run of the seed over the tickets picks, and
 * whether the seed and the winners were reproduced.
 */
export interface DrawDetail extends DrawRow {
  winners: number[];
  rerun: number[];
  reproduced: boolean;
}
