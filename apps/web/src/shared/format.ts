import {
  type Numeric,
  formatMoney as sharedMoney,
  formatNumber as sharedNumber,
  formatPercent as sharedPercent,
} from '@savdo/shared/format';
import type { Language } from '@savdo/shared/i18n/languages';
import type { Currency } from '@savdo/shared/money';

/**
 * Number, money, date and phone display: the shared formatters
 * (`@savdo/shared/format`, the same the API's PDFs print with), under the
 * names and argument order the screens use. Money: "1 234 567 soʻm" with
 * no-break spaces (the word never wraps away from its number); amounts may be
 * numbers, bigints or the wire's decimal strings ("1250000.00"), formatted
 * exactly, never through a float.
 */
export type { Currency } from '@savdo/shared/money';
export type Amount = Numeric;
export {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatHours,
  formatMonth,
  formatPhone,
  formatQuantity,
  formatRate,
  fractionDigits,
  monthName,
} from '@savdo/shared/format';

export function formatMoney(amount: Amount, currency: Currency = 'UZS', lang: Language = 'uz'): string {
  return sharedMoney(amount, currency, lang);
}

export function formatNumber(value: Amount, _lang: Language = 'uz', maximumFractionDigits = 2): string {
  return sharedNumber(value, maximumFractionDigits);
}

export function formatPercent(value: Amount, _lang: Language = 'uz'): string {
  return sharedPercent(value);
}

/** A wire amount ("1250000.00") in its currency, exactly; empty when none. */
export const money = (amount: string | null | undefined, currency: Currency, lang: Language): string =>
  sharedMoney(amount, currency, lang);

/** A wire quantity ("12.5") with up to three fraction digits; empty when none. */
export const quantity = (value: string | null | undefined, _lang: Language): string => sharedNumber(value, 3);
