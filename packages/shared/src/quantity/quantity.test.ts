import { describe, expect, it } from 'vitest';
import { fromMilli, isQuantity, mulDivRound, toMilli } from './index.ts';

describe('quantities', () => {
  it('converts decimal strings to thousandths and back exactly', () => {
    expect(toMilli('12.5')).toBe(12500n);
    expect(toMilli('0.001')).toBe(1n);
    expect(toMilli('3')).toBe(3000n);
    expect(fromMilli(12500n)).toBe('12.5');
    expect(fromMilli(3000n)).toBe('3');
    expect(fromMilli(-1n)).toBe('-0.001');
  });

  it('refuses what is not a quantity', () => {
    for (const bad of ['1.0005', 'x', '', '1,5']) expect(() => toMilli(bad)).toThrow(RangeError);
    expect(isQuantity('-1')).toBe(false);
    expect(isQuantity('2.25')).toBe(true);
  });

  it('shares a cost proportionally with half-up rounding', () => {
    expect(mulDivRound(1000n, 1n, 3n)).toBe(333n);
    expect(mulDivRound(1000n, 2n, 3n)).toBe(667n);
    expect(mulDivRound(-1000n, 2n, 3n)).toBe(-667n);
    expect(() => mulDivRound(1n, 1n, 0n)).toThrow(RangeError);
  });
});
