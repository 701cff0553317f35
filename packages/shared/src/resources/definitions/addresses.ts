import type { ResourceDef } from '../types.ts';

export const province = {
  name: 'province',
  table: 'provinces',
  rule: 'province',
  apiPath: 'information/provinces',
  route: 'information-addresses-provinces',
  optionsFor: ['client-clients'],
  fields: [{ name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

export const region = {
  name: 'region',
  table: 'regions',
  rule: 'region',
  apiPath: 'information/regions',
  route: 'information-addresses-regions',
  optionsFor: ['client-clients'],
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 100 },
    { name: 'province_id', type: 'ref', ref: 'province', required: true, filter: 'eq' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

export const village = {
  name: 'village',
  table: 'villages',
  rule: 'village',
  apiPath: 'information/villages',
  route: 'information-addresses-villages',
  optionsFor: ['client-clients'],
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 100 },
    { name: 'province_id', type: 'ref', ref: 'province', required: true, filter: 'eq' },
    {
      name: 'region_id',
      type: 'ref',
      ref: 'region',
      required: true,
      filter: 'eq',
      refDependsOn: { field: 'province_id', refField: 'province_id' },
    },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
