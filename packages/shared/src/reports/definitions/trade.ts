import { money, type ReportColumn, type ReportDefinition, text } from './define.ts';

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

/** The trade group's built reports (REPORTS.md "TRADE"). */
export const TRADE_REPORTS: readonly ReportDefinition[] = [
  contractSums('R0002', { key: 'months', type: 'number' }),
  contractSums('R0003', text('region_name')),
  contractSums('R0004', text('responsible_name')),
];
