import type { ResourceDef } from '../types.ts';

export const unit = {
  name: 'unit',
  table: 'units',
  rule: 'unit',
  apiPath: 'information/units',
  route: 'information-product-info-units',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    { name: 'short_name', type: 'text', required: true, max: 20 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

export const brand = {
  name: 'brand',
  table: 'brands',
  rule: 'brand',
  apiPath: 'information/brands',
  route: 'information-product-info-brands',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    { name: 'short_name', type: 'text', max: 20 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
