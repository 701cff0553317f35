import type { Currency } from '../money/index.ts';
import type { ReportGroup } from './catalogue.ts';
import type { ReportFilterKind } from './filters.ts';

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
}

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

const money = (key: string, currency: Currency | 'row', total = true): ReportColumn => ({
  key,
  type: 'money',
  currency,
  total,
});
const text = (key: string, link?: ReportLink): ReportColumn => ({
  key,
  type: 'text',
  ...(link ? { link } : {}),
});

/** R0002–R0004 share one query; they differ in the grouping's column. */
const contractSums = (code: string, group: ReportColumn): ReportDefinition => ({
  code,
  group: 'TRADE',
  filters: ['period', 'currency', 'months', 'contract_status', 'responsible'],
  columns: [
    group,
    { key: 'currency', type: 'text' },
    { key: 'contracts', type: 'number', total: true },
    money('price', 'row'),
    money('prepayment', 'row'),
    money('markup_amount', 'row'),
    money('debt', 'row'),
    money('monthly_avg', 'row', false),
    money('rest', 'row'),
    money('overdue', 'row'),
    { key: 'overdue_share', type: 'percent' },
  ],
  chart: { kind: 'bar', label: group.key, value: 'debt' },
  totalsByCurrency: true,
});

/** The reports built so far, by code; the catalogue lists the others as not built yet. */
export const REPORT_DEFINITIONS: Readonly<Record<string, ReportDefinition>> = {
  R0002: contractSums('R0002', { key: 'months', type: 'number' }),
  R0003: contractSums('R0003', text('region_name')),
  R0004: contractSums('R0004', text('responsible_name')),
  R0024: {
    code: 'R0024',
    group: 'CASHBOX',
    filters: ['period', 'cashbox', 'operation_type', 'currency'],
    columns: [
      { key: 'business_date', type: 'date' },
      text('branch_name'),
      text('cashbox_name'),
      { key: 'type', type: 'enum', enumPrefix: 'money.types' },
      text('comment'),
      text('created_by_name'),
      money('amount_uzs', 'UZS'),
      money('amount_usd', 'USD'),
    ],
    chart: { kind: 'pie', label: 'type', value: 'amount_uzs' },
  },
  R0034: {
    code: 'R0034',
    group: 'WAREHOUSE',
    filters: ['as_of', 'warehouse', 'category', 'product', 'show_zero'],
    columns: [
      text('branch_name'),
      text('warehouse_name'),
      text('category_name'),
      text('product_name'),
      {
        key: 'quantity',
        type: 'quantity',
        total: true,
        link: {
          to: 'report',
          code: 'R0035',
          params: { warehouse_id: 'warehouse_id', product_id: 'product_id' },
        },
      },
      money('cost_uzs', 'UZS'),
      money('cost_usd', 'USD'),
      money('sale_value_uzs', 'UZS'),
    ],
    chart: { kind: 'bar', label: 'category_name', value: 'cost_uzs' },
  },
  R0035: {
    code: 'R0035',
    group: 'WAREHOUSE',
    filters: ['as_of', 'warehouse', 'product'],
    columns: [
      text('branch_name'),
      text('warehouse_name'),
      text('product_name'),
      { key: 'input_date', type: 'date' },
      text('document'),
      text('supplier_name'),
      { key: 'quantity_in', type: 'quantity', total: true },
      { key: 'quantity_left', type: 'quantity', total: true },
      money('cost_left_uzs', 'UZS'),
      money('cost_left_usd', 'USD'),
      { key: 'age_days', type: 'number' },
    ],
  },
  R0049: {
    code: 'R0049',
    group: 'LEVY',
    filters: ['as_of', 'currency', 'months', 'responsible'],
    columns: [
      text('branch_name'),
      text('number', { to: 'contract', id: 'contract_id' }),
      text('client_name'),
      { key: 'contract_date', type: 'date' },
      { key: 'months', type: 'number' },
      { key: 'currency', type: 'text' },
      money('rest', 'row'),
      money('overdue', 'row'),
      money('current', 'row'),
      { key: 'days_late', type: 'number' },
      text('responsible_name'),
    ],
    chart: { kind: 'bar', label: 'branch_name', value: 'rest' },
    totalsByCurrency: true,
  },
  R0066: {
    code: 'R0066',
    group: 'EXPENSE',
    filters: ['period', 'cashbox', 'expense_item', 'currency'],
    columns: [
      { key: 'business_date', type: 'date' },
      text('branch_name'),
      text('cashbox_name'),
      text('expense_item_name'),
      text('comment'),
      text('approved_by_name'),
      money('amount_uzs', 'UZS'),
      money('amount_usd', 'USD'),
    ],
    chart: { kind: 'pie', label: 'expense_item_name', value: 'amount_uzs' },
  },
};

/** The definition of a built report, or undefined. */
export const reportDefinition = (code: string): ReportDefinition | undefined => REPORT_DEFINITIONS[code];
