import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertBalanced } from '../../../ledgers/money/lines.ts';
import { lineSum, paymentLines, refundLines, returnShare, spreadDiscount } from './lines.ts';

describe('lineSum', () => {
  it('is price × quantity in thousandths, rounded half up to the tiyin', () => {
    expect(lineSum(325_000_000n, 2000n)).toBe(650_000_000n);
    expect(lineSum(1001n, 1500n)).toBe(1502n);
  });
});

describe('spreadDiscount', () => {
  it('spreads in proportion to what each line still costs, the last line taking the rounding', () => {
    expect(
      spreadDiscount(
        [
          { sum: 325_000_000n, discount: 0n },
          { sum: 210_000_000n, discount: 0n },
        ],
        53_500_000n,
      ),
    ).toEqual([32_500_000n, 21_000_000n]);
    expect(
      spreadDiscount(
        [
          { sum: 100n, discount: 0n },
          { sum: 100n, discount: 0n },
          { sum: 100n, discount: 0n },
        ],
        100n,
      ),
    ).toEqual([33n, 33n, 34n]);
  });

  it('puts the rounding on an earlier line when the last one cannot hold it', () => {
    const lines = [
      { sum: 125_924_133_409n, discount: 0n },
      { sum: 815_816_755_918n, discount: 0n },
      { sum: 426_644_137_668n, discount: 0n },
      { sum: 6n, discount: 0n },
    ];
    const after = spreadDiscount(lines, 1_367_016_641_973n);
    expect(after.reduce((a, b) => a + b, 0n)).toBe(1_367_016_641_973n);
    expect(after[3]).toBeLessThanOrEqual(6n);
  });

  it('refuses a discount beyond what the lines cost', () => {
    expect(() => spreadDiscount([{ sum: 10n, discount: 5n }], 6n)).toThrow(RangeError);
  });

  it('always adds up to the discount, never takes a line below zero (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sum: fc.bigInt({ min: 0n, max: 10n ** 12n }),
            part: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, share) => {
          const lines = raw.map((l) => ({
            sum: l.sum,
            discount: (l.sum * BigInt(Math.floor(l.part * 1000))) / 1000n,
          }));
          const left = lines.reduce((a, l) => a + l.sum - l.discount, 0n);
          const discount = (left * BigInt(Math.floor(share * 1000))) / 1000n;
          const after = spreadDiscount(lines, discount);
          const given = after.reduce((a, d, i) => a + d - (lines[i]?.discount ?? 0n), 0n);
          expect(given).toBe(discount);
          after.forEach((d, i) => {
            expect(d).toBeGreaterThanOrEqual(lines[i]?.discount ?? 0n);
            expect(d).toBeLessThanOrEqual(lines[i]?.sum ?? 0n);
          });
        },
      ),
    );
  });
});

describe('returnShare', () => {
  const line = {
    quantity: 3000n,
    sum: 975_000_000n,
    discount: 0n,
    released: 3000n,
    returned: 0n,
    costUzs: 750_000_001n,
    returnedCostUzs: 0n,
    refunded: 0n,
  };

  it('takes the share of the sum and of the cost; the last units the rest of both', () => {
    expect(returnShare(line, 1000n)).toEqual({ refund: 325_000_000n, cost: 250_000_000n });
    const after = { ...line, returned: 1000n, returnedCostUzs: 250_000_000n, refunded: 325_000_000n };
    expect(returnShare(after, 2000n)).toEqual({ refund: 650_000_000n, cost: 500_000_001n });
  });

  it('refuses more than was released and not yet returned', () => {
    expect(() => returnShare({ ...line, released: 1000n }, 2000n)).toThrow(RangeError);
    expect(() => returnShare(line, 0n)).toThrow(RangeError);
  });

  it('returns exactly the sum less discount and the cost, whatever the steps (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        (steps, sum, cost) => {
          const quantity = BigInt(steps.reduce((a, b) => a + b, 0)) * 1000n;
          let state = { ...line, quantity, released: quantity, sum, discount: sum / 7n, costUzs: cost };
          let refunded = 0n;
          let costBack = 0n;
          for (const step of steps) {
            const q = BigInt(step) * 1000n;
            const share = returnShare(state, q);
            expect(share.refund).toBeGreaterThanOrEqual(0n);
            refunded += share.refund;
            costBack += share.cost;
            state = {
              ...state,
              returned: state.returned + q,
              refunded: state.refunded + share.refund,
              returnedCostUzs: state.returnedCostUzs + share.cost,
            };
          }
          expect(refunded).toBe(sum - sum / 7n);
          expect(costBack).toBe(cost);
        },
      ),
    );
  });
});

describe('journal lines', () => {
  it('debit where the money lands and credit cash-sale revenue, balanced', () => {
    const card = paymentLines(
      { method: 'CARD', cashboxId: null, paymentTypeId: 4, fondId: null },
      'UZS',
      100n,
    );
    expect(card).toEqual([
      { kind: 'payment_transit', ref: 4, currency: 'UZS', amount: 100n },
      { kind: 'cash_trade', ref: 0, currency: 'UZS', amount: -100n },
    ]);
    const usd = paymentLines({ method: 'CASH', cashboxId: 2, paymentTypeId: 1, fondId: null }, 'USD', 5n);
    expect(usd[0]).toEqual({ kind: 'cashbox', ref: 2, currency: 'USD', amount: 5n });
    const fond = paymentLines({ method: 'FOND', cashboxId: null, paymentTypeId: null, fondId: 9 }, 'UZS', 7n);
    expect(fond[0]).toMatchObject({ kind: 'fond', ref: 9 });
    for (const lines of [
      card,
      usd,
      fond,
      refundLines({ cashboxId: 2 }, 3n),
      refundLines({ clientId: 5 }, 3n),
    ])
      expect(() => assertBalanced(lines)).not.toThrow();
    expect(refundLines({ clientId: 5 }, 3n)[1]).toEqual({
      kind: 'client',
      ref: 5,
      currency: 'UZS',
      amount: -3n,
    });
  });
});
