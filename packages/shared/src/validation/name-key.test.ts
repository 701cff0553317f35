import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey, nameTokens, phoneTail } from './name-key.ts';

/** Each group is one name as people type it; every spelling must give the same key. */
const SAME: readonly (readonly string[])[] = [
  ['Шахзод Юсупов', 'Shaxzod Yusupov', 'Shahzod Yusupov', 'SHAKHZOD YUSUPOV', 'шахзод  юсупов'],
  ['Ғуломов Улуғбек', 'Gʻulomov Ulugʻbek', "G'ulomov Ulug'bek", 'G‘ulomov Ulug’bek', 'Gulomov Ulugbek'],
  ['Гуломов Улугбек', 'G`ulomov Ulug`bek', 'Gʼulomov Ulugʼbek'],
  ['Қодиров Жасур', 'Qodirov Jasur', 'Kodirov Jasur', 'Кодиров Жасур', 'Qodirov Zhasur'],
  ['Холматов Тоҳир', 'Xolmatov Tohir', 'Kholmatov Tohir', 'Holmatov Toxir', 'Холматов Тохир'],
  ['Абдуллаев Элёр', 'Abdullayev Elyor', 'Abdulayev Elyor', 'Abdullaev Elyor'],
  ['Ўринбоев Ёдгор', 'Oʻrinboyev Yodgor', "O'rinboyev Yodgor", 'Orinboev Yodgor'],
  ['Алиева Нилуфар', 'Aliyeva Nilufar', 'Alieva Nilufar'],
  ['Маъруф Эргашев', 'Maʼruf Ergashev', "Ma'ruf Ergashev", 'Maruf Yergashev'],
  ['Щербаков Вячеслав', 'Sherbakov Vyacheslav', 'Шербаков Вячеслав'],
  ['Цой Игорь', 'Tsoy Igor'],
  ['Ismoilova Shahnoza', 'Исмоилова Шаҳноза', 'Исмоилова Шахноза', 'ISMOILOVA SHAXNOZA'],
  // issue 22 item 4: the Russian spellings of Uzbek names
  ['Тошпўлатов', 'Toshpoʻlatov', "Toshpo'latov", 'Toshpulatov', 'Тошпулатов', 'Toshpolatov'],
  ['Yakubov', 'Yoqubov', 'Ёқубов', 'Якубов', 'Yoqubov', 'Ёкубов'],
  ['Бахтиёр', 'Baxtiyor', 'Bakhtiyor', 'Бахтияр', 'Bahtiyor'],
  ['Ғайратов', 'Gʻayratov', 'Гайратов', 'Gayratov'],
  ['Хасанов', 'Xasanov', 'Hasanov', 'Ҳасанов', 'Khasanov'],
  ['Шукуров Чори', 'Shukurov Chori', 'Шукуров Чори', 'SHUKUROV CHORI'],
  ['Жамшид', 'Jamshid', 'Джамшид', 'Djamshid'],
  ['Юлдашев', 'Yuldashev', 'Yoʻldashev', 'Йўлдашев'],
];

/** Different names stay different. */
const DIFFERENT: readonly (readonly [string, string])[] = [
  ['Karimov Bekzod', 'Rahimov Bekzod'],
  ['Saidov Aziz', 'Saidova Aziz'],
  ['Sardor', 'Sanjar'],
  ['Yakubov', 'Yusupov'],
  ['Shukurov', 'Chukurov'],
  ['Toshpulatov', 'Toshmatov'],
];

describe('nameKey', () => {
  it('gives one key for every spelling of a name, in either script and with any apostrophe', () => {
    for (const group of SAME) {
      const keys = new Set(group.map(nameKey));
      expect([...keys], group.join(' / ')).toHaveLength(1);
    }
  });

  it('answers the documented canonical form', () => {
    expect(nameKey('Шахзод Юсупов')).toBe('shahzud ysupuv');
    expect(nameKey('Gʻulomov Ulugʻbek')).toBe('gulumuv ulugbek');
    expect(nameKey('Қодиров')).toBe('kudiruv');
    expect(nameKey('Абдуллаев')).toBe('abdulaev');
    expect(nameKey('Тошпўлатов')).toBe('tushpulatuv');
    expect(nameKey('Ёқубов')).toBe('ykubuv');
  });

  it('keeps different names apart', () => {
    for (const [a, b] of DIFFERENT) expect(nameKey(a), `${a} / ${b}`).not.toBe(nameKey(b));
  });

  it('drops punctuation and extra spaces, keeps digits, and gives "" for nothing', () => {
    expect(nameKey('  Karimov,  Bekzod-Akmal  ')).toBe('karimuv bekzud akmal');
    expect(nameKey('')).toBe('');
    expect(nameKey(' ʻ-. ')).toBe('');
    expect(nameKey('Jamshid 2')).toBe('jamshid 2');
  });

  it('folds Latin accents and letters typed in mixed scripts', () => {
    expect(nameKey('Jösef')).toBe(nameKey('Josef'));
    // a Cyrillic «а» slipped into a Latin word
    expect(nameKey('Kаrimov')).toBe(nameKey('Karimov'));
  });

  it('splits a search into word keys, each a prefix of the folded name', () => {
    expect(nameTokens('Шах Юсу')).toEqual(['shah', 'ysu']);
    expect(nameTokens('  ')).toEqual([]);
    const key = nameKey('Yusupov Shaxzod Anvarovich');
    for (const search of ['шахзод', 'Shahz', 'yusupov shax', 'Анварович Юсупов', 'Anvarovich', 'юсупов']) {
      const words = key.split(' ');
      expect(
        nameTokens(search).every((t) => words.some((w) => w.startsWith(t))),
        search,
      ).toBe(true);
    }
  });
});

/** Uzbek Latin syllables and how the Uzbek Cyrillic and the Russian spellings write each letter. */
const ONSETS: readonly (readonly [string, string, string])[] = [
  ['b', 'б', 'б'],
  ['ch', 'ч', 'ч'],
  ['d', 'д', 'д'],
  ['f', 'ф', 'ф'],
  ['g', 'г', 'г'],
  ['gʻ', 'ғ', 'г'],
  ['h', 'ҳ', 'х'],
  ['j', 'ж', 'дж'],
  ['k', 'к', 'к'],
  ['l', 'л', 'л'],
  ['m', 'м', 'м'],
  ['n', 'н', 'н'],
  ['q', 'қ', 'к'],
  ['r', 'р', 'р'],
  ['s', 'с', 'с'],
  ['sh', 'ш', 'ш'],
  ['t', 'т', 'т'],
  ['x', 'х', 'х'],
  ['z', 'з', 'з'],
];
/** Vowels after a consonant. */
const VOWELS: readonly (readonly [string, string, string])[] = [
  ['a', 'а', 'а'],
  ['e', 'е', 'е'],
  ['i', 'и', 'и'],
  ['o', 'о', 'о'],
  ['oʻ', 'ў', 'у'],
  ['u', 'у', 'у'],
];
/** y with a vowel, which Russian writes with я/ё/ю, one for the other. */
const Y_VOWELS: readonly (readonly [string, string, string])[] = [
  ['ya', 'я', 'я'],
  ['yo', 'ё', 'я'],
  ['yu', 'ю', 'ю'],
  ['yoʻ', 'йў', 'ю'],
];
const CODAS: readonly (readonly [string, string, string])[] = [
  ['', '', ''],
  ['r', 'р', 'р'],
  ['n', 'н', 'н'],
  ['m', 'м', 'м'],
  ['y', 'й', 'й'],
  ['l', 'л', 'л'],
  ['t', 'т', 'т'],
  ['sh', 'ш', 'ш'],
];

const syllable = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...ONSETS).chain((onset) => fc.constantFrom(...VOWELS).map((vowel) => [onset, vowel])),
      fc.constantFrom(...Y_VOWELS).map((yv) => [yv]),
    ),
    fc.constantFrom(...CODAS),
  )
  .map(([parts, coda]) =>
    [...parts, coda].reduce((a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]], ['', '', '']),
  );
const word = fc
  .array(syllable, { minLength: 1, maxLength: 4 })
  .map((parts) => parts.reduce((a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]], ['', '', '']));

describe('nameKey of generated names', () => {
  it('gives one key for a name in Uzbek Latin, Uzbek Cyrillic and its Russian spelling', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (words) => {
        const [latin, cyrillic, russian] = [0, 1, 2].map((i) => words.map((w) => w[i] ?? '').join(' ')) as [
          string,
          string,
          string,
        ];
        const key = nameKey(latin);
        expect(nameKey(cyrillic), `${latin} / ${cyrillic}`).toBe(key);
        expect(nameKey(russian), `${latin} / ${russian}`).toBe(key);
        expect(nameKey(latin.toUpperCase().replace(/ʻ/g, "'")), latin).toBe(key);
      }),
      { numRuns: 500 },
    );
  });
});

describe('phoneTail', () => {
  it('reads a phone typed with or without 998, spaces and dashes, as its last 9 digits', () => {
    for (const typed of ['+998 90 123-45-67', '998901234567', '901234567', '(90) 123 45 67'])
      expect(phoneTail(typed), typed).toBe('901234567');
  });

  it('reads fewer digits as the end of a phone', () => {
    expect(phoneTail('1234567')).toBe('1234567');
    expect(phoneTail('45-67')).toBe('4567');
  });

  it('is no phone for names, PINFLs, short numbers and 12 digits not starting with 998', () => {
    for (const typed of ['Aliyev', '12345678901234', '123', '9012345678', '123456789012', 'TSH-41'])
      expect(phoneTail(typed), typed).toBeNull();
  });
});
