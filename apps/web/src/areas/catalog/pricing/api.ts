import type { PriceTagTemplateValues, TagTemplate } from '@savdo/shared/price-tags';
import type {
  CategoryMarkup,
  ChangedProduct,
  InputPrice,
  MarkupSource,
  PriceChange,
  Proposal,
} from '@savdo/shared/schemas/pricing';
import { mainClient, silentClient } from '../../../api/index.ts';

export type {
  CategoryMarkup,
  ChangedProduct,
  InputPrice,
  MarkupSource,
  PriceChange,
  PriceTagTemplateValues,
  Proposal,
  TagTemplate,
};

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
  saveTemplate: (id: number | undefined, body: PriceTagTemplateValues) =>
    id === undefined
      ? mainClient.post<TagTemplate>('/price-tag/template-editor', body, { notifySuccess: true })
      : mainClient.put<TagTemplate>(`/price-tag/template-editor/${id}`, body, { notifySuccess: true }),
};

export const PRICING_KEY = 'pricing';
