import { describe, expect, it } from 'vitest';
import { pivotDebts } from './debts.ts';

describe('supplier debts', () => {
  it('puts each supplier on one row with both currencies and totals exactly', () => {
    const summary = pivotDebts([
      { supplier_id: 1, supplier_name: 'Artel', currency: 'UZS', debt: '21000000.10' },
      { supplier_id: 1, supplier_name: 'Artel', currency: 'USD', debt: '700.00' },
      { supplier_id: 2, supplier_name: 'Mobi', currency: 'UZS', debt: '0.20' },
      { supplier_id: 3, supplier_name: 'LG', currency: 'USD', debt: '-0.30' },
    ]);
    expect(summary.rows).toEqual([
      { supplier_id: 1, supplier_name: 'Artel', UZS: '21000000.10', USD: '700.00' },
      { supplier_id: 2, supplier_name: 'Mobi', UZS: '0.20', USD: '0.00' },
      { supplier_id: 3, supplier_name: 'LG', UZS: '0.00', USD: '-0.30' },
    ]);
    expect(summary.total).toEqual({ UZS: '21000000.30', USD: '699.70' });
  });
});
