import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/**
 * A fund: a state or partner programme that pays for a client's goods later
 * by bank transfer (routes.md "list-of-fonds"). Its debt is what its sales
 * left to pay, settled by its proceeds (`modules/cash-trading`).
 */
export const fond = {
  name: 'fond',
  table: 'fonds',
  rule: 'fond',
  apiPath: 'cash-tradings/fonds',
  route: 'cash-tradings-list-of-fonds',
  optionsFor: [
    'cash-tradings-cash-tradings-fond',
    'cashbox-cash-trade-payment-fond',
    'money-account-no-cash-proceeds-from-the-fond',
  ],
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'stir', type: 'stir', required: true, filter: 'eq' },
    { name: 'bank_account', type: 'bank_account' },
    { name: 'mfo', type: 'mfo' },
    { name: 'phone', type: 'phone' },
    { name: 'comment', type: 'textarea', max: 1000 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
