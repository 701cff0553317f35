import { workingDaysOf } from '@savdo/shared/hr/calendar';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrualLines, computeRow, divRound, percentOf, TOTAL_FIELDS, totalsOf } from './calc.ts';

const norm = workingDaysOf('2026-03', new Set(['2026-03-21']));
const rates = { incomeTaxMilli: 12_000n, socialTaxMilli: 12_000n };
const row = fc
  .record({
    salary: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
    raise: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
    changeAt: fc.integer({ min: 0, max: norm.length - 1 }),
    worked: fc.subarray(norm),
    additions: fc.bigInt({ min: 0n, max: 1_000_000_000n }),
    deductions: fc.bigInt({ min: 0n, max: 1_000_000_000n }),
    advances: fc.bigInt({ min: 0n, max: 1_000_000_000n }),
  })
  .map((r) =>
    computeRow({
      salaries: [
        { from: '2026-01-01', amount: r.salary },
        { from: norm[r.changeAt] ?? '2026-03-01', amount: r.raise },
      ],
      normDates: norm,
      workedDates: r.worked,
      additions: r.additions,
      deductions: r.deductions,
      advances: r.advances,
      ...rates,
    }),
  );

describe('statement arithmetic', () => {
  it('pays the whole salary for a full month and nothing for none', () => {
    const full = computeRow({
      salaries: [{ from: '2026-01-01', amount: 600_000_001n }],
      normDates: norm,
      workedDates: norm,
      additions: 0n,
      deductions: 0n,
      advances: 0n,
      ...rates,
    });
    expect(full.accrued).toBe(600_000_001n);
    const none = computeRow({
      salaries: [{ from: '2026-01-01', amount: 600_000_000n }],
      normDates: norm,
      workedDates: [],
      additions: 0n,
      deductions: 0n,
      advances: 0n,
      ...rates,
    });
    expect(none.accrued).toBe(0n);
  });

  it('rounds half up once, after summing the salary parts', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(percentOf(-100n, 12_000n)).toBe(0n);
    expect(percentOf(1_000_004n, 12_000n)).toBe(120_000n);
  });

  it('keeps every row consistent: net = gross − tax, to pay = net − advances, accrual lines balance', () => {
    fc.assert(
      fc.property(row, (r) => {
        expect(r.gross).toBe(r.accrued + r.additions - r.deductions);
        expect(r.net).toBe(r.gross - r.income_tax);
        expect(r.to_pay).toBe(r.net - r.advances);
        const hi = r.parts.reduce((m, p) => (BigInt(p.amount) > m ? BigInt(p.amount) : m), 0n);
        expect(r.accrued <= hi).toBe(true);
        const lines = accrualLines(7, r);
        expect(lines.reduce((s, l) => s + l.amount, 0n)).toBe(0n);
      }),
    );
  });

  it('totals equal the sum of the rows', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const totals = totalsOf(rows);
        for (const f of TOTAL_FIELDS) expect(totals[f]).toBe(rows.reduce((s, r) => s + r[f], 0n));
      }),
    );
  });
});
