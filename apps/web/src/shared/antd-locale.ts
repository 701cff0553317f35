// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${label}` and friends are Ant Design's own message placeholders.
import type { Language } from '@savdo/shared/i18n/languages';
import type { ConfigProviderProps } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import uzUZ from 'antd/locale/uz_UZ';

/**
 * Ant Design's `uz_UZ` declares `uz-latn` but some of its form messages are
 * Russian or use a plain apostrophe instead of ʻ (DECISIONS.md "Interface").
 * These are the corrected Uzbek (Latin) messages; `${label}` and friends are
 * Ant Design's own placeholders.
 */
type Locale = NonNullable<ConfigProviderProps['locale']>;

const uzFormFixes = {
  date: {
    format: '${label} toʻgʻri sana formatida emas',
    parse: '${label} sanaga aylantirilmaydi',
    invalid: '${label} toʻgʻri sana emas',
  },
  string: {
    len: '${label} ${len} ta belgidan iborat boʻlishi kerak',
    min: '${label} kamida ${min} ta belgidan iborat boʻlishi kerak',
    max: '${label} koʻpi bilan ${max} ta belgidan iborat boʻlishi kerak',
    range: '${label} uzunligi ${min}-${max} belgilar orasida boʻlishi kerak',
  },
};

const uzMessages = uzUZ.Form?.defaultValidateMessages ?? {};

export const uzLocale: Locale = {
  ...uzUZ,
  Form: {
    ...uzUZ.Form,
    defaultValidateMessages: {
      ...uzMessages,
      date: { ...uzMessages.date, ...uzFormFixes.date },
      string: { ...uzMessages.string, ...uzFormFixes.string },
    },
  },
};

export const ANTD_LOCALES: Record<Language, Locale> = { uz: uzLocale, ru: ruRU };
