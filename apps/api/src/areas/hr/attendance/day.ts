import { DEFAULT_DAYS_OFF, isWorkingDay } from '@savdo/shared/hr';

/**
 * One employee's day from its events (a pure function, so the property test
 * can replay and shuffle events against it): first in is the earliest event,
 * last out the latest when a later event or a `checkOut` exists, else null
 * ("not confirmed departure"). Only the set of events matters, never their
 * order or how often each arrived.
 */

export interface DaySchedule {
  /** `HH:MM` (Tashkent). */
  start: string;
  end: string;
  breakMinutes: number;
  /** The schedule's weekly days off (`MON` … `SUN`). */
  daysOff: readonly string[];
}

export const DEFAULT_SCHEDULE: DaySchedule = {
  start: '09:00',
  end: '18:00',
  breakMinutes: 0,
  daysOff: DEFAULT_DAYS_OFF,
};

export interface DayEvent {
  at: Date;
  status: string | null;
}

export interface DayInput {
  date: string;
  holidays: ReadonlySet<string>;
  schedule: DaySchedule;
  events: readonly DayEvent[];
  /** The reason of an approved request covering the day, if any. */
  excusedReasonId: number | null;
}

export type DayStatus = 'PRESENT' | 'ABSENT' | 'EXCUSED' | 'HOLIDAY' | 'DAY_OFF';

export interface DayResult {
  status: DayStatus;
  first_in: Date | null;
  last_out: Date | null;
  late_minutes: number;
  early_minutes: number;
  worked_minutes: number;
  absence_reason_id: number | null;
}

const TASHKENT_OFFSET_MS = 5 * 3_600_000;

/** Minutes since Tashkent midnight of `date` (may be negative or past 1440 for other days). */
export function minutesOfDay(at: Date, date: string): number {
  const midnight = Date.parse(`${date}T00:00:00Z`) - TASHKENT_OFFSET_MS;
  return Math.floor((at.getTime() - midnight) / 60_000);
}

/** The Tashkent date of an instant (Uzbekistan keeps UTC+5 all year). */
export function tashkentDateOf(at: Date): string {
  return new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

const hhmm = (value: string): number => {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function offDayStatus(date: string, holidays: ReadonlySet<string>): DayStatus {
  return holidays.has(date) ? 'HOLIDAY' : 'DAY_OFF';
}

export function computeDay(input: DayInput): DayResult {
  const working = isWorkingDay(input.date, input.holidays, input.schedule.daysOff);
  const empty = { first_in: null, last_out: null, late_minutes: 0, early_minutes: 0, worked_minutes: 0 };
  if (input.events.length === 0) {
    if (!working)
      return { ...empty, status: offDayStatus(input.date, input.holidays), absence_reason_id: null };
    if (input.excusedReasonId !== null)
      return { ...empty, status: 'EXCUSED', absence_reason_id: input.excusedReasonId };
    return { ...empty, status: 'ABSENT', absence_reason_id: null };
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let checkOut = false;
  for (const e of input.events) {
    const t = e.at.getTime();
    if (t < min) min = t;
    if (t > max) max = t;
    if (e.status === 'checkOut') checkOut = true;
  }
  const firstIn = new Date(min);
  const lastOut = max > min || checkOut ? new Date(max) : null;
  const start = hhmm(input.schedule.start);
  const end = hhmm(input.schedule.end);
  const inMinute = minutesOfDay(firstIn, input.date);
  const outMinute = lastOut ? minutesOfDay(lastOut, input.date) : null;
  const span = lastOut ? Math.floor((max - min) / 60_000) : 0;
  return {
    status: 'PRESENT',
    first_in: firstIn,
    last_out: lastOut,
    late_minutes: working ? Math.max(0, inMinute - start) : 0,
    early_minutes: working && outMinute !== null ? Math.max(0, end - outMinute) : 0,
    worked_minutes: Math.max(0, span - input.schedule.breakMinutes),
    absence_reason_id: null,
  };
}
