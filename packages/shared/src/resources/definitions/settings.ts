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

/** A discount on one product for a period, in percent of its selling price. */
export const productDiscount = {
  name: 'product_discount',
  table: 'product_discounts',
  rule: 'discounter',
  apiPath: 'settings/discount-on-products',
  route: 'settings-discount-on-products',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 150 },
    { name: 'product_id', type: 'ref', ref: 'product', required: true, filter: 'eq' },
    { name: 'percent', type: 'percent', scale: 2, required: true, sortable: true, maxValue: 100 },
    { name: 'date_from', type: 'date', required: true, sortable: true, filter: 'range' },
    { name: 'date_to', type: 'date', required: true, sortable: true, notBefore: 'date_from' },
  ],
  defaultSort: { field: 'date_from', order: 'desc' },
} as const satisfies ResourceDef;

/**
 * How a cash trade or payment is paid: its group (cash, card, transfer,
 * other) and, for cards, the terminal that takes them.
 */
export const paymentType = {
  name: 'payment_type',
  table: 'payment_types',
  rule: 'payment_type',
  apiPath: 'settings/payment-types',
  route: 'settings-cash-payment-types',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    {
      name: 'group',
      type: 'enum',
      options: ['CASH', 'CARD', 'TRANSFER', 'OTHER'],
      enumKey: 'paymentGroup',
      required: true,
      filter: 'eq',
    },
    { name: 'terminal_id', type: 'text', max: 50 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** A term an instalment contract may run for, in months. */
export const contractTerm = {
  name: 'contract_term',
  table: 'contract_terms',
  rule: 'contract_term',
  apiPath: 'settings/contract-terms',
  route: 'settings-contract-settings-contract-terms',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    { name: 'months', type: 'integer', required: true, min: 1, unique: true, sortable: true },
  ],
  defaultSort: { field: 'months', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * A price plan for a contract term: the markup over the cash price and the
 * additional markup (product.md "Contract markup fields"), and the smallest
 * down payment in percent of the price.
 */
export const contractTariff = {
  name: 'contract_tariff',
  table: 'contract_tariffs',
  rule: 'contract_tariff',
  apiPath: 'settings/contract-tariffs',
  route: 'settings-contract-settings-contract-tariffs',
  optionsFor: ['contract-orders', 'contract-contracts', 'resale-offers'],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    // the name on a Russian screen and paper; empty: the (Uzbek) name above (`localTitleSql`)
    { name: 'name_ru', type: 'text', max: 100 },
    { name: 'contract_term_id', type: 'ref', ref: 'contract_term', required: true, filter: 'eq' },
    { name: 'markup', type: 'percent', scale: 2, required: true, sortable: true },
    { name: 'additional_markup', type: 'percent', scale: 2 },
    { name: 'prepayment_percent', type: 'percent', scale: 2 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** The seller's requisites printed on a contract (a company or a sole proprietor). */
export const contractRequisite = {
  name: 'contract_requisite',
  table: 'contract_requisites',
  rule: 'contract_requisite',
  apiPath: 'settings/contract-requisites',
  route: 'settings-contract-settings-contract-requisites',
  optionsFor: ['contract-orders'],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 200 },
    { name: 'stir', type: 'stir', required: true },
    { name: 'bank_account', type: 'bank_account', required: true },
    { name: 'mfo', type: 'mfo', required: true },
    { name: 'address', type: 'text', max: 255 },
    { name: 'phone', type: 'phone' },
    { name: 'director', type: 'text', max: 150 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
