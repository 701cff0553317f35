import { money, type ReportColumn, type ReportDefinition, text } from './define.ts';
import { TRADE_AFTER_SALE_REPORTS } from './trade-after-sale.ts';

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
    { ...money('amount', 'row'), title: 'sales_amount' },
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

/** R0008 Sales by product, category and brand. */
const salesByProduct: ReportDefinition = {
  code: 'R0008',
  group: 'TRADE',
  filters: ['period', 'warehouse', 'category', 'brand', 'sale_type'],
  columns: [
    text('product_name'),
    text('category_name'),
    text('brand_name'),
    saleType,
    { key: 'currency', type: 'text' },
    { key: 'quantity', type: 'quantity', total: true },
    money('revenue', 'row'),
    money('cost_uzs', 'UZS'),
    money('margin_uzs', 'UZS'),
  ],
  chart: { kind: 'bar', label: 'product_name', value: 'revenue' },
  totalsByCurrency: true,
};

/** R0009 Gross profit at FIFO cost, per month, branch and category (UZS at each sale's rate). */
const grossProfit: ReportDefinition = {
  code: 'R0009',
  group: 'TRADE',
  filters: ['period', 'category', 'sale_type', 'currency'],
  columns: [
    text('month'),
    text('branch_name'),
    text('category_name'),
    money('revenue_uzs', 'UZS'),
    money('cost_uzs', 'UZS'),
    money('goods_margin_uzs', 'UZS'),
    money('markup_uzs', 'UZS'),
    money('returns_uzs', 'UZS'),
    money('returned_cost_uzs', 'UZS'),
    money('gross_profit_uzs', 'UZS'),
  ],
  chart: { kind: 'bar', label: 'month', value: 'gross_profit_uzs' },
};

/** R0010 ABC analysis of sales. */
const abcAnalysis: ReportDefinition = {
  code: 'R0010',
  group: 'TRADE',
  filters: ['period', 'category', 'measure'],
  columns: [
    { key: 'rank_no', type: 'number' },
    text('product_name'),
    text('category_name'),
    { key: 'quantity', type: 'quantity', total: true },
    money('revenue_uzs', 'UZS'),
    money('profit_uzs', 'UZS'),
    { key: 'share', type: 'percent' },
    { key: 'cumulative', type: 'percent' },
    { key: 'abc_class', type: 'enum', enumPrefix: 'reports.abcClasses' },
  ],
  chart: { kind: 'pie', label: 'abc_class', value: 'revenue_uzs' },
};

/** R0011 Average check and basket. */
const averageCheck: ReportDefinition = {
  code: 'R0011',
  group: 'TRADE',
  filters: ['period', 'consultant', 'sale_type'],
  columns: [
    text('month'),
    text('branch_name'),
    text('consultant_name'),
    saleType,
    { key: 'sales', type: 'number', total: true },
    money('amount_uzs', 'UZS'),
    money('avg_check_uzs', 'UZS', false),
    { key: 'quantity', type: 'quantity', total: true },
    { key: 'units_per_sale', type: 'number' },
    { key: 'prepayment_share', type: 'percent' },
  ],
  chart: { kind: 'bar', label: 'month', value: 'amount_uzs' },
};

/** R0012 Discounts given on cash trades and contracts. */
const discountsGiven: ReportDefinition = {
  code: 'R0012',
  group: 'TRADE',
  filters: ['period', 'sale_type', 'consultant', 'currency'],
  columns: [
    { key: 'business_date', type: 'date' },
    text('branch_name'),
    saleType,
    text('number', CONTRACT_LINK),
    { key: 'currency', type: 'text' },
    money('amount', 'row'),
    text('reason'),
    text('given_by_name'),
    text('approved_by_name'),
    { key: 'discount_share', type: 'percent' },
  ],
  chart: { kind: 'pie', label: 'reason', value: 'amount' },
  totalsByCurrency: true,
};

/** R0013 Returns from clients, one row per returned line. */
const clientReturns: ReportDefinition = {
  code: 'R0013',
  group: 'TRADE',
  filters: ['period', 'warehouse', 'sale_type', 'product'],
  columns: [
    { key: 'return_date', type: 'date' },
    text('branch_name'),
    saleType,
    text('number', CONTRACT_LINK),
    text('warehouse_name'),
    text('product_name'),
    { key: 'currency', type: 'text' },
    { key: 'quantity', type: 'quantity', total: true },
    money('amount', 'row'),
    money('cost_uzs', 'UZS'),
    money('debt_reduction', 'row'),
    text('reason'),
  ],
  chart: { kind: 'bar', label: 'reason', value: 'amount' },
  totalsByCurrency: true,
};

/** R0014 Sold but not released, as of a date. */
const notReleased: ReportDefinition = {
  code: 'R0014',
  group: 'TRADE',
  filters: ['as_of', 'sale_type'],
  columns: [
    { key: 'sale_date', type: 'date' },
    text('branch_name'),
    saleType,
    text('number', CONTRACT_LINK),
    text('client_name'),
    text('product_name'),
    { key: 'currency', type: 'text' },
    { key: 'quantity', type: 'quantity' },
    { key: 'released', type: 'quantity' },
    { key: 'waiting', type: 'quantity', total: true },
    money('waiting_value', 'row'),
    { key: 'days_waiting', type: 'number' },
  ],
  totalsByCurrency: true,
};

/** R0015 Deliveries and pickups, one row per approved output invoice. */
const deliveries: ReportDefinition = {
  code: 'R0015',
  group: 'TRADE',
  filters: ['period'],
  columns: [
    { key: 'doc_date', type: 'date' },
    text('branch_name'),
    text('invoice_number'),
    { key: 'handover', type: 'enum', enumPrefix: 'release.handover' },
    { key: 'handover_status', type: 'enum', enumPrefix: 'release.handoverStatuses' },
    text('driver_name'),
    { key: 'sale_date', type: 'date' },
    { key: 'completed_on', type: 'date' },
    { key: 'days_to_complete', type: 'number' },
    { key: 'invoices', type: 'number', total: true },
    { key: 'completed', type: 'number', total: true },
    { key: 'stuck', type: 'number', total: true },
    money('cost_uzs', 'UZS'),
  ],
  chart: { kind: 'bar', label: 'driver_name', value: 'invoices' },
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
  salesByProduct,
  grossProfit,
  abcAnalysis,
  averageCheck,
  discountsGiven,
  clientReturns,
  notReleased,
  deliveries,
  ...TRADE_AFTER_SALE_REPORTS,
];
