import type { Currency } from '@savdo/shared/money';
import type {
  ActEntry,
  Act as SharedAct,
  SupplierBonus,
  SupplierBonusStep,
  SupplierLimitRow,
} from '@savdo/shared/schemas';
import type { SupplierBonusStatus } from '@savdo/shared/schemas/stock-constants';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { ActEntry, Currency };
/** A reconciliation act in one of the two currencies. */
export type Act = SharedAct<Currency>;

export type { SupplierBonus, SupplierBonusStatus, SupplierBonusStep, SupplierLimitRow };

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
    silentClient.request<SupplierLimitRow[]>('GET', `${base}/limits`, undefined, { query, signal }),
  setLimits: (id: number, body: { limit_uzs: string; limit_usd: string }) =>
    mainClient.put<SupplierLimitRow>(`${base}/limits/${id}`, body, { notifySuccess: true }),
  bonuses: (query: Query, signal?: AbortSignal) =>
    silentClient.request<SupplierBonus[]>('GET', bonuses, undefined, { query, signal }),
  createBonus: (body: object) => mainClient.post<SupplierBonus>(bonuses, body, { notifySuccess: true }),
  updateBonus: (id: number, body: object) =>
    mainClient.put<SupplierBonus>(`${bonuses}/${id}`, body, { notifySuccess: true }),
  bonusStep: (id: number, step: SupplierBonusStep, version: number) =>
    mainClient.post<SupplierBonus>(`${bonuses}/${id}/${step}`, { version }, { notifySuccess: true }),
};

/** Every query of this module starts with this key; a write refreshes them all. */
export const SETTLEMENTS_KEY = 'supplier-calculations';
