import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/** An expense item (rent, electricity, fuel) that cash and bank expenses are booked to. */
export const costItem = {
  name: 'cost_item',
  table: 'cost_items',
  rule: 'cost_substance',
  apiPath: 'expenses/cost-items',
  route: 'expenses-cost-items',
  optionsFor: [
    'cashbox-expense-output-operations',
    'cashbox-expense-input-operations',
    'cashbox-cash-output-operations',
    'cashbox-all-cashbox-operations',
    'expenses-expenses',
    'expenses-expense-from-cashbox',
    'expenses-estimates',
    'expenses-estimate-usage',
    'expenses-provided-services',
    // closing a contract with a cost names the cost item its rest goes to
    'contract-closing-with-cost',
  ],
  fields: [{ ...uniqueName, max: 200 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
