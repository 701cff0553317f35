import type { Language } from '@savdo/shared/i18n/languages';
import type { ConfigProviderProps } from 'antd';

/**
 * What one language needs on every page, the sign-in page included: the
 * sign-in page's strings and Ant Design's locale. A chunk per language,
 * fetched before the first render and before a switch to that language, so
 * the first page carries one language, not both.
 */
export interface LanguagePack {
  strings: object;
  antd: NonNullable<ConfigProviderProps['locale']>;
}

/**
 * What one language adds behind the sign-in: the menu labels (section, group
 * and route titles), the home page's strings and dayjs with its locale. A
 * chunk per language, fetched with the screen registry by every route behind
 * the sign-in (`loadSignedInPack`), so the sign-in page loads none of it.
 */
export interface SignedInPack {
  strings: object;
  /** Sets dayjs's global locale to this language. */
  applyDayjsLocale(): void;
}

export const LANGUAGE_PACKS: Record<Language, () => Promise<LanguagePack>> = {
  uz: () => import('./uz.ts').then((m) => m.pack),
  ru: () => import('./ru.ts').then((m) => m.pack),
};

export const SIGNED_IN_PACKS: Record<Language, () => Promise<SignedInPack>> = {
  uz: () => import('./uz-signed-in.ts').then((m) => m.pack),
  ru: () => import('./ru-signed-in.ts').then((m) => m.pack),
};
