import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../i18n/index.ts';
import { describeIssue, formatIssues } from './format.ts';
import { v } from './schemas.ts';

const client = z.object({
  full_name: v.required(),
  phone: v.phone(),
  passport: v.passport(),
  code: v.length(6),
  contacts: z.array(z.object({ email: v.email() })),
});

const good = {
  full_name: 'Gʻulomov Aziz',
  phone: '998901234567',
  passport: 'AA1234567',
  code: 'ABC123',
  contacts: [{ email: 'a@example.uz' }],
};

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('formatIssues', () => {
  it('names each failing field by its dotted path, in Uzbek', () => {
    const error = errorOf(client, {
      ...good,
      phone: '99890',
      code: 'AB',
      contacts: [good.contacts[0], { email: 'x' }],
    });
    expect(formatIssues(error, (key, params) => translate('uz', key, params))).toEqual([
      {
        field: 'phone',
        message: 'Telefon raqami 998 bilan boshlanishi va jami 12 ta raqamdan iborat boʻlishi kerak',
      },
      { field: 'code', message: 'Maydon aniq 6 ta belgidan iborat boʻlishi kerak' },
      { field: 'contacts.1.email', message: 'Elektron pochta formati notoʻgʻri' },
    ]);
  });

  it('translates into Russian and fills params', () => {
    const error = errorOf(client, { ...good, full_name: ' ', code: 'AB' });
    expect(formatIssues(error, (key, params) => translate('ru', key, params))).toEqual([
      { field: 'full_name', message: 'Поле обязательно для заполнения' },
      { field: 'code', message: 'Количество символов должно быть равно 6' },
    ]);
  });

  it('passes the key and params to the translator', () => {
    const error = errorOf(z.object({ when: v.afterDate('2025-01-10') }), { when: '2025-01-09' });
    expect(formatIssues(error, (key, params) => `${key} ${JSON.stringify(params)}`)).toEqual([
      { field: 'when', message: 'validation.afterDate {"date":"10.01.2025"}' },
    ]);
  });

  it('uses an empty field for the root value', () => {
    const error = errorOf(v.phone(), '1');
    expect(formatIssues(error, (key) => key)).toEqual([{ field: '', message: 'validation.phone' }]);
  });
});

describe('describeIssue on plain zod schemas', () => {
  const describeFirst = (schema: z.ZodType, input: unknown) => {
    const issue = errorOf(schema, input).issues[0];
    if (!issue) throw new Error('no issue');
    return describeIssue(issue);
  };

  it('maps zod’s own messages to validation keys', () => {
    expect(describeFirst(z.object({ a: z.string() }), {})).toEqual({
      field: 'a',
      key: 'validation.required',
      params: {},
    });
    expect(describeFirst(z.string(), 5)).toEqual({ field: '', key: 'validation.invalid', params: {} });
    expect(describeFirst(z.number(), 'x')).toEqual({ field: '', key: 'validation.number', params: {} });
    expect(describeFirst(z.string().min(1), '')).toEqual({
      field: '',
      key: 'validation.required',
      params: {},
    });
    expect(describeFirst(z.string().min(3), 'ab')).toEqual({
      field: '',
      key: 'validation.min',
      params: { n: 3 },
    });
    expect(describeFirst(z.string().max(3), 'abcd')).toEqual({
      field: '',
      key: 'validation.max',
      params: { n: 3 },
    });
    expect(describeFirst(z.number().min(5), 4)).toEqual({
      field: '',
      key: 'validation.minValue',
      params: { n: 5 },
    });
    expect(describeFirst(z.number().max(5), 6)).toEqual({
      field: '',
      key: 'validation.maxValue',
      params: { n: 5 },
    });
    expect(describeFirst(z.email(), 'x')).toEqual({ field: '', key: 'validation.email', params: {} });
    expect(describeFirst(z.enum(['A', 'B']), 'C')).toEqual({
      field: '',
      key: 'validation.invalid',
      params: {},
    });
  });

  it('keeps a key given as a zod message and fills n from the bound', () => {
    expect(describeFirst(z.string().min(3, 'validation.min'), 'a')).toEqual({
      field: '',
      key: 'validation.min',
      params: { n: 3 },
    });
  });
});
