import { describe, expect, it } from 'vitest';
import { orderStepsOf } from './cash-order-columns.tsx';

const ALL = new Set([
  'cashbox_order.approve',
  'cashbox_order.cancel',
  'cashbox_order_for_me.approve',
  'cashbox_order_for_me.cancel',
]);

describe('the steps a cash order row offers', () => {
  it('follows the status and the rules held', () => {
    expect(orderStepsOf({ status: 'CREATED' }, ALL)).toEqual(['send', 'cancel']);
    expect(orderStepsOf({ status: 'SENT' }, ALL)).toEqual(['approve', 'reject']);
    expect(orderStepsOf({ status: 'APPROVED' }, ALL)).toEqual([]);
    expect(orderStepsOf({ status: 'CREATED' }, new Set(['cashbox_order.cancel']))).toEqual(['cancel']);
    expect(orderStepsOf({ status: 'SENT' }, new Set(['cashbox_order.approve']))).toEqual([]);
  });

  it('offers only the receiving side on the screen of orders addressed to me', () => {
    expect(orderStepsOf({ status: 'CREATED' }, ALL, 'target')).toEqual([]);
    expect(orderStepsOf({ status: 'SENT' }, ALL, 'target')).toEqual(['approve', 'reject']);
  });
});
