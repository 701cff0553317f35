import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthEnd, monthlyWear, splitEvenly } from './wear.ts';

/** Wears a cost out month by month: the monthly amounts until the book value is 0. */
function life(cost: bigint, rate: string): bigint[] {
  const months: bigint[] = [];
  let book = cost;
  while (book > 0n) {
    const wear = monthlyWear(cost, rate, book);
    if (wear <= 0n) break;
    book -= wear;
    months.push(wear);
  }
  return months;
}

describe('straight-line wear', () => {
  it('wears cost × rate / 100 / 12 a month, rounded to the tiyin', () => {
    // 12 000 000.00 soʻm at 20 % a year: 200 000.00 a month.
    expect(monthlyWear(1_200_000_000n, '20.00', 1_200_000_000n)).toBe(20_000_000n);
    // 1 000.00 at 10 %: 8.333… → 8.33.
    expect(monthlyWear(100_000n, '10.00', 100_000n)).toBe(833n);
  });

  it('takes only what is left in the last month, and nothing after', () => {
    expect(monthlyWear(100_000n, '10.00', 500n)).toBe(500n);
    expect(monthlyWear(100_000n, '10.00', 0n)).toBe(0n);
    const months = life(100_000n, '10.00');
    expect(months).toHaveLength(121);
    expect(months.at(-1)).toBe(100_000n - 833n * 120n);
  });

  it('wears nothing at a zero rate', () => {
    expect(monthlyWear(100_000n, '0.00', 100_000n)).toBe(0n);
  });

  it('sums to the cost exactly over the life, never below zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100_000_000_000n }),
        fc.integer({ min: 1, max: 10_000 }),
        (cost, hundredths) => {
          const rate = (hundredths / 100).toFixed(2);
          const months = life(cost, rate);
          expect(months.reduce((a, b) => a + b, 0n)).toBe(cost);
          expect(months.every((m) => m > 0n)).toBe(true);
          // Every month but the last is the same straight-line amount.
          expect(new Set(months.slice(0, -1)).size).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('splitting a cost among pieces', () => {
  it('gives shares one tiyin apart at most that sum to the cost', () => {
    expect(splitEvenly(1000n, 3)).toEqual([334n, 333n, 333n]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 1, max: 500 }), (amount, n) => {
        const shares = splitEvenly(amount, n);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(amount);
        // The first shares are the larger ones, one tiyin at most above the rest.
        const first = shares[0] ?? 0n;
        expect(shares.every((s) => s === first || s === first - 1n)).toBe(true);
      }),
    );
  });
});

describe('months', () => {
  it('ends months', () => {
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(monthEnd('2026-11')).toBe('2026-11-30');
  });
});
