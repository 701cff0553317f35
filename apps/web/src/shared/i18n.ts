import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@savdo/shared/i18n/languages';
import { shellDictionaries } from '@savdo/shared/i18n/shell';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import 'dayjs/locale/ru';
import 'dayjs/locale/uz-latn';
import { LANGUAGE_KEY, readLocal, writeLocal } from './storage.ts';

/** dayjs's `uz` is Cyrillic; the Latin one is `uz-latn`. */
const DAYJS_LOCALE: Record<Language, string> = { uz: 'uz-latn', ru: 'ru' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered language, else Uzbek. */
export function initialLanguage(stored: string | null = readLocal(LANGUAGE_KEY)): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

export function initI18n(): typeof i18n {
  const lng = initialLanguage();
  void i18n.use(initReactI18next).init({
    resources: {
      uz: { translation: shellDictionaries.uz },
      ru: { translation: shellDictionaries.ru },
    },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  applyLanguage(lng);
  return i18n;
}

function applyLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The language the API is told in `Accept-Language`. */
export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export async function changeLanguage(lang: Language): Promise<void> {
  await Promise.all(beforeLanguageChange.map((load) => load(lang)));
  writeLocal(LANGUAGE_KEY, lang);
  applyLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** What must be loaded before the interface switches to a language (the screens' strings, once loaded). */
const beforeLanguageChange: Array<(lang: Language) => Promise<void>> = [];

export function onBeforeLanguageChange(load: (lang: Language) => Promise<void>): void {
  beforeLanguageChange.push(load);
}

/** The interface language, re-rendering on a switch (for Intl formatting in components). */
export function useLanguage(): Language {
  const { i18n: current } = useTranslation();
  const lang = current.resolvedLanguage ?? current.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
