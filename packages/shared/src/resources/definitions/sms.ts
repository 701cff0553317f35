import type { ResourceDef } from '../types.ts';
import { uniqueName } from './common-fields.ts';

/** The text of an SMS to clients, with placeholders such as `{client}` and `{sum}`. */
export const smsTemplate = {
  name: 'sms_template',
  table: 'sms_templates',
  rule: 'sms_template',
  apiPath: 'send-sms/sms-templates',
  route: 'send-sms-sms-templates',
  fields: [uniqueName, { name: 'content', type: 'textarea', required: true, max: 1000, placeholders: 'sms' }],
  defaultSort: { field: 'name', order: 'asc' },
  optionsFor: ['send-sms-send-sms-clients'],
} as const satisfies ResourceDef;
