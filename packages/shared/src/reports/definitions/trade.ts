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

const CONTRACT_LINK = { to: 'contract', id: 'contract_id' } as const;
const saleType: ReportColumn = { key: 'sale_type', type: 'enum', enumPrefix: 'reports.saleTypes' };

/** R0001 Daily sales summary: per day, branch, sale type and currency. */
const dailySales: ReportDefinition = {
  code: 'R0001',
  group: 'TRADE',
  filters: ['period', 'sale_type', 'currency', 'consultant'],
  columns: [
    { key: 'business_date', type: 'date' },
    text('branch_name'),
    saleType,
    { key: 'currency', type: 'text' },
    { key: 'sales', type: 'number', total: true },
    money('amount', 'row'),
    money('cost_uzs', 'UZS'),
    money('gross_profit_uzs', 'UZS'),
  ],
  chart: { kind: 'bar', label: 'sale_type', value: 'amount' },
  totalsByCurrency: true,
};

/** R0005 Contract register: one row per signed contract. */
const contractRegister: ReportDefinition = {
  code: 'R0005',
  group: 'TRADE',
  filters: ['period', 'contract_status', 'months', 'currency', 'responsible', 'client'],
  columns: [
    text('number', CONTRACT_LINK),
    { key: 'contract_date', type: 'date' },
    text('branch_name'),
    text('client_name'),
    text('passport'),
    text('phone'),
    text('goods'),
    text('imei'),
    { key: 'currency', type: 'text' },
    money('price', 'row'),
    money('discount', 'row'),
    money('prepayment', 'row'),
    money('markup_amount', 'row'),
    money('debt', 'row'),
    money('monthly', 'row', false),
    { key: 'months', type: 'number' },
    { key: 'payment_day', type: 'number' },
    { key: 'status', type: 'enum', enumPrefix: 'contracts.statuses' },
    text('responsible_name'),
  ],
  totalsByCurrency: true,
};

/** R0006 Orders and conversion to contracts: one row per order. */
const orders: ReportDefinition = {
  code: 'R0006',
  group: 'TRADE',
  filters: ['period', 'consultant', 'order_status'],
  columns: [
    { key: 'order_date', type: 'date' },
    text('order_number'),
    text('branch_name'),
    text('client_name'),
    text('flow_source_name'),
    text('consultant_name'),
    { key: 'currency', type: 'text' },
    money('order_sum', 'row'),
    { key: 'order_status', type: 'enum', enumPrefix: 'contracts.orderStatuses' },
    text('decision_reason'),
    { key: 'approval_hours', type: 'number' },
    text('number', CONTRACT_LINK),
    { key: 'orders', type: 'number', total: true },
    { key: 'approved', type: 'number', total: true },
    { key: 'rejected', type: 'number', total: true },
    { key: 'pending', type: 'number', total: true },
    { key: 'converted', type: 'number', total: true },
  ],
  chart: { kind: 'bar', label: 'order_status', value: 'orders' },
};

/** R0007 Cash sales register: one row per line of goods sold for cash, card or transfer. */
const cashSales: ReportDefinition = {
  code: 'R0007',
  group: 'TRADE',
  filters: ['period', 'consultant', 'product', 'client'],
  columns: [
    { key: 'trade_date', type: 'date' },
    text('trade_number'),
    text('branch_name'),
    text('client_name'),
    text('product_name'),
    { key: 'currency', type: 'text' },
    { key: 'quantity', type: 'quantity', total: true },
    money('price', 'row', false),
    money('line_sum', 'row'),
    money('discount', 'row'),
    { key: 'payment_method', type: 'enum', enumPrefix: 'reports.paymentMethods' },
    text('fund_name'),
    text('created_by_name'),
    text('fiscal_sign'),
  ],
  chart: { kind: 'bar', label: 'created_by_name', value: 'line_sum' },
  totalsByCurrency: true,
};

/** The trade group's built reports (REPORTS.md "TRADE"). */
export const TRADE_REPORTS: readonly ReportDefinition[] = [
  dailySales,
  contractSums('R0002', { key: 'months', type: 'number' }),
  contractSums('R0003', text('region_name')),
  contractSums('R0004', text('responsible_name')),
  contractRegister,
  orders,
  cashSales,
];
