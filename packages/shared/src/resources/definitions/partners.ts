import type { ResourceDef } from '../types.ts';
import { MATERIAL_SUPPLIER_DOCS, PRODUCT_SUPPLIER_DOCS } from './option-screens.ts';

/**
 * A supplier of goods, with its bank requisites and the most the company may
 * owe it, in UZS and in USD (product.md: "Supplier limit and debt are kept in
 * UZS and USD").
 */
export const supplier = {
  name: 'supplier',
  table: 'suppliers',
  rule: 'supplier',
  apiPath: 'information/suppliers',
  route: 'information-suppliers',
  optionsFor: [
    ...PRODUCT_SUPPLIER_DOCS,
    ...MATERIAL_SUPPLIER_DOCS,
    'basic-tools-main-engine-inputs',
    'supplier-calculations-bonus-from-the-supplier',
    'supplier-calculations-reconciliation-act',
    'price-management-selling-price-histories',
    'cashbox-supplier-output-operations',
    'cashbox-supplier-input-operations',
    'cashbox-all-cashbox-operations',
    'expenses-provided-services',
  ],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 200 },
    { name: 'stir', type: 'stir', filter: 'eq' },
    { name: 'phone', type: 'phone' },
    { name: 'address', type: 'text', max: 255 },
    { name: 'bank_account', type: 'bank_account' },
    { name: 'mfo', type: 'mfo' },
    { name: 'limit_uzs', type: 'money', sortable: true },
    { name: 'limit_usd', type: 'money', currency: 'USD', sortable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
