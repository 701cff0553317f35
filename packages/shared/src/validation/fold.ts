/**
 * Uzbek Latin writes oʻ and gʻ with U+02BB and the tutuq belgisi with U+02BC,
 * but people type `'`, `‘`, `’` or `` ` `` instead (DECISIONS.md "Interface").
 * Search and uniqueness compare names folded to one form.
 */

/** The one apostrophe every variant folds to: U+02BB MODIFIER LETTER TURNED COMMA. */
export const UZBEK_APOSTROPHE = '\u02BB';

/** U+02BB, U+02BC, U+2018, U+2019, U+0060 and U+0027. */
const APOSTROPHES = /[\u02BB\u02BC\u2018\u2019\u0060\u0027]/g;

/** Folds every apostrophe variant to U+02BB and lower-cases: `Gʼulom`, `G'ulom` and `gʻulom` all give `gʻulom`. */
export function foldUzbek(value: string): string {
  return value.normalize('NFC').replace(APOSTROPHES, UZBEK_APOSTROPHE).toLowerCase();
}
