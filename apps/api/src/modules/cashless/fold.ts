import { foldUzbek } from '@savdo/shared/validation';

/** Uzbek (and Russian) Cyrillic letters in the Uzbek Latin alphabet's spelling. */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  қ: 'q',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ў: 'o',
  ф: 'f',
  х: 'x',
  ҳ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * Folds a text for keyword matching, case- and script-insensitively:
 * lower-cased, Cyrillic spelled in Uzbek Latin, every apostrophe (oʻ, gʻ, the
 * tutuq belgisi and their look-alikes) dropped, blanks collapsed, so
 * «ШАРТНОМА», «Shartnoma» and «shartnoma» all give `shartnoma` and «Oʻtkazma»,
 * «O'tkazma» and «Ўтказма» give `otkazma`.
 */
export function foldScript(value: string): string {
  const lower = foldUzbek(value);
  let out = '';
  for (const ch of lower) out += CYRILLIC[ch] ?? ch;
  return out
    .replace(/\u02BB/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
