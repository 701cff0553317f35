import { money, type ReportDefinition, text } from './define.ts';

/** The levy group's built reports (REPORTS.md "LEVY"). */
export const LEVY_REPORTS: readonly ReportDefinition[] = [
  {
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
];
