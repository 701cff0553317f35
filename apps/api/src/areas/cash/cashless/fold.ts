import { foldUzbek, latinSpelling } from '@savdo/shared/validation';

/**
 * Folds a text for keyword matching, case- and script-insensitively:
 * lower-cased, Cyrillic spelled in Uzbek Latin, every apostrophe (oʻ, gʻ, the
 * tutuq belgisi and their look-alikes) dropped, blanks collapsed, so
 * «ШАРТНОМА», «Shartnoma» and «shartnoma» all give `shartnoma` and «Oʻtkazma»,
 * «O'tkazma» and «Ўтказма» give `otkazma`.
 */
export function foldScript(value: string): string {
  return latinSpelling(foldUzbek(value))
    .replace(/\u02BB/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
