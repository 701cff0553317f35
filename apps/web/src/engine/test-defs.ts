import type { ResourceDef } from '@savdo/shared/resources';

/** A definition with one field of each kind the screens treat differently, for the engine's unit tests. */
export const sampleDef = {
  name: 'sample',
  table: 'samples',
  rule: 'sample',
  apiPath: 'test/samples',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true },
    { name: 'note', type: 'textarea' },
    { name: 'province_id', type: 'ref', ref: 'province', filter: 'eq' },
    {
      name: 'region_id',
      type: 'ref',
      ref: 'region',
      filter: 'eq',
      refDependsOn: { field: 'province_id', refField: 'province_id' },
    },
    { name: 'currency', type: 'enum', options: ['UZS', 'USD'], filter: 'eq' },
    { name: 'is_office', type: 'boolean', filter: 'eq' },
    { name: 'date', type: 'date', filter: 'range', sortable: true },
    { name: 'amount', type: 'money', currency: 'USD', filter: 'range' },
    { name: 'rate', type: 'decimal', scale: 4 },
    { name: 'opens_at', type: 'time' },
    { name: 'code', type: 'text', filter: 'search' },
    { name: 'hidden', type: 'integer', inTable: false, inForm: false },
  ],
  defaultSort: { field: 'date', order: 'desc' },
} as const satisfies ResourceDef;
