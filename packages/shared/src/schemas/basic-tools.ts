import { z } from 'zod';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';

/** Payloads of the fixed-assets screens (basic-tools): put to use, wear-out runs, repricing, write-off. */

const id = v.id();
const queryId = v.idParam().optional();
const note = optional(z.string().trim().max(1000, { error: 'validation.max' }));
const page = {
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
};

/** A month, `YYYY-MM`. */
export const monthSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' });

/** Putting N whole pieces of an asset from a warehouse to use in a room, under a responsible person. */
export const putToUseSchema = z.object({
  warehouse_id: id,
  asset_product_id: id,
  quantity: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.number' })
    .min(1, { error: 'validation.notNol' })
    .max(500, { error: 'validation.max' }),
  room_id: id,
  responsible_id: id,
  doc_date: v.date(),
  note,
});
export type PutToUseInput = z.infer<typeof putToUseSchema>;

/** Wearing out every unit in use for one month. */
export const depreciationRunSchema = z.object({ month: monthSchema });

/** A unit's new value (a revaluation); the difference is posted with the date and a note. */
export const repricingSchema = z.object({
  unit_id: id,
  new_value: z.string({ error: 'validation.required' }).trim().refine(isMoney, { error: 'validation.money' }),
  doc_date: v.date(),
  note,
});
export type RepricingInput = z.infer<typeof repricingSchema>;

/** Writing a unit off: what is left of its book value goes, with the reason. */
export const writeOffSchema = z.object({
  unit_id: id,
  reason_id: id,
  doc_date: v.date(),
  note,
});
export type WriteOffInput = z.infer<typeof writeOffSchema>;

/** Put-to-use acts, newest first. */
export const putToUseQuerySchema = z.object({
  ...page,
  branch_id: queryId,
  warehouse_id: queryId,
  asset_product_id: queryId,
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type PutToUseQuery = z.infer<typeof putToUseQuerySchema>;

/**
 * Units in use (or written off, or cancelled), by branch, room, responsible
 * person, group, asset and status, and searched by asset name, inventory code
 * or room (any part), or by the unit's number.
 */
export const assetUnitQuerySchema = z.object({
  ...page,
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
  status: z.enum(['IN_USE', 'WRITTEN_OFF', 'CANCELED']).optional(),
  branch_id: queryId,
  room_id: queryId,
  responsible_id: queryId,
  asset_group_id: queryId,
  asset_product_id: queryId,
});
export type AssetUnitQuery = z.infer<typeof assetUnitQuerySchema>;

/** The units' entries of one type (wear, repricing, write-off), newest first. */
export const assetEntryQuerySchema = z.object({
  ...page,
  type: z.enum(['DEPRECIATION', 'REPRICING', 'WRITE_OFF']),
  month: optional(monthSchema),
  unit_id: queryId,
});
export type AssetEntryQuery = z.infer<typeof assetEntryQuerySchema>;

/** A put-to-use act as the lists answer it (money as decimal strings). */
export interface PutToUseRow {
  id: number;
  number: string;
  branch_prefix: string | null;
  doc_date: string;
  quantity: number;
  cost: string;
  note: string | null;
  branch_name: string | null;
  warehouse_name: string | null;
  asset_name: string | null;
  room_name: string | null;
  responsible_name: string | null;
  status: 'POSTED' | 'CANCELED';
  /** Posted and nothing followed on its units: it may be cancelled. */
  cancellable: boolean;
}

/** A unit in use (or written off, or cancelled): where, whose, its cost, wear and book value. */
export interface AssetUnitRow {
  id: number;
  status: 'IN_USE' | 'WRITTEN_OFF' | 'CANCELED';
  cost: string;
  wear: string;
  book_value: string;
  worn_until: string | null;
  put_date: string;
  asset_name: string | null;
  inventory_code: string | null;
  group_name: string | null;
  depreciation_rate: string | null;
  branch_name: string | null;
  room_name: string | null;
  responsible_name: string | null;
  put_to_use_number: string | null;
}

/** An entry of a unit's ledger (wear, repricing, write-off). */
export interface AssetEntryRow {
  id: number;
  unit_id: number;
  amount: string;
  book_value: string;
  month: string | null;
  business_date: string;
  note: string | null;
  reason_name: string | null;
  asset_name: string | null;
  inventory_code: string | null;
  room_name: string | null;
  created_by_name: string | null;
}

/** Wear of one month: how many units and by how much. */
export interface WearMonthRow {
  month: string;
  units: number;
  total: string;
}

/** The answer of a month's wear run. */
export type WearRunResult = WearMonthRow;

/** One unit as a repricing or a write-off answers it. */
export type AssetUnitSummary = Pick<
  AssetUnitRow,
  | 'id'
  | 'status'
  | 'cost'
  | 'book_value'
  | 'wear'
  | 'worn_until'
  | 'put_date'
  | 'asset_name'
  | 'inventory_code'
>;
