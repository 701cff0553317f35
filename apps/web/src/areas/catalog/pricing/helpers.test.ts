import { describe, expect, it } from 'vitest';
import type { Proposal } from './api.ts';
import {
  changedIds,
  daysAgo,
  keepSelectable,
  minorToDecimal,
  printQuery,
  productIdsParam,
} from './helpers.ts';

const prices = { retail_uzs: '1.00', retail_usd: '0.01', wholesale_uzs: '1.00', wholesale_usd: '0.01' };
const row = (product_id: number, changed: boolean, next = true): Proposal => ({
  product_id,
  product_name: `P${product_id}`,
  cost_uzs: '1.00',
  markup_source: 'general',
  retail_percent: '25',
  wholesale_percent: '10',
  additional_percent: null,
  current: prices,
  next: next ? prices : null,
  changed,
});

describe('pricing helpers', () => {
  it('picks the changed rows only', () => {
    expect(changedIds([row(1, true), row(2, false), row(3, true, false), row(4, true)])).toEqual([1, 4]);
    expect(keepSelectable([4, 2, 9], [row(2, false), row(4, true)])).toEqual([4]);
  });

  it('builds the product_ids query of the PDF', () => {
    expect(productIdsParam([3, 1, 3, 0, -2, 2.5, 7])).toBe('3,1,7');
    expect(printQuery([5, 6])).toEqual({ product_ids: '5,6' });
    expect(printQuery([5], 2)).toEqual({ product_ids: '5', template_id: 2 });
  });

  it('reads minor units and counts days back', () => {
    expect(minorToDecimal('125000000')).toBe('1250000.00');
    expect(minorToDecimal('5')).toBe('0.05');
    expect(minorToDecimal('-150')).toBe('-1.50');
    expect(minorToDecimal(null)).toBeNull();
    expect(daysAgo(7, new Date(2026, 0, 3))).toBe('2025-12-27');
  });
});
