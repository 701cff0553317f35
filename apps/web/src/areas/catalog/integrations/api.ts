import type { ImeiReportAnswer, MarkedOutput, MarkedUnit, SoldImei } from '@savdo/shared/schemas/pricing';
import { mainClient, silentClient } from '../../../api/index.ts';

export type { MarkedOutput, MarkedUnit, SoldImei };

type Query = Record<string, string | number | undefined>;

export const integrationsApi = {
  residue: (query: Query, signal?: AbortSignal) =>
    silentClient.get<MarkedUnit[]>('/integrations/markings/residue', { query, signal }),
  output: (query: Query, signal?: AbortSignal) =>
    silentClient.get<MarkedOutput[]>('/integrations/markings/output', { query, signal }),
  soldImei: (query: Query, signal?: AbortSignal) =>
    silentClient.get<SoldImei[]>('/integrations/uzimei-blocked', { query, signal }),
  report: (id: number) =>
    mainClient.post<ImeiReportAnswer>(`/integrations/uzimei-blocked/${id}/register`, {}),
};

export const INTEGRATIONS_KEY = 'integrations';
export const PER_PAGE = 20;
