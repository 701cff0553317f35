import { describe, expect, it } from 'vitest';
import { roundTo, sellingPrices } from './prices.ts';

const markup = { retailPercent: '25', wholesalePercent: '12.5', additionalPercent: '5' };

describe('selling prices', () => {
  it('add the retail and additional markups, and the wholesale one, to the cost', () => {
    // 1 000 000.00 soʻm at +30 % and +12.5 %, no rounding, 12 750 soʻm per dollar.
    const p = sellingPrices(100_000_000n, markup, '12750.00', 0);
    expect(p.retail_uzs).toBe(130_000_000n);
    expect(p.wholesale_uzs).toBe(112_500_000n);
    expect(p.retail_usd).toBe(10_196n); // 101.96 $
    expect(p.wholesale_usd).toBe(8_824n); // 88.24 $
  });

  it('round to the configured step of soʻm, half up', () => {
    expect(roundTo(123_449_00n, 1000)).toBe(123_000_00n);
    expect(roundTo(123_500_00n, 1000)).toBe(124_000_00n);
    expect(roundTo(123_450_00n, 100)).toBe(123_500_00n);
    expect(roundTo(123_456_78n, 0)).toBe(123_456_78n);
    const p = sellingPrices(99_999_99n, markup, '12750.00', 1000);
    expect(p.retail_uzs % 100_000n).toBe(0n);
  });

  it('give no dollar price without a rate', () => {
    expect(sellingPrices(100n, markup, '0', 0).retail_usd).toBe(0n);
  });
});
