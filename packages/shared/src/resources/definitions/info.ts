import type { ResourceDef } from '../types.ts';
import { branchRef, fullName, uniqueName } from './common-fields.ts';
import { MATERIAL_DOCS, RESIDUES } from './option-screens.ts';

/** The company's staff directory: who works where, and how to reach them. */
export const staff = {
  name: 'staff',
  table: 'staff_members',
  rule: 'staff',
  apiPath: 'info/staff',
  route: 'info-staff',
  fields: [
    fullName,
    { name: 'phone', type: 'phone' },
    { name: 'position', type: 'text', max: 150 },
    branchRef,
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** News for the staff, shown on `/news` from the publication date. */
export const news = {
  name: 'news',
  table: 'news',
  rule: 'news',
  apiPath: 'info/news',
  route: 'info-news',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 200 },
    { name: 'body', type: 'html', required: true, max: 50_000 },
    { name: 'published_at', type: 'date', required: true, sortable: true, filter: 'range' },
  ],
  defaultSort: { field: 'published_at', order: 'desc' },
} as const satisfies ResourceDef;

/** A person who invests money in the business and shares its profit. */
export const investor = {
  name: 'investor',
  table: 'investors',
  rule: 'investor',
  apiPath: 'info/investors',
  route: 'info-investors',
  optionsFor: ['cashbox-all-cashbox-operations'],
  fields: [
    fullName,
    { name: 'phone', type: 'phone' },
    { name: 'passport', type: 'passport' },
    { name: 'pinfl', type: 'pinfl', filter: 'eq' },
    { name: 'address', type: 'text', max: 255 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** A sole proprietor (YaTT) in whose name goods may be sold. */
export const soleProprietor = {
  name: 'sole_proprietor',
  table: 'sole_proprietors',
  rule: 'sole_proprietor',
  apiPath: 'info/individual-entrepreneurs',
  route: 'info-individual-entrepreneur',
  fields: [
    fullName,
    { name: 'stir', type: 'stir', required: true, filter: 'eq' },
    { name: 'phone', type: 'phone' },
    { name: 'address', type: 'text', max: 255 },
    { name: 'bank_account', type: 'bank_account' },
    { name: 'mfo', type: 'mfo' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Where clients heard of the shop (Instagram, a friend, a billboard). */
export const customerFlowSource = {
  name: 'customer_flow_source',
  table: 'customer_flow_sources',
  rule: 'customer_flow',
  apiPath: 'info/customer-flow-sources',
  route: 'info-customer-flow-source',
  optionsFor: ['client-clients'],
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Groups of inventory materials (TMZ: stationery, packaging, cleaning supplies). */
export const materialGroup = {
  name: 'material_group',
  table: 'material_groups',
  rule: 'material_groups',
  apiPath: 'info/tmz-groups',
  route: 'info-tmz-tmz-groups',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** An inventory material (TMZ) the business consumes rather than sells. */
export const material = {
  name: 'material',
  table: 'materials',
  rule: 'materials',
  apiPath: 'info/tmz-list',
  route: 'info-tmz-tmz-list',
  optionsFor: [...MATERIAL_DOCS, RESIDUES.material],
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'material_group_id', type: 'ref', ref: 'material_group', required: true, filter: 'eq' },
    { name: 'unit_id', type: 'ref', ref: 'unit', required: true, filter: 'eq' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Why a product is given away free of charge. */
export const freeProductReason = {
  name: 'free_product_reason',
  table: 'free_product_reasons',
  rule: 'free_product_reason',
  apiPath: 'info/free-product-reasons',
  route: 'info-reasons-for-giving-free-product',
  fields: [{ ...uniqueName, max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** A release of one of the mobile apps; a required one makes older versions update first. */
export const appVersion = {
  name: 'app_version',
  table: 'app_versions',
  rule: 'app_version',
  apiPath: 'info/mobile-applications',
  route: 'info-mobile-applications',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 150 },
    {
      name: 'kind',
      type: 'enum',
      options: ['CONSULTANT', 'LEVY', 'COUNTER', 'FACE_ID'],
      enumKey: 'appKind',
      required: true,
      filter: 'eq',
    },
    { name: 'version', type: 'text', required: true, max: 30 },
    { name: 'is_required', type: 'boolean', filter: 'eq' },
    { name: 'url', type: 'text', max: 500 },
    { name: 'notes', type: 'textarea', max: 2000 },
  ],
  defaultSort: { field: 'id', order: 'desc' },
} as const satisfies ResourceDef;

/** Why a stock count differs from the books. */
export const countingErrorReason = {
  name: 'counting_error_reason',
  table: 'counting_error_reasons',
  rule: 'reason_for_counts',
  apiPath: 'info/counting-act-error-reasons',
  route: 'info-counting-act-error-reasons',
  fields: [{ ...uniqueName, max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * Versions of the program and what each changed: kept by developers
 * (/info/program-versions, `is_dev`), read by everyone at /info/versions.
 */
export const programVersion = {
  name: 'program_version',
  table: 'program_versions',
  rule: 'is_dev',
  apiPath: 'info/program-versions',
  route: 'info-program-versions',
  titleField: 'version',
  fields: [
    { name: 'version', type: 'text', required: true, unique: true, sortable: true, max: 30 },
    { name: 'released_at', type: 'date', required: true, sortable: true, filter: 'range' },
    { name: 'notes', type: 'html', required: true, max: 20_000 },
  ],
  defaultSort: { field: 'released_at', order: 'desc' },
} as const satisfies ResourceDef;
