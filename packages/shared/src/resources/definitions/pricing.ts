import type { FieldDef, ResourceDef } from '../types.ts';

/**
 * Markups (product.md "Pricing"): from a date, a percent over the input cost
 * for retail, another for wholesale, and an additional raise. Entered
 * CREATED; in force once APPROVED (by someone holding `<object>.approve`).
 * The most specific approved markup in force wins: product, then category
 * (its own or its nearest parent's), then the general one.
 */
const markupFields = [
  { name: 'date', type: 'date', required: true, sortable: true, filter: 'range' },
  { name: 'retail_percent', type: 'percent', scale: 2, required: true, maxValue: 1000 },
  { name: 'wholesale_percent', type: 'percent', scale: 2, maxValue: 1000 },
  { name: 'additional_percent', type: 'percent', scale: 2, maxValue: 1000 },
  {
    name: 'status',
    type: 'enum',
    options: ['CREATED', 'APPROVED'],
    enumKey: 'markupStatus',
    filter: 'eq',
    inForm: false,
    defaultValue: 'CREATED',
  },
  { name: 'approved_by', type: 'ref', ref: 'user', inForm: false },
] as const satisfies readonly FieldDef[];

export const generalMarkup = {
  name: 'general_markup',
  table: 'general_markups',
  rule: 'general_markup',
  apiPath: 'price-management/general-markups',
  route: 'price-management-general-raise-markups',
  titleField: 'date',
  fields: markupFields,
  defaultSort: { field: 'date', order: 'desc' },
  showAuthor: true,
} as const satisfies ResourceDef;

export const categoryMarkup = {
  name: 'category_markup',
  table: 'category_markups',
  rule: 'category_markup',
  apiPath: 'price-management/category-markups',
  route: 'price-management-product-category-markups',
  titleField: 'date',
  fields: [
    { name: 'product_category_id', type: 'ref', ref: 'product_category', required: true, filter: 'eq' },
    ...markupFields,
  ],
  defaultSort: { field: 'date', order: 'desc' },
  showAuthor: true,
} as const satisfies ResourceDef;

export const productMarkup = {
  name: 'product_markup',
  table: 'product_markups',
  rule: 'product_markup',
  apiPath: 'price-management/product-markups',
  route: 'price-management-product-markups',
  titleField: 'date',
  fields: [
    { name: 'product_id', type: 'ref', ref: 'product', required: true, filter: 'eq' },
    ...markupFields,
  ],
  defaultSort: { field: 'date', order: 'desc' },
  showAuthor: true,
} as const satisfies ResourceDef;

/**
 * The dollar rate selling prices are computed at (UZS per USD), apart from
 * the accounting rate of documents (`settings/exchange-rates`): entered
 * CREATED, in force from its date once APPROVED, like a markup.
 */
export const saleExchangeRate = {
  name: 'sale_exchange_rate',
  table: 'sale_exchange_rates',
  rule: 'currency_exchange_for_sale',
  apiPath: 'price-management/exchange-rates',
  route: 'price-management-exchange-rate',
  titleField: 'date',
  fields: [
    { name: 'date', type: 'date', required: true, sortable: true, filter: 'range' },
    { name: 'rate', type: 'decimal', scale: 2, required: true, min: 1, sortable: true },
    ...markupFields.filter((f) => f.name === 'status' || f.name === 'approved_by'),
  ],
  defaultSort: { field: 'date', order: 'desc' },
  showAuthor: true,
} as const satisfies ResourceDef;
