import { money, type ReportDefinition, text } from './define.ts';

/** The cashbox group's built reports (REPORTS.md "CASHBOX"). */
export const CASHBOX_REPORTS: readonly ReportDefinition[] = [
  {
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
];
