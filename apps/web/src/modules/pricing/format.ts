import type { Language } from '@savdo/shared/i18n/languages';
import { useTranslation } from 'react-i18next';
import { type Currency, formatMoney } from '../../shared/format.ts';
import { isLanguage } from '../../shared/i18n.ts';

/** The interface language, for Intl formatting. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : 'uz';
}

/** A wire amount ("1250000.00") in its currency; empty when there is none. */
export const money = (amount: string | null | undefined, currency: Currency, lang: Language): string =>
  amount === null || amount === undefined || amount === ''
    ? ''
    : formatMoney(amount as `${number}`, currency, lang);

/** "2026-11-20T10:00:00Z" → "20.11.2026 15:00" in the browser's time zone. */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
