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
