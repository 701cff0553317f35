import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Dictionary, dictionaries, flattenKeys } from './index.ts';

/** The glossary's rows: the term in each language and the words it forbids. */
function glossary() {
  const text = readFileSync(new URL('../../../../docs/GLOSSARY.md', import.meta.url), 'utf8');
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Concept') && !line.startsWith('|---'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.map(([, english, uz, ru, notUz, notRu]) => ({
    english: english ?? '',
    uz: uz ?? '',
    ru: ru ?? '',
    not: {
      uz: (notUz ?? '')
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
      ru: (notRu ?? '')
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    },
  }));
}

/** Strings of a language using a word (at the start of a word, any ending, any case). */
function using(lang: 'uz' | 'ru', word: string): string[] {
  const pattern = new RegExp(`(^|[^\\p{L}ʻʼ'])${word}`, 'iu');
  return [...flattenKeys(dictionaries[lang] as Dictionary)]
    .filter(([, value]) => pattern.test(value))
    .map(([key, value]) => `${key}: ${value}`);
}

describe('the glossary (docs/GLOSSARY.md)', () => {
  const terms = glossary();

  it('lists the product’s terms in English, Uzbek and Russian', () => {
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms)
      expect([term.english, term.uz, term.ru].every(Boolean), term.english).toBe(true);
    expect(terms.map((t) => t.english)).toEqual(expect.arrayContaining(['product', 'payroll statement']));
  });

  it('is followed: no string uses a word the glossary forbids', () => {
    for (const term of terms) {
      for (const lang of ['uz', 'ru'] as const) {
        for (const word of term.not[lang]) expect(using(lang, word), `${lang} «${word}»`).toEqual([]);
      }
    }
  });

  it('names the payroll statement with one word in the menu, on the button and on paper', () => {
    for (const lang of ['uz', 'ru'] as const) {
      const strings = flattenKeys(dictionaries[lang] as Dictionary);
      const term = terms.find((t) => t.english === 'payroll statement')?.[lang] ?? '?';
      const stem = term.slice(0, 6).toLowerCase();
      // the menu item, the list's column, the button that makes one, the PDF's name
      for (const key of [
        'routes.salary-statements',
        'payroll.fields.statement',
        'payroll.actions.create',
        'print.names.payrollStatement',
      ]) {
        expect(strings.get(key)?.toLowerCase(), `${lang} ${key}`).toContain(stem);
      }
    }
  });
});
