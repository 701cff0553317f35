import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/** The layout of a printed price tag and its label size in millimetres. */
export const priceTagTemplate = {
  name: 'price_tag_template',
  table: 'price_tag_templates',
  rule: 'price_tag',
  apiPath: 'price-tag/price-tag-templates',
  route: 'price-tag-price-tag-templates',
  optionsFor: ['price-tag-print-price-tags', 'price-tag-products-price-changes'],
  fields: [
    uniqueName,
    { name: 'content', type: 'html', required: true, max: 50_000 },
    { name: 'width', type: 'integer', required: true, min: 1 },
    { name: 'height', type: 'integer', required: true, min: 1 },
    // Where each element sits (JSON of `@savdo/shared/price-tags` TagLayout); written by the template editor only.
    { name: 'layout', type: 'textarea', max: 20_000, inForm: false, inTable: false },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
