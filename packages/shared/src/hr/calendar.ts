/**
 * The working calendar of payroll and attendance (docs/DECISIONS.md "Payroll
 * and HR"): each work schedule names its weekly days off (`days_off`, by
 * default Sunday: the six-day week Uzbek shops work); those weekdays and the
 * holidays of the `holidays` list are days off. One rule for both sides, so
 * the attendance of a day and the norm of a month's time sheet never
 * disagree about which days count.
 */

/** The weekdays as a schedule stores its days off, Monday first (the order a picker lists them). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The days off of an employee without a schedule (or of a schedule stored before days off existed). */
export const DEFAULT_DAYS_OFF: readonly Weekday[] = ['SUN'];

/** `Date#getUTCDay` order: Sunday first. */
const BY_UTC_DAY: readonly Weekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The weekday of `YYYY-MM-DD` (0 Sunday … 6 Saturday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The weekday code of `YYYY-MM-DD` (`MON` … `SUN`). */
export function weekdayCodeOf(date: string): Weekday {
  return BY_UTC_DAY[weekdayOf(date)] ?? 'SUN';
}

/**
 * Whether `date` is a working day of a schedule with these days off (Sunday
 * when not given): not one of its days off, not a holiday.
 */
export function isWorkingDay(
  date: string,
  holidays: ReadonlySet<string>,
  daysOff: readonly string[] = DEFAULT_DAYS_OFF,
): boolean {
  return !daysOff.includes(weekdayCodeOf(date)) && !holidays.has(date);
}

/** The dates of a month (`YYYY-MM`), first to last. */
export function datesOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return [];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The working days of a month (`YYYY-MM`) for a schedule's days off (Sunday when not given): its norm in days. */
export function workingDaysOf(
  month: string,
  holidays: ReadonlySet<string>,
  daysOff: readonly string[] = DEFAULT_DAYS_OFF,
): string[] {
  return datesOfMonth(month).filter((d) => isWorkingDay(d, holidays, daysOff));
}

/** A key of a set of days off (order and repeats do not matter): schedules with equal keys share a norm. */
export function daysOffKey(daysOff: readonly string[]): string {
  return [...new Set(daysOff)].sort().join(',');
}
