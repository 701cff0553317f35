import type { ResourceDef } from '../types.ts';
import { requiredBranchRef } from './common-fields.ts';
import {
  ASSET_DOCS,
  MARKINGS,
  MATERIAL_DOCS,
  PRACTICES,
  PRODUCT_DOCS,
  PUT_TO_USE,
  RELEASE_SCREENS,
  RESIDUES,
} from './option-screens.ts';

/** A stock location of a branch, with the person answerable for it. */
export const warehouse = {
  name: 'warehouse',
  table: 'warehouses',
  rule: 'warehouse',
  apiPath: 'information/warehouses',
  route: 'information-warehouses-warehouses',
  optionsFor: [
    ...PRODUCT_DOCS,
    ...MATERIAL_DOCS,
    ...ASSET_DOCS,
    ...Object.values(RESIDUES),
    PRACTICES,
    PUT_TO_USE,
    MARKINGS,
    ...RELEASE_SCREENS,
    // returned goods of a contract come into a warehouse
    'contract-return-products',
  ],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 150 },
    requiredBranchRef,
    { name: 'address', type: 'text', max: 255 },
    { name: 'responsible', type: 'text', max: 150 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
