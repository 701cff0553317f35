import { describe, expect, it } from 'vitest';
import { datesOfMonth, isWorkingDay, workingDaysOf } from './calendar.ts';

describe('the working calendar', () => {
  it('takes Sundays and holidays off, and counts a month to its last day', () => {
    expect(datesOfMonth('2024-02')).toHaveLength(29);
    expect(datesOfMonth('2026-11').at(-1)).toBe('2026-11-30');
    // 2026-11-22 is a Sunday
    expect(isWorkingDay('2026-11-22', new Set())).toBe(false);
    expect(isWorkingDay('2026-11-21', new Set())).toBe(true);
    expect(isWorkingDay('2026-09-01', new Set(['2026-09-01']))).toBe(false);
    // September 2026: 30 days, 4 Sundays, Independence Day on a Tuesday
    expect(workingDaysOf('2026-09', new Set(['2026-09-01']))).toHaveLength(25);
  });
});
