import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format.ts';

const NBSP = '\u00a0';

describe('format', () => {
  it('shows soʻm without fraction digits in Uzbek', () => {
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}soʻm`);
  });

  it('formats wire decimal strings exactly', () => {
    expect(formatMoney('1250000.00', 'UZS', 'uz')).toBe(`1${NBSP}250${NBSP}000${NBSP}soʻm`);
    expect(formatMoney('12345678901234567.25', 'USD', 'ru')).toContain('12');
  });

  it('keeps cents for dollars', () => {
    expect(formatMoney(10.5, 'USD', 'ru')).toMatch(/^10,50/);
  });

  it('groups plain numbers', () => {
    expect(formatNumber(1234567.5, 'uz')).toBe(`1${NBSP}234${NBSP}567,5`);
  });
});
