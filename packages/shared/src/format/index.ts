import type { Language } from '../i18n/languages.ts';
import type { Currency } from '../money/index.ts';
import { BUSINESS_TIME_ZONE, parseDate } from '../validation/dates.ts';

/**
 * How the product writes dates, money, numbers and phones for people, on
 * screen and on paper alike (the web's `shared/format.ts` and the API's PDFs
 * use these): dates DD.MM.YYYY, months by name, thousands grouped with
 * no-break spaces, a decimal comma, trailing zeros dropped, the currency word
 * joined to its number by a no-break space so the two never wrap apart.
 * Numbers are formatted from their decimal text, never through a float, and
 * without Intl's number data (some builds lack Uzbek), so the browser and the
 * server print the same characters.
 */

export const NBSP = '\u00a0';

/** The currency's word in a language: soʻm / сум; dollars are `$` in both. */
export const CURRENCY_WORD: Record<Language, Record<Currency, string>> = {
  uz: { UZS: 'soʻm', USD: '$' },
  ru: { UZS: 'сум', USD: '$' },
};

/** The word of a currency code in a language (soʻm / сум, $); an unknown code as it is. */
export function currencyWord(code: string, lang: Language = 'uz'): string {
  return code === 'UZS' || code === 'USD' ? CURRENCY_WORD[lang][code] : code;
}

/** A number as it travels: a JS number, a bigint or the wire's decimal text ("1250000.00"). */
export type Numeric = number | bigint | string;

const DECIMAL = /^([-+])?(\d*)(?:\.(\d*))?$/;

interface Parts {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** Splits a decimal into sign, whole and fraction digits; null for text that is no decimal. */
function partsOf(value: Numeric): Parts | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? plainNumberText(value)
        : ''
      : typeof value === 'bigint'
        ? value.toString()
        : value
            .trim()
            .replace(/[\s\u00a0\u202f]/g, '')
            .replace(',', '.');
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  return {
    negative: match[1] === '-',
    whole: (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0',
    fraction: match[3] ?? '',
  };
}

/** A finite number's decimal text without an exponent (1e21 → "1000000000000000000000"). */
function plainNumberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Adds one to a string of digits ("999" → "1000"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds half away from zero to `max` fraction digits, then pads to `min`; trailing zeros beyond `min` go. */
function rounded(parts: Parts, min: number, max: number): Parts {
  let { whole, fraction } = parts;
  if (fraction.length > max) {
    const up = Number(fraction[max]) >= 5;
    fraction = fraction.slice(0, max);
    if (up) {
      const bumped = increment(whole + fraction);
      whole = bumped.slice(0, bumped.length - max) || '0';
      fraction = max > 0 ? bumped.slice(bumped.length - max) : '';
    }
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < min) fraction = fraction.padEnd(min, '0');
  const zero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return { negative: parts.negative && !zero, whole, fraction };
}

const group = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** Grouped digits with a decimal comma; unreadable text is returned as it is. */
function decimalText(value: Numeric, min: number, max: number): string {
  const parts = partsOf(value);
  if (!parts) return typeof value === 'string' ? value : '';
  const r = rounded(parts, min, max);
  return `${r.negative ? '-' : ''}${group(r.whole)}${r.fraction ? `,${r.fraction}` : ''}`;
}

const isBlank = (value: Numeric | null | undefined): value is null | undefined =>
  value === null || value === undefined || value === '';

/** Fraction digits shown for a currency: soʻm has none in practice, dollars have cents. */
export function fractionDigits(currency: Currency): number {
  return currency === 'UZS' ? 0 : 2;
}

/** A number: "1234567.50" → "1 234 567,5" (up to `maxFraction` digits, trailing zeros dropped); '' when none. */
export function formatNumber(value: Numeric | null | undefined, maxFraction = 2): string {
  return isBlank(value) ? '' : decimalText(value, 0, maxFraction);
}

/** Money with its word: "4812500.00" → "4 812 500 soʻm" (сум in Russian, "10,50 $" for dollars); '' when none. */
export function formatMoney(
  value: Numeric | null | undefined,
  currency: Currency = 'UZS',
  lang: Language = 'uz',
): string {
  if (isBlank(value)) return '';
  const digits = fractionDigits(currency);
  return `${decimalText(value, digits, digits)}${NBSP}${CURRENCY_WORD[lang][currency]}`;
}

/** An amount without its word, as an amount column or an amount field shows it: "4812500.00" → "4 812 500". */
export function formatAmount(value: Numeric | null | undefined, currency: Currency = 'UZS'): string {
  if (isBlank(value)) return '';
  const digits = fractionDigits(currency);
  return decimalText(value, digits, digits);
}

/** An exchange rate: "12700.0000" → "12 700", "12650.5" → "12 650,5" (up to four fraction digits). */
export function formatRate(value: Numeric | null | undefined): string {
  return formatNumber(value, 4);
}

/** A percent: "45.00" → "45 %", "2.50" → "2,5 %" (a no-break space before the sign). */
export function formatPercent(value: Numeric | null | undefined): string {
  const text = formatNumber(value, 2);
  return text ? `${text}${NBSP}%` : '';
}

/** A quantity: "12.500" → "12,5" (up to three fraction digits). */
export function formatQuantity(value: Numeric | null | undefined): string {
  return formatNumber(value, 3);
}

/** Hours as a decimal ("11.52" hours) written with a comma: "11,52". */
export function formatHours(value: Numeric | null | undefined): string {
  return formatNumber(value, 2);
}

/** A duration in whole minutes as hours and minutes: 691 → "11:31", 45 → "0:45". */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const total = Math.round(Math.abs(minutes));
  const text = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  return minutes < 0 && total > 0 ? `-${text}` : text;
}

/**
 * A phone as people write it: "998912986352" or "912986352" →
 * "+998 91 298 63 52". Anything else (a short or foreign number, text) keeps
 * its characters, only trimmed, so it stays readable.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = value.trim();
  const digits = text.replace(/[\s\u00a0()+-]/g, '');
  if (!/^\d+$/.test(digits)) return text;
  const local = digits.length === 12 && digits.startsWith('998') ? digits.slice(3) : digits;
  if (local.length !== 9) return text;
  const pieces = [local.slice(0, 2), local.slice(2, 5), local.slice(5, 7), local.slice(7, 9)];
  return `+998${NBSP}${pieces.join(NBSP)}`;
}

const MONTHS: Record<Language, readonly string[]> = {
  uz: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avgust',
    'sentyabr',
    'oktyabr',
    'noyabr',
    'dekabr',
  ],
  ru: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
};

/** The name of month 1..12 in a language, lower case as in running text ("oktyabr", "октябрь"). */
export function monthName(month: number, lang: Language = 'uz'): string {
  return MONTHS[lang][month - 1] ?? '';
}

/**
 * A month by name: "2026-10" (or a date in it) → "Oktyabr 2026" / "Октябрь 2026";
 * other text is returned as it is.
 */
export function formatMonth(value: string | null | undefined, lang: Language = 'uz'): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim());
  const name = match ? monthName(Number(match[2]), lang) : '';
  if (!match || !name) return value;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${match[1]}`;
}

const ZONED = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const STAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

const tashkentParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment's wall clock in Tashkent: date `YYYY-MM-DD`, hours, minutes, seconds. */
function wallClock(value: string | Date): { date: string; h: string; m: string; s: string } | null {
  const zoned = value instanceof Date || ZONED.test(value.trim());
  if (!zoned) {
    const match = STAMP.exec(value.trim());
    return match?.[1]
      ? { date: match[1], h: match[2] ?? '00', m: match[3] ?? '00', s: match[4] ?? '00' }
      : null;
  }
  const moment = value instanceof Date ? value : new Date(value.trim());
  if (Number.isNaN(moment.getTime())) return null;
  const parts = tashkentParts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    h: part('hour'),
    m: part('minute'),
    s: part('second'),
  };
}

const dotted = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * A date as DD.MM.YYYY: "2026-11-28" → "28.11.2026"; a moment (a timestamp
 * with a zone, a Date) gives its day in Tashkent. Other text is returned as it is.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = parseDate(value.trim());
    if (day) return dotted(day);
  }
  const clock = wallClock(value);
  return clock ? dotted(clock.date) : String(value);
}

/**
 * A moment as DD.MM.YYYY HH:mm (with `seconds`, HH:mm:ss) in Tashkent time:
 * "2026-11-28T17:28:03Z" → "28.11.2026 22:28"; a stamp without a zone
 * ("2026-11-28 22:28:03") is taken as Tashkent's wall clock. A bare date gives the date.
 */
export function formatDateTime(value: string | Date | null | undefined, seconds = false): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && parseDate(value.trim())) return formatDate(value);
  const clock = wallClock(value);
  if (!clock) return String(value);
  return `${dotted(clock.date)} ${clock.h}:${clock.m}${seconds ? `:${clock.s}` : ''}`;
}
