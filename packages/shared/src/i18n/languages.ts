export type Language = 'uz' | 'ru';
export const LANGUAGES: readonly Language[] = ['uz', 'ru'];
/** Uzbek (Latin) is the default and the fallback. */
export const DEFAULT_LANGUAGE: Language = 'uz';
