import { describe, expect, it } from 'vitest';
import { lineFigure, lineHref, showsLine } from './today-lines.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('a line of the day', () => {
  it('opens its screen with the filters the screen reads from the address bar', () => {
    expect(lineHref({ path: '/cashbox/cash-order-lists', query: null })).toBe('/cashbox/cash-order-lists');
    expect(
      lineHref({ path: '/information/warehouses/input-product-invoices', query: { status: 'SENT' } }),
    ).toBe('/information/warehouses/input-product-invoices?status=SENT');
  });

  it('is left out when it counts nothing; a balance always shows', () => {
    expect(showsLine({ count: 0 })).toBe(false);
    expect(showsLine({ count: 2 })).toBe(true);
    expect(showsLine({ count: null })).toBe(true);
  });

  it('reads as the count and each currency that is not zero', () => {
    const sums = [
      { currency: 'UZS' as const, amount: '1500000.00' },
      { currency: 'USD' as const, amount: '0.00' },
    ];
    expect(nbsp(lineFigure({ count: 3, sums }, 'uz'))).toBe('3 · 1 500 000 soʻm');
    expect(nbsp(lineFigure({ count: 1, sums: [] }, 'ru'))).toBe('1');
  });

  it('shows a balance in soʻm even when empty, and its dollars only when held', () => {
    const empty = [
      { currency: 'UZS' as const, amount: '0.00' },
      { currency: 'USD' as const, amount: '0.00' },
    ];
    expect(nbsp(lineFigure({ count: null, sums: empty }, 'uz'))).toBe('0 soʻm');
    const both = [
      { currency: 'UZS' as const, amount: '250000.00' },
      { currency: 'USD' as const, amount: '12.50' },
    ];
    expect(nbsp(lineFigure({ count: null, sums: both }, 'ru'))).toBe('250 000 сум · 12,50 $');
  });
});
