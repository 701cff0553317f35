/** Uzbek (and Russian) Cyrillic letters in the Uzbek Latin alphabet's spelling. */
const UZBEK_LATIN: Readonly<Record<string, string>> = {
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

/** Kazakh/Karakalpak letters met in names of Karakalpakstan. */
const KARAKALPAK_LATIN: Readonly<Record<string, string>> = {
  ...UZBEK_LATIN,
  ң: 'ng',
  ү: 'u',
  ұ: 'u',
  ә: 'a',
  ө: 'o',
  і: 'i',
};

const CYRILLIC_LETTER = /[\u0400-\u04FF]/g;

interface Spelling {
  /** Karakalpak letters (ң ng, ү u, ә a, ө o, і i) spelled too. */
  karakalpak?: boolean;
  /** What a Cyrillic letter not in the table gives; it stays as it is when not set. */
  unknown?: string;
}

/**
 * Lower-case Cyrillic spelled in Uzbek Latin letter by letter (ш sh, ч ch,
 * ў o, ғ g, қ q, ҳ h, х x, ё yo, ю yu, я ya, ц ts, щ sh, ж j; ь, ъ dropped);
 * everything else stays as it is. `Шахзод` lower-cased gives `shaxzod`.
 */
export function latinSpelling(lower: string, { karakalpak = false, unknown }: Spelling = {}): string {
  const table = karakalpak ? KARAKALPAK_LATIN : UZBEK_LATIN;
  return lower.replace(CYRILLIC_LETTER, (letter) => table[letter] ?? unknown ?? letter);
}
