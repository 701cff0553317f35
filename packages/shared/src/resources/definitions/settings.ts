import type { ResourceDef } from '../types.ts';

/** UZS per USD by date; `me` answers the latest active one on or before today (Tashkent). */
export const exchangeRate = {
  name: 'exchange_rate',
  table: 'exchange_rates',
  rule: 'exchange_rate',
  apiPath: 'settings/exchange-rates',
  route: 'settings-exchange-rates',
  titleField: 'date',
  fields: [
    { name: 'date', type: 'date', required: true, unique: true, sortable: true, filter: 'range' },
    { name: 'rate', type: 'decimal', scale: 2, required: true, min: 1, sortable: true },
  ],
  defaultSort: { field: 'date', order: 'desc' },
} as const satisfies ResourceDef;
