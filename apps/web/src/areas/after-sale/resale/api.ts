import type {
  OfferOutcomeInput,
  OfferStatus,
  ResaleClientRow,
  ResaleOfferInput,
  ResaleOfferRow,
} from '@savdo/shared/schemas/engagement';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { ResaleClientRow, ResaleOfferRow };
export type Query = Record<string, string | number | undefined>;

/** Every query of these screens starts with this key; a write refreshes them all. */
export const RESALE_KEY = 'resale';

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
    silentClient.get<ResaleOfferRow[]>(OFFER_PATHS[path], { query, signal }),
  offer: (input: ResaleOfferInput) =>
    mainClient.post<ResaleOfferRow>('/resale/offers', input, { notifySuccess: true }),
  outcome: (id: number, input: OfferOutcomeInput) =>
    mainClient.post<ResaleOfferRow>(`/resale/offers/${id}/outcome`, input, { notifySuccess: true }),
  accept: (id: number) =>
    mainClient.post<ResaleOfferRow>(`/resale/offers/${id}/accept`, {}, { notifySuccess: true }),
};
