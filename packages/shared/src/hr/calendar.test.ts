import { describe, expect, it } from 'vitest';
import { datesOfMonth, daysOffKey, isWorkingDay, weekdayCodeOf, workingDaysOf } from './calendar.ts';

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

  it('names weekdays Monday to Sunday', () => {
    expect(weekdayCodeOf('2026-11-23')).toBe('MON');
    expect(weekdayCodeOf('2026-11-28')).toBe('SAT');
    expect(weekdayCodeOf('2026-11-29')).toBe('SUN');
  });

  it('a five-day schedule takes Saturday and Sunday off', () => {
    const fiveDay = ['SAT', 'SUN'];
    expect(isWorkingDay('2026-11-21', new Set(), fiveDay)).toBe(false);
    expect(isWorkingDay('2026-11-22', new Set(), fiveDay)).toBe(false);
    expect(isWorkingDay('2026-11-20', new Set(), fiveDay)).toBe(true);
    // a holiday on a weekday is off too
    expect(isWorkingDay('2026-09-01', new Set(['2026-09-01']), fiveDay)).toBe(false);
    // September 2026: 22 weekdays, less Independence Day (a Tuesday)
    expect(workingDaysOf('2026-09', new Set(['2026-09-01']), fiveDay)).toHaveLength(21);
    // the six-day norm is unchanged by default and with Sunday alone
    expect(workingDaysOf('2026-09', new Set(), ['SUN'])).toEqual(workingDaysOf('2026-09', new Set()));
  });

  it('a schedule with no days off works every day but holidays; order of days off does not matter', () => {
    expect(workingDaysOf('2026-02', new Set(['2026-02-14']), [])).toHaveLength(27);
    expect(daysOffKey(['SUN', 'SAT', 'SUN'])).toBe(daysOffKey(['SAT', 'SUN']));
  });
});
