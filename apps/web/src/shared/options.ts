import { silentClient } from '../api/index.ts';

/** An id and title of an active record, as the engine's `/options` answer them. */
export interface Option {
  id: number;
  name: string;
}

/** Where each select's options come from (engine `/options`, the branch list). */
export const OPTION_SOURCES = {
  warehouse: '/information/warehouses/options',
  supplier: '/information/suppliers/options',
  product: '/information/products/options',
  category: '/information/categories/options',
  material: '/info/tmz-list/options',
  template: '/price-tag/price-tag-templates/options',
  branch: '/warehouse/branches/get-branches-for-autocomplete',
} as const;
export type OptionSource = keyof typeof OPTION_SOURCES;

/** Sources answered as one short list and searched in the browser. */
export const LOCAL_SOURCES: ReadonlySet<OptionSource> = new Set(['branch']);

export const fetchOptions = (
  source: OptionSource,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) => silentClient.get<Option[]>(OPTION_SOURCES[source], { query, signal });
