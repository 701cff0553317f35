import type { Language } from '@savdo/shared/i18n';
import { type Currency, toMinor } from '@savdo/shared/money';

/**
 * An amount written out as a cash order wants it: the whole units in words
 * and the minor units in two figures ("Bir million ikki yuz ming soʻm 05
 * tiyin", "Один миллион двести тысяч сумов 05 тийинов"), in Uzbek (Latin)
 * or Russian, for soʻm/tiyin and dollar/cent.
 */

// ---- Uzbek (Latin): numerals do not change with the noun; hundreds and thousands take "bir".
const UZ_ONES = ['', 'bir', 'ikki', 'uch', 'toʻrt', 'besh', 'olti', 'yetti', 'sakkiz', 'toʻqqiz'];
const UZ_TENS = ['', 'oʻn', 'yigirma', 'oʻttiz', 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', 'toʻqson'];
const UZ_SCALES = ['', 'ming', 'million', 'milliard', 'trillion'];

function uzTriple(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  if (hundreds) words.push(UZ_ONES[hundreds] ?? '', 'yuz');
  if (tens) words.push(UZ_TENS[tens] ?? '');
  if (ones) words.push(UZ_ONES[ones] ?? '');
  return words;
}

// ---- Russian: numerals agree in gender (thousands are feminine) and the noun takes one of three forms.
const RU_ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const RU_ONES_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const RU_TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const RU_TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const RU_HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];
type RuForms = readonly [one: string, few: string, many: string];
const RU_SCALES: readonly { forms: RuForms; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

/** The Russian noun form after `n`: 1 сум, 2 сума, 5 сумов, 11 сумов, 21 сум. */
export function ruPlural(n: bigint, [one, few, many]: RuForms): string {
  const last2 = Number(n % 100n);
  const last = last2 % 10;
  if (last2 >= 11 && last2 <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

function ruTriple(n: number, feminine: boolean): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(RU_HUNDREDS[hundreds] ?? '');
  if (rest >= 10 && rest < 20) {
    words.push(RU_TEENS[rest - 10] ?? '');
  } else {
    const tens = Math.floor(rest / 10);
    const ones = rest % 10;
    if (tens) words.push(RU_TENS[tens] ?? '');
    if (ones) words.push((feminine ? RU_ONES_F : RU_ONES_M)[ones] ?? '');
  }
  return words;
}

/** Groups of three digits, lowest first: 1234567 → [567, 234, 1]. */
function triples(n: bigint): number[] {
  const groups: number[] = [];
  let rest = n;
  while (rest > 0n) {
    groups.push(Number(rest % 1000n));
    rest /= 1000n;
  }
  return groups;
}

/** A whole number in words (lower case); 0 is "nol" / "ноль". */
export function integerInWords(n: bigint, lang: Language): string {
  if (n < 0n) throw new RangeError('a negative amount');
  if (n === 0n) return lang === 'ru' ? 'ноль' : 'nol';
  const groups = triples(n);
  if (groups.length > UZ_SCALES.length) throw new RangeError('an amount too large to write out');
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] ?? 0;
    if (group === 0) continue;
    if (lang === 'ru') {
      const scale = RU_SCALES[i] ?? { forms: ['', '', ''] as const, feminine: false };
      words.push(...ruTriple(group, scale.feminine));
      if (i > 0) words.push(ruPlural(BigInt(group), scale.forms));
    } else {
      words.push(...uzTriple(group));
      if (i > 0) words.push(UZ_SCALES[i] ?? '');
    }
  }
  return words.filter(Boolean).join(' ');
}

const UNITS: Record<Currency, { uz: [string, string]; ru: [RuForms, RuForms] }> = {
  UZS: {
    uz: ['soʻm', 'tiyin'],
    ru: [
      ['сум', 'сума', 'сумов'],
      ['тийин', 'тийина', 'тийинов'],
    ],
  },
  USD: {
    uz: ['dollar', 'sent'],
    ru: [
      ['доллар', 'доллара', 'долларов'],
      ['цент', 'цента', 'центов'],
    ],
  },
};

/** "1000000000.50" in UZS → "Bir milliard soʻm 50 tiyin" / "Один миллиард сумов 50 тийинов". */
export function amountInWords(amount: string, currency: Currency, lang: Language): string {
  const minor = toMinor(amount);
  if (minor < 0n) throw new RangeError('a negative amount');
  const whole = minor / 100n;
  const cents = minor % 100n;
  const figures = cents.toString().padStart(2, '0');
  const units = UNITS[currency];
  const text =
    lang === 'ru'
      ? `${integerInWords(whole, lang)} ${ruPlural(whole, units.ru[0])} ${figures} ${ruPlural(cents, units.ru[1])}`
      : `${integerInWords(whole, lang)} ${units.uz[0]} ${figures} ${units.uz[1]}`;
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
