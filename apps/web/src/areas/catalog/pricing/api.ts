import type { TagTemplate } from '@savdo/shared/price-tags';
import type { ChangedProduct } from '@savdo/shared/schemas/pricing';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { ChangedProduct };

export type MarkupSource = 'product' | 'category' | 'parent' | 'general';

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

type Query = Record<string, string | number | undefined>;

/** One approved supplier input line (GET /price-management/selling-price-histories). */
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

export interface Percents {
  retail_percent: string;
  wholesale_percent: string | null;
  additional_percent: string | null;
}

/** A category with the markup in force for its products and the one waiting for approval. */
export interface CategoryMarkup {
  id: number;
  name: string;
  parent_name: string | null;
  current: (Percents & { source: MarkupSource }) | null;
  pending: (Percents & { id: number; date: string }) | null;
}

export type { TagTemplate };
export type TagTemplateInput = Omit<TagTemplate, 'id' | 'footer'> & { content: string };

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
  inputPrices: (query: Query, signal?: AbortSignal) =>
    silentClient.get<InputPrice[]>('/price-management/selling-price-histories', { query, signal }),
  categoryMarkups: (query: Query, signal?: AbortSignal) =>
    silentClient.get<CategoryMarkup[]>('/price-management/surcharge-for-category', { query, signal }),
  enterCategoryMarkups: (body: object) =>
    mainClient.post<{ created: number }>('/price-management/surcharge-for-category', body, {
      notifySuccess: true,
    }),
  /** Approves a markup or sale rate (`general-markups`, `exchange-rates`, ...). */
  approve: (path: string, id: number) =>
    mainClient.post(`/price-management/${path}/${id}/approve`, {}, { notifySuccess: true }),
  template: (id: number, signal?: AbortSignal) =>
    silentClient.get<TagTemplate>(`/price-tag/template-editor/${id}`, { signal }),
  saveTemplate: (id: number | undefined, body: TagTemplateInput) =>
    id === undefined
      ? mainClient.post<TagTemplate>('/price-tag/template-editor', body, { notifySuccess: true })
      : mainClient.put<TagTemplate>(`/price-tag/template-editor/${id}`, body, { notifySuccess: true }),
};

export const PRICING_KEY = 'pricing';
