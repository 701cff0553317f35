/**
 * Uzbek names for the sales bench's clients (bench/sales-fill.ts): each in
 * Latin and in Cyrillic, with the search key both spellings fold to (the
 * clients' `name_key`: lower-case Latin, apostrophes dropped, x → h, q → k,
 * ye → e, a doubled letter once; see the clients module's `nameKey`). A full
 * name is "Surname First-name Father's-name oʻgʻli/qizi"; a woman's surname
 * takes -a. `checkNameKeys` compares the keys with the project's folding
 * function when the shared package has one.
 */

/** [Latin, Cyrillic, key] of a man's surname (a woman's adds a / а / a). */
export const SURNAMES: readonly (readonly [string, string, string])[] = [
  ['Yusupov', 'Юсупов', 'yusupov'],
  ['Karimov', 'Каримов', 'karimov'],
  ['Rahimov', 'Раҳимов', 'rahimov'],
  ['Toshmatov', 'Тошматов', 'toshmatov'],
  ['Abdullayev', 'Абдуллаев', 'abdulaev'],
  ['Qodirov', 'Қодиров', 'kodirov'],
  ['Xolmatov', 'Холматов', 'holmatov'],
  ['Ergashev', 'Эргашев', 'ergashev'],
  ['Mirzayev', 'Мирзаев', 'mirzaev'],
  ['Sobirov', 'Собиров', 'sobirov'],
  ['Nazarov', 'Назаров', 'nazarov'],
  ['Ismoilov', 'Исмоилов', 'ismoilov'],
  ['Usmonov', 'Усмонов', 'usmonov'],
  ['Tursunov', 'Турсунов', 'tursunov'],
  ['Aliyev', 'Алиев', 'aliev'],
  ['Hasanov', 'Ҳасанов', 'hasanov'],
  ['Sultonov', 'Султонов', 'sultonov'],
  ['Rasulov', 'Расулов', 'rasulov'],
  ['Ahmedov', 'Аҳмедов', 'ahmedov'],
  ['Joʻrayev', 'Жўраев', 'joraev'],
  ['Gʻaniyev', 'Ғаниев', 'ganiev'],
  ['Normatov', 'Норматов', 'normatov'],
  ['Saidov', 'Саидов', 'saidov'],
  ['Umarov', 'Умаров', 'umarov'],
  ['Fayzullayev', 'Файзуллаев', 'fayzulaev'],
  ['Boboyev', 'Бобоев', 'boboev'],
  ['Davletov', 'Давлетов', 'davletov'],
  ['Eshonqulov', 'Эшонқулов', 'eshonkulov'],
  ['Haydarov', 'Ҳайдаров', 'haydarov'],
  ['Ibragimov', 'Ибрагимов', 'ibragimov'],
  ['Jalilov', 'Жалилов', 'jalilov'],
  ['Komilov', 'Комилов', 'komilov'],
  ['Latipov', 'Латипов', 'latipov'],
  ['Mahmudov', 'Маҳмудов', 'mahmudov'],
  ['Olimov', 'Олимов', 'olimov'],
  ['Pardayev', 'Пардаев', 'pardaev'],
  ['Qosimov', 'Қосимов', 'kosimov'],
  ['Rajabov', 'Ражабов', 'rajabov'],
  ['Shukurov', 'Шукуров', 'shukurov'],
  ['Valiyev', 'Валиев', 'valiev'],
];

/** [Latin, Cyrillic, key] of men's first names (also the fathers' names). */
export const MEN: readonly (readonly [string, string, string])[] = [
  ['Shahzod', 'Шаҳзод', 'shahzod'],
  ['Jasur', 'Жасур', 'jasur'],
  ['Bekzod', 'Бекзод', 'bekzod'],
  ['Sardor', 'Сардор', 'sardor'],
  ['Doniyor', 'Дониёр', 'doniyor'],
  ['Otabek', 'Отабек', 'otabek'],
  ['Ulugʻbek', 'Улуғбек', 'ulugbek'],
  ['Jamshid', 'Жамшид', 'jamshid'],
  ['Sherzod', 'Шерзод', 'sherzod'],
  ['Aziz', 'Азиз', 'aziz'],
  ['Botir', 'Ботир', 'botir'],
  ['Dilshod', 'Дилшод', 'dilshod'],
  ['Akmal', 'Акмал', 'akmal'],
  ['Rustam', 'Рустам', 'rustam'],
  ['Farrux', 'Фаррух', 'faruh'],
  ['Xurshid', 'Хуршид', 'hurshid'],
  ['Javlon', 'Жавлон', 'javlon'],
  ['Nodir', 'Нодир', 'nodir'],
  ['Sanjar', 'Санжар', 'sanjar'],
  ['Temur', 'Темур', 'temur'],
  ['Abdulla', 'Абдулла', 'abdula'],
  ['Islom', 'Ислом', 'islom'],
  ['Ibrohim', 'Иброҳим', 'ibrohim'],
  ['Mansur', 'Мансур', 'mansur'],
  ['Oybek', 'Ойбек', 'oybek'],
  ['Qodir', 'Қодир', 'kodir'],
  ['Rahim', 'Раҳим', 'rahim'],
  ['Sobir', 'Собир', 'sobir'],
  ['Zafar', 'Зафар', 'zafar'],
  ['Gʻayrat', 'Ғайрат', 'gayrat'],
  ['Elyor', 'Элёр', 'elyor'],
  ['Komil', 'Комил', 'komil'],
  ['Lutfulla', 'Лутфулла', 'lutfula'],
  ['Mirzo', 'Мирзо', 'mirzo'],
  ['Nurbek', 'Нурбек', 'nurbek'],
  ['Shoxrux', 'Шоҳруҳ', 'shohruh'],
  ['Umid', 'Умид', 'umid'],
  ['Valijon', 'Валижон', 'valijon'],
  ['Yusuf', 'Юсуф', 'yusuf'],
  ['Zokir', 'Зокир', 'zokir'],
];

/** [Latin, Cyrillic, key] of women's first names. */
export const WOMEN: readonly (readonly [string, string, string])[] = [
  ['Dilnoza', 'Дилноза', 'dilnoza'],
  ['Gulnora', 'Гулнора', 'gulnora'],
  ['Malika', 'Малика', 'malika'],
  ['Nilufar', 'Нилуфар', 'nilufar'],
  ['Shahnoza', 'Шаҳноза', 'shahnoza'],
  ['Zarina', 'Зарина', 'zarina'],
  ['Madina', 'Мадина', 'madina'],
  ['Feruza', 'Феруза', 'feruza'],
  ['Mohira', 'Моҳира', 'mohira'],
  ['Nodira', 'Нодира', 'nodira'],
  ['Sevara', 'Севара', 'sevara'],
  ['Umida', 'Умида', 'umida'],
  ['Yulduz', 'Юлдуз', 'yulduz'],
  ['Kamola', 'Камола', 'kamola'],
  ['Barno', 'Барно', 'barno'],
  ['Dildora', 'Дилдора', 'dildora'],
  ['Gulchehra', 'Гулчеҳра', 'gulchehra'],
  ['Hilola', 'Ҳилола', 'hilola'],
  ['Iroda', 'Ирода', 'iroda'],
  ['Lola', 'Лола', 'lola'],
  ['Mohinur', 'Моҳинур', 'mohinur'],
  ['Nargiza', 'Наргиза', 'nargiza'],
  ['Oydin', 'Ойдин', 'oydin'],
  ['Roʻzigul', 'Рўзигул', 'rozigul'],
  ['Saida', 'Саида', 'saida'],
  ['Xurshida', 'Хуршида', 'hurshida'],
  ['Zulfiya', 'Зулфия', 'zulfiya'],
  ['Shoira', 'Шоира', 'shoira'],
  ['Muazzam', 'Муаззам', 'muazam'],
  ['Nigora', 'Нигора', 'nigora'],
  ['Ozoda', 'Озода', 'ozoda'],
  ['Robiya', 'Робия', 'robiya'],
  ['Sabohat', 'Сабоҳат', 'sabohat'],
  ['Charos', 'Чарос', 'charos'],
  ['Durdona', 'Дурдона', 'durdona'],
  ['Gavhar', 'Гавҳар', 'gavhar'],
  ['Laylo', 'Лайло', 'laylo'],
  ['Maftuna', 'Мафтуна', 'maftuna'],
  ['Raʼno', 'Раъно', 'rano'],
  ['Qunduz', 'Қундуз', 'kunduz'],
];

/** "son of" / "daughter of" after the father's name: [Latin, Cyrillic, key]. */
export const SON_OF = ['oʻgʻli', 'ўғли', 'ogli'] as const;
export const DAUGHTER_OF = ['qizi', 'қизи', 'kizi'] as const;

/** Every spelling of the pool with the key it must fold to. */
function spellings(): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [latin, cyrillic, key] of SURNAMES) {
    pairs.push([latin, key], [cyrillic, key], [`${latin}a`, `${key}a`], [`${cyrillic}а`, `${key}a`]);
  }
  for (const [latin, cyrillic, key] of [...MEN, ...WOMEN, SON_OF, DAUGHTER_OF]) {
    pairs.push([latin, key], [cyrillic, key]);
  }
  return pairs;
}

/**
 * Throws when a key of the pool differs from what the project's name folding
 * (`nameKey` of `@savdo/shared/validation`, once the clients module is in)
 * gives for either spelling; answers whether the check ran.
 */
export async function checkNameKeys(): Promise<boolean> {
  const validation: Record<string, unknown> = await import('@savdo/shared/validation');
  const fold = validation.nameKey;
  if (typeof fold !== 'function') return false;
  const wrong = spellings().filter(([spelling, key]) => fold(spelling) !== key);
  if (wrong.length > 0) throw new Error(`name keys differ from nameKey: ${JSON.stringify(wrong)}`);
  return true;
}
