import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lifeMonths,
  monthEnd,
  monthlyWear,
  monthsBetween,
  monthsLeft,
  remainingWear,
  splitEvenly,
  wearOfMonth,
} from './wear.ts';

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

/** The month `n` months after `month` (`YYYY-MM`). */
function addMonths(month: string, n: number): string {
  const i = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/**
 * A unit put to use on 2020-01-15, worn `before` months from its cost, then
 * repriced to `value` and worn on: each month's wear and book value after the
 * repricing, until the book value is 0 (or a month wears nothing any more).
 */
function revaluedLife(cost: bigint, rate: string, before: number, value: bigint) {
  const putDate = '2020-01-15';
  let book = cost;
  let month = '2020-01';
  for (let i = 0; i < before; i++) {
    month = addMonths(month, 1);
    book -= wearOfMonth({ cost, bookValue: book, yearlyRate: rate, putDate, repriced: false }, month);
  }
  book = value;
  const after: { month: string; wear: bigint; book: bigint }[] = [];
  while (book > 0n && after.length <= lifeMonths(rate)) {
    month = addMonths(month, 1);
    const wear = wearOfMonth({ cost, bookValue: book, yearlyRate: rate, putDate, repriced: true }, month);
    book -= wear;
    after.push({ month, wear, book });
  }
  return after;
}

describe('wear after a repricing', () => {
  it('derives the life from the rate: 1200 / rate months, a started month whole', () => {
    expect(lifeMonths('20.00')).toBe(60);
    expect(lifeMonths('10.00')).toBe(120);
    expect(lifeMonths('7.00')).toBe(172);
    expect(lifeMonths('100.00')).toBe(12);
    expect(lifeMonths('0.00')).toBe(0);
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    // Put to use in January 2025: the life (12 months) runs February 2025 – January 2026.
    expect(monthsLeft('2025-01-10', '2025-02', '100.00')).toBe(12);
    expect(monthsLeft('2025-01-10', '2026-01', '100.00')).toBe(1);
    expect(monthsLeft('2025-01-10', '2027-05', '100.00')).toBe(1);
  });

  it('spreads the revalued book value over the months left, the last one taking the rest', () => {
    // 1 000.00 over 9 months: 111.11 eight times, then 111.12.
    expect(remainingWear(100_000n, 9)).toBe(11_111n);
    expect(remainingWear(11_112n, 1)).toBe(11_112n);
    expect(remainingWear(0n, 5)).toBe(0n);
    // 100 % a year, worn 3 months of 1 200.00 (900.00 left), revalued up to 1 800.00:
    // 200.00 a month for the 9 months left, not 100.00 for 18.
    const up = revaluedLife(120_000n, '100.00', 3, 180_000n);
    expect(up.map((m) => m.wear)).toEqual(Array(9).fill(20_000n));
    expect(up.at(-1)).toEqual({ month: '2021-01', wear: 20_000n, book: 0n });
    // Revalued down to 450.00: 50.00 a month, still to the end of the life, not earlier.
    const down = revaluedLife(120_000n, '100.00', 3, 45_000n);
    expect(down.map((m) => m.wear)).toEqual(Array(9).fill(5_000n));
    expect(down.at(-1)?.month).toBe('2021-01');
  });

  it('after the end of the life, wears what is left at once', () => {
    const late = revaluedLife(120_000n, '100.00', 14, 30_000n);
    expect(late).toEqual([{ month: '2021-04', wear: 30_000n, book: 0n }]);
  });

  it('sums to the revalued value exactly, never negative, reaching 0 exactly at the end of the life', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100_000_000_000n }),
        fc.integer({ min: 100, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        fc.bigInt({ min: 1n, max: 100_000_000_000n }),
        (cost, hundredths, at, value) => {
          const rate = (hundredths / 100).toFixed(2);
          const life = lifeMonths(rate);
          const before = Math.floor(at * life);
          const after = revaluedLife(cost, rate, before, value);
          expect(after.reduce((a, m) => a + m.wear, 0n)).toBe(value);
          expect(after.every((m) => m.wear >= 0n && m.book >= 0n)).toBe(true);
          // The last month of the life, and not one before, brings it to 0.
          expect(after).toHaveLength(life - before);
          expect(after.at(-1)).toMatchObject({ month: addMonths('2020-01', life), book: 0n });
          expect(after.slice(0, -1).every((m) => m.book > 0n)).toBe(true);
          // Even: one tiyin apart at most, the larger ones last.
          const wears = after.map((m) => m.wear);
          const least = wears[0] ?? 0n;
          expect(wears.every((w, i) => w - least <= 1n && (i === 0 || w >= (wears[i - 1] ?? 0n)))).toBe(true);
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
