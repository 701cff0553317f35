import { money, type ReportDefinition, text } from './define.ts';

/** The expense group's built reports (REPORTS.md "EXPENSE"). */
export const EXPENSE_REPORTS: readonly ReportDefinition[] = [
  {
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
  {
    code: 'R0067',
    group: 'EXPENSE',
    filters: ['period', 'expense_item', 'expense_source'],
    columns: [
      text('expense_item_name'),
      text('branch_name'),
      money('amount_uzs', 'UZS'),
      money('amount_usd', 'USD'),
      money('usd_in_uzs', 'UZS'),
      money('total_uzs', 'UZS'),
    ],
    chart: { kind: 'bar', label: 'branch_name', value: 'total_uzs' },
  },
  {
    code: 'R0068',
    group: 'EXPENSE',
    filters: ['period', 'expense_item'],
    columns: [
      text('month'),
      text('branch_name'),
      text('expense_item_name'),
      text('currency'),
      money('estimate', 'row'),
      money('spent', 'row'),
      money('remaining', 'row'),
      { key: 'used_percent', type: 'percent' },
      money('projected', 'row'),
    ],
    chart: { kind: 'bar', label: 'expense_item_name', value: 'spent' },
    totalsByCurrency: true,
  },
];
