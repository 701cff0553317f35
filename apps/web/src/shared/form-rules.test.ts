import { cashOperationSchema } from '@savdo/shared/schemas/money';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldRules } from './form-rules.ts';

/** Answers the key itself, so the test reads which message the schema chose. */
const t = ((key: string) => key) as unknown as TFunction;
type Validator = (rule: RuleObject, value: unknown) => Promise<void>;
const validate = (field: 'amount' | 'cashbox_id', value: unknown) => {
  const [rule] = fieldRules(cashOperationSchema.shape, t)(field);
  return (rule as { validator: Validator }).validator({} as RuleObject, value);
};

describe('fieldRules', () => {
  it("checks a field with its own schema: a good amount passes, a zero or a word is refused with the schema's key", async () => {
    await expect(validate('amount', '1250000.50')).resolves.toBeUndefined();
    await expect(validate('amount', '0')).rejects.toThrow('validation.notNol');
    await expect(validate('amount', 'oʻn')).rejects.toThrow('validation.money');
    await expect(validate('cashbox_id', undefined)).rejects.toThrow();
  });
});

describe('the required mark', () => {
  it('is asked for a field the schema requires, not for an optional one', () => {
    const rule = fieldRules(cashOperationSchema.shape, t);
    expect(rule('amount')[0]).toMatchObject({ required: true });
    expect(rule('cashbox_id')[0]).toMatchObject({ required: true });
    const optional = Object.keys(cashOperationSchema.shape).find(
      (k) =>
        cashOperationSchema.shape[k as keyof typeof cashOperationSchema.shape].safeParse(undefined).success,
    ) as keyof typeof cashOperationSchema.shape;
    expect(optional).toBeDefined();
    expect(rule(optional)[0]).toMatchObject({ required: false });
  });
});
