import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './index.ts';

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
});
