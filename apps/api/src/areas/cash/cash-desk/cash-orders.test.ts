import { describe, expect, it } from 'vitest';
import { halvesOf } from './cash-orders.ts';

describe('halvesOf', () => {
  it('prints an expense order for cash out and a receipt order for cash in, one per cashbox line', () => {
    expect(
      halvesOf([
        { kind: 'cashbox', ref: 1, currency: 'UZS', amount: '-125000050' },
        { kind: 'supplier', ref: 7, currency: 'UZS', amount: '125000050' },
      ]),
    ).toEqual([{ direction: 'out', amount: '1250000.50', currency: 'UZS' }]);
  });

  it('prints both orders of an exchange', () => {
    expect(
      halvesOf([
        { kind: 'cashbox', ref: 1, currency: 'USD', amount: '-10000' },
        { kind: 'exchange', ref: 0, currency: 'USD', amount: '10000' },
        { kind: 'exchange', ref: 0, currency: 'UZS', amount: '-127500000' },
        { kind: 'cashbox', ref: 1, currency: 'UZS', amount: '127500000' },
      ]),
    ).toEqual([
      { direction: 'out', amount: '100.00', currency: 'USD' },
      { direction: 'in', amount: '1275000.00', currency: 'UZS' },
    ]);
  });
});
