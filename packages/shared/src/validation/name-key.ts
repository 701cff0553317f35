/**
 * One spelling of a person's name for search and duplicate checks (docs/DECISIONS.md
 * "Sales: clients"): a name typed in Uzbek Latin, Uzbek Cyrillic or Russian,
 * with any apostrophe, folds to the same lower-case Latin key, so
 * «Шахзод Юсупов», «Shaxzod Yusupov» and «Shahzod Yusupov» all give
 * `shahzud ysupuv`, and «Тошпўлатов», «Toshpoʻlatov» and «Toshpulatov» all
 * give `tushpulatuv`.
 *
 * 1. Cyrillic letters are written as Uzbek Latin (ш sh, ч ch, ў o, ғ g,
 *    қ q, ҳ h, х x, ё yo, ю yu, я ya, ц ts, щ sh, ж j, е/э e; ь, ъ dropped).
 * 2. Every apostrophe variant (ʻ ʼ ' ‘ ’ `) is dropped: oʻ → o, gʻ → g,
 *    the tutuq belgisi goes (people often leave them out).
 * 3. Spelling variants are unified: x → h, q → k, kh → h, zh → j, dj → j
 *    (Russian «Джамшид»), ye → e, and a doubled letter is written once
 *    (Abdullayev = Abdulayev).
 * 4. The vowels the Russian spelling of Uzbek names changes are folded
 *    (NAME_KEY_VERSION 2): o and u are one letter `u` (oʻ, ў, o and u:
 *    Toshpoʻlatov = Toshpolatov = Тошпулатов), and y with the vowel after
 *    it is one letter `y` (ya, yo, yu, я, ё, ю: Yoqubov = Ёқубов = Якубов =
 *    Yakubov; Bakhtiyor = Бахтияр).
 *
 * Other Russian vowel changes (Қодиров/Кадыров: o → а) are not guessed.
 * The key serves search, where a few more names found is better than the
 * one sought missed.
 */

import { latinSpelling } from './cyrillic.ts';

/**
 * The version of the folding: stored keys (`clients.name_key`) made by an
 * older version are recomputed once at start-up (the API's data steps).
 */
export const NAME_KEY_VERSION = 2;

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
    .replace(/dj/g, 'j')
    .replace(/ye/g, 'e')
    .replace(/o/g, 'u')
    .replace(/y[au]/g, 'y')
    .replace(/([a-z])\1+/g, '$1');
}

/** The words of a search text as keys (each to match the start of a word of the name). */
export function nameTokens(search: string): string[] {
  return nameKey(search).split(' ').filter(Boolean);
}

/** The fewest digits a search reads as the end of a phone number. */
export const PHONE_TAIL_MIN = 4;

/**
 * A search text that is a phone number or its end: digits (with spaces,
 * `+`, dashes or brackets) read as the last digits of the national number,
 * the 9 after `998`. `+998 90 123-45-67`, `998901234567` and `901234567`
 * give `901234567`; `1234567` (at least `PHONE_TAIL_MIN` digits) gives
 * itself, the end of any phone. Anything else (a name, a PINFL, 10 or 11
 * digits, a 12-digit number not starting with 998) is no phone: null.
 */
export function phoneTail(search: string): string | null {
  const text = search.trim();
  if (!/^[+\d\s()-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 12) return digits.startsWith('998') ? digits.slice(3) : null;
  return digits.length >= PHONE_TAIL_MIN && digits.length <= 9 ? digits : null;
}
