import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateForgiveness,
  allocatePayment,
  applyAllocations,
  leftOf,
  markupSettledOf,
  nextDueDate,
  type ScheduleState,
  scheduleRest,
} from './allocate.ts';
import { calculateContract } from './calculator.ts';
import { lateness, unfrozenDays } from './lateness.ts';

const fresh = (months = 4, prepayment = 100_000n): ScheduleState[] =>
  calculateContract({
    items: [{ unitPrice: 1_000_000n, quantity: 1000n, discount: 0n }],
    prepayment,
    months,
    markupPercent: '30',
    additionalMarkupPercent: '0',
    rounding: 1n,
    currency: 'UZS',
    contractDate: '2024-01-15',
  }).schedule.map((r) => ({ ...r, paid: 0n, forgiven: 0n, markupSettled: 0n }));

describe('allocation of a payment', () => {
  it('pays overdue rows oldest first, then the current one, then future ones, the rest overpaid', () => {
    const schedule = fresh();
    // rows: 0 = 100 000 (2024-01-15), 1…4 = 292 500 (Feb … May 15)
    const a = allocatePayment(schedule, 500_000n, '2024-03-01');
    expect(a.rows.map((r) => [r.n, r.amount, r.bucket])).toEqual([
      [0, 100_000n, 'overdue'],
      [1, 292_500n, 'overdue'],
      [2, 107_500n, 'current'],
    ]);
    expect(a.overpaid).toBe(0n);
    const all = allocatePayment(schedule, 2_000_000n, '2024-03-01');
    expect(all.allocated).toBe(scheduleRest(schedule));
    expect(all.overpaid).toBe(2_000_000n - scheduleRest(schedule));
  });

  it('splits a row between markup and principal pro rata, exactly when the row is settled', () => {
    const schedule = fresh();
    const row1 = schedule[1] as ScheduleState;
    const a = allocatePayment(schedule, 100_000n + 100_001n, '2024-02-20');
    const part = a.rows.find((r) => r.n === 1);
    expect(part?.markup).toBe((row1.markup * 100_001n * 2n + row1.amount) / (2n * row1.amount));
  });

  it('forgives from the last row backwards; markup only within rows due after a date', () => {
    const schedule = fresh();
    const d = allocateForgiveness(schedule, 300_000n, '2024-02-01');
    expect(d.rows.map((r) => r.n)).toEqual([4, 3]);
    const bonus = allocateForgiveness(schedule, 10n ** 9n, '2024-03-20', {
      dueAfter: '2024-03-20',
      markupOnly: true,
    });
    expect(bonus.rows.map((r) => r.n)).toEqual([4, 3]);
    expect(bonus.rows.every((r) => r.markup === r.amount)).toBe(true);
    expect(bonus.allocated).toBe((schedule[3]?.markup ?? 0n) + (schedule[4]?.markup ?? 0n));
  });

  it('never allocates more than a row owes and preserves every sum, with reversals', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), amount: fc.bigInt({ min: 1n, max: 600_000n }) }),
      fc.record({ kind: fc.constant('forgive' as const), amount: fc.bigInt({ min: 1n, max: 200_000n }) }),
      fc.record({ kind: fc.constant('bonus' as const), amount: fc.bigInt({ min: 1n, max: 200_000n }) }),
      fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(step, { maxLength: 30 }), (months, steps) => {
        let schedule = fresh(months);
        const total = scheduleRest(schedule);
        const done: { rows: { n: number; amount: bigint; markup: bigint }[]; forgives: boolean }[] = [];
        for (const s of steps) {
          if (s.kind === 'reverse') {
            const open = done.filter((d) => d.rows.length > 0);
            const undo = open[s.pick % Math.max(open.length, 1)];
            if (!undo) continue;
            done.splice(done.indexOf(undo), 1);
            schedule = applyAllocations(
              schedule,
              undo.rows.map((r) => ({ ...r, amount: -r.amount, markup: -r.markup })),
              undo.forgives,
            );
          } else {
            const rest = scheduleRest(schedule);
            const a =
              s.kind === 'pay'
                ? allocatePayment(schedule, s.amount, '2024-03-01')
                : allocateForgiveness(schedule, s.amount, '2024-03-01', { markupOnly: s.kind === 'bonus' });
            expect(a.allocated + a.overpaid).toBe(s.amount);
            expect(a.allocated <= rest).toBe(true);
            for (const r of a.rows) {
              const row = schedule.find((x) => x.n === r.n) as ScheduleState;
              expect(r.amount > 0n && r.amount <= leftOf(row)).toBe(true);
              expect(r.markup >= 0n && r.markup <= r.amount).toBe(true);
              expect(r.markup <= row.markup - markupSettledOf(row)).toBe(true);
            }
            schedule = applyAllocations(schedule, a.rows, s.kind !== 'pay');
            done.push({ rows: a.rows, forgives: s.kind !== 'pay' });
          }
          for (const row of schedule) {
            expect(leftOf(row) >= 0n && leftOf(row) <= row.amount).toBe(true);
            const ms = markupSettledOf(row);
            expect(ms >= 0n && ms <= row.markup).toBe(true);
            expect(row.paid + row.forgiven - ms <= row.amount - row.markup).toBe(true);
            if (leftOf(row) === 0n) expect(ms).toBe(row.markup);
          }
          const settled = done.reduce((s, d) => s + d.rows.reduce((x, r) => x + r.amount, 0n), 0n);
          expect(scheduleRest(schedule)).toBe(total - settled);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names the oldest row not fully settled as the next due date', () => {
    const schedule = applyAllocations(fresh(), [{ n: 0, amount: 100_000n, markup: 0n }], false);
    expect(nextDueDate(schedule)).toBe('2024-02-15');
    expect(nextDueDate(schedule.map((r) => ({ ...r, paid: r.amount })))).toBeNull();
  });
});

describe('lateness as of a date', () => {
  const schedule = fresh();

  it('counts the overdue sum, the late months and the days from the oldest unpaid due date', () => {
    const paid = [{ n: 0, date: '2024-01-15', amount: 100_000n }];
    expect(lateness(schedule, paid, '2024-02-15')).toEqual({
      overdue: 0n,
      lateMonths: 0,
      daysLate: 0,
      oldestDue: null,
    });
    expect(lateness(schedule, paid, '2024-03-20')).toEqual({
      overdue: 585_000n,
      lateMonths: 2,
      daysLate: 34,
      oldestDue: '2024-02-15',
    });
    // a payment dated later does not count before its date
    const later = [...paid, { n: 1, date: '2024-03-01', amount: 292_500n }];
    expect(lateness(schedule, later, '2024-02-29').daysLate).toBe(14);
    expect(lateness(schedule, later, '2024-03-20').oldestDue).toBe('2024-03-15');
  });

  it('accrues no days late while frozen', () => {
    const paid = [{ n: 0, date: '2024-01-15', amount: 100_000n }];
    const frozen = [{ from: '2024-02-20', to: '2024-03-01' }];
    expect(lateness(schedule, paid, '2024-03-20', frozen).daysLate).toBe(34 - 10);
    expect(lateness(schedule, paid, '2024-03-20', [{ from: '2024-03-10', to: null }]).daysLate).toBe(23);
    expect(
      unfrozenDays('2024-01-01', '2024-01-11', [
        { from: '2024-01-03', to: '2024-01-05' },
        { from: '2024-01-04', to: '2024-01-06' },
      ]),
    ).toBe(7);
  });
});
