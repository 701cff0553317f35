import type { Currency } from '../../money/index.ts';
import type { ReportGroup } from '../catalogue.ts';
import type { ReportFilterKind } from '../filters.ts';

/** How a column's values are shown, exported and totalled. */
export type ReportColumnType = 'text' | 'date' | 'money' | 'quantity' | 'number' | 'percent' | 'enum';

/**
 * Where a cell leads (REPORTS.md rule 4, "everything drills down"): a row's
 * document (a contract by its id), or another report with filters taken
 * from the row (`params`: filter name → row key) over the same branch.
 */
export type ReportLink =
  | { to: 'contract'; id: string }
  | { to: 'report'; code: string; params: Readonly<Record<string, string>> };

export interface ReportColumn {
  key: string;
  type: ReportColumnType;
  /** A money column's currency: fixed, or `row` when the row's `currency` says (UZS and USD are never added). */
  currency?: Currency | 'row';
  /** Summed in the totals row(s). */
  total?: boolean;
  /** Translated as `<enumPrefix>.<value>` (an `enum` column). */
  enumPrefix?: string;
  link?: ReportLink;
  /** The column's name in `reports.columns` when it differs from the key's usual one (payroll's `net` is "to hand", not a net flow). */
  title?: string;
}

/** The words' key of a column's header. */
export const columnTitleKey = (column: ReportColumn): string =>
  `reports.columns.${column.title ?? column.key}`;

/** The chart of a report: the server sums `value` by `label` over every filtered row. */
export interface ReportChart {
  kind: 'bar' | 'pie';
  /** The column that names a bar or slice. */
  label: string;
  /** The money or quantity column measured. */
  value: string;
}

/** A built report: what its form asks, what its table shows, its chart. The query is the server's. */
export interface ReportDefinition {
  code: string;
  group: ReportGroup;
  /** The filters its form shows, in order (the branch is always there). */
  filters: readonly ReportFilterKind[];
  columns: readonly ReportColumn[];
  chart?: ReportChart;
  /** Totals are per currency (rows carry `currency`). */
  totalsByCurrency?: boolean;
}

export const money = (key: string, currency: Currency | 'row', total = true): ReportColumn => ({
  key,
  type: 'money',
  currency,
  total,
});
export const text = (key: string, link?: ReportLink): ReportColumn => ({
  key,
  type: 'text',
  ...(link ? { link } : {}),
});
