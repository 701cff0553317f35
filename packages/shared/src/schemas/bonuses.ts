import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';
import { positiveMoney, reasonText } from './contract-payments.ts';

/**
 * Client bonuses (issue 12 item 2): points earned by on-time payments, the
 * products a client may take for points, bonus orders (the shortfall paid
 * in cash: the bonus difference) and their returns. Points are decimal
 * strings like money (UZS: 1 point = 1 so'm).
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** A product offered for points (per unit). */
export const bonusProductSchema = z.object({
  product_id: v.id(),
  points: positiveMoney,
});
export type BonusProductInput = z.infer<typeof bonusProductSchema>;

/** Changing a bonus product's price in points, or withdrawing it. */
export const bonusProductEditSchema = z.object({
  points: positiveMoney,
  active: z.boolean({ error: 'validation.required' }),
});
export type BonusProductEditInput = z.infer<typeof bonusProductEditSchema>;

export const bonusProductQuerySchema = z.object({
  ...page,
  active: optional(z.enum(['true', 'false'])),
});
export type BonusProductQuery = z.infer<typeof bonusProductQuerySchema>;

/** A client takes a bonus product: points first, the rest in cash into `cashbox_id`. */
export const bonusOrderSchema = z.object({
  client_id: v.id(),
  bonus_product_id: v.id(),
  warehouse_id: v.id(),
  quantity: z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.number' })
    .min(1, { error: 'validation.number' })
    .max(1000, { error: 'validation.number' }),
  cashbox_id: optional(v.id()),
  comment,
});
export type BonusOrderInput = z.infer<typeof bonusOrderSchema>;

/** Lists by client and by period (newest first). */
export const bonusListQuerySchema = z.object({
  ...page,
  client_id: optional(v.idParam()),
  from: optional(v.date()),
  to: optional(v.date()),
});
export type BonusListQuery = z.infer<typeof bonusListQuerySchema>;

/** Bonus products brought back: which order, how many of its units (all it has left when absent), why. */
export const bonusReturnSchema = z.object({
  order_id: v.id(),
  quantity: optional(
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.number' })
      .min(1, { error: 'validation.number' })
      .max(1000, { error: 'validation.number' }),
  ),
  reason: reasonText,
});
export type BonusReturnInput = z.infer<typeof bonusReturnSchema>;

export const BONUS_HISTORY_KINDS = ['EARN', 'EARN_REVERSAL', 'ORDER', 'RETURN'] as const;
export type BonusHistoryKind = (typeof BONUS_HISTORY_KINDS)[number];

export interface BonusProductRow {
  id: number;
  product_id: number;
  product_name: string;
  points: string;
  active: boolean;
}

export interface BonusHistoryRow {
  id: number;
  client_id: number;
  client_name: string;
  kind: BonusHistoryKind;
  amount: string;
  balance: string;
  settlement_id: number | null;
  order_id: number | null;
  business_date: string;
}

export interface BonusOrderRow {
  id: number;
  client_id: number;
  client_name: string;
  product_name: string;
  warehouse_name: string;
  quantity: number;
  /** Units brought back so far (the order is RETURNED when all are). */
  returned_quantity: number;
  total: string;
  points: string;
  difference: string;
  cashbox_name: string | null;
  status: 'ISSUED' | 'RETURNED';
  business_date: string;
}

export interface BonusReturnRow {
  id: number;
  order_id: number;
  client_name: string;
  product_name: string;
  quantity: number;
  points: string;
  difference: string;
  reason: string;
  business_date: string;
}
