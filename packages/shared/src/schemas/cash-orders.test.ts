import { describe, expect, it } from 'vitest';
import { isRuleName } from '../rules/catalogue.ts';
import {
  CASH_ORDER_STATUSES,
  CASH_ORDER_STEP_NAMES,
  CASH_ORDER_STEPS,
  cashOrderSchema,
  cashTurnoverQuerySchema,
  nextStatus,
  stepsFrom,
} from './cash-orders.ts';

describe('the cash order state machine', () => {
  it('is the table of steps: CREATED → SENT → APPROVED | REJECTED, CREATED → CANCELED', () => {
    expect(
      CASH_ORDER_STEP_NAMES.map((s) => [
        s,
        CASH_ORDER_STEPS[s].from,
        CASH_ORDER_STEPS[s].to,
        CASH_ORDER_STEPS[s].side,
      ]),
    ).toEqual([
      ['send', 'CREATED', 'SENT', 'source'],
      ['cancel', 'CREATED', 'CANCELED', 'source'],
      ['approve', 'SENT', 'APPROVED', 'target'],
      ['reject', 'SENT', 'REJECTED', 'target'],
    ]);
  });

  it('allows from each status exactly its steps; the ends allow none', () => {
    expect(Object.fromEntries(CASH_ORDER_STATUSES.map((s) => [s, stepsFrom(s)]))).toEqual({
      CREATED: ['send', 'cancel'],
      SENT: ['approve', 'reject'],
      APPROVED: [],
      REJECTED: [],
      CANCELED: [],
    });
    for (const status of CASH_ORDER_STATUSES) {
      for (const step of CASH_ORDER_STEP_NAMES) {
        const next = nextStatus(status, step);
        expect(next === null, `${status} ${step}`).toBe(!stepsFrom(status).includes(step));
      }
    }
  });

  it('posts money on every step but the cancel of a CREATED one, and names catalogue rules', () => {
    expect(CASH_ORDER_STEP_NAMES.map((s) => CASH_ORDER_STEPS[s].posts)).toEqual([
      'out',
      'none',
      'in',
      'back',
    ]);
    for (const step of CASH_ORDER_STEP_NAMES)
      expect(isRuleName(CASH_ORDER_STEPS[step].rule), step).toBe(true);
  });

  it('refuses an order to the same cashbox and a period that ends before it starts', () => {
    const same = cashOrderSchema.safeParse({
      source_cashbox_id: 3,
      target_cashbox_id: 3,
      amount: '10',
      currency: 'UZS',
    });
    expect(same.success).toBe(false);
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['target_cashbox_id', 'cashOrders.errors.sameCashbox'],
    ]);
    const period = cashTurnoverQuerySchema.safeParse({ date_from: '2026-05-10', date_to: '2026-05-01' });
    expect(period.error?.issues.map((i) => i.path.join('.'))).toEqual(['date_to']);
  });
});
