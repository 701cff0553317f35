/**
 * The working calendar of payroll and attendance (docs/DECISIONS.md "Payroll
 * and HR"): a six-day week, Monday to Saturday, as Uzbek shops work; Sunday
 * and the holidays of the `holidays` list are days off. One rule for both
 * sides, so the attendance of a day and the norm of a month's time sheet
 * never disagree about which days count.
 */

const SUNDAY = 0;

/** The weekday of `YYYY-MM-DD` (0 Sunday … 6 Saturday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whether `date` is a working day: not a Sunday, not a holiday. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return weekdayOf(date) !== SUNDAY && !holidays.has(date);
}

/** The dates of a month (`YYYY-MM`), first to last. */
export function datesOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return [];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The working days of a month (`YYYY-MM`): its norm in days. */
export function workingDaysOf(month: string, holidays: ReadonlySet<string>): string[] {
  return datesOfMonth(month).filter((d) => isWorkingDay(d, holidays));
}
