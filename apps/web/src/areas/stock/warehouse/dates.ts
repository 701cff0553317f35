import dayjs from 'dayjs';

/** Dates stay `YYYY-MM-DD` (the wire's form) in forms and the address bar; shown as DD.MM.YYYY. */
export const WIRE_DATE = 'YYYY-MM-DD';
export const DISPLAY_DATE = 'DD.MM.YYYY';
/** Months are `YYYY-MM` on the wire, shown as MM.YYYY. */
export const WIRE_MONTH = 'YYYY-MM';
export const DISPLAY_MONTH = 'MM.YYYY';

export const dayOf = (value: unknown) => {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return parsed?.isValid() ? parsed : null;
};

/** "2026-11-20" → "20.11.2026". */
export const displayDate = (value: string | null | undefined): string =>
  value ? (dayOf(value)?.format(DISPLAY_DATE) ?? value) : '';

/** Today in the browser's time zone (the staff's, Asia/Tashkent). */
export const today = (): string => dayjs().format(WIRE_DATE);

/** "2026-10" → "10.2026". */
export const displayMonth = (value: string | null | undefined): string =>
  value && /^\d{4}-\d{2}$/.test(value) ? `${value.slice(5, 7)}.${value.slice(0, 4)}` : (value ?? '');
