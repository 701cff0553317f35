import type { ContractPaymentRow } from '@savdo/shared/schemas/contract-payments';
import { describe, expect, it } from 'vitest';
import { paymentColumns } from './export.ts';

const row = (branch_prefix: string | null): ContractPaymentRow => ({
  id: 7,
  kind: 'PAYMENT',
  status: 'APPROVED',
  business_date: '2026-03-01',
  contract_id: 3,
  contract_number: 15,
  branch_prefix,
  branch_name: null,
  client_id: 1,
  client_name: 'Karimov Aziz',
  amount: '100000.00',
  currency: 'UZS',
  paid_amount: null,
  paid_currency: null,
  rate: null,
  overpaid: '0.00',
  method: 'CASH',
  cashbox_id: 1,
  cashbox_name: 'Kassa',
  operation_id: 9,
  reason: null,
  reversed_by: null,
  cancel_reason: null,
  bonus: null,
  created_by_name: null,
  source: null,
});

const contractCell = (r: ContractPaymentRow) => {
  const column = paymentColumns('uz').find((c) => c.header === 'Shartnoma');
  return column?.value(r);
};

describe('the exported payment list', () => {
  it('prints the contract with its branch prefix', () => {
    expect(contractCell(row('TSH'))).toBe('TSH-15');
  });

  it('prints the bare number, not "-15", for a contract without a prefix', () => {
    expect(contractCell(row(null))).toBe('15');
  });
});
