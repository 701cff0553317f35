import type { ResourceDef } from '@savdo/shared/resources';
import { type DownloadedFile, mainClient, type PageMeta, silentClient } from '../api/index.ts';
import type { FormValues } from './form-values.ts';
import type { HistoryEntry, RefOption, ResourceRow } from './types.ts';

export type Query = Record<string, string | number | undefined>;

export interface ListPage {
  data: ResourceRow[];
  meta: PageMeta;
}

/**
 * The engine's endpoints of one resource under `/api/<apiPath>`. Reads go
 * through the silent client (the table shows its own spinner and error);
 * writes and the export through the main client: overlay, error toast, and
 * the success toast.
 */
export function resourceApi(def: ResourceDef) {
  const base = `/${def.apiPath}`;
  return {
    list: async (query: Query, signal?: AbortSignal): Promise<ListPage> => {
      const answer = await silentClient.request<ResourceRow[]>('GET', base, undefined, { query, signal });
      return {
        data: answer.data,
        meta: answer.meta ?? { page: 1, per_page: answer.data.length, total: answer.data.length },
      };
    },
    options: (query: Query, signal?: AbortSignal) =>
      silentClient.get<RefOption[]>(`${base}/options`, { query, signal }),
    get: (id: number) => silentClient.get<ResourceRow>(`${base}/${id}`),
    history: (id: number, signal?: AbortSignal) =>
      silentClient.get<HistoryEntry[]>(`${base}/${id}/history`, { signal }),
    create: (values: FormValues) => mainClient.post<ResourceRow>(base, values, { notifySuccess: true }),
    update: (id: number, values: FormValues) =>
      mainClient.put<ResourceRow>(`${base}/${id}`, values, { notifySuccess: true }),
    activate: (id: number) =>
      mainClient.post<ResourceRow>(`${base}/${id}/activate`, undefined, { notifySuccess: true }),
    deactivate: (id: number) =>
      mainClient.post<ResourceRow>(`${base}/${id}/deactivate`, undefined, { notifySuccess: true }),
    export: (query: Query): Promise<DownloadedFile> => mainClient.download(`${base}/export`, { query }),
  };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
