import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/** Kinds of client appeals (complaint, suggestion, question). */
export const appealType = {
  name: 'appeal_type',
  table: 'appeal_types',
  rule: 'appeal_type',
  apiPath: 'appeals/types',
  route: 'appeals-types',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Where an appeal came from (call centre, Telegram bot, in person). */
export const appealSource = {
  name: 'appeal_source',
  table: 'appeal_sources',
  rule: 'appeal_source',
  apiPath: 'appeals/sources',
  route: 'appeals-sources',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Subject groups of appeals (delivery, payments, product quality). */
export const appealGroup = {
  name: 'appeal_group',
  table: 'appeal_groups',
  rule: 'appeal_group',
  apiPath: 'appeals/groups',
  route: 'appeals-groups',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** The form an appeal takes (oral, written, electronic). */
export const appealForm = {
  name: 'appeal_form',
  table: 'appeal_forms',
  rule: 'appeal_form',
  apiPath: 'appeals/forms',
  route: 'appeals-forms',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** The department an appeal is directed to. */
export const appealDirection = {
  name: 'appeal_direction',
  table: 'appeal_directions',
  rule: 'appeal_direction',
  apiPath: 'appeals/directions',
  route: 'appeals-directions',
  fields: [uniqueName],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
