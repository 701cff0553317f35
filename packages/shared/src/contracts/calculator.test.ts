import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalculatorInput,
  calculateContract,
  dueDateOf,
  minimumPrepayment,
  monthlyOf,
  paymentDayOf,
  priceTagMonthly,
  proRata,
  roundingStep,
} from './calculator.ts';

const percent = fc
  .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 99 }))
  .map(([w, f]) => `${w}.${String(f).padStart(2, '0')}`);
const day = fc.integer({ min: 0, max: 3000 }).map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000));
const isoDate = day.map((d) => d.toISOString().slice(0, 10));
const item = fc
  .record({
    unitPrice: fc.bigInt({ min: 0n, max: 10n ** 11n }),
    quantity: fc.bigInt({ min: 1n, max: 5_000n }),
    discountShare: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ unitPrice, quantity, discountShare }) => ({
    unitPrice,
    quantity,
    discount: (((unitPrice * quantity) / 1000n) * BigInt(discountShare)) / 100n,
  }));

/** A random input whose prepayment is at most the net price. */
const input: fc.Arbitrary<CalculatorInput> = fc
  .record({
    items: fc.array(item, { minLength: 1, maxLength: 5 }),
    prepaymentShare: fc.integer({ min: 0, max: 100 }),
    months: fc.integer({ min: 1, max: 36 }),
    markupPercent: percent,
    additionalMarkupPercent: percent,
    roundingSom: fc.constantFrom(0, 100, 1000),
    currency: fc.constantFrom('UZS' as const, 'USD' as const),
    contractDate: isoDate,
    paymentDay: fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }),
    byProduct: fc.boolean(),
  })
  .map(({ prepaymentShare, roundingSom, ...rest }) => {
    const net = rest.items.reduce(
      (s, i) => s + (i.unitPrice * i.quantity * 2n + 1000n) / 2000n - i.discount,
      0n,
    );
    return {
      ...rest,
      prepayment: (net * BigInt(prepaymentShare)) / 100n,
      rounding: roundingStep(rest.currency, roundingSom),
    };
  });

describe('the instalment calculator', () => {
  it('computes the worked example of DECISIONS.md', () => {
    // 6 000 000 soʻm, 1 000 000 down, 12 months at 38 %: R 5 000 000, M 1 900 000, D 6 900 000, m 575 000.
    const c = calculateContract({
      items: [{ unitPrice: 600_000_000n, quantity: 1000n, discount: 0n }],
      prepayment: 100_000_000n,
      months: 12,
      markupPercent: '38',
      additionalMarkupPercent: '0',
      rounding: 100_000n,
      currency: 'UZS',
      contractDate: '2024-01-31',
    });
    expect(c.financed).toBe(500_000_000n);
    expect(c.markup).toBe(190_000_000n);
    expect(c.debt).toBe(690_000_000n);
    expect(c.monthly).toBe(57_500_000n);
    expect(c.paymentDay).toBe(28);
    expect(c.schedule[0]).toEqual({ n: 0, dueDate: '2024-01-31', amount: 100_000_000n, markup: 0n });
    expect(c.schedule[1]?.dueDate).toBe('2024-02-28');
    expect(c.schedule[12]?.dueDate).toBe('2025-01-28');
  });

  it('rounds the monthly payment up to the step and lets the last instalment absorb it', () => {
    // D = 5 000 000 × 1.215 = 6 075 000 over 7 months: 868 000 × 6 + 867 000.
    const c = calculateContract({
      items: [{ unitPrice: 500_000_000n, quantity: 1000n, discount: 0n }],
      prepayment: 0n,
      months: 7,
      markupPercent: '20',
      additionalMarkupPercent: '1.5',
      rounding: 100_000n,
      currency: 'UZS',
      contractDate: '2024-03-10',
      paymentDay: 5,
    });
    expect(c.monthly).toBe(86_800_000n);
    expect(c.last).toBe(607_500_000n - 6n * 86_800_000n);
    expect(c.schedule.map((r) => r.dueDate).slice(0, 3)).toEqual(['2024-03-10', '2024-04-05', '2024-05-05']);
  });

  it('lowers a step that would make the last instalments zero, and says so', () => {
    const small = (rounding: bigint, months = 24) =>
      calculateContract({
        items: [{ unitPrice: 10_000_000n, quantity: 1000n, discount: 0n }],
        prepayment: 0n,
        months,
        markupPercent: '0',
        additionalMarkupPercent: '0',
        rounding,
        currency: 'UZS',
        contractDate: '2024-01-01',
      });
    // 100 000 soʻm over 24 months at a 1 000 step would be 5 000 × 20 and four months of nothing:
    // at 100 soʻm it is 4 200 × 23 and 3 400 last.
    const c = small(100_000n);
    expect(c.note).toBe('roundingLowered');
    expect(c.roundingAsked).toBe(100_000n);
    expect(c.rounding).toBe(10_000n);
    expect(c.monthly).toBe(420_000n);
    expect(c.last).toBe(340_000n);
    expect(c.schedule.slice(1).every((r) => r.amount > 0n)).toBe(true);
    // 100 000 soʻm over 12 months fits the 1 000 step: 9 000 × 11 and 1 000 last, nothing to say.
    expect(small(100_000n, 12)).toMatchObject({
      note: null,
      rounding: 100_000n,
      monthly: 900_000n,
      last: 100_000n,
    });
  });

  it('says the debt is too small for the term when even no rounding leaves a month at zero', () => {
    // 0.20 soʻm over 24 months: one tiyin a month for 20 months, then nothing.
    const c = calculateContract({
      items: [{ unitPrice: 20n, quantity: 1000n, discount: 0n }],
      prepayment: 0n,
      months: 24,
      markupPercent: '0',
      additionalMarkupPercent: '0',
      rounding: 100_000n,
      currency: 'UZS',
      contractDate: '2024-01-01',
    });
    expect(c.note).toBe('debtTooSmall');
    expect(c.rounding).toBe(1n);
    expect(c.schedule.slice(21).every((r) => r.amount === 0n)).toBe(true);
    expect(c.schedule.every((r) => r.amount >= 0n)).toBe(true);
  });

  it('holds for random prices, prepayments, terms, tariffs and rounding', () => {
    fc.assert(
      fc.property(input, (i) => {
        const c = calculateContract(i);
        const rows = c.schedule.slice(1);
        expect(rows).toHaveLength(i.months);
        expect(rows.reduce((s, r) => s + r.amount, 0n)).toBe(c.debt);
        expect(c.schedule[0]?.amount).toBe(c.prepayment);
        expect(c.debt).toBe(c.financed + c.markup);
        expect(c.financed).toBe(c.price - c.discount - c.prepayment);
        for (const r of c.schedule) {
          expect(r.amount >= 0n).toBe(true);
          expect(r.markup >= 0n && r.markup <= r.amount).toBe(true);
        }
        expect(rows.reduce((s, r) => s + r.markup, 0n)).toBe(c.markup);
        if (c.monthly * BigInt(i.months - 1) <= c.debt && (!i.byProduct || i.items.length === 1)) {
          for (const r of rows.slice(0, -1)) expect(r.amount).toBe(c.monthly);
          expect(c.last).toBe(c.debt - c.monthly * BigInt(i.months - 1));
        }
        if (c.rounding > 1n && i.months > 1 && (!i.byProduct || i.items.length === 1))
          expect(c.monthly % c.rounding).toBe(0n);
        expect(c.monthly * BigInt(i.months) >= c.debt).toBe(true);
        // the monthly payment is what the first month asks
        if (!i.byProduct || i.items.length === 1) expect(c.monthly).toBe(rows[0]?.amount);
        // the last instalment is above 0 unless the answer says the debt is too small for the term
        if (c.note !== 'debtTooSmall') expect(rows.every((r) => r.amount > 0n)).toBe(true);
        else expect(rows.some((r) => r.amount === 0n)).toBe(true);
        // the step asked is kept unless it would have left the last instalment at 0 or below
        const asked = i.rounding > 1n ? i.rounding : 1n;
        if (c.note === null) expect(c.rounding).toBe(i.rounding);
        if (!i.byProduct || i.items.length === 1) {
          const plain = monthlyOf(c.debt, i.months, asked);
          expect(c.rounding < asked).toBe(
            asked > 1n && c.debt > 0n && plain * BigInt(i.months - 1) >= c.debt,
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives per product the sum of each line calculated alone', () => {
    fc.assert(
      fc.property(input, (i) => {
        const basket = calculateContract({ ...i, byProduct: true });
        const alone = i.items.map((it) => calculateContract({ ...i, items: [it], prepayment: 0n }));
        if (i.prepayment === 0n) {
          expect(basket.monthly).toBe(alone.reduce((s, c) => s + c.monthly, 0n));
          expect(basket.debt).toBe(alone.reduce((s, c) => s + c.debt, 0n));
        }
        expect(basket.schedule.slice(1).reduce((s, r) => s + r.amount, 0n)).toBe(basket.debt);
      }),
      { numRuns: 200 },
    );
  });

  it('prints on a price tag exactly the calculator’s monthly payment for one unit with no prepayment', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 36 }),
        percent,
        percent,
        fc.constantFrom(0, 100, 1000),
        isoDate,
        (price, months, markupPercent, additionalMarkupPercent, som, contractDate) => {
          const tariff = { months, markupPercent, additionalMarkupPercent };
          const rounding = roundingStep('UZS', som);
          const contract = calculateContract({
            ...tariff,
            items: [{ unitPrice: price, quantity: 1000n, discount: 0n }],
            prepayment: 0n,
            rounding,
            currency: 'UZS',
            contractDate,
          });
          expect(priceTagMonthly(price, tariff, rounding)).toBe(contract.monthly);
        },
      ),
    );
  });

  it('keeps the intent of the old price-tag figures', () => {
    // 6 000 000 soʻm, 12 months at +38 %: 8 280 000 / 12 = 690 000.
    const tariff = { months: 12, markupPercent: '38', additionalMarkupPercent: '0' };
    expect(priceTagMonthly(600_000_000n, tariff, 100_000n)).toBe(69_000_000n);
    // 5 000 000 soʻm, 7 months at +20 % + 1.5 %: 6 075 000 / 7 = 867 857.14… → 868 000.
    expect(
      priceTagMonthly(
        500_000_000n,
        { months: 7, markupPercent: '20', additionalMarkupPercent: '1.5' },
        100_000n,
      ),
    ).toBe(86_800_000n);
  });
});

describe('calculator helpers', () => {
  it('asks at least the tariff’s percent of the price as prepayment, rounded up', () => {
    expect(minimumPrepayment(600_000_000n, '20')).toBe(120_000_000n);
    expect(minimumPrepayment(1_001n, '10')).toBe(101n);
    expect(minimumPrepayment(1_000n, '0')).toBe(0n);
  });

  it('rounds to the setting in soʻm and to a cent in dollars', () => {
    expect(roundingStep('UZS', 1000)).toBe(100_000n);
    expect(roundingStep('UZS', 0)).toBe(1n);
    expect(roundingStep('USD', 1000)).toBe(1n);
  });

  it('dates instalments on the payment day, default the contract’s day of month at most 28', () => {
    expect(paymentDayOf('2024-05-30')).toBe(28);
    expect(paymentDayOf('2024-05-09')).toBe(9);
    expect(paymentDayOf('2024-05-09', 15)).toBe(15);
    expect(dueDateOf('2024-11-30', 3, 28)).toBe('2025-02-28');
    expect(dueDateOf('2024-12-01', 12, 1)).toBe('2025-12-01');
  });

  it('splits by running totals so the shares sum to the whole', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = proRata(total, weights);
          expect(shares.reduce((s, x) => s + x, 0n)).toBe(total);
          if (weights.some((w) => w > 0n)) expect(shares.every((s) => s >= 0n)).toBe(true);
        },
      ),
    );
  });
});
