import type { ResourceDef } from '../types.ts';

/**
 * Branches (filials) of the company: the spec's "organization" screen
 * (`/information/organizations`, rule `branch`). Exactly one may be the office.
 */
export const branch = {
  name: 'branch',
  table: 'branches',
  rule: 'branch',
  apiPath: 'information/organizations',
  route: 'information-organizations',
  customTable: true,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 150 },
    { name: 'prefix', type: 'document_prefix', required: true, unique: true, max: 5 },
    { name: 'parent_id', type: 'ref', ref: 'branch', filter: 'eq' },
    { name: 'address', type: 'text', max: 255 },
    { name: 'location', type: 'text', max: 60 },
    { name: 'phone_number', type: 'phone' },
    { name: 'is_office', type: 'boolean', unique: true, filter: 'eq' },
  ],
  defaultSort: { field: 'id', order: 'asc' },
} as const satisfies ResourceDef;
