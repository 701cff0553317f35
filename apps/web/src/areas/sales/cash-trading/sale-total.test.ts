import { describe, expect, it } from 'vitest';
import { lineTotal, partsTotal, saleTotal } from './sale-total.ts';

describe('the sale form sums', () => {
  it('counts each line exactly and leaves out lines not valid yet', () => {
    expect(lineTotal({ price: '3250000.00', quantity: '2' })).toBe(650_000_000n);
    expect(lineTotal({ price: '10.01', quantity: '1.5' })).toBe(1502n);
    expect(lineTotal({ price: '10.00', quantity: 'x' })).toBeNull();
    expect(lineTotal({ quantity: '1' })).toBeNull();
    expect(
      saleTotal([
        { price: '3250000.00', quantity: '2' },
        { price: '100.00', quantity: '' },
        { quantity: '3' },
      ]),
    ).toBe('6500000.00');
  });

  it('adds the parts typed in soʻm only', () => {
    expect(partsTotal([{ amount: '100.50' }, { amount: '50', currency: 'USD' }, { amount: 'abc' }, {}])).toBe(
      '100.50',
    );
  });
});
