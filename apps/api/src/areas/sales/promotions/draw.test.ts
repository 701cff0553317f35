import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newSeed, pickWinners, seedOf } from './draw.ts';

const tickets = fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 300 });

describe('the draw', () => {
  it('re-run with its recorded seed picks the same winners, whatever the order the tickets are read in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        tickets,
        fc.integer({ min: 0, max: 20 }),
        (id, numbers, n) => {
          const { secret, seed } = newSeed(id);
          expect(seedOf(id, secret)).toBe(seed);
          const first = pickWinners(seed, numbers, n);
          expect(pickWinners(seedOf(id, secret), [...numbers].reverse(), n)).toEqual(first);
        },
      ),
    );
  });

  it('picks distinct tickets among those given, one a prize while tickets last', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        tickets,
        fc.integer({ min: 0, max: 20 }),
        (seed, numbers, n) => {
          const won = pickWinners(seed, numbers, n);
          expect(won).toHaveLength(Math.min(n, numbers.length));
          expect(new Set(won).size).toBe(won.length);
          for (const w of won) expect(numbers).toContain(w);
        },
      ),
    );
  });

  it('a different seed gives a different draw (not a fixed order)', () => {
    const numbers = Array.from({ length: 1000 }, (_, i) => i + 1);
    const a = pickWinners(seedOf(1, 'a'), numbers, 5);
    const b = pickWinners(seedOf(1, 'b'), numbers, 5);
    expect(a).not.toEqual(b);
    expect(a).not.toEqual([1, 2, 3, 4, 5]);
  });
});
