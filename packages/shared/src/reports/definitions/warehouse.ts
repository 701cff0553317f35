import { money, type ReportDefinition, text } from './define.ts';

/** The warehouse group's built reports (REPORTS.md "WAREHOUSE"). */
export const WAREHOUSE_REPORTS: readonly ReportDefinition[] = [
  {
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
  {
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
];
