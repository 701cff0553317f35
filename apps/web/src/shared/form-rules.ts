import { formatIssues } from '@savdo/shared/validation';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

type ValidationError = Parameters<typeof formatIssues>[0];

/** Anything with zod's `safeParse`: the shared `v.*` builders. */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: ValidationError };
}

/**
 * An Ant Design form rule from a shared zod schema (STYLE.md "One schema,
 * both sides"): the first issue's i18n key, translated with its params. A
 * field the schema requires (it refuses an empty value) is `required`, so
 * its label carries the required mark on every form that uses the rule; the
 * message still comes from the schema.
 */
export function zodRule(schema: SafeParser, t: TFunction): FormRule {
  return {
    required: !schema.safeParse(undefined).success,
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (result.success) return;
      const [first] = formatIssues(result.error, (key, params) => t(key, params));
      throw new Error(first?.message ?? t('validation.invalid'));
    },
  };
}

/**
 * The form rules of a schema's fields, one call per dialog:
 * `const rule = fieldRules(schema.shape, t)`, then `rules={rule('amount')}`.
 */
export function fieldRules<S extends Record<string, SafeParser>>(shape: S, t: TFunction) {
  return (field: keyof S & string): FormRule[] => [zodRule(shape[field] as SafeParser, t)];
}
