import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeByShares, isShare, parseShare, sharePercent } from './shares.ts';

describe('distributeByShares (largest remainder)', () => {
  it('splits to the tiyin: the parts sum to the total, each within one tiyin of its exact part', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 10n }), { minLength: 1, maxLength: 12 }),
        (total, raw) => {
          const shares = raw.some((s) => s > 0n) ? raw : [...raw.slice(1), 1n];
          const parts = distributeByShares(total, shares);
          const whole = shares.reduce((a, b) => a + b, 0n);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          parts.forEach((p, i) => {
            const exact = total * (shares[i] ?? 0n);
            // |p·whole − exact| < whole
            expect(p * whole - exact < whole && exact - p * whole < whole).toBe(true);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the leftover tiyins to the largest remainders, the earlier line on a tie', () => {
    expect(distributeByShares(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(distributeByShares(200n, [1n, 1n, 1n])).toEqual([67n, 67n, 66n]);
    expect(distributeByShares(10n, [10n, 30n, 60n])).toEqual([1n, 3n, 6n]);
    expect(distributeByShares(7n, [1n, 2n])).toEqual([2n, 5n]);
  });

  it('refuses a negative total and shares that are all zero', () => {
    expect(() => distributeByShares(-1n, [1n])).toThrow(RangeError);
    expect(() => distributeByShares(1n, [0n, 0n])).toThrow(RangeError);
    expect(() => distributeByShares(1n, [])).toThrow(RangeError);
  });
});

describe('shares as typed', () => {
  it('reads up to four fraction digits, refuses zero and anything else', () => {
    expect(parseShare('12.5')).toBe(125_000n);
    expect(parseShare('0.0001')).toBe(1n);
    expect(isShare('0')).toBe(false);
    expect(isShare('1.23456')).toBe(false);
    expect(isShare('-1')).toBe(false);
    expect(isShare('abc')).toBe(false);
    expect(() => parseShare('0')).toThrow(RangeError);
  });

  it('shows a share as a percent of the whole to two decimals', () => {
    expect(sharePercent(1n, 3n)).toBe('33.33');
    expect(sharePercent(2n, 3n)).toBe('66.67');
    expect(sharePercent(5n, 5n)).toBe('100.00');
  });
});
