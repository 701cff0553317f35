import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/** A company that pays or is paid by bank transfer (a client's employer, a partner). */
export const firm = {
  name: 'firm',
  table: 'firms',
  rule: 'firm',
  apiPath: 'money-account-no-cash/firms',
  route: 'money-account-no-cash-firms',
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'stir', type: 'stir', required: true, filter: 'eq' },
    { name: 'mfo', type: 'mfo' },
    { name: 'bank_account', type: 'bank_account' },
    { name: 'address', type: 'text', max: 255 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** One of a firm's bank accounts, in UZS or USD. */
export const firmAccountNumber = {
  name: 'firm_account_number',
  table: 'firm_account_numbers',
  rule: 'firm_account_number',
  apiPath: 'money-account-no-cash/firm-account-numbers',
  route: 'money-account-no-cash-firm-account-numbers',
  optionsFor: [
    'cashbox-bank-output-operations',
    'cashbox-bank-input-operations',
    'cashbox-all-cashbox-operations',
    'expenses-provided-services',
    // a contract paid by bank transfer names the company account it came into
    'cashbox-contract-payments',
    'cashbox-pre-payment',
    'contract-closed-contract-bonuses',
  ],
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 150 },
    { name: 'firm_id', type: 'ref', ref: 'firm', required: true, filter: 'eq' },
    { name: 'account', type: 'bank_account', required: true, filter: 'eq' },
    { name: 'mfo', type: 'mfo', required: true },
    {
      name: 'currency',
      type: 'enum',
      options: ['UZS', 'USD'],
      required: true,
      filter: 'eq',
    },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  // the demo firms' accounts share names: the picker tells them apart by firm, digits and currency
  optionDetails: ['firm_id', 'account', 'currency'],
} as const satisfies ResourceDef;

/** What an incoming bank payment is (a contract payment, a supplier refund, a loan). */
export const bankInputType = {
  name: 'bank_input_type',
  table: 'bank_input_types',
  rule: 'bank_input_type',
  apiPath: 'money-account-no-cash/income-types',
  route: 'money-account-no-cash-income-types',
  optionsFor: ['cashbox-cash-input-operations', 'cashbox-all-cashbox-operations'],
  fields: [{ ...uniqueName, max: 200 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Classifies an incoming payment as an income type when its purpose contains the keyword. */
export const bankInputTypeCondition = {
  name: 'bank_input_type_condition',
  table: 'bank_input_type_conditions',
  rule: 'bank_input_type_condition',
  apiPath: 'money-account-no-cash/income-type-classification',
  route: 'money-account-no-cash-income-type-classification',
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'bank_input_type_id', type: 'ref', ref: 'bank_input_type', required: true, filter: 'eq' },
    { name: 'keyword', type: 'text', required: true, max: 100 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Books an outgoing payment to an expense item when its purpose contains the keyword. */
export const bankExpenseCondition = {
  name: 'bank_expense_condition',
  table: 'bank_expense_conditions',
  rule: 'bank_expense_condition',
  apiPath: 'money-account-no-cash/expenditure-conditions',
  route: 'money-account-no-cash-expenditure-conditions',
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'keyword', type: 'text', required: true, max: 100 },
    { name: 'cost_item_id', type: 'ref', ref: 'cost_item', filter: 'eq' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** The code a supplier writes in its payment purposes, to match transfers to the supplier. */
export const supplierUniqueNumber = {
  name: 'supplier_unique_number',
  table: 'supplier_unique_numbers',
  rule: 'supplier_unique_number',
  apiPath: 'money-account-no-cash/supplier-unique-codes',
  route: 'money-account-no-cash-supplier-unique-codes',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 150 },
    { name: 'supplier_id', type: 'ref', ref: 'supplier', required: true, filter: 'eq' },
    { name: 'code', type: 'text', required: true, unique: true, max: 50 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
