import type { Proposal } from './api.ts';

export const PER_PAGE = 20;

/** The ids of the rows whose price would change: only those can be applied. */
export const changedIds = (rows: readonly Proposal[]): number[] =>
  rows.filter((row) => row.changed && row.next !== null).map((row) => row.product_id);

/** Keeps only the selected ids still among the changed rows shown. */
export const keepSelectable = (selected: readonly number[], rows: readonly Proposal[]): number[] => {
  const allowed = new Set(changedIds(rows));
  return selected.filter((id) => allowed.has(id));
};

/** The `product_ids` query of the price tag PDF: unique positive ids, comma separated ("1,2,3"). */
export const productIdsParam = (ids: readonly number[]): string =>
  [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].join(',');

/** The query of the price tag PDF, without an empty template. */
export const printQuery = (ids: readonly number[], templateId?: number) => ({
  product_ids: productIdsParam(ids),
  ...(templateId ? { template_id: templateId } : {}),
});

/** A whole-sum amount in minor units ("125000000") as a wire decimal ("1250000.00"). */
export function minorToDecimal(minor: string | null | undefined): string | null {
  if (minor === null || minor === undefined || !/^-?\d+$/.test(minor)) return null;
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The date `days` before `from`, as YYYY-MM-DD in local time. */
export function daysAgo(days: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
