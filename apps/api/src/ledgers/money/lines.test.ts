import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  cashboxOperationLines,
  exchangeAmount,
  exchangeLines,
  loadLines,
  parseRate,
  reverseLines,
  storeLines,
  sumsByCurrency,
} from './lines.ts';

describe('money lines', () => {
  it('balances a cash income and expense: the cashbox against its counterpart', () => {
    const income = cashboxOperationLines('CASHBOX_INPUT', 7, undefined, 'UZS', 150_000n);
    expect(income).toEqual([
      { kind: 'cashbox', ref: 7, currency: 'UZS', amount: 150_000n },
      { kind: 'income_type', ref: 0, currency: 'UZS', amount: -150_000n },
    ]);
    const payment = cashboxOperationLines('SUPPLIER_OUTPUT', 7, 3, 'USD', 2_500n);
    expect(payment).toEqual([
      { kind: 'cashbox', ref: 7, currency: 'USD', amount: -2_500n },
      { kind: 'supplier', ref: 3, currency: 'USD', amount: 2_500n },
    ]);
    expect(() => assertBalanced(income)).not.toThrow();
    expect(() => assertBalanced(payment)).not.toThrow();
  });

  it('refuses postings that do not balance in a currency, or are empty or zero', () => {
    expect(() =>
      assertBalanced([
        { kind: 'cashbox', ref: 1, currency: 'UZS', amount: 100n },
        { kind: 'exchange', ref: 0, currency: 'USD', amount: -100n },
      ]),
    ).toThrow(/UZS/);
    expect(() => assertBalanced([])).toThrow();
    expect(() =>
      assertBalanced([
        { kind: 'cashbox', ref: 1, currency: 'UZS', amount: 0n },
        { kind: 'exchange', ref: 0, currency: 'UZS', amount: 0n },
      ]),
    ).toThrow(/0/);
  });

  it('reverses to the opposite postings, and lines survive storing as JSON', () => {
    const lines = exchangeLines(2, 'USD', 10_000n, 127_500_000n);
    expect(sumsByCurrency([...lines, ...reverseLines(lines)])).toEqual(
      new Map([
        ['USD', 0n],
        ['UZS', 0n],
      ]),
    );
    expect(loadLines(JSON.parse(JSON.stringify(storeLines(lines))))).toEqual(lines);
  });

  it('exchanges at the rate, rounding half up to the minor unit', () => {
    expect(parseRate('12750.5')).toBe(127_505_000n);
    expect(() => parseRate('12,5')).toThrow();
    // $100.00 at 12 750.00 → 1 275 000.00 soʻm
    expect(exchangeAmount('USD', 10_000n, '12750')).toBe(127_500_000n);
    // 1 000 000.00 soʻm at 12 750 → $78.43 (78.431…)
    expect(exchangeAmount('UZS', 100_000_000n, '12750')).toBe(7_843n);
    // 0.5 cent rounds up: 63.75 soʻm at 12 750 = $0.005
    expect(exchangeAmount('UZS', 6_375n, '12750')).toBe(1n);
  });

  it('keeps every exchange balanced in both currencies (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('UZS' as const, 'USD' as const),
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (from, amount, rateCents) => {
          const rate = `${Math.floor(rateCents / 100)}.${String(rateCents % 100).padStart(2, '0')}`;
          const received = exchangeAmount(from, amount, rate);
          const lines = exchangeLines(1, from, amount, received === 0n ? 1n : received);
          assertBalanced(lines);
          expect(received).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });
});
