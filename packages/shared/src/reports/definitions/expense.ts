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
];
