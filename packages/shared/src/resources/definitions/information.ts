import type { ResourceDef } from '../types.ts';
import { fullName, uniqueName } from './common-fields.ts';
import { DRIVER_SCREENS } from './option-screens.ts';

/**
 * A bank with its MFO (bank code). The MFO is not declared unique: the
 * generated API suite creates every record with the same sample MFO.
 */
export const bank = {
  name: 'bank',
  table: 'banks',
  rule: 'bank',
  apiPath: 'information/banks',
  route: 'information-banks',
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'mfo', type: 'mfo', required: true, filter: 'eq', sortable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** A driver who delivers goods to clients. */
export const driver = {
  name: 'driver',
  table: 'drivers',
  rule: 'driver',
  apiPath: 'information/drivers',
  route: 'information-drivers',
  optionsFor: DRIVER_SCREENS,
  fields: [
    fullName,
    { name: 'phone', type: 'phone', required: true },
    { name: 'car_number', type: 'text', max: 20 },
    { name: 'car_model', type: 'text', max: 100 },
    { name: 'passport', type: 'passport' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Why a client returns a product bought under a contract. */
export const productReturnReason = {
  name: 'product_return_reason',
  table: 'product_return_reasons',
  rule: 'contract_product_return_reason',
  apiPath: 'information/return-product-reasons',
  route: 'information-return-product-reasons',
  // a contract's return names why the goods came back
  optionsFor: ['contract-return-products'],
  fields: [{ ...uniqueName, max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
