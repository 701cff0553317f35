import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/**
 * A cash register of a branch with its responsible cashier
 * (`/cashbox/cash-registers`). Its money lives in the money journal: one
 * account per currency (kind `cashbox`), read by the cash desk's endpoints;
 * a cashier works only in the cashboxes they are responsible for unless they
 * hold `cashbox.all`.
 */
export const cashbox = {
  name: 'cashbox',
  table: 'cashboxes',
  rule: 'cashbox',
  apiPath: 'cashbox/cash-registers',
  route: 'cashbox-cash-registers',
  fields: [
    { ...uniqueName, max: 150 },
    { name: 'branch_id', type: 'ref', ref: 'branch', required: true, filter: 'eq' },
    // No filter by cashier: it would open every user's name to whoever reads the list (least privilege).
    { name: 'responsible_id', type: 'ref', ref: 'user', required: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  // Cash orders pick the cashbox money goes to; the reports filter by cashbox.
  optionsFor: [
    'cashbox-all-cash-orders',
    'cashbox-cash-order-lists',
    'cashbox-cash-residues',
    'cashbox-cash-turnover',
    // a contract's return names the cashbox its refund is paid from
    'contract-return-products',
  ],
} as const satisfies ResourceDef;
