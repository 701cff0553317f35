import { describe, expect, it } from 'vitest';
import type { CashOperationRow } from './api.ts';
import { canPrint, stepsOf } from './operation-columns.tsx';

const row = (patch: Partial<CashOperationRow>): CashOperationRow => ({
  id: 1,
  type: 'CASHBOX_OUTPUT',
  status: 'CREATED',
  branch_name: null,
  cashbox_id: 1,
  cashbox_name: 'Kassa',
  business_date: '2026-11-23',
  amount: '100.00',
  currency: 'UZS',
  counterpart_name: null,
  rate: null,
  comment: null,
  reversal_of: null,
  reversed_by: null,
  created_by_name: null,
  approved_by_name: null,
  ...patch,
});

const ALL = new Set(['other_cashbox_output.approve', 'other_cashbox_output.cancel']);

describe('stepsOf', () => {
  it('offers approve and cancel on a created operation by the rules of its own type', () => {
    expect(stepsOf(row({}), ALL)).toEqual(['approve', 'cancel']);
    expect(stepsOf(row({}), new Set(['other_cashbox_input.approve']))).toEqual([]);
    expect(stepsOf(row({ type: 'CASHBOX_INPUT' }), ALL)).toEqual([]);
  });

  it('offers only cancel on an approved one, nothing on a canceled one or on a reversal', () => {
    expect(stepsOf(row({ status: 'APPROVED' }), ALL)).toEqual(['cancel']);
    expect(stepsOf(row({ status: 'CANCELED' }), ALL)).toEqual([]);
    expect(stepsOf(row({ status: 'APPROVED', reversal_of: 7 }), ALL)).toEqual([]);
  });

  it('offers nothing on a type without a screen of this desk (a sale posted by another module)', () => {
    expect(stepsOf(row({ type: 'CONTRACT_PAYMENT' }), ALL)).toEqual([]);
  });
});

describe('canPrint', () => {
  it("prints by the type's own .print at any status", () => {
    const rules = new Set(['supplier_output.print']);
    expect(canPrint(row({ type: 'SUPPLIER_OUTPUT' }), rules)).toBe(true);
    expect(canPrint(row({ type: 'SUPPLIER_INPUT' }), rules)).toBe(false);
  });

  it('prints approved operations of every type with all_receipt.show, not created ones', () => {
    const rules = new Set(['all_receipt.show']);
    expect(canPrint(row({ status: 'APPROVED', type: 'CONTRACT_PAYMENT' }), rules)).toBe(true);
    expect(canPrint(row({ status: 'CREATED' }), rules)).toBe(false);
    expect(canPrint(row({ status: 'APPROVED' }), new Set())).toBe(false);
  });
});
