import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketOf, gradeOf, instalmentDiscipline, summarize } from './discipline.ts';
import { type DatedAllocation, lateness } from './lateness.ts';

const schedule = [
  { n: 0, dueDate: '2024-01-15', amount: 100n },
  { n: 1, dueDate: '2024-02-15', amount: 300n },
  { n: 2, dueDate: '2024-03-15', amount: 300n },
  { n: 3, dueDate: '2024-04-15', amount: 300n },
  { n: 4, dueDate: '2024-05-15', amount: 300n },
];

describe('instalment discipline', () => {
  it('gives each instalment the days late it was settled at, and an open one its days late now', () => {
    const paid: DatedAllocation[] = [
      { n: 0, date: '2024-01-15', amount: 100n },
      { n: 1, date: '2024-02-15', amount: 300n }, // on time
      { n: 2, date: '2024-03-20', amount: 100n },
      { n: 2, date: '2024-04-25', amount: 200n }, // settled 41 days late
      { n: 3, date: '2024-04-25', amount: 50n }, // part paid, open
    ];
    const rows = instalmentDiscipline(schedule, paid, '2024-05-01');
    expect(rows.map((r) => [r.n, r.settledOn, r.daysLate, r.open])).toEqual([
      [1, '2024-02-15', 0, false],
      [2, '2024-04-25', 41, false],
      [3, null, 16, true],
    ]);
    const s = summarize(rows);
    expect(s).toMatchObject({
      instalments: 3,
      onTime: 1,
      late1to30: 1,
      late31to60: 1,
      paidLate: 1,
      skipped: 0,
      openLate: 1,
      worstDaysLate: 41,
      currentDaysLate: 16,
    });
    // 100 − 25 × (0 + 1 + 2) / 3 = 75, at most 85 while late now
    expect(s.score).toBe(75);
    expect(s.grade).toBe('B');
  });

  it('reopens an instalment whose payment is reversed, and counts a paid-ahead one on time', () => {
    const paid: DatedAllocation[] = [
      { n: 1, date: '2024-02-10', amount: 300n },
      { n: 2, date: '2024-02-10', amount: 300n },
      { n: 1, date: '2024-03-01', amount: -300n },
    ];
    const rows = instalmentDiscipline(schedule, paid, '2024-03-05');
    expect(rows.map((r) => [r.n, r.daysLate, r.open])).toEqual([
      [1, 19, true],
      [2, 0, false],
    ]);
    expect(summarize(rows)).toMatchObject({ skipped: 1, currentDaysLate: 19 });
    // as of a day before the reversal the first was on time
    expect(instalmentDiscipline(schedule, paid, '2024-02-20').map((r) => r.open)).toEqual([false, false]);
  });

  it('does not count frozen days', () => {
    const rows = instalmentDiscipline(schedule, [], '2024-02-25', [{ from: '2024-02-20', to: null }]);
    expect(rows[0]?.daysLate).toBe(4);
  });

  it('grades: no history N, buckets and grades at their edges', () => {
    expect(summarize([]).grade).toBe('N');
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(bucketOf)).toEqual([
      'ON_TIME',
      'D1_30',
      'D1_30',
      'D31_60',
      'D31_60',
      'D61_90',
      'D61_90',
      'D91',
    ]);
    expect([100, 90, 89, 75, 74, 60, 59, 40, 39, 0].map(gradeOf).join('')).toBe('AABBCCDDEE');
  });
});

const DAY = 86_400_000;
const dateOf = (day: number) => new Date(Date.UTC(2024, 0, 1) + day * DAY).toISOString().slice(0, 10);

/** A schedule of 1–8 monthly-ish instalments and dated payments and reversals on them. */
const history = fc
  .record({
    rows: fc.integer({ min: 1, max: 8 }),
    allocs: fc.array(
      fc.record({
        n: fc.integer({ min: 1, max: 8 }),
        day: fc.integer({ min: 0, max: 400 }),
        amount: fc.integer({ min: -300, max: 600 }),
      }),
      { maxLength: 20 },
    ),
    asOf: fc.integer({ min: 0, max: 420 }),
  })
  .map(({ rows, allocs, asOf }) => ({
    schedule: Array.from({ length: rows }, (_, i) => ({
      n: i + 1,
      dueDate: dateOf(30 * (i + 1)),
      amount: 500n,
    })),
    allocations: allocs
      .filter((a) => a.n <= rows && a.amount !== 0)
      .map((a) => ({ n: a.n, date: dateOf(a.day), amount: BigInt(a.amount) })),
    asOf: dateOf(asOf),
  }));

describe('discipline properties', () => {
  it('the current days late are the lateness of the schedule as of the date', () => {
    fc.assert(
      fc.property(history, ({ schedule: s, allocations, asOf }) => {
        const summary = summarize(instalmentDiscipline(s, allocations, asOf));
        expect(summary.currentDaysLate).toBe(lateness(s, allocations, asOf).daysLate);
      }),
    );
  });

  it('an open instalment is one lateness counts; a counted one is due or settled by the date', () => {
    fc.assert(
      fc.property(history, ({ schedule: s, allocations, asOf }) => {
        const rows = instalmentDiscipline(s, allocations, asOf);
        expect(rows.filter((r) => r.open).length).toBe(lateness(s, allocations, asOf).lateMonths);
        for (const r of rows) expect(r.dueDate < asOf || !r.open).toBe(true);
        const summary = summarize(rows);
        expect(
          summary.onTime + summary.late1to30 + summary.late31to60 + summary.late61to90 + summary.late91,
        ).toBe(summary.instalments);
        expect(summary.worstDaysLate).toBeGreaterThanOrEqual(summary.currentDaysLate);
      }),
    );
  });

  it('a back-dated payment or a reversal changes only the figures of the instalments it touches', () => {
    fc.assert(
      fc.property(
        history,
        fc.record({
          n: fc.integer({ min: 1, max: 8 }),
          day: fc.integer({ min: 0, max: 400 }),
          amount: fc.integer({ min: -500, max: 500 }),
        }),
        ({ schedule: s, allocations, asOf }, extra) => {
          if (extra.n > s.length || extra.amount === 0) return;
          const added = { n: extra.n, date: dateOf(extra.day), amount: BigInt(extra.amount) };
          const before = instalmentDiscipline(s, allocations, asOf);
          const after = instalmentDiscipline(s, [...allocations, added], asOf);
          const others = (rows: typeof before) => rows.filter((r) => r.n !== extra.n);
          expect(others(after)).toEqual(others(before));
          // and the figures as of a date before it stay as they were
          if (added.date > dateOf(0)) {
            const earlier = dateOf(extra.day - 1);
            expect(instalmentDiscipline(s, [...allocations, added], earlier)).toEqual(
              instalmentDiscipline(s, allocations, earlier),
            );
          }
        },
      ),
    );
  });

  it('the order of the allocations does not matter', () => {
    fc.assert(
      fc.property(history, ({ schedule: s, allocations, asOf }) => {
        expect(instalmentDiscipline(s, [...allocations].reverse(), asOf)).toEqual(
          instalmentDiscipline(s, allocations, asOf),
        );
      }),
    );
  });
});
