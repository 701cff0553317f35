import type { ResourceDef } from '../types.ts';
import { branchRef, fullName } from './common-fields.ts';

/** A craftsman who installs sold goods (air conditioners, kitchens) at the client's home. */
export const installationMaster = {
  name: 'installation_master',
  table: 'installation_masters',
  rule: 'master',
  apiPath: 'installation-of-products/masters',
  route: 'installation-of-products-masters',
  fields: [
    fullName,
    { name: 'phone', type: 'phone', required: true },
    { name: 'passport', type: 'passport' },
    branchRef,
    { name: 'speciality', type: 'text', max: 150 },
    /** What the master earns per installed job, UZS (frozen on the job when it is installed). */
    { name: 'rate', type: 'money' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * What a master earns for installing one product, or any product of a
 * category (and of its sub-categories without a rate of their own), UZS.
 * Shown as the «Rates» tab of the masters screen, under the masters' rule.
 * The earning frozen on an installed job is the product's active rate, else
 * its nearest category's, else the master's own `rate`.
 */
export const installationRate = {
  name: 'installation_rate',
  table: 'installation_rates',
  rule: 'master',
  apiPath: 'installation-of-products/rates',
  titleField: 'amount',
  fields: [
    { name: 'product_id', type: 'ref', ref: 'product', filter: 'eq', uniqueActive: true },
    { name: 'product_category_id', type: 'ref', ref: 'product_category', filter: 'eq', uniqueActive: true },
    { name: 'amount', type: 'money', required: true, sortable: true },
  ],
  exactlyOne: ['product_id', 'product_category_id'],
  defaultSort: { field: 'id', order: 'desc' },
  showAuthor: true,
} as const satisfies ResourceDef;
