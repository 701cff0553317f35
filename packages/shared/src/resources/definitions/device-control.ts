import type { ResourceDef } from '../types.ts';

/**
 * Mobile devices allowed to use the mobile apps (consultant tablets, levy and
 * counting phones, face-ID terminals), each registered by its 6-character
 * device code (product.md "device-code"). Part of the device-control screen,
 * beside the list of open sign-in sessions.
 */
export const mobileDevice = {
  name: 'mobile_device',
  table: 'mobile_devices',
  rule: 'device_management',
  apiPath: 'settings/mobile-devices',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 100 },
    { name: 'device_code', type: 'device_code', required: true, unique: true },
    {
      name: 'app_kind',
      type: 'enum',
      options: ['CONSULTANT', 'LEVY', 'COUNTER', 'FACE_ID'],
      enumKey: 'appKind',
      required: true,
      filter: 'eq',
    },
    { name: 'user_id', type: 'ref', ref: 'user', filter: 'eq' },
    { name: 'branch_id', type: 'ref', ref: 'branch', filter: 'eq' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Settings of one branch (the organization-settings screen): one row per branch. */
export const branchSetting = {
  name: 'branch_setting',
  table: 'branch_settings',
  rule: 'branch_setting',
  apiPath: 'settings/organization-settings',
  route: 'settings-organization-settings',
  titleField: 'branch_id',
  fields: [
    { name: 'branch_id', type: 'ref', ref: 'branch', required: true, unique: true, filter: 'eq' },
    { name: 'contract_prefix', type: 'text', max: 10 },
    { name: 'cashbox_limit', type: 'money' },
    { name: 'max_discount_percent', type: 'percent', scale: 2, maxValue: 100 },
    { name: 'allow_negative_stock', type: 'boolean' },
    { name: 'work_start', type: 'time' },
    { name: 'work_end', type: 'time' },
    { name: 'receipt_footer', type: 'textarea', max: 500 },
  ],
  defaultSort: { field: 'id', order: 'asc' },
} as const satisfies ResourceDef;
