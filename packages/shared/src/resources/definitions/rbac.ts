import type { ResourceDef } from '../types.ts';
import { ASSETS_IN_USE, PUT_TO_USE } from './option-screens.ts';

/** Positions of staff; rules granted to a position reach all its users. */
export const userPosition = {
  name: 'user_position',
  table: 'user_positions',
  rule: 'user_position',
  apiPath: 'user/user-positions',
  route: 'settings-rbac-user-positions',
  optionsFor: ['settings-rbac-position-rules'],
  alsoRoutes: ['salary-user-positions'],
  customTable: true,
  fields: [{ name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * Staff who sign in. The engine lists, reads and exports them; the users
 * module writes them (initial password, block with session revocation, reset).
 */
export const user = {
  name: 'user',
  table: 'users',
  rule: 'user',
  apiPath: 'user/m-users',
  route: 'information-users',
  optionsFor: [
    PUT_TO_USE,
    ASSETS_IN_USE,
    'settings-rbac-user-rules',
    'settings-user-rules',
    'settings-rbac-assignable-rules',
    'settings-device-control',
    'cashbox-output-money-to-staff',
    'cashbox-input-money-from-staff',
    'cashbox-all-cashbox-operations',
    'contract-orders',
    'contract-contracts',
  ],
  customTable: true,
  writes: 'module',
  titleField: 'full_name',
  fields: [
    { name: 'full_name', type: 'text', required: true, sortable: true, max: 150 },
    { name: 'username', type: 'text', required: true, max: 50 },
    { name: 'phone_number', type: 'phone' },
    { name: 'branch_id', type: 'ref', ref: 'branch', required: true, filter: 'eq' },
    { name: 'user_position_id', type: 'ref', ref: 'user_position', required: true, filter: 'eq' },
    { name: 'is_dev', type: 'boolean', inForm: false },
    { name: 'must_change_password', type: 'boolean', inForm: false },
  ],
  defaultSort: { field: 'full_name', order: 'asc' },
} as const satisfies ResourceDef;
