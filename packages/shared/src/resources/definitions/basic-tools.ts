import type { ResourceDef } from '../types.ts';
import { branchRef, uniqueName } from './common-fields.ts';
import { ASSET_DOCS, ASSETS_IN_USE, PUT_TO_USE, RESIDUES } from './option-screens.ts';

/** A room of a branch where fixed assets are put to use. */
export const room = {
  name: 'room',
  table: 'rooms',
  rule: 'rooms',
  apiPath: 'basic-tools/rooms',
  route: 'basic-tools-rooms',
  optionsFor: [PUT_TO_USE, ASSETS_IN_USE],
  fields: [{ name: 'name', type: 'text', required: true, sortable: true, max: 150 }, branchRef],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Why a fixed asset is written off. */
export const writeOffReason = {
  name: 'write_off_reason',
  table: 'write_off_reasons',
  rule: 'reason_of_write_offs',
  apiPath: 'basic-tools/reasons',
  route: 'basic-tools-reasons',
  optionsFor: [ASSETS_IN_USE, 'basic-tools-write-off'],
  fields: [{ ...uniqueName, max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** A group of fixed assets with its yearly depreciation rate in percent. */
export const assetGroup = {
  name: 'asset_group',
  table: 'asset_groups',
  rule: 'asset_group',
  apiPath: 'basic-tools/main-engine-groups',
  route: 'basic-tools-main-engine-groups',
  optionsFor: [ASSETS_IN_USE],
  fields: [uniqueName, { name: 'depreciation_rate', type: 'percent', scale: 2 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * A fixed asset as a catalogue item (a laptop model, an office desk): what
 * asset documents count on the stock ledger (item kind `asset`). Read and
 * written with the asset groups' rule, on the groups' screen.
 */
export const assetProduct = {
  name: 'asset_product',
  table: 'asset_products',
  rule: 'asset_group',
  apiPath: 'basic-tools/assets',
  optionsFor: [...ASSET_DOCS, RESIDUES.asset, PUT_TO_USE],
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'asset_group_id', type: 'ref', ref: 'asset_group', required: true, filter: 'eq' },
    { name: 'unit_id', type: 'ref', ref: 'unit', required: true, filter: 'eq' },
    // Searched by any part (units are picked by it): a trigram index.
    { name: 'inventory_code', type: 'text', max: 64, unique: true, filter: 'search' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
