import type { Language } from '@savdo/shared/i18n/languages';
import dayjs from 'dayjs';
import { formatDate, formatMonth } from '../../../shared/format.ts';

/** Dates stay `YYYY-MM-DD` (the wire's form) in forms and the address bar; shown as DD.MM.YYYY. */
export const WIRE_DATE = 'YYYY-MM-DD';

/** "2026-11-20" → "20.11.2026" (the shared `formatDate`). */
export const displayDate = (value: string | null | undefined): string => formatDate(value);

/** Today in the browser's time zone (the staff's, Asia/Tashkent). */
export const today = (): string => dayjs().format(WIRE_DATE);

/** "2026-10" → "Oktyabr 2026" / "Октябрь 2026" (the shared `formatMonth`). */
export const displayMonth = (value: string | null | undefined, lang: Language = 'uz'): string =>
  formatMonth(value, lang);
