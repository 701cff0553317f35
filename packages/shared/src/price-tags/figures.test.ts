import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateContract, linePrice, percentOf, roundingStep } from '../contracts/calculator.ts';
import { formatUzs } from '../money/index.ts';
import { priceRuns, tagFigures, tagMoney } from './figures.ts';
import { monthlyLine } from './layout.ts';

/** The amount a printed tag line shows, back in tiyin: "12 oy × 1 234 567,89 soʻm" → 123456789n. */
function printed(text: string): bigint {
  const match = /([\d\u00a0]+)(?:,(\d{2}))?\u00a0soʻm$/.exec(text);
  if (!match) throw new Error(`not a tag amount: ${text}`);
  return BigInt((match[1] ?? '').replace(/\u00a0/g, '')) * 100n + BigInt(match[2] ?? '0');
}

const percent = fc
  .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 99 }))
  .map(([w, f]) => `${w}.${String(f).padStart(2, '0')}`);
const discount = fc.oneof(
  fc.constant('0'),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([w, f]) => `${w}.${f}`),
);

/** What a contract for one unit asks, made as an order makes it: today's price, the product discount on the line. */
function contractFor(retail: bigint, discountPercent: string, tariff: Tariff, rounding: bigint) {
  const item = { unitPrice: retail, quantity: 1000n, discount: 0n };
  return calculateContract({
    ...tariff,
    items: [{ ...item, discount: percentOf(linePrice(item), discountPercent) }],
    prepayment: 0n,
    rounding,
    currency: 'UZS',
    contractDate: '2026-03-15',
  });
}
type Tariff = { months: number; markupPercent: string; additionalMarkupPercent: string };

describe('a price tag never promises less than the contract asks', () => {
  it('prints a monthly payment at least every instalment of the contract, at every rounding step and discount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        discount,
        fc.integer({ min: 1, max: 36 }),
        percent,
        percent,
        fc.constantFrom(0, 100, 1000),
        (retail, off, months, markupPercent, additionalMarkupPercent, som) => {
          const tariff = { months, markupPercent, additionalMarkupPercent };
          const rounding = roundingStep('UZS', som);
          const tag = tagFigures(retail, off, [tariff], rounding);
          const contract = contractFor(retail, off, tariff, rounding);
          const line = monthlyLine(tag.monthly[0] ?? { months, amount: 0n });
          expect(line.startsWith(`${months} oy × `)).toBe(true);
          const promised = printed(line);
          for (const row of contract.schedule.slice(1)) expect(promised >= row.amount).toBe(true);
          // and no more than the first instalment: the tag is the contract's figure, to the tiyin
          expect(promised).toBe(contract.schedule[1]?.amount);
          // the price printed is what the client pays: the contract's price less its discount
          expect(printed(tagMoney(tag.price))).toBe(contract.price - contract.discount);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('shows the tiyin of the step "none" instead of rounding them away', () => {
    // 1 000 000.00 soʻm over 7 months at 0 %: 142 857.14… asked as 142 857,15 each month.
    const tariff = { months: 7, markupPercent: '0', additionalMarkupPercent: '0' };
    const [seven] = tagFigures(100_000_000n, '0', [tariff], roundingStep('UZS', 0)).monthly;
    expect(seven?.amount).toBe(14_285_715n);
    expect(monthlyLine(seven ?? { months: 7, amount: 0n })).toBe('7 oy × 142\u00a0857,15\u00a0soʻm');
    // whole soʻm half up would have printed less than that (the defect)
    expect(formatUzs(14_285_715n)).toBe('142\u00a0857\u00a0soʻm');
    expect(tagMoney(59_990_000n)).toBe('599\u00a0900\u00a0soʻm');
  });

  it('prints the discounted price and its monthly payment, the old price struck through', () => {
    // 6 000 000 soʻm less 10 %: 5 400 000 soʻm; 12 months at 38 %: 7 452 000 / 12 = 621 000.
    const tariff = { months: 12, markupPercent: '38', additionalMarkupPercent: '0' };
    const tag = tagFigures(600_000_000n, '10', [tariff], roundingStep('UZS', 1000));
    expect(tag).toEqual({
      price: 540_000_000n,
      oldPrice: 600_000_000n,
      monthly: [{ months: 12, amount: 62_100_000n }],
    });
    expect(priceRuns(tag, 2)).toEqual([
      [{ text: '6\u00a0000\u00a0000\u00a0soʻm', strike: true, bold: false, scale: 1 }],
      [{ text: '5\u00a0400\u00a0000\u00a0soʻm', strike: false, bold: true, scale: 1 }],
    ]);
    const [one] = priceRuns(tag, 1);
    expect(one?.map((r) => [r.text, r.strike])).toEqual([
      ['6\u00a0000\u00a0000\u00a0soʻm', true],
      ['5\u00a0400\u00a0000\u00a0soʻm', false],
    ]);
    // no discount: the price alone, nothing struck
    const plain = tagFigures(600_000_000n, '0', [tariff], roundingStep('UZS', 1000));
    expect(plain.oldPrice).toBeNull();
    expect(plain.monthly[0]?.amount).toBe(69_000_000n);
    expect(priceRuns(plain, 2)).toEqual([
      [{ text: '6\u00a0000\u00a0000\u00a0soʻm', strike: false, bold: true, scale: 1 }],
    ]);
  });
});
