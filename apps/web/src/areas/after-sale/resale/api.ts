import type { OfferOutcomeInput, OfferStatus, ResaleOfferInput } from '@savdo/shared/schemas/engagement';
import { mainClient, silentClient } from '../../../api/index.ts';

export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const RESALE_KEY = 'resale';

export interface ResaleClientRow {
  client_id: number;
  client_name: string;
  phone: string | null;
  score: number | null;
  grade: string;
  worst_days_late: number;
  closed: number;
  last_offer: OfferStatus | null;
}

export interface OfferRow {
  id: number;
  client_id: number;
  client_name: string;
  phone: string | null;
  text: string;
  currency: 'UZS' | 'USD';
  prepayment: string;
  items: { product_id: number; quantity: string }[];
  status: OfferStatus;
  comment: string | null;
  note: string | null;
  call_back_date: string | null;
  order_id: number | null;
}

export const OFFER_COLORS: Record<OfferStatus, string> = {
  OFFERED: 'blue',
  INVITED: 'gold',
  UNFINISHED: 'purple',
  REJECTED: 'red',
  ACCEPTED: 'green',
};

/** The offers' list of a screen: all offers, or those of one outcome. */
export const OFFER_PATHS = {
  offers: '/resale/offers',
  INVITED: '/resale/invited-clients',
  UNFINISHED: '/resale/unfinished-conversations',
  REJECTED: '/resale/rejected-offer-clients',
} as const;

export const resaleApi = {
  clients: (query: Query, signal?: AbortSignal) =>
    silentClient.get<ResaleClientRow[]>('/resale/resale-clients', { query, signal }),
  offers: (path: keyof typeof OFFER_PATHS) => (query: Query, signal?: AbortSignal) =>
    silentClient.get<OfferRow[]>(OFFER_PATHS[path], { query, signal }),
  offer: (input: ResaleOfferInput) =>
    mainClient.post<OfferRow>('/resale/offers', input, { notifySuccess: true }),
  outcome: (id: number, input: OfferOutcomeInput) =>
    mainClient.post<OfferRow>(`/resale/offers/${id}/outcome`, input, { notifySuccess: true }),
  accept: (id: number) =>
    mainClient.post<OfferRow>(`/resale/offers/${id}/accept`, {}, { notifySuccess: true }),
};
