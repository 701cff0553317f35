import { describe, expect, it } from 'vitest';
import { DOC_SCREENS } from './doc-kinds.ts';
import {
  differenceOf,
  FORM_FIELDS,
  lineSum,
  normalizeDecimal,
  serverFieldErrors,
  signOf,
  sumMoney,
  toPayload,
  totalOf,
} from './lines.ts';

describe('line arithmetic', () => {
  it('multiplies quantity by price exactly, in minor units', () => {
    expect(lineSum('5', '4200000.00')).toBe(2_100_000_000n);
    expect(lineSum('0.001', '0.01')).toBe(0n);
    // 0.1 × 0.2 is not 0.020000000000000004 here.
    expect(lineSum('0.1', '0.20')).toBe(2n);
    // Past Number.MAX_SAFE_INTEGER: a float would lose the last tiyin.
    expect(lineSum('999999.999', '9999999999.99')).toBe(999_999_998_999_000_000n);
  });

  it('rounds half away from zero, as the server does', () => {
    expect(lineSum('0.5', '0.01')).toBe(1n); // half a tiyin
    expect(lineSum('0.333', '1.00')).toBe(33n);
    expect(lineSum('1.005', '0.10')).toBe(10n); // 10.05 tiyin → 10
    expect(lineSum('0.125', '0.20')).toBe(3n); // 2.5 tiyin → 3
  });

  it('reads what people type and leaves invalid lines out of the total', () => {
    expect(normalizeDecimal(' 1 250 000,5 ')).toBe('1250000.5');
    expect(normalizeDecimal('1\u00a0000')).toBe('1000');
    expect(lineSum('2,5', '1 000')).toBe(250_000n);
    expect(lineSum('', '10')).toBeNull();
    expect(lineSum('1.0001', '10')).toBeNull();
    expect(lineSum('1', '10.001')).toBeNull();
    expect(lineSum('-1', '10')).toBeNull();
    expect(totalOf([{ quantity: '2', price: '1500.50' }, { quantity: 'x', price: '1' }, {}])).toBe(300_100n);
    expect(totalOf(undefined)).toBe(0n);
  });

  it('gives the counted difference exactly', () => {
    expect(differenceOf('4', '5')).toBe('-1');
    expect(differenceOf('5.25', '5')).toBe('0.25');
    expect(differenceOf('0.3', '0.1')).toBe('0.2');
    expect(differenceOf('5', null)).toBeNull();
    expect(signOf('-1')).toBe(-1);
    expect(signOf('0')).toBe(0);
    expect(signOf('0.000')).toBe(0);
    expect(signOf('0.2')).toBe(1);
    expect(signOf(null)).toBe(0);
  });

  it('sums money strings exactly', () => {
    expect(sumMoney(['0.10', '0.20', null, '-0.05'])).toBe('0.25');
  });
});

describe('payload', () => {
  const values = {
    warehouse_id: 1,
    to_warehouse_id: 2,
    supplier_id: 3,
    currency: 'USD' as const,
    doc_date: '2026-11-20',
    note: '  ',
    lines: [{ product_id: 7, product_name: 'TV', quantity: '1,5', price: '10 000', expected: '2' }],
  };

  it('sends what the kind uses: price and supplier for inputs, the receiving warehouse for moves', () => {
    expect(toPayload(DOC_SCREENS.input, values, 4)).toEqual({
      warehouse_id: 1,
      supplier_id: 3,
      currency: 'USD',
      doc_date: '2026-11-20',
      lines: [{ product_id: 7, quantity: '1.5', price: '10000' }],
      version: 4,
    });
    expect(toPayload(DOC_SCREENS.moveOut, values)).toEqual({
      warehouse_id: 1,
      to_warehouse_id: 2,
      currency: 'UZS',
      doc_date: '2026-11-20',
      lines: [{ product_id: 7, quantity: '1.5' }],
    });
    expect(
      toPayload(DOC_SCREENS.moveOut, {
        ...values,
        lines: [{ product_id: 8, quantity: '2', serials: [' SN1 ', '', 'SN2'] }],
      }).lines,
    ).toEqual([{ product_id: 8, quantity: '2', serials: ['SN1', 'SN2'] }]);
    expect(toPayload(DOC_SCREENS.counting, { ...values, note: ' shelf 3 ' })).toMatchObject({
      note: 'shelf 3',
      lines: [{ product_id: 7, quantity: '1.5' }],
    });
  });
});

describe('server field errors', () => {
  it('maps "field: message" lines to form fields, lines by index', () => {
    expect(
      serverFieldErrors(
        [
          'lines.0.price: Majburiy maydon',
          'lines.2.product_id: Topilmadi',
          'lines.0.price: Boshqa',
          'supplier_id: Majburiy maydon',
          'Umumiy xato',
          'unknown_field: x',
          'lines.1.serials.3: IMEI raqami notoʻgʻri',
        ],
        FORM_FIELDS,
      ),
    ).toEqual([
      { name: ['lines', 0, 'price'], errors: ['Majburiy maydon', 'Boshqa'] },
      { name: ['lines', 2, 'product_id'], errors: ['Topilmadi'] },
      { name: ['supplier_id'], errors: ['Majburiy maydon'] },
      { name: ['lines', 1, 'serials'], errors: ['IMEI raqami notoʻgʻri'] },
    ]);
  });
});
