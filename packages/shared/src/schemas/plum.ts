import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';

/**
 * Plum (docs/DECISIONS.md "Plum"): an instalment (BNPL) partner. Its
 * clients apply in the partner's app to buy our goods on instalments; the
 * partner sends each application to the store, the store accepts or refuses
 * it, and the partner pays the store for accepted ones (a settlement).
 */

export const PLUM_STATUSES = ['NEW', 'ACCEPTED', 'REFUSED', 'CANCELLED'] as const;
export type PlumStatus = (typeof PLUM_STATUSES)[number];

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };

export const plumApplicationQuerySchema = z.object({
  ...page,
  status: optional(z.enum(PLUM_STATUSES, { error: 'validation.invalid' })),
});
export type PlumApplicationQuery = z.infer<typeof plumApplicationQuerySchema>;

export const plumSettlementQuerySchema = z.object({ ...page });
export type PlumSettlementQuery = z.infer<typeof plumSettlementQuerySchema>;

export const plumRefuseSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.max' }),
});
export type PlumRefuseInput = z.infer<typeof plumRefuseSchema>;

/** The developer settings the screen edits (the keys are secrets, set apart). */
export const plumSettingsSchema = z.object({
  merchant_id: z.string({ error: 'validation.required' }).trim().max(100, { error: 'validation.max' }),
  enabled: z.boolean({ error: 'validation.invalid' }),
});
export type PlumSettingsInput = z.infer<typeof plumSettingsSchema>;

export const plumSecretSchema = z.object({
  alias: z.enum(['plum_api_key', 'plum_webhook_secret'], { error: 'validation.invalid' }),
  value: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.max' }),
});
export type PlumSecretInput = z.infer<typeof plumSecretSchema>;

export interface PlumItem {
  name: string;
  sku: string | null;
  quantity: number;
  /** A unit's price, decimal string (UZS). */
  price: string;
}

export interface PlumApplicationRow {
  id: number;
  external_id: string;
  status: PlumStatus;
  client_name: string;
  pinfl: string | null;
  phone: string | null;
  items: PlumItem[];
  total: string;
  months: number;
  client_id: number | null;
  refuse_reason: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  received_at: string;
}

export interface PlumSettlementRow {
  id: number;
  external_id: string;
  application_ids: string[];
  amount: string;
  fee: string;
  paid: string;
  paid_on: string;
}

export interface PlumInfo {
  /** `local`: the built-in fake; `http`: the partner's API at `api_url` (PLUM_URL). */
  mode: 'local' | 'http';
  api_url: string | null;
  merchant_id: string;
  enabled: boolean;
  /** Where the partner posts its events (this server's address + path). */
  webhook_path: string;
  api_key_set: boolean;
  webhook_secret_set: boolean;
}

const wireText = (max: number) => z.string({ error: 'validation.required' }).trim().min(1).max(max);
const wireMoney = z
  .string({ error: 'validation.required' })
  .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: 'validation.money' });
const wireApplication = z.object({
  id: wireText(64),
  status: z.enum(['NEW', 'ACCEPTED', 'REFUSED', 'CANCELLED']).optional(),
  client: z.object({
    name: wireText(200),
    pinfl: z
      .string()
      .regex(/^\d{14}$/)
      .nullable()
      .optional(),
    phone: z.string().max(20).nullable().optional(),
  }),
  items: z
    .array(
      z.object({
        name: wireText(300),
        sku: z.string().max(64).nullable().optional(),
        quantity: z.number().int().positive().max(10_000),
        price: wireMoney,
      }),
    )
    .min(1)
    .max(100),
  total: wireMoney,
  months: z.number().int().min(1).max(60),
  created_at: z.string().max(40).optional(),
});
const wireSettlement = z.object({
  id: wireText(64),
  application_ids: z.array(wireText(64)).min(1).max(1000),
  amount: wireMoney,
  fee: wireMoney,
  paid: wireMoney,
  paid_on: v.date(),
});

/** What Plum posts to the webhook (checked before anything is written). */
export const plumEventSchema = z.discriminatedUnion('type', [
  z.object({ event_id: wireText(64), type: z.literal('application.created'), data: wireApplication }),
  z.object({
    event_id: wireText(64),
    type: z.literal('application.cancelled'),
    data: z.object({ id: wireText(64) }),
  }),
  z.object({ event_id: wireText(64), type: z.literal('settlement.created'), data: wireSettlement }),
]);
export type PlumEventInput = z.infer<typeof plumEventSchema>;
export type PlumApplicationInput = z.infer<typeof wireApplication>;
export type PlumSettlementInput = z.infer<typeof wireSettlement>;
