import { describe, expect, it } from 'vitest';
import { foldUzbek, UZBEK_APOSTROPHE } from './fold.ts';

describe('foldUzbek', () => {
  const variants = ['\u02BB', '\u02BC', '\u2018', '\u2019', '\u0060', '\u0027'];

  it.each(variants)('folds U+%s spellings of oʻ and gʻ to one form', (mark) => {
    expect(foldUzbek(`O${mark}zbekiston`)).toBe(`o${UZBEK_APOSTROPHE}zbekiston`);
    expect(foldUzbek(`G${mark}ulom`)).toBe('gʻulom');
  });

  it('makes every variant of a name compare equal', () => {
    const folded = new Set(
      variants.map((mark) => foldUzbek(`Toshkent viloyati, Yangiyo${mark}l, ma${mark}no`)),
    );
    expect(folded.size).toBe(1);
  });

  it('lower-cases and leaves other text alone', () => {
    expect(foldUzbek('SAMARQAND')).toBe('samarqand');
    expect(foldUzbek('Тошкент')).toBe('тошкент');
    expect(foldUzbek('oz')).not.toBe(foldUzbek("o'z"));
  });

  it('composes decomposed letters', () => {
    expect(foldUzbek('Cafe\u0301')).toBe(foldUzbek('Caf\u00E9'));
  });
});
