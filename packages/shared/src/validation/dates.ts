/**
 * Date and time rules of product.md section 5. Business days are in
 * Asia/Tashkent time (DECISIONS.md "Data"); "today" is computed with Intl so
 * no timezone plugin is needed. Dates travel as `YYYY-MM-DD`; `DD.MM.YYYY`,
 * the display format, is accepted too.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Tashkent';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CARD_DATE = /^(\d{2})\/(\d{2})$/;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Today's calendar date in Tashkent as `YYYY-MM-DD`. */
export function tashkentToday(now: Date = new Date()): string {
  const parts = dayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Parses `YYYY-MM-DD` or `DD.MM.YYYY` into `YYYY-MM-DD`; null when the text
 * has another shape or names no real calendar day (2025-02-30, month 13).
 */
export function parseDate(value: string): string | null {
  const iso = ISO_DATE.exec(value);
  const display = iso ? null : DISPLAY_DATE.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : display
      ? [Number(display[3]), Number(display[2]), Number(display[1])]
      : [0, 0, 0];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** `YYYY-MM-DD` (or an already displayed date) as `DD.MM.YYYY`; other text is returned unchanged. */
export function toDisplayDate(value: string): string {
  const iso = parseDate(value);
  if (iso === null) return value;
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** date: a real calendar day written `YYYY-MM-DD` or `DD.MM.YYYY`. */
export function isDate(value: string): boolean {
  return parseDate(value) !== null;
}

/** future-date: a valid date that is today or later in Tashkent. */
export function isFutureDate(value: string, now: Date = new Date()): boolean {
  const date = parseDate(value);
  return date !== null && date >= tashkentToday(now);
}

/** after-date: a valid date on or after `min` (both in either accepted format). */
export function isAfterDate(value: string, min: string): boolean {
  const date = parseDate(value);
  const floor = parseDate(min);
  return date !== null && floor !== null && date >= floor;
}

/** time: `HH:mm` on the 24-hour clock, 00:00 to 23:59. */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** cardDate: `MM/YY` with month 01 to 12, valid through the end of that month in Tashkent. */
export function isCardDate(value: string, now: Date = new Date()): boolean {
  const match = CARD_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const [thisYear, thisMonth] = tashkentToday(now).split('-').map(Number);
  return year * 12 + month >= (thisYear ?? 0) * 12 + (thisMonth ?? 0);
}

/** filter error: both ends of a date period are valid dates and `from` is not after `to`. */
export function isPeriod(from: string | null | undefined, to: string | null | undefined): boolean {
  const start = from ? parseDate(from) : null;
  const end = to ? parseDate(to) : null;
  return start !== null && end !== null && start <= end;
}
