/**
 * The sessions tab keeps its page, page size and user filter in the address
 * bar beside `tab` (reload and "back" keep them), under the API's names.
 */
export interface SessionsQuery {
  page: number;
  perPage: number;
  userId?: number;
}

export const SESSIONS_PER_PAGE = 20;
export const SESSIONS_PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

function positiveInt(raw: string | null, max: number): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

/** The tab's state from the address bar; malformed values fall back to the defaults. */
export function parseSessionsQuery(params: URLSearchParams): SessionsQuery {
  const query: SessionsQuery = {
    page: positiveInt(params.get('page'), 1_000_000) ?? 1,
    perPage: positiveInt(params.get('per_page'), 100) ?? SESSIONS_PER_PAGE,
  };
  const userId = positiveInt(params.get('user_id'), 2_147_483_647);
  if (userId !== undefined) query.userId = userId;
  return query;
}

/** The API's query of the state. */
export function toSessionsApiQuery(query: SessionsQuery): Record<string, number | undefined> {
  return { page: query.page, per_page: query.perPage, user_id: query.userId };
}

/** The address bar of the state: the defaults left out, other parameters (`tab`) kept. */
export function toSessionsSearch(query: SessionsQuery, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['page', 'per_page', 'user_id']) next.delete(key);
  if (query.page !== 1) next.set('page', String(query.page));
  if (query.perPage !== SESSIONS_PER_PAGE) next.set('per_page', String(query.perPage));
  if (query.userId !== undefined) next.set('user_id', String(query.userId));
  return next;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short name of a session's device: browser and system from its user agent, else its device id. */
export function deviceLabel(userAgent: string | null, deviceId: string | null): string {
  const ua = userAgent ?? '';
  const first = (list: readonly [RegExp, string][]) => list.find(([pattern]) => pattern.test(ua))?.[1];
  const label = [first(BROWSERS), first(SYSTEMS)].filter(Boolean).join(', ');
  return label || deviceId || '—';
}
