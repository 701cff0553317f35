import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/** Kinds of comments collectors leave on a contract ("Promised to pay", "Phone off"). */
export const contractCommentType = {
  name: 'contract_comment_type',
  table: 'contract_comment_types',
  rule: 'contract_commentary_type',
  apiPath: 'collections/comment-types',
  route: 'collections-comment-types',
  optionsFor: ['customer-engagements-called-clients'],
  fields: [{ ...uniqueName, max: 200 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * A step of the debt collection process, in the order they follow each other:
 * a late contract enters it from `days_late_from` days late; the close of day
 * moves contracts into the stages marked `auto` (never backward), the others
 * (control) only by hand.
 */
export const processStage = {
  name: 'process_stage',
  table: 'process_stages',
  rule: 'process_stage',
  apiPath: 'collections/process-steps',
  route: 'collections-process-steps',
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'sort_order', type: 'integer', required: true, min: 1, sortable: true },
    {
      name: 'days_late_from',
      type: 'integer',
      required: true,
      min: 1,
      maxValue: 10_000,
      sortable: true,
      defaultValue: 1,
    },
    { name: 'auto', type: 'boolean', filter: 'eq', defaultValue: true },
  ],
  defaultSort: { field: 'sort_order', order: 'asc' },
} as const satisfies ResourceDef;

/** The text of a warning letter to a debtor, with placeholders filled from the contract. */
export const warningLetterTemplate = {
  name: 'warning_letter_template',
  table: 'warning_letter_templates',
  rule: 'warning_letter',
  apiPath: 'collections/warning-letter-templates',
  route: 'collections-warning-letter-templates',
  fields: [
    { ...uniqueName, max: 200 },
    { name: 'content', type: 'html', required: true, max: 50_000 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
