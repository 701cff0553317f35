import { describe, expect, it } from 'vitest';
import { orderPrintsOf, orderStepsOf } from './cash-order-columns.tsx';

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

describe('the cash orders a cash order row prints', () => {
  const sent = { send_operation_id: 5, receive_operation_id: null };
  const received = { send_operation_id: 5, receive_operation_id: 6 };
  it('prints the expense order once sent and the receipt order once received', () => {
    const rules = new Set(['cashbox_order.print']);
    expect(orderPrintsOf({ send_operation_id: null, receive_operation_id: null }, rules)).toEqual([]);
    expect(orderPrintsOf(sent, rules)).toEqual(['send']);
    expect(orderPrintsOf(received, new Set(['cashbox_order_for_me.print']))).toEqual(['send', 'receive']);
  });
  it('prints only the receipt order on the screen of orders addressed to me', () => {
    expect(orderPrintsOf(received, new Set(['cashbox_order_for_me.print']), 'target')).toEqual(['receive']);
    expect(orderPrintsOf(sent, new Set(['cashbox_order_for_me.print']), 'target')).toEqual([]);
  });
  it('prints nothing without a .print rule', () => {
    expect(orderPrintsOf(received, ALL)).toEqual([]);
  });
});
