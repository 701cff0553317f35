import type { Currency } from '@savdo/shared/money';
import type { ActEntry, Act as SharedAct } from '@savdo/shared/schemas';
import type { SupplierBonusStatus } from '@savdo/shared/schemas/stock-constants';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { ActEntry, Currency };
/** A reconciliation act in one of the two currencies. */
export type Act = SharedAct<Currency>;

export interface LimitRow {
  id: number;
  name: string;
  limit_uzs: string;
  limit_usd: string;
  debt_uzs: string;
  debt_usd: string;
  /** Null when there is no limit. */
  room_uzs: string | null;
  room_usd: string | null;
}

export type BonusStatus = SupplierBonusStatus;
export type BonusStep = 'approve' | 'cancel' | 'cancel-approved';

export interface Bonus {
  id: number;
  supplier_id: number;
  supplier_name: string | null;
  currency: Currency;
  amount: string;
  bonus_date: string;
  note: string | null;
  status: BonusStatus;
  version: number;
  created_by_name: string | null;
}

export type Query = Record<string, string | number | undefined>;

const base = '/supplier-calculations';
const bonuses = `${base}/bonus-from-the-supplier`;

/** The acts: the supplier's and the branches'; each answers JSON, a PDF or an .xlsx. */
export type ActSource = 'reconciliation-act' | 'branch-reconciliation-act';

/** Reads through the silent client (the screens show their own state); writes and files through the main one. */
export const settlementsApi = {
  act: (source: ActSource, query: Query, signal?: AbortSignal) =>
    silentClient.get<Act>(`${base}/${source}`, { query, signal }),
  actFile: (source: ActSource, format: 'pdf' | 'xlsx', query: Query) =>
    mainClient.download(`${base}/${source}/${format}`, { query }),
  limits: (query: Query, signal?: AbortSignal) =>
    silentClient.request<LimitRow[]>('GET', `${base}/limits`, undefined, { query, signal }),
  setLimits: (id: number, body: { limit_uzs: string; limit_usd: string }) =>
    mainClient.put<LimitRow>(`${base}/limits/${id}`, body, { notifySuccess: true }),
  bonuses: (query: Query, signal?: AbortSignal) =>
    silentClient.request<Bonus[]>('GET', bonuses, undefined, { query, signal }),
  createBonus: (body: object) => mainClient.post<Bonus>(bonuses, body, { notifySuccess: true }),
  updateBonus: (id: number, body: object) =>
    mainClient.put<Bonus>(`${bonuses}/${id}`, body, { notifySuccess: true }),
  bonusStep: (id: number, step: BonusStep, version: number) =>
    mainClient.post<Bonus>(`${bonuses}/${id}/${step}`, { version }, { notifySuccess: true }),
};

/** Every query of this module starts with this key; a write refreshes them all. */
export const SETTLEMENTS_KEY = 'supplier-calculations';
