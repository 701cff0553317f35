import type { ResourceDef } from '../types.ts';
import { fullName } from './common-fields.ts';

/**
 * A person who may not buy on credit, found by PINFL or passport. The page
 * has no rule in routes.md; its API uses `black_list_order`, the rule of the
 * blacklist requests that put people on this list. Written only by an
 * approved request (`apps/api/src/areas/sales/clients/blacklist.ts`): the list
 * itself is read-only.
 */
export const blacklistedClient = {
  name: 'blacklisted_client',
  table: 'client_blacklist',
  rule: 'black_list_order',
  apiPath: 'client/blacklist',
  route: 'client-blacklist',
  writes: 'module',
  optionsFor: ['client-blacklist-orders'],
  fields: [
    fullName,
    { name: 'pinfl', type: 'pinfl', filter: 'eq' },
    { name: 'passport', type: 'passport', filter: 'eq' },
    { name: 'phone', type: 'phone' },
    { name: 'reason', type: 'textarea', required: true, max: 2000 },
  ],
  defaultSort: { field: 'id', order: 'desc' },
} as const satisfies ResourceDef;
