import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords, ruPlural } from './amount-in-words.ts';

describe('amountInWords', () => {
  it('writes the smallest amount, one tiyin or cent, in both languages', () => {
    expect(amountInWords('0.01', 'UZS', 'uz')).toBe('Nol soʻm 01 tiyin');
    expect(amountInWords('0.01', 'UZS', 'ru')).toBe('Ноль сумов 01 тийин');
    expect(amountInWords('0.01', 'USD', 'uz')).toBe('Nol dollar 01 sent');
    expect(amountInWords('0.01', 'USD', 'ru')).toBe('Ноль долларов 01 цент');
  });

  it('writes a milliard and a half tiyin', () => {
    expect(amountInWords('1000000000.50', 'UZS', 'uz')).toBe('Bir milliard soʻm 50 tiyin');
    expect(amountInWords('1000000000.50', 'UZS', 'ru')).toBe('Один миллиард сумов 50 тийинов');
    expect(amountInWords('1000000000.50', 'USD', 'ru')).toBe('Один миллиард долларов 50 центов');
  });

  it('writes zero and whole amounts with 00', () => {
    expect(amountInWords('0', 'UZS', 'uz')).toBe('Nol soʻm 00 tiyin');
    expect(amountInWords('0.00', 'USD', 'ru')).toBe('Ноль долларов 00 центов');
    expect(amountInWords('1', 'USD', 'ru')).toBe('Один доллар 00 центов');
  });

  it('agrees Russian numerals: feminine thousands, 2–4 and 11–14', () => {
    expect(amountInWords('2001.02', 'UZS', 'ru')).toBe('Две тысячи один сум 02 тийина');
    expect(amountInWords('21000', 'USD', 'ru')).toBe('Двадцать одна тысяча долларов 00 центов');
    expect(amountInWords('1250000.11', 'UZS', 'ru')).toBe(
      'Один миллион двести пятьдесят тысяч сумов 11 тийинов',
    );
    expect(amountInWords('3514.22', 'USD', 'ru')).toBe('Три тысячи пятьсот четырнадцать долларов 22 цента');
    expect(amountInWords('112', 'UZS', 'ru')).toBe('Сто двенадцать сумов 00 тийинов');
  });

  it('writes Uzbek with "bir yuz", "bir ming" and U+02BB', () => {
    expect(amountInWords('1250000.05', 'UZS', 'uz')).toBe('Bir million ikki yuz ellik ming soʻm 05 tiyin');
    expect(amountInWords('194.99', 'USD', 'uz')).toBe('Bir yuz toʻqson toʻrt dollar 99 sent');
    expect(amountInWords('1010', 'UZS', 'uz')).toBe('Bir ming oʻn soʻm 00 tiyin');
    expect(amountInWords('32000000', 'UZS', 'uz')).toBe('Oʻttiz ikki million soʻm 00 tiyin');
  });

  it('skips empty groups and refuses what it cannot write', () => {
    expect(integerInWords(1_000_001n, 'uz')).toBe('bir million bir');
    expect(integerInWords(5_000_000_000n, 'ru')).toBe('пять миллиардов');
    expect(() => integerInWords(-1n, 'uz')).toThrow(RangeError);
    expect(() => integerInWords(10n ** 16n, 'ru')).toThrow(RangeError);
    expect(() => amountInWords('1.234', 'UZS', 'uz')).toThrow(RangeError);
  });

  it('picks the Russian noun form', () => {
    const forms = ['сум', 'сума', 'сумов'] as const;
    expect([0n, 1n, 2n, 5n, 11n, 12n, 21n, 22n, 25n, 111n, 101n].map((n) => ruPlural(n, forms))).toEqual([
      'сумов',
      'сум',
      'сума',
      'сумов',
      'сумов',
      'сумов',
      'сум',
      'сума',
      'сумов',
      'сумов',
      'сум',
    ]);
  });
});
