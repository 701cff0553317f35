import { mainClient, silentClient } from '../../api/index.ts';

export type MarkupSource = 'product' | 'category' | 'general';

export interface Prices {
  retail_uzs: string | null;
  retail_usd: string | null;
  wholesale_uzs: string | null;
  wholesale_usd: string | null;
}

/** A proposed selling price (GET /price-management/change-selling-prices). */
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

/** A row of the selling price history. */
export interface PriceChange {
  id: number | string;
  product_id: number;
  product_name: string;
  cost_uzs: string | null;
  retail_percent: string | null;
  wholesale_percent: string | null;
  markup_source: MarkupSource | null;
  rate: string | null;
  old_retail_uzs: string | null;
  old_retail_usd: string | null;
  old_wholesale_uzs: string | null;
  old_wholesale_usd: string | null;
  retail_uzs: string | null;
  retail_usd: string | null;
  wholesale_uzs: string | null;
  wholesale_usd: string | null;
  changed_by_name: string | null;
  created_at: string;
}

/** A product whose price changed (GET /price-tag/changed-products); the price in minor units. */
export interface ChangedProduct {
  id: number;
  name: string;
  retail_price_uzs: string | null;
  changed_at: string;
}

type Query = Record<string, string | number | undefined>;

/** Reads through the silent client (the screens show their own state); writes and the PDF through the main one. */
export const pricingApi = {
  proposals: (query: Query, signal?: AbortSignal) =>
    silentClient.get<Proposal[]>('/price-management/change-selling-prices', { query, signal }),
  apply: (productIds: number[]) =>
    mainClient.post<{ changed: number }>('/price-management/change-selling-prices', {
      product_ids: productIds,
    }),
  history: (query: Query, signal?: AbortSignal) =>
    silentClient.get<PriceChange[]>('/price-management/changed-selling-prices', { query, signal }),
  changedProducts: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ChangedProduct[]>('/price-tag/changed-products', { query, signal }),
  printTags: (query: Query) => mainClient.download('/price-tag/print', { query }),
};

export const PRICING_KEY = 'pricing';
