import {
  enumSetFilterSchema,
  type FieldDef,
  filterFields,
  isSearchable,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  type ResourceDef,
  sortKeys,
} from '@savdo/shared/resources';

/**
 * The state of a list screen (page, page size, order, search, status and the
 * filters) and its two faces: the address bar's query string, so reload and
 * back keep it, and the API's list query. Both use the API's parameter names
 * (`page`, `per_page`, `sort`, `search`, `active`, `<field>`,
 * `<field>_from`, `<field>_to`); the address bar leaves out the defaults.
 */
export interface ListState {
  page: number;
  perPage: number;
  /** `name` or `-name`; absent means the definition's default order. */
  sort?: string;
  search?: string;
  active?: 'true' | 'false';
  /**
   * Filter values by query key: `<field>` (eq, search; `any`: the chosen options comma-separated,
   * `SAT,SUN`) or `<field>_from` / `<field>_to` (range).
   */
  filters: Readonly<Record<string, string>>;
}

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

/** The query keys a filter field uses. */
export function filterKeysOf(field: FieldDef): string[] {
  return field.filter === 'range' ? [`${field.name}_from`, `${field.name}_to`] : [field.name];
}

/** The order a list has when none is chosen, as a sort key (`name`, `-id`). */
export function defaultSortOf(def: ResourceDef): string {
  const sort = def.defaultSort;
  return sort ? `${sort.order === 'desc' ? '-' : ''}${sort.field}` : '-id';
}

/** The options an `any` filter's value names (`SAT,SUN`): how the address bar and the API carry a set. */
export const chosenOptions = (value: string | undefined): string[] =>
  value === undefined || value === '' ? [] : value.split(',');

/**
 * An `any` filter's value (the API's own rule, `enumSetFilterSchema`): the options chosen once each in the
 * options' order, comma-separated; none, or one that is not an option, is no filter.
 */
export const joinOptions = (field: FieldDef, chosen: string | readonly string[]): string | undefined => {
  const parsed = enumSetFilterSchema(field).safeParse(chosen);
  return parsed.success ? parsed.data.join(',') : undefined;
};

const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,16}(\.\d{1,6})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a filter value is one the API accepts for the field, so a hand-edited address never answers 400. */
export function isFilterValue(field: FieldDef, value: string): boolean {
  if (value === '' || value.length > 100) return false;
  switch (field.type) {
    case 'ref':
    case 'integer':
      return INTEGER.test(value);
    case 'decimal':
    case 'percent':
    case 'money':
      return DECIMAL.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'enum':
      return (field.options ?? []).includes(value);
    case 'enum_set':
      return joinOptions(field, value) !== undefined;
    case 'date':
      return DATE.test(value);
    case 'time':
      return TIME.test(value);
    default:
      return true;
  }
}

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

/** The list state an address bar query holds; unknown or malformed values are dropped. */
export function parseListState(def: ResourceDef, params: URLSearchParams): ListState {
  const state: ListState = {
    page: positiveInt(params.get('page'), 1, 1_000_000),
    perPage: positiveInt(params.get('per_page'), PER_PAGE_DEFAULT, PER_PAGE_MAX),
    filters: {},
  };
  const sort = params.get('sort');
  if (sort && sortKeys(def).includes(sort.replace(/^-/, ''))) state.sort = sort;
  const search = params.get('search')?.trim();
  if (search && isSearchable(def)) state.search = search.slice(0, 100);
  const active = params.get('active');
  if (active === 'true' || active === 'false') state.active = active;
  const filters: Record<string, string> = {};
  for (const field of filterFields(def)) {
    for (const key of filterKeysOf(field)) {
      const value = params.get(key)?.trim();
      if (value !== undefined && isFilterValue(field, value)) filters[key] = value;
    }
  }
  state.filters = filters;
  return state;
}

/** The API's list query of a state: always a page and its size, then whatever is chosen. */
export function toApiQuery(state: ListState): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, per_page: state.perPage };
  if (state.sort) query.sort = state.sort;
  if (state.search) query.search = state.search;
  if (state.active) query.active = state.active;
  for (const [key, value] of Object.entries(state.filters)) if (value !== '') query[key] = value;
  return query;
}

/** The address bar query of a state, without the defaults (a fresh list has none). */
export function toSearchParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toApiQuery(state))) {
    if (key === 'page' && value === 1) continue;
    if (key === 'per_page' && value === PER_PAGE_DEFAULT) continue;
    params.set(key, String(value));
  }
  return params;
}

/** What a control of the screen changes. */
export type ListChange =
  | { type: 'page'; page: number; perPage: number }
  | { type: 'sort'; sort: string | undefined }
  | { type: 'search'; search: string }
  | { type: 'active'; active: 'true' | 'false' | undefined }
  | { type: 'filters'; filters: Readonly<Record<string, string | undefined>> }
  | { type: 'reset' };

/**
 * The next state after a change. Anything but paging goes back to page 1
 * (the old page may not exist in the new result); a page-size change too.
 */
export function applyChange(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'page':
      return {
        ...state,
        page: change.perPage === state.perPage ? change.page : 1,
        perPage: change.perPage,
      };
    case 'sort':
      return { ...state, sort: change.sort, page: 1 };
    case 'search':
      return { ...state, search: change.search.trim() || undefined, page: 1 };
    case 'active':
      return { ...state, active: change.active, page: 1 };
    case 'filters': {
      const filters: Record<string, string> = { ...state.filters };
      for (const [key, value] of Object.entries(change.filters)) {
        if (value === undefined || value === '') delete filters[key];
        else filters[key] = value;
      }
      return { ...state, filters, page: 1 };
    }
    case 'reset':
      return { page: 1, perPage: state.perPage, sort: state.sort, filters: {} };
  }
}
