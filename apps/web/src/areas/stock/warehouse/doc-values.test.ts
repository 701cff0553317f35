import type { StockDocument } from '@savdo/shared/schemas';
import { describe, expect, it } from 'vitest';
import { newValues, valuesOf, withSerials } from './doc-values.ts';

const doc = {
  id: 7,
  kind: 'SUPPLIER_INPUT',
  number: '12',
  status: 'CREATED',
  doc_date: '2026-11-20',
  currency: 'UZS',
  total: '100.00',
  warehouse_id: 1,
  warehouse_name: 'A',
  to_warehouse_id: null,
  to_warehouse_name: null,
  supplier_id: 3,
  supplier_name: 'S',
  version: 2,
  branch_id: 1,
  branch_name: 'B',
  branch_prefix: 'B1',
  rate: '12700.00',
  note: null,
  lines: [
    {
      id: 1,
      product_id: 5,
      product_name: 'TV',
      quantity: '2',
      expected: null,
      difference: null,
      price: '50.00',
      reason_id: null,
      serials: null,
      markings: null,
    },
    {
      id: 2,
      product_id: 6,
      product_name: 'Phone',
      quantity: '1',
      expected: null,
      difference: null,
      price: null,
      reason_id: null,
      serials: null,
      markings: null,
    },
  ],
} satisfies StockDocument;

describe('document form values', () => {
  it('fills the form from the answer, nulls as empty', () => {
    expect(valuesOf(doc)).toEqual({
      warehouse_id: 1,
      to_warehouse_id: undefined,
      supplier_id: 3,
      currency: 'UZS',
      doc_date: '2026-11-20',
      note: undefined,
      lines: [
        {
          product_id: 5,
          product_name: 'TV',
          quantity: '2',
          price: '50.00',
          expected: null,
          serials: undefined,
        },
        {
          product_id: 6,
          product_name: 'Phone',
          quantity: '1',
          price: undefined,
          expected: null,
          serials: undefined,
        },
      ],
    });
  });

  it('keeps the serials sent when the answer does not carry them', () => {
    const saved = withSerials(doc, [{ product_id: 6, serials: ['SN1'] }]);
    expect(saved.lines.map((l) => l.serials)).toEqual([null, ['SN1']]);
    expect(valuesOf(saved).lines?.[1]?.serials).toEqual(['SN1']);
  });

  it('starts a new document today, in soʻm, with one empty line', () => {
    expect(newValues()).toMatchObject({ currency: 'UZS', lines: [{}] });
    expect(newValues().doc_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
