import { describe, expect, it } from 'vitest';
import { defaultCashbox } from './use-cashbox-options.ts';

describe('the cashbox a payment starts with', () => {
  const boxes = [
    { id: 1, responsible_id: 7 },
    { id: 2, responsible_id: 9 },
    { id: 3, responsible_id: 9 },
  ];
  it('is the first cashbox the user is the cashier of, among all they may pick', () => {
    expect(defaultCashbox(boxes, 9)).toBe(2);
  });
  it('is the only one offered, or none among several that are not the user’s', () => {
    expect(defaultCashbox([{ id: 5, responsible_id: 1 }], 9)).toBe(5);
    expect(defaultCashbox(boxes, 4)).toBeUndefined();
    expect(defaultCashbox([], 9)).toBeUndefined();
  });
});
