import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';

import type { MarkupSource } from './pricing-constants.ts';

export { priceTagTemplateSchema } from '../price-tags/layout.ts';
export {
  APPROVABLE_MARKUPS,
  type ApprovableKind,
  MARKUP_SOURCES,
  type MarkupSource,
} from './pricing-constants.ts';

const id = v.id();
const idParam = optional(v.idParam());

/** `page` and `per_page` (at most 100) of a list answered without a total. */
export const pageQuery = {
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
};

/** The history of input prices: by product, supplier, warehouse and period of the documents' dates. */
export const inputPriceQuerySchema = z.object({
  ...pageQuery,
  product_id: idParam,
  supplier_id: idParam,
  warehouse_id: idParam,
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});

/** The markup overview of categories: a name search and a parent category. */
export const categoryMarkupQuerySchema = z.object({
  ...pageQuery,
  search: optional(z.string().trim().max(100)),
  parent_id: idParam,
});

/** A markup percent as the markup resources take it: up to two decimals, 0 to 1 000. */
const percent = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((value) => String(value).trim())
  .refine((s) => /^\d{1,4}(\.\d{1,2})?$/.test(s), { error: 'validation.number', abort: true })
  .refine((s) => Number(s) <= 1000, { error: 'validation.maxValue', params: { n: 1000 } });

/**
 * One markup entered for several categories at once (the fields of a
 * category markup but its category): each category gets a markup of its
 * own, CREATED.
 */
export const categoryMarkupBulkSchema = z.object({
  product_category_ids: z.array(id).min(1, { error: 'validation.required' }).max(200),
  date: v.date(),
  retail_percent: percent,
  wholesale_percent: optional(percent),
  additional_percent: optional(percent),
});

/** Marked units in stock: by warehouse, product, or one serial or marking code. */
export const markingResidueQuerySchema = z.object({
  ...pageQuery,
  warehouse_id: idParam,
  product_id: idParam,
  code: optional(z.string().trim().max(200)),
});

/** Marked units that left stock: by product, code and the period they left in. */
export const markingOutputQuerySchema = z.object({
  ...pageQuery,
  product_id: idParam,
  code: optional(z.string().trim().max(200)),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});

export const IMEI_REGISTRY_STATUSES = ['PENDING', 'REGISTERED', 'FAILED'] as const;
export type ImeiRegistryStatus = (typeof IMEI_REGISTRY_STATUSES)[number];

/** Sold IMEI units: by the state of their registry report, product, or one IMEI. */
export const soldImeiQuerySchema = z.object({
  ...pageQuery,
  status: optional(z.enum(IMEI_REGISTRY_STATUSES, { error: 'validation.invalid' })),
  product_id: idParam,
  imei: optional(z.string().trim().max(20)),
});

/** A marked unit in stock (`GET /integrations/markings/residue`). */
export interface MarkedUnit {
  id: number;
  serial: string;
  marking_code: string;
  product_id: number;
  product_name: string;
  warehouse_id: number | null;
  warehouse_name: string | null;
  updated_at: string;
}

/** A marked unit that left stock, with the movement that took it out (`GET /integrations/markings/output`). */
export interface MarkedOutput {
  id: number;
  serial: string;
  marking_code: string;
  product_id: number;
  product_name: string;
  type: string;
  business_date: string;
  document_id: number | null;
  document_number: string | null;
  warehouse_name: string | null;
}

/** A sold IMEI unit and its report to the registry (`GET /integrations/uzimei-blocked`). */
export interface SoldImei {
  id: number;
  imei: string;
  product_id: number;
  product_name: string;
  registry_status: ImeiRegistryStatus;
  reference: string | null;
  message: string | null;
  attempts: number | null;
  updated_at: string | null;
}

/** The answer of a unit's (re)report to the registry. */
export interface ImeiReportAnswer {
  id: number;
  imei: string;
  registry_status: Exclude<ImeiRegistryStatus, 'PENDING'>;
  reference: string | null;
}

export type MarkingResidueQuery = z.infer<typeof markingResidueQuerySchema>;
export type MarkingOutputQuery = z.infer<typeof markingOutputQuerySchema>;
export type SoldImeiQuery = z.infer<typeof soldImeiQuerySchema>;

/** A product whose price changed (`GET /price-tag/changed-products`); the price in minor units. */
export interface ChangedProduct {
  id: number;
  name: string;
  retail_price_uzs: string | null;
  changed_at: string;
}

/** A product's four selling prices, in soʻm and dollars (decimal strings). */
export interface Prices {
  retail_uzs: string | null;
  retail_usd: string | null;
  wholesale_uzs: string | null;
  wholesale_usd: string | null;
}

/** A proposed selling price (`GET /price-management/change-selling-prices`). */
export interface Proposal {
  product_id: number;
  product_name: string;
  cost_uzs: string | null;
  markup_source: MarkupSource | null;
  retail_percent: string | null;
  wholesale_percent: string | null;
  additional_percent: string | null;
  current: Prices;
  next: Prices | null;
  changed: boolean;
}

/**
 * A row of the selling price history (`GET /price-management/changed-selling-prices`):
 * the change as stored, its amounts as decimal strings; `id` is the bigint key as the driver reads it.
 */
export interface PriceChange {
  id: string;
  product_id: number;
  product_name: string;
  cost_uzs: string;
  retail_percent: string;
  wholesale_percent: string;
  markup_source: MarkupSource;
  rate: string;
  old_retail_uzs: string | null;
  old_retail_usd: string | null;
  old_wholesale_uzs: string | null;
  old_wholesale_usd: string | null;
  retail_uzs: string;
  retail_usd: string;
  wholesale_uzs: string;
  wholesale_usd: string;
  changed_by: number | null;
  changed_by_name: string | null;
  created_at: string;
}

/** One approved supplier input line (`GET /price-management/selling-price-histories`). */
export interface InputPrice {
  id: number;
  product_id: number;
  product_name: string;
  document_id: number;
  number: string;
  doc_date: string;
  supplier_name: string | null;
  warehouse_name: string | null;
  currency: 'UZS' | 'USD';
  rate: string;
  price: string;
  quantity: string;
  cost_uzs: string;
  previous_cost_uzs: string | null;
  change_uzs: string | null;
  change_percent: string | null;
}

/** A markup's three percents. */
export interface Percents {
  retail_percent: string;
  wholesale_percent: string | null;
  additional_percent: string | null;
}

/**
 * A category with the markup in force for its products and the one waiting
 * for approval (`GET /price-management/surcharge-for-category`).
 */
export interface CategoryMarkup {
  id: number;
  name: string;
  parent_name: string | null;
  current: (Percents & { source: MarkupSource }) | null;
  pending: (Percents & { id: number; date: string }) | null;
}
