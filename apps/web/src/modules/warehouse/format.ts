import type { Language } from '@savdo/shared/i18n/languages';
import { useTranslation } from 'react-i18next';
import { type Currency, formatMoney, formatNumber } from '../../shared/format.ts';
import { isLanguage } from '../../shared/i18n.ts';

/** The interface language, for Intl formatting. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : 'uz';
}

type Decimal = `${number}`;

/** A wire amount ("1250000.00") in its currency, exactly (Intl formats the string, no float). */
export const money = (amount: string | null | undefined, currency: Currency, lang: Language): string =>
  amount === null || amount === undefined || amount === ''
    ? ''
    : formatMoney(amount as Decimal, currency, lang);

/** A wire quantity ("12.5") with up to three fraction digits. */
export const quantity = (value: string | null | undefined, lang: Language): string =>
  value === null || value === undefined || value === '' ? '' : formatNumber(value as Decimal, lang, 3);
