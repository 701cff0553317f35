import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnShare } from './returns.ts';

const order = fc
  .record({
    quantity: fc.bigInt({ min: 1n, max: 50n }),
    unit: fc.bigInt({ min: 1n, max: 10_000_000n }),
    pointsPart: fc.double({ min: 0, max: 1, noNaN: true }),
    uzs: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    usd: fc.bigInt({ min: 0n, max: 10n ** 9n }),
  })
  .map((o) => {
    const total = o.unit * o.quantity;
    const points = BigInt(Math.floor(Number(total) * o.pointsPart));
    return { quantity: o.quantity, total, points, cost: { uzs: o.uzs, usd: o.usd } };
  });

describe('a bonus order coming back in parts', () => {
  it('gives back, over any parts, exactly the points, cash and cost it took; each part its value', () => {
    fc.assert(
      fc.property(
        order,
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        (o, cuts) => {
          let returned = 0n;
          const sum = { points: 0n, difference: 0n, uzs: 0n, usd: 0n };
          const parts = [...cuts.map(BigInt), o.quantity];
          for (const want of parts) {
            const rest = o.quantity - returned;
            if (rest === 0n) break;
            let q = want;
            if (q > rest) q = rest;
            const share = returnShare(o, returned, q);
            for (const v of [share.points, share.difference, share.cost.uzs, share.cost.usd])
              expect(v >= 0n).toBe(true);
            // points and cash together are the value of the goods brought back
            expect(share.points + share.difference).toBe((o.total * q) / o.quantity);
            returned += q;
            sum.points += share.points;
            sum.difference += share.difference;
            sum.uzs += share.cost.uzs;
            sum.usd += share.cost.usd;
            // never more than the order took
            expect(sum.points <= o.points && sum.difference <= o.total - o.points).toBe(true);
          }
          expect(sum).toEqual({
            points: o.points,
            difference: o.total - o.points,
            uzs: o.cost.uzs,
            usd: o.cost.usd,
          });
        },
      ),
    );
  });
});
