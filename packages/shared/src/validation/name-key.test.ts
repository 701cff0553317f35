import { describe, expect, it } from 'vitest';
import { nameKey, nameTokens } from './name-key.ts';

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
];

/** Different names stay different. */
const DIFFERENT: readonly (readonly [string, string])[] = [
  ['Karimov Bekzod', 'Rahimov Bekzod'],
  ['Saidov Aziz', 'Saidova Aziz'],
  ['Sardor', 'Sanjar'],
];

describe('nameKey', () => {
  it('gives one key for every spelling of a name, in either script and with any apostrophe', () => {
    for (const group of SAME) {
      const keys = new Set(group.map(nameKey));
      expect([...keys], group.join(' / ')).toHaveLength(1);
    }
  });

  it('answers the documented canonical form', () => {
    expect(nameKey('Шахзод Юсупов')).toBe('shahzod yusupov');
    expect(nameKey('Gʻulomov Ulugʻbek')).toBe('gulomov ulugbek');
    expect(nameKey('Қодиров')).toBe('kodirov');
    expect(nameKey('Абдуллаев')).toBe('abdulaev');
  });

  it('keeps different names apart', () => {
    for (const [a, b] of DIFFERENT) expect(nameKey(a), `${a} / ${b}`).not.toBe(nameKey(b));
  });

  it('drops punctuation and extra spaces, keeps digits, and gives "" for nothing', () => {
    expect(nameKey('  Karimov,  Bekzod-Akmal  ')).toBe('karimov bekzod akmal');
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
    expect(nameTokens('Шах Юсу')).toEqual(['shah', 'yusu']);
    expect(nameTokens('  ')).toEqual([]);
    const key = nameKey('Yusupov Shaxzod Anvarovich');
    for (const search of ['шахзод', 'Shahz', 'yusupov shax', 'Анварович Юсупов']) {
      const words = key.split(' ');
      expect(
        nameTokens(search).every((t) => words.some((w) => w.startsWith(t))),
        search,
      ).toBe(true);
    }
  });
});
