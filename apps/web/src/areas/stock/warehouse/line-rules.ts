import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The line fields' rules are the shared zod schemas (STYLE.md "One schema,
 * both sides": `quantitySchema`, the line schema's quantity and serials, and
 * `v.money()`, as the server checks them),
 * through `zodRule`. zod loads with them on first use rather than with the
 * editor, which would otherwise pass the screen size budget; the editor
 * starts the load when it opens.
 */
const load = () =>
  Promise.all([
    import('@savdo/shared/schemas'),
    import('@savdo/shared/validation'),
    import('../../../shared/form-rules.ts'),
  ]).then(([schemas, validation, rules]) => ({
    /** A positive quantity. */
    quantity: schemas.quantitySchema,
    /** A counted quantity: zero when nothing was found. */
    count: schemas.documentLineSchema.shape.quantity,
    money: validation.v.money(),
    serials: schemas.documentLineSchema.shape.serials,
    zodRule: rules.zodRule,
  }));

let loading: ReturnType<typeof load> | undefined;
export const preloadLineRules = () => {
  loading ??= load();
  return loading;
};

type Validator = (rule: unknown, value: unknown) => Promise<void>;

export function lineRule(schema: 'quantity' | 'count' | 'money' | 'serials', t: TFunction): FormRule {
  return {
    validator: async (rule, value) => {
      const loaded = await preloadLineRules();
      const inner = loaded.zodRule(loaded[schema], t) as { validator: Validator };
      await inner.validator(rule, value);
    },
  };
}
