import type { Language } from '@savdo/shared/i18n/languages';
import type { ConfigProviderProps } from 'antd';

/**
 * What one language needs on every page, the sign-in page included: the
 * shell's strings, Ant Design's locale and dayjs's. A chunk per language,
 * fetched before the first render and before a switch to that language, so
 * the first page carries one language, not both.
 */
export interface LanguagePack {
  strings: object;
  antd: NonNullable<ConfigProviderProps['locale']>;
  dayjs: string;
}

export const LANGUAGE_PACKS: Record<Language, () => Promise<LanguagePack>> = {
  uz: () => import('./uz.ts').then((m) => m.pack),
  ru: () => import('./ru.ts').then((m) => m.pack),
};
