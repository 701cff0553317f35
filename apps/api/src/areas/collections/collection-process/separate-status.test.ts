import { describe, expect, it } from 'vitest';
import { separatePlanState } from './separate-status.ts';

const rows = [
  { n: 1, dueDate: '2026-03-10', amount: 100n },
  { n: 2, dueDate: '2026-04-10', amount: 200n },
];

describe('separatePlanState', () => {
  it('is ACTIVE while the rows not yet due wait', () => {
    const s = separatePlanState(rows, [{ date: '2026-03-05', amount: 100n }], '2026-03-20');
    expect(s.status).toBe('ACTIVE');
    expect(s.rows.map((r) => r.state)).toEqual(['PAID', 'DUE']);
  });

  it('is KEPT when the payments covered every row on time', () => {
    const s = separatePlanState(
      rows,
      [
        { date: '2026-03-10', amount: 100n },
        { date: '2026-04-01', amount: 200n },
      ],
      '2026-05-01',
    );
    expect(s.status).toBe('KEPT');
    expect(s.paid).toBe(300n);
  });

  it('is BROKEN when a row passed its date uncovered, even if paid later', () => {
    const late = [{ date: '2026-03-15', amount: 300n }];
    expect(separatePlanState(rows, late, '2026-03-12').status).toBe('BROKEN');
    expect(separatePlanState(rows, late, '2026-05-01').status).toBe('BROKEN');
    expect(separatePlanState(rows, [], '2026-03-11').rows[0]?.state).toBe('MISSED');
  });

  it('nets a reversal', () => {
    const s = separatePlanState(
      rows,
      [
        { date: '2026-03-01', amount: 100n },
        { date: '2026-03-02', amount: -100n },
      ],
      '2026-03-11',
    );
    expect(s.status).toBe('BROKEN');
  });
});
