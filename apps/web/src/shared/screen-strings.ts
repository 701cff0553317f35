import type { Language } from '@savdo/shared/i18n/languages';
import { currentLanguage, i18n, onBeforeLanguageChange } from './i18n.ts';

/**
 * Each language's screen strings (titles, field and enum labels, each
 * module's words) are a chunk of their own, kept out of the first page; a
 * screen fetches only the language shown (a test keeps both complete, so
 * the fallback's strings are never needed).
 */
const SCREEN_STRINGS: Record<Language, () => Promise<object>> = {
  uz: () => import('@savdo/shared/i18n/screens/uz').then((m) => m.uzScreens),
  ru: () => import('@savdo/shared/i18n/screens/ru').then((m) => m.ruScreens),
};
const loaded = new Map<Language, Promise<void>>();

function loadLanguage(lang: Language): Promise<void> {
  let loading = loaded.get(lang);
  if (!loading) {
    loading = SCREEN_STRINGS[lang]().then((strings) => {
      i18n.addResourceBundle(lang, 'translation', strings, true, false);
    });
    loading.catch(() => loaded.delete(lang));
    loaded.set(lang, loading);
  }
  return loading;
}

// Once a screen is open, switching language fetches the other language's strings first.
onBeforeLanguageChange(loadLanguage);

/**
 * Puts the screens' strings in place: every screen module awaits this at its
 * top level (its `strings.ts`), so they are there before anything renders.
 */
export async function loadScreenStrings(): Promise<void> {
  await loadLanguage(currentLanguage());
}
