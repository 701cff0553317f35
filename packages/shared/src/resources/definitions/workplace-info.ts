import type { ResourceDef } from '../types.ts';
import { plainName, uniqueName } from './common-fields.ts';

/**
 * Where clients work (their employer is part of a credit application):
 * kinds of workplaces, positions held there, and the workplaces themselves
 * with their tax number and address.
 */
export const workplaceCategory = {
  name: 'workplace_category',
  table: 'workplace_categories',
  rule: 'workplace_category',
  apiPath: 'information/workplace-types',
  route: 'information-workplace-info-workplace-types',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

export const workplacePosition = {
  name: 'workplace_position',
  table: 'workplace_positions',
  rule: 'workplace_position',
  apiPath: 'information/positions',
  route: 'information-workplace-info-positions',
  fields: [
    plainName,
    { name: 'workplace_category_id', type: 'ref', ref: 'workplace_category', filter: 'eq' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * A client's employer. The region must lie in the chosen province; the
 * village is not tied to the region by the engine (one level of
 * `refDependsOn` only: the generated API suite builds one-level chains).
 */
export const workplace = {
  name: 'workplace',
  table: 'workplaces',
  rule: 'workplace',
  apiPath: 'information/workplaces',
  route: 'information-workplace-info-workplaces',
  optionsFor: ['client-clients'],
  fields: [
    { ...plainName, max: 200 },
    { name: 'stir', type: 'stir', filter: 'eq' },
    { name: 'workplace_category_id', type: 'ref', ref: 'workplace_category', required: true, filter: 'eq' },
    { name: 'province_id', type: 'ref', ref: 'province', required: true, filter: 'eq' },
    {
      name: 'region_id',
      type: 'ref',
      ref: 'region',
      required: true,
      filter: 'eq',
      refDependsOn: { field: 'province_id', refField: 'province_id' },
    },
    { name: 'village_id', type: 'ref', ref: 'village', filter: 'eq' },
    { name: 'street', type: 'text', max: 255 },
    { name: 'target', type: 'text', max: 255 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
