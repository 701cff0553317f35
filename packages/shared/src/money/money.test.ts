import { describe, expect, it } from 'vitest';
import { formatDecimalText, fromMinor, toMinor } from './index.ts';

describe('money', () => {
  it('turns decimal strings into minor units and back exactly', () => {
    expect(toMinor('1250000.5')).toBe(125000050n);
    expect(toMinor('0.01')).toBe(1n);
    expect(toMinor('-12.30')).toBe(-1230n);
    expect(toMinor('90071992547409.93')).toBe(9007199254740993n);
    expect(fromMinor(125000050n)).toBe('1250000.50');
    expect(fromMinor(-5n)).toBe('-0.05');
    expect(fromMinor(9007199254740993n)).toBe('90071992547409.93');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['1.005', 'abc', '', '1,5', '1e3']) expect(() => toMinor(bad)).toThrow(RangeError);
  });

  it('prints decimals grouped by thousands with a decimal comma, leaving other text alone', () => {
    expect(formatDecimalText('36107000.00')).toBe('36\u00a0107\u00a0000,00');
    expect(formatDecimalText('-1500000.5')).toBe('-1\u00a0500\u00a0000,5');
    expect(formatDecimalText('999')).toBe('999');
    expect(formatDecimalText('')).toBe('');
    expect(formatDecimalText('IMEI')).toBe('IMEI');
  });
});
