/**
 * The state of a list screen lives in the address bar (reload keeps it,
 * "back" returns to the previous filters): plain string params, parsed into
 * the API's query here. `status=all` means "every status" where the page
 * has a default status.
 */
export const ALL = 'all';
export const PER_PAGE = 20;

export interface DocListQuery {
  page: number;
  per_page: number;
  status?: string;
  warehouse_id?: number;
  supplier_id?: number;
  date_from?: string;
  date_to?: string;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};
const isoDate = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export function parseDocQuery(params: URLSearchParams, defaultStatus?: string): DocListQuery {
  const status = params.get('status');
  return {
    page: positive(params.get('page')) ?? 1,
    per_page: PER_PAGE,
    status: status === ALL ? undefined : (status ?? defaultStatus) || undefined,
    warehouse_id: positive(params.get('warehouse_id')),
    supplier_id: positive(params.get('supplier_id')),
    date_from: isoDate(params.get('date_from')),
    date_to: isoDate(params.get('date_to')),
  };
}

export type ParamChange = Record<string, string | number | undefined | null>;

/** Params that do not narrow the list: the page itself and the document open in the editor (`doc`). */
const KEEPS_PAGE: ReadonlySet<string> = new Set(['page', 'doc']);

/** Applies changed params; a change of a filter goes back to page 1. */
export function applyParams(params: URLSearchParams, change: ParamChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!Object.keys(change).every((key) => KEEPS_PAGE.has(key))) next.delete('page');
  return next;
}

/** The document open in the editor: `doc=new`, a document id, or none. */
export function openDoc(params: URLSearchParams): number | 'new' | undefined {
  const doc = params.get('doc');
  if (doc === 'new') return 'new';
  return positive(doc);
}

/** The status select's value: the page's default when the address bar names none. */
export function statusValue(params: URLSearchParams, defaultStatus?: string): string {
  return params.get('status') ?? defaultStatus ?? ALL;
}

/** Query of the pages paged by "previous / next" (no total): residues and the ledger. */
export function parsePagedQuery(
  params: URLSearchParams,
  keys: readonly string[],
): Record<string, string> & {
  page: string;
} {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return { ...out, page: String(positive(params.get('page')) ?? 1) };
}

/** A page of a list without total has a next page when it came back full. */
export const hasNextPage = (rows: readonly unknown[] | undefined, perPage = PER_PAGE): boolean =>
  (rows?.length ?? 0) >= perPage;
