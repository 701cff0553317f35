import type { Language } from '@savdo/shared/i18n/languages';

/**
 * Number and money display through Intl (DECISIONS.md "Interface"):
 * Uzbek with UZS and no fraction digits gives "1 234 567 soʻm".
 * Amounts may be numbers, bigints or the decimal strings of the wire
 * ("1250000.00"); strings are formatted exactly, never through a float.
 */
export type Currency = 'UZS' | 'USD';
export type Amount = number | bigint | `${number}`;

/**
 * Browsers built with a trimmed ICU (Debian's Chromium among them) claim
 * Uzbek but format it the English way ("12,700.5"), which the probe below
 * detects; Russian shares
 * Uzbek's grouping (no-break spaces) and decimal comma, so it stands in, with
 * the soʻm sign put back.
 */
const HAS_UZBEK = new Intl.NumberFormat('uz').format(1234.5) === '1\u00a0234,5';
const INTL_LOCALE: Record<Language, string> = { uz: HAS_UZBEK ? 'uz' : 'ru', ru: 'ru' };
const UZS_SIGN: Record<Language, string> = { uz: 'soʻm', ru: 'сум' };
const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(INTL_LOCALE[lang], options);
    cache.set(key, found);
  }
  return found;
}

/** Fraction digits shown for a currency: soʻm has none in practice, dollars have cents. */
export function fractionDigits(currency: Currency): number {
  return currency === 'UZS' ? 0 : 2;
}

export function formatMoney(amount: Amount, currency: Currency = 'UZS', lang: Language = 'uz'): string {
  const digits = fractionDigits(currency);
  const parts = formatter(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatToParts(amount as number);
  return parts
    .map((part) => (part.type === 'currency' && currency === 'UZS' ? UZS_SIGN[lang] : part.value))
    .join('');
}

export function formatNumber(value: Amount, lang: Language = 'uz', maximumFractionDigits = 2): string {
  return formatter(lang, { maximumFractionDigits }).format(value);
}

export function formatPercent(value: Amount, lang: Language = 'uz'): string {
  return `${formatNumber(value, lang)} %`;
}

type Decimal = `${number}`;

/** A wire amount ("1250000.00") in its currency, exactly (Intl formats the string, no float); empty when none. */
export const money = (amount: string | null | undefined, currency: Currency, lang: Language): string =>
  amount === null || amount === undefined || amount === ''
    ? ''
    : formatMoney(amount as Decimal, currency, lang);

/** A wire quantity ("12.5") with up to three fraction digits; empty when none. */
export const quantity = (value: string | null | undefined, lang: Language): string =>
  value === null || value === undefined || value === '' ? '' : formatNumber(value as Decimal, lang, 3);
