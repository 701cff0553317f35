import type { FieldDef } from '../types.ts';

/**
 * Fields that many reference lists share, so their lengths and indexes agree.
 * Not exported from the definitions' index: each definition spells its own
 * list of fields, these are only the building blocks.
 */

/** The title of a plain reference list: required, unique (Uzbek-folded), sorted by. */
export const uniqueName = {
  name: 'name',
  type: 'text',
  required: true,
  unique: true,
  sortable: true,
  max: 150,
} as const satisfies FieldDef;

/** The title where duplicates are legitimate (people, schools of the same name in two districts). */
export const plainName = {
  name: 'name',
  type: 'text',
  required: true,
  sortable: true,
  max: 150,
} as const satisfies FieldDef;

/** A person's full name as the title: "Familiya Ism Otasining ismi". */
export const fullName = {
  name: 'name',
  type: 'text',
  required: true,
  sortable: true,
  max: 150,
} as const satisfies FieldDef;

/** The branch (filial) a record belongs to, filtered by. */
export const branchRef = {
  name: 'branch_id',
  type: 'ref',
  ref: 'branch',
  filter: 'eq',
} as const satisfies FieldDef;
export const requiredBranchRef = { ...branchRef, required: true } as const satisfies FieldDef;
