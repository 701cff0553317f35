import { describe, expect, it } from 'vitest';
import { validation as ru } from '../i18n/ru/validation.ts';
import { validation as uz } from '../i18n/uz/validation.ts';
import { MESSAGE_PARAMS, messageKey, VALIDATION_RULES } from './messages.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('validation messages', () => {
  it('has a text for every rule in both languages, and nothing else', () => {
    expect(Object.keys(uz).sort()).toEqual([...VALIDATION_RULES].sort());
    expect(Object.keys(ru).sort()).toEqual([...VALIDATION_RULES].sort());
  });

  it.each(VALIDATION_RULES)('%s uses the declared placeholders in both languages', (rule) => {
    const expected = [...(MESSAGE_PARAMS[rule] ?? [])].sort();
    expect(placeholders(uz[rule])).toEqual(expected);
    expect(placeholders(ru[rule])).toEqual(expected);
  });

  it('writes oʻ and gʻ with U+02BB in Uzbek, never a typed apostrophe', () => {
    const stray = Object.entries(uz).filter(([, text]) => /['`\u2018\u2019\u02BC]/.test(text));
    expect(stray).toEqual([]);
    expect(uz.required).toBe('Maydon to\u02BBldirilishi shart');
  });

  it('has Russian in Cyrillic', () => {
    expect(ru.required).toBe('Поле обязательно для заполнения');
    expect(Object.values(ru).every((text) => /[а-яё]/i.test(text))).toBe(true);
  });

  it('builds dotted keys', () => {
    expect(messageKey('phone')).toBe('validation.phone');
  });
});
