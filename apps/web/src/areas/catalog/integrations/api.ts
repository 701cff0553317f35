import type { ImeiRegistryStatus } from '@savdo/shared/schemas/pricing';
import { mainClient, silentClient } from '../../../api/index.ts';

/** A marked unit in stock (GET /integrations/markings/residue). */
export interface MarkedUnit {
  id: number;
  serial: string;
  marking_code: string;
  product_name: string;
  warehouse_name: string | null;
}

/** A marked unit that left stock, with the movement that took it out. */
export interface MarkedOutput {
  id: number;
  serial: string;
  marking_code: string;
  product_name: string;
  type: string;
  business_date: string;
  document_number: string | null;
  warehouse_name: string | null;
}

/** A sold IMEI unit and its report to the registry. */
export interface SoldImei {
  id: number;
  imei: string;
  product_name: string;
  registry_status: ImeiRegistryStatus;
  reference: string | null;
  message: string | null;
  attempts: number | null;
  updated_at: string | null;
}

type Query = Record<string, string | number | undefined>;

export const integrationsApi = {
  residue: (query: Query, signal?: AbortSignal) =>
    silentClient.get<MarkedUnit[]>('/integrations/markings/residue', { query, signal }),
  output: (query: Query, signal?: AbortSignal) =>
    silentClient.get<MarkedOutput[]>('/integrations/markings/output', { query, signal }),
  soldImei: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SoldImei[]>('/integrations/uzimei-blocked', { query, signal }),
  report: (id: number) =>
    mainClient.post<{ registry_status: ImeiRegistryStatus }>(
      `/integrations/uzimei-blocked/${id}/register`,
      {},
    ),
};

export const INTEGRATIONS_KEY = 'integrations';
export const PER_PAGE = 20;
