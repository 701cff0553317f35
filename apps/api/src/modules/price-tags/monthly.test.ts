import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './monthly.ts';

describe('monthly payment on a price tag', () => {
  it('spreads the price with the tariff markup over the term, rounded up to 1 000 soʻm', () => {
    // 6 000 000 soʻm, 12 months at +38 %: 8 280 000 / 12 = 690 000.
    expect(monthlyPayment(600_000_000n, 12, '38', '0')).toBe(69_000_000n);
    // 5 000 000 soʻm, 7 months at +20 % + 1.5 %: 6 075 000 / 7 = 867 857.14… → 868 000.
    expect(monthlyPayment(500_000_000n, 7, '20', '1.5')).toBe(86_800_000n);
  });
});

describe('barcodes on price tags', () => {
  it('print EAN-13 only for a barcode with a valid check digit', async () => {
    const { isEan13 } = await import('./pdf.ts');
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
  });
});
