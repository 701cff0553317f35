import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@savdo/shared/i18n/languages';
import type { ConfigProviderProps } from 'antd';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_PACKS, SIGNED_IN_PACKS } from './language-packs/pack.ts';
import type { LanguagePack, SignedInPack } from './language-packs/pack-types.ts';
import { LANGUAGE_KEY, readLocal, writeLocal } from './storage.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered language, else Uzbek. */
export function initialLanguage(stored: string | null = readLocal(LANGUAGE_KEY)): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

const packs = new Map<Language, LanguagePack>();

const loadPackStrings = (lang: Language): Promise<LanguagePack> => LANGUAGE_PACKS[lang]();

/** Fetches a language's pack (sign-in strings, Ant Design's locale) once and puts its strings in place. */
async function loadPack(lang: Language): Promise<LanguagePack> {
  const loaded = packs.get(lang);
  if (loaded) return loaded;
  const pack = await loadPackStrings(lang);
  i18n.addResourceBundle(lang, 'translation', pack.strings, true, false);
  packs.set(lang, pack);
  return pack;
}

const signedInPacks = new Map<Language, Promise<SignedInPack>>();
/** Set once a page behind the sign-in asked for its pack: a language switch then fetches the new one first. */
let signedIn = false;

function fetchSignedInPack(lang: Language): Promise<SignedInPack> {
  let loading = signedInPacks.get(lang);
  if (!loading) {
    loading = SIGNED_IN_PACKS[lang]().then((pack) => {
      i18n.addResourceBundle(lang, 'translation', pack.strings, true, false);
      return pack;
    });
    loading.catch(() => signedInPacks.delete(lang));
    signedInPacks.set(lang, loading);
  }
  return loading;
}

/**
 * Puts in place, in the current language, what the pages behind the sign-in
 * add to the sign-in page's pack: menu labels, the home page's strings and
 * dayjs's locale. Every route behind the sign-in awaits it with its screen
 * (`shell/router.tsx`); the sign-in page never fetches it.
 */
export async function loadSignedInPack(): Promise<void> {
  signedIn = true;
  const lang = currentLanguage();
  const pack = await fetchSignedInPack(lang);
  if (currentLanguage() === lang) pack.applyDayjsLocale();
}

/** Ant Design's locale for a language whose pack is loaded (always the current one). */
export function antdLocale(lang: Language): NonNullable<ConfigProviderProps['locale']> | undefined {
  return packs.get(lang)?.antd;
}

/**
 * Starts i18next with the remembered language's pack only; await it before the first render. The pack
 * is fetched first and given to `init`: i18next settles its `resolvedLanguage` at `init` on a language
 * that has strings, so with none yet it stayed unset after a reload in Russian (and the switch then
 * highlighted Uzbek over a Russian interface).
 */
export async function initI18n(): Promise<typeof i18n> {
  const lng = initialLanguage();
  const pack = await loadPackStrings(lng);
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: pack.strings } },
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  packs.set(lng, pack);
  applyLanguage(lng);
  return i18n;
}

function applyLanguage(lang: Language, signedInPack?: SignedInPack): void {
  signedInPack?.applyDayjsLocale();
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The interface language: the one chosen (i18next's `language`), which `resolvedLanguage` follows once its strings are in. */
function languageOf(instance: { language?: string; resolvedLanguage?: string }): Language {
  if (isLanguage(instance.language)) return instance.language;
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The language the API is told in `Accept-Language`. */
export function currentLanguage(): Language {
  return languageOf(i18n);
}

export async function changeLanguage(lang: Language): Promise<void> {
  const [signedInPack] = await Promise.all([
    signedIn ? fetchSignedInPack(lang) : undefined,
    loadPack(lang),
    ...beforeLanguageChange.map((load) => load(lang)),
  ]);
  writeLocal(LANGUAGE_KEY, lang);
  applyLanguage(lang, signedInPack);
  await i18n.changeLanguage(lang);
}

/** What else must be loaded before the interface switches to a language (the screens' namespaces loaded so far). */
const beforeLanguageChange: Array<(lang: Language) => Promise<void>> = [];

export function onBeforeLanguageChange(load: (lang: Language) => Promise<void>): void {
  beforeLanguageChange.push(load);
}

/** The interface language, re-rendering on a switch (for Intl formatting in components). */
export function useLanguage(): Language {
  const { i18n: current } = useTranslation();
  return languageOf(current);
}
