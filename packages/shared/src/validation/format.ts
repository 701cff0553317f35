import type { z } from 'zod';
import type { MessageParams } from './messages.ts';

/** One failing field: its dotted path (`''` for the root), the i18n key and the placeholder values. */
export interface IssueDescription {
  field: string;
  key: string;
  params: MessageParams;
}

export interface FieldMessage {
  field: string;
  message: string;
}

export type Translate = (key: string, params: MessageParams) => string;

/** A dotted i18n key such as `validation.phone`; zod's own messages contain spaces. */
const I18N_KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

function toParams(source: Record<string, unknown> | undefined): MessageParams {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(source ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    else if (typeof value === 'bigint') params[name] = value.toString();
  }
  return params;
}

/** The key and params for an issue zod raised with its own message (a schema not built with `v`). */
function fallback(issue: z.core.$ZodIssue): { key: string; params: MessageParams } {
  switch (issue.code) {
    case 'invalid_type':
      if (/received (undefined|null)$/.test(issue.message)) return { key: 'validation.required', params: {} };
      return { key: issue.expected === 'number' ? 'validation.number' : 'validation.invalid', params: {} };
    case 'too_small': {
      const n = toParams({ n: issue.minimum });
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.min', params: n };
      }
      return { key: issue.origin === 'array' ? 'validation.required' : 'validation.minValue', params: n };
    }
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'validation.max' : 'validation.maxValue',
        params: toParams({ n: issue.maximum }),
      };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/** The field, i18n key and params of one zod issue, untranslated (for logs and the API's `errors`). */
export function describeIssue(issue: z.core.$ZodIssue): IssueDescription {
  const field = issue.path
    .map((part) => (typeof part === 'symbol' ? (part.description ?? '') : String(part)))
    .join('.');
  if (!I18N_KEY.test(issue.message)) return { field, ...fallback(issue) };
  const params =
    issue.code === 'custom'
      ? toParams(issue.params)
      : issue.code === 'too_small'
        ? toParams({ n: issue.minimum })
        : issue.code === 'too_big'
          ? toParams({ n: issue.maximum })
          : {};
  return { field, key: issue.message, params };
}

/** Turns zod issues into translated per-field messages, in the order zod reported them. */
export function formatIssues(error: z.ZodError, translate: Translate): FieldMessage[] {
  return error.issues.map((issue) => {
    const { field, key, params } = describeIssue(issue);
    return { field, message: translate(key, params) };
  });
}
