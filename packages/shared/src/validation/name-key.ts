/**
 * One spelling of a person's name for search and duplicate checks (docs/DECISIONS.md
 * "Sales: clients"): a name typed in Uzbek Latin, Uzbek Cyrillic or Russian,
 * with any apostrophe, folds to the same lower-case Latin key, so
 * «Шахзод Юсупов», «Shaxzod Yusupov» and «Shahzod Yusupov» all give
 * `shahzod yusupov`.
 *
 * 1. Cyrillic letters are written as Uzbek Latin (ш sh, ч ch, ў oʻ, ғ gʻ,
 *    қ q, ҳ h, х x, ё yo, ю yu, я ya, ц ts, щ sh, ж j, е/э e; ь, ъ dropped).
 * 2. Every apostrophe variant (ʻ ʼ ' ‘ ’ `) is dropped: oʻ → o, gʻ → g,
 *    the tutuq belgisi goes (people often leave them out).
 * 3. Spelling variants are unified: x → h, q → k, kh → h, zh → j, ye → e,
 *    and a doubled letter is written once (Abdullayev = Abdulayev).
 *
 * Russian vowel changes (Юсупов/Yusupov match; Кадыров/Qodirov do not) are
 * not guessed: only letters, never sounds.
 */

import { latinSpelling } from './cyrillic.ts';

const APOSTROPHES = /[\u02BB\u02BC\u2018\u2019\u0060\u0027\u02B9\u2032]/g;
/** Accents of Latin letters typed on other keyboards (é, ö): dropped after NFD. */
const MARKS = /\p{M}/gu;

/** Folds a name to its search key (see the module comment); blank or symbol-only input gives ''. */
export function nameKey(fullName: string): string {
  const latin = latinSpelling(fullName.normalize('NFC').toLowerCase(), { karakalpak: true, unknown: '' })
    .replace(APOSTROPHES, '')
    .normalize('NFD')
    .replace(MARKS, '');
  return latin
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/x/g, 'h')
    .replace(/q/g, 'k')
    .replace(/kh/g, 'h')
    .replace(/zh/g, 'j')
    .replace(/ye/g, 'e')
    .replace(/([a-z])\1+/g, '$1');
}

/** The words of a search text as keys (each to match the start of a word of the name). */
export function nameTokens(search: string): string[] {
  return nameKey(search).split(' ').filter(Boolean);
}
