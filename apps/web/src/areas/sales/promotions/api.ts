import type {
  DrawDetail,
  PrizeGivenInput,
  PromotionInput,
  PromotionProductRow,
  PromotionRow,
  TicketRow,
  WinnerRow,
} from '@savdo/shared/schemas/promotions';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { DrawDetail, PromotionProductRow, PromotionRow, TicketRow, WinnerRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of the screens starts with this key; a change refreshes them all. */
export const PROMOTIONS_KEY = 'promotions';

const base = '/promotions';
const write = { notifySuccess: true } as const;

/** Reads through the silent client (the screens show their own state); writes through the main one (toasts). */
export const promotionsApi = {
  list: (query: Query, signal?: AbortSignal) => silentClient.get<PromotionRow[]>(base, { query, signal }),
  create: (input: PromotionInput) => mainClient.post<PromotionRow>(base, input, write),
  edit: (id: number, input: PromotionInput) => mainClient.put<PromotionRow>(`${base}/${id}`, input, write),
  approve: (id: number) => mainClient.post<{ deleted: number }>(`${base}/${id}/approve`, {}, write),
  collect: (id: number) => mainClient.post<{ issued: number }>(`${base}/${id}/collect-tickets`, {}, write),
  draw: (id: number) => mainClient.post<DrawDetail>(`${base}/${id}/draw`, {}, write),
  drawDetail: (id: number, signal?: AbortSignal) =>
    silentClient.get<DrawDetail>(`${base}/${id}/draw`, { signal }),
  products: (query: Query, signal?: AbortSignal) =>
    silentClient.get<PromotionProductRow[]>(`${base}/products`, { query, signal }),
  productOptions: (search: string, signal?: AbortSignal) =>
    silentClient.get<{ id: number; name: string }[]>(`${base}/product-options`, {
      query: { search },
      signal,
    }),
  addProduct: (promotionId: number, productId: number) =>
    mainClient.post<{ id: number }>(
      `${base}/products`,
      { promotion_id: promotionId, product_id: productId },
      write,
    ),
  removeProduct: (id: number) => mainClient.delete<{ ok: boolean }>(`${base}/products/${id}`, write),
  tickets: (query: Query, signal?: AbortSignal) =>
    silentClient.get<TicketRow[]>(`${base}/tickets`, { query, signal }),
  winners: (query: Query, signal?: AbortSignal) =>
    silentClient.get<WinnerRow[]>(`${base}/winners`, { query, signal }),
  give: (id: number, input: PrizeGivenInput) =>
    mainClient.post<{ ok: boolean }>(`${base}/winners/${id}/give`, input, write),
};
