import type {
  ReportCatalogueAnswer,
  ReportExportFormat,
  ReportOption,
  ReportOptionList,
  ReportPage,
  ReportRightHolder,
  ReportRightsAnswer,
} from '@savdo/shared/reports';
import { mainClient, silentClient } from '../../../api/index.ts';

export const REPORTS_KEY = 'reports';

/** A report's filters as the URL keeps them (and the API reads them). */
export type ReportParams = Record<string, string>;

export const reportsApi = {
  catalogue: () => silentClient.get<ReportCatalogueAnswer>('/reports'),
  page: (code: string, query: ReportParams, signal?: AbortSignal) =>
    mainClient.get<ReportPage>(`/reports/${code}`, { query, signal }),
  download: (code: string, format: ReportExportFormat, query: ReportParams) =>
    mainClient.download(`/reports/${code}/export/${format}`, { query }),
  options: (list: ReportOptionList, search: string) =>
    silentClient.get<ReportOption[]>(`/reports/options/${list}`, { query: { search } }),
  rights: (holder: ReportRightHolder, id: number) =>
    mainClient.get<ReportRightsAnswer>(`/reports/rights/${holder}/${id}`),
  saveRights: (holder: ReportRightHolder, id: number, codes: string[]) =>
    mainClient.put<ReportRightsAnswer>(`/reports/rights/${holder}/${id}`, { codes }, { notifySuccess: true }),
};
