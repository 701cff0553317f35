import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';

/**
 * Demo reference data for every reference screen: the provinces and districts
 * of Uzbekistan with some mahallas, units, brands, a category tree with a few
 * hundred products priced in UZS and USD, banks, suppliers, warehouses per
 * branch, contract terms and tariffs, payment types, and a handful of rows for
 * each other reference list.
 *
 * The resource tables are made from definitions at run time, so the rows go in
 * as plain SQL, in batches (one multi-row INSERT per table and chunk). Names
 * and numbers are believable but made up, except the geography, the brands and
 * the banks. Random-looking numbers (tax numbers, accounts, phones) come from a
 * seeded generator, so every demo database is the same.
 */

type Value = string | number | boolean | null | SQL;
type Row = Record<string, Value>;

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest table. */
const CHUNK = 1000;

/** UZS per USD used to price the demo products (the seeded rates are around it). */
const RATE = 12_750;

/** Inserts rows (all with the same keys) and answers their ids in the rows' order. */
async function insertRows(
  tx: DbOrTx,
  table: string,
  rows: readonly Row[],
  by: number | null,
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = [...Object.keys(first), 'created_by', 'updated_by'];
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const values = chunk.map((row) => {
      const full: Row = { ...row, created_by: by, updated_by: by };
      return sql`(${sql.join(
        columns.map((c) => sql`${full[c] ?? null}`),
        sql`, `,
      )})`;
    });
    const result = await tx.execute<{ id: number }>(sql`insert into ${sql.identifier(table)}
      (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )})
      values ${sql.join(values, sql`, `)}
      returning id`);
    ids.push(...result.rows.map((r) => r.id));
  }
  return ids;
}

/** A map from each row's key to the id it received. */
function idsBy<T>(
  items: readonly T[],
  ids: readonly number[],
  key: (item: T) => string,
): Map<string, number> {
  return new Map(items.map((item, i) => [key(item), ids[i] ?? 0]));
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`reference data: no ${what}`);
  return value;
}

// ---------------------------------------------------------------------------
// Repeatable pseudo-random numbers (mulberry32), for tax numbers, phones and the like.

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const pick = <T>(list: readonly T[]): T => must(list[int(0, list.length - 1)], 'choice');
  return {
    int,
    pick,
    /** Tax number (STIR) of a company: 9 digits starting with 2 or 3. */
    stir: () => `${pick(['2', '3'])}${digits(8)}`,
    /** Tax number of a person (sole proprietor): 9 digits starting with 4 to 6. */
    personStir: () => `${int(4, 6)}${digits(8)}`,
    /** A current account in UZS (balance account 20208, currency 000) or USD (840). */
    account: (currency: 'UZS' | 'USD' = 'UZS') => `20208${currency === 'USD' ? '840' : '000'}${digits(9)}001`,
    phone: () => `998${pick(['90', '91', '93', '94', '95', '97', '98', '99', '33', '88', '77'])}${digits(7)}`,
    passport: () => `${pick(['AA', 'AB', 'AC', 'AD', 'AE', 'FA'])}${digits(7)}`,
    /** PINFL: sex and century digit, birth date DDMMYY, then 7 more digits. */
    pinfl: (female: boolean) => {
      const dd = String(int(1, 28)).padStart(2, '0');
      const mm = String(int(1, 12)).padStart(2, '0');
      const yy = String(int(60, 99)).padStart(2, '0');
      return `${female ? '4' : '3'}${dd}${mm}${yy}${digits(7)}`;
    },
  };
}

/** Space-separated words as a list. */
const words = (text: string): readonly string[] => text.split(' ');

const MALE = words(
  'Jamshid Bekzod Sherzod Otabek Sardor Rustam Jasur Ulugʻbek Doniyor Akmal Aziz Bobur Farrux Sanjar Islom Temur Shoxrux Nodir Elyor Oybek',
);
const FEMALE = words(
  'Dilnoza Malika Nilufar Gulnora Mohira Shahnoza Zulfiya Feruza Madina Sevara Nodira Kamola',
);
const SURNAMES = words(
  'Karimov Rahimov Toshmatov Yusupov Aliyev Qodirov Ergashev Saidov Xolmatov Nazarov Abdullayev Mirzayev Sobirov Gʻaniyev Oʻrinboyev Tursunov Ismoilov Haydarov Joʻrayev Normatov',
);
const FATHERS = words('Akmal Baxtiyor Shavkat Anvar Rustam Olim Ravshan Hamid Abdulla Karim Zafar Tohir');

type Random = ReturnType<typeof generator>;

/** "Familiya Ism Otasining_ismi" with Uzbek endings (-ov/-ova, -ovich/-ovna). */
function personName(random: Random, female: boolean): string {
  const surname = random.pick(SURNAMES);
  const father = random.pick(FATHERS);
  const first = female ? random.pick(FEMALE) : random.pick(MALE);
  const patronymic = /[aeiou]$/.test(father) ? `${father}yev` : `${father}ov`;
  return female ? `${surname}a ${first} ${patronymic}na` : `${surname} ${first} ${patronymic}ich`;
}

// ---------------------------------------------------------------------------
// Addresses: the 14 provinces and their districts and cities.

/**
 * The 14 provinces, one a line: `Province: districts (tumani); cities (shahri)`.
 */
const PROVINCE_TEXT = `
Toshkent shahri: Bektemir, Chilonzor, Mirobod, Mirzo Ulugʻbek, Olmazor, Sergeli, Shayxontohur, Uchtepa, Yakkasaroy, Yangihayot, Yashnobod, Yunusobod
Toshkent viloyati: Bekobod, Boʻka, Boʻstonliq, Chinoz, Ohangaron, Oqqoʻrgʻon, Oʻrta Chirchiq, Parkent, Piskent, Qibray, Quyi Chirchiq, Toshkent, Yangiyoʻl, Yuqori Chirchiq, Zangiota; Angren, Bekobod, Chirchiq, Nurafshon, Ohangaron, Olmaliq, Yangiyoʻl
Andijon viloyati: Andijon, Asaka, Baliqchi, Boʻz, Buloqboshi, Izboskan, Jalaquduq, Marhamat, Oltinkoʻl, Paxtaobod, Qoʻrgʻontepa, Shahrixon, Ulugʻnor, Xoʻjaobod; Andijon, Xonobod
Buxoro viloyati: Buxoro, Gʻijduvon, Jondor, Kogon, Olot, Peshku, Qorakoʻl, Qorovulbozor, Romitan, Shofirkon, Vobkent; Buxoro, Kogon
Fargʻona viloyati: Bagʻdod, Beshariq, Buvayda, Dangʻara, Fargʻona, Furqat, Oltiariq, Oʻzbekiston, Qoʻshtepa, Quva, Rishton, Soʻx, Toshloq, Uchkoʻprik, Yozyovon; Fargʻona, Margʻilon, Qoʻqon, Quvasoy
Jizzax viloyati: Arnasoy, Baxmal, Doʻstlik, Forish, Gʻallaorol, Mirzachoʻl, Paxtakor, Sharof Rashidov, Yangiobod, Zafarobod, Zarbdor, Zomin; Jizzax
Xorazm viloyati: Bogʻot, Gurlan, Hazorasp, Qoʻshkoʻpir, Shovot, Tuproqqalʼa, Urganch, Xiva, Xonqa, Yangiariq, Yangibozor; Urganch, Xiva
Namangan viloyati: Chortoq, Chust, Kosonsoy, Mingbuloq, Namangan, Norin, Pop, Toʻraqoʻrgʻon, Uchqoʻrgʻon, Uychi, Yangiqoʻrgʻon; Namangan
Navoiy viloyati: Karmana, Konimex, Navbahor, Nurota, Qiziltepa, Tomdi, Uchquduq, Xatirchi; Navoiy, Zarafshon, Gʻozgʻon
Qashqadaryo viloyati: Chiroqchi, Dehqonobod, Gʻuzor, Kasbi, Kitob, Koson, Koʻkdala, Mirishkor, Muborak, Nishon, Qamashi, Qarshi, Shahrisabz, Yakkabogʻ; Qarshi, Shahrisabz
Qoraqalpogʻiston Respublikasi: Amudaryo, Beruniy, Boʻzatov, Chimboy, Ellikqalʼa, Kegeyli, Moʻynoq, Nukus, Qanlikoʻl, Qoʻngʻirot, Qoraoʻzak, Shumanay, Taxiatosh, Taxtakoʻpir, Toʻrtkoʻl, Xoʻjayli; Nukus
Samarqand viloyati: Bulungʻur, Ishtixon, Jomboy, Kattaqoʻrgʻon, Narpay, Nurobod, Oqdaryo, Pastdargʻom, Paxtachi, Payariq, Qoʻshrabot, Samarqand, Toyloq, Urgut; Samarqand, Kattaqoʻrgʻon
Sirdaryo viloyati: Boyovut, Guliston, Mirzaobod, Oqoltin, Sardoba, Sayxunobod, Sirdaryo, Xovos; Guliston, Shirin, Yangiyer
Surxondaryo viloyati: Angor, Bandixon, Boysun, Denov, Jarqoʻrgʻon, Muzrabot, Oltinsoy, Qiziriq, Qumqoʻrgʻon, Sariosiyo, Sherobod, Shoʻrchi, Termiz, Uzun; Termiz
`;

const PROVINCES: readonly (readonly [province: string, regions: readonly string[]])[] = PROVINCE_TEXT.trim()
  .split('\n')
  .map((line) => {
    const [province = '', rest = ''] = line.split(': ');
    const [districts = '', cities = ''] = rest.split('; ');
    const list = (text: string, suffix: string) =>
      text ? text.split(', ').map((n) => `${n} ${suffix}`) : [];
    return [province, [...list(districts, 'tumani'), ...list(cities, 'shahri')]] as const;
  });

/** Mahallas (MFY) of a few districts: [province, district, mahallas]. */
const VILLAGES: readonly (readonly [string, string, readonly string[]])[] = [
  [
    'Toshkent shahri',
    'Chilonzor tumani',
    ['Qatortol', 'Novza', 'Lutfiy', 'Beshyogʻoch', 'Gulbahor', 'Bunyodkor'],
  ],
  ['Toshkent shahri', 'Yunusobod tumani', ['Bodomzor', 'Yangishahar', 'Minor', 'Shahriston', 'Posttepa']],
  ['Toshkent shahri', 'Mirzo Ulugʻbek tumani', ['Qorasuv', 'Buyuk Ipak yoʻli', 'Feruza', 'Mustaqillik']],
  ['Toshkent shahri', 'Sergeli tumani', ['Quruvchilar', 'Sergeli-8', 'Yangi Sergeli']],
  ['Samarqand viloyati', 'Samarqand shahri', ['Registon', 'Bogʻishamol', 'Siyob', 'Kaftarxona']],
  ['Buxoro viloyati', 'Buxoro shahri', ['Samarqand darvoza', 'Ark', 'Fayzulla Xoʻjayev', 'Toʻqimachi']],
  ['Fargʻona viloyati', 'Fargʻona shahri', ['Kirgili', 'Yangi Fargʻona', 'Mustaqillik']],
  ['Andijon viloyati', 'Andijon shahri', ['Bogʻishamol', 'Eski shahar', 'Navroʻz']],
  ['Namangan viloyati', 'Namangan shahri', ['Sardoba', 'Gulshan', 'Navbahor']],
  ['Qashqadaryo viloyati', 'Qarshi shahri', ['Nasaf', 'Bahor', 'Koʻkgumbaz']],
  ['Qoraqalpogʻiston Respublikasi', 'Nukus shahri', ['Berdaq', 'Jayxun', 'Oq joʻl']],
];

interface Geo {
  provinces: Map<string, number>;
  /** Key `province|region`. */
  regions: Map<string, number>;
  /** Key `province|region|village`. */
  villages: Map<string, number>;
}

async function seedAddresses(tx: DbOrTx, by: number | null): Promise<Geo> {
  const provinceIds = await insertRows(
    tx,
    'provinces',
    PROVINCES.map(([name]) => ({ name })),
    by,
  );
  const provinces = idsBy(PROVINCES, provinceIds, ([name]) => name);
  const regionRows = PROVINCES.flatMap(([province, regions]) => regions.map((name) => ({ province, name })));
  const regionIds = await insertRows(
    tx,
    'regions',
    regionRows.map((r) => ({ name: r.name, province_id: must(provinces.get(r.province), r.province) })),
    by,
  );
  const regions = idsBy(regionRows, regionIds, (r) => `${r.province}|${r.name}`);
  const villageRows = VILLAGES.flatMap(([province, region, names]) =>
    names.map((name) => ({ province, region, name: `${name} MFY` })),
  );
  const villageIds = await insertRows(
    tx,
    'villages',
    villageRows.map((v) => ({
      name: v.name,
      province_id: must(provinces.get(v.province), v.province),
      region_id: must(regions.get(`${v.province}|${v.region}`), v.region),
    })),
    by,
  );
  const villages = idsBy(villageRows, villageIds, (v) => `${v.province}|${v.region}|${v.name}`);
  return { provinces, regions, villages };
}

// ---------------------------------------------------------------------------
// Units, brands, the category tree and products.

/** Name, short name, and whether it is sold in parts (else it counts pieces: whole quantities only). */
const UNITS = [
  ['dona', 'dona', false],
  ['kilogramm', 'kg', true],
  ['gramm', 'g', true],
  ['metr', 'm', true],
  ['kvadrat metr', 'm²', true],
  ['litr', 'l', true],
  ['komplekt', 'kompl.', false],
  ['quti', 'quti', false],
  ['juft', 'juft', false],
  ['paket', 'pkt', false],
  ['rulon', 'rulon', false],
  ['toʻplam', 'toʻpl.', false],
] as const;

/** Brand and the GS1 prefix its barcodes start with. */
const BRANDS: readonly (readonly [string, string])[] = [
  ['Samsung', '880'],
  ['LG', '880'],
  ['Artel', '478'],
  ['Apple', '019'],
  ['Xiaomi', '690'],
  ['Redmi', '690'],
  ['Hofmann', '478'],
  ['Shivaki', '478'],
  ['Avalon', '478'],
  ['Premier', '478'],
  ['Midea', '692'],
  ['Bosch', '400'],
  ['Beko', '869'],
  ['Indesit', '800'],
  ['Haier', '690'],
  ['Gorenje', '383'],
  ['Philips', '871'],
  ['Tefal', '301'],
  ['Moulinex', '301'],
  ['Braun', '400'],
  ['Vitek', '460'],
  ['Polaris', '460'],
  ['Atlant', '481'],
  ['Ariston', '801'],
  ['Electrolux', '730'],
  ['Gree', '693'],
  ['Roison', '478'],
  ['Huawei', '693'],
  ['Honor', '693'],
  ['Tecno', '694'],
  ['Infinix', '694'],
  ['Vivo', '694'],
  ['Hisense', '693'],
  ['TCL', '693'],
  ['HP', '019'],
  ['Lenovo', '019'],
  ['Asus', '471'],
  ['Acer', '471'],
  ['Canon', '454'],
  ['Epson', '871'],
];

/** [top category, markup %, [child, markup %][]]. */
const CATEGORIES: readonly (readonly [string, number, readonly (readonly [string, number])[]])[] = [
  [
    'Maishiy texnika',
    25,
    [
      ['Muzlatkichlar', 22],
      ['Kir yuvish mashinalari', 22],
      ['Konditsionerlar', 25],
      ['Televizorlar', 20],
      ['Gaz plitalari', 25],
      ['Changyutgichlar', 28],
      ['Mikrotoʻlqinli pechlar', 28],
      ['Suv isitgichlar', 25],
    ],
  ],
  [
    'Kichik maishiy texnika',
    30,
    [
      ['Elektr choynaklar', 35],
      ['Blenderlar', 32],
      ['Multivarkalar', 30],
      ['Dazmollar', 32],
      ['Soch quritgichlar', 35],
      ['Goʻsht maydalagichlar', 30],
    ],
  ],
  [
    'Telefonlar va gadjetlar',
    15,
    [
      ['Smartfonlar', 12],
      ['Planshetlar', 15],
      ['Aqlli soatlar', 20],
      ['Quloqchinlar', 25],
    ],
  ],
  [
    'Kompyuter texnikasi',
    18,
    [
      ['Noutbuklar', 15],
      ['Monitorlar', 18],
      ['Printerlar', 20],
    ],
  ],
  [
    'Mebel',
    35,
    [
      ['Yotoqxona mebeli', 35],
      ['Oshxona mebeli', 35],
      ['Yumshoq mebel', 35],
      ['Bolalar mebeli', 35],
    ],
  ],
  ['Gilamlar', 30, []],
];

/**
 * The product catalogue, one model a line: `brand | model | retail USD | variants`
 * (`-`: no brand), under a `# category | unit | warranty months | flags` line
 * (`serial`: tracked by serial number or IMEI; `marking`: carries a digital marking).
 * Each variant (colour, size) is a product of its own.
 */
const CATALOGUE_TEXT = `
# Smartfonlar | dona | 12 | serial
Samsung | Galaxy A05 4/64GB | 110 | qora, koʻk, oq
Samsung | Galaxy A06 4/128GB | 125 | qora, koʻk, oq
Samsung | Galaxy A15 6/128GB | 165 | qora, koʻk, oq
Samsung | Galaxy A16 8/256GB | 210 | qora, koʻk, oq
Samsung | Galaxy A25 8/256GB | 260 | qora, koʻk, oq
Samsung | Galaxy A35 8/256GB | 330 | qora, koʻk, oq
Samsung | Galaxy A55 8/256GB | 420 | qora, koʻk, oq
Samsung | Galaxy S24 8/256GB | 820 | qora, kumush
Samsung | Galaxy S24 Ultra 12/256GB | 1250 | qora, kumush
Samsung | Galaxy Z Flip6 12/256GB | 1050 | qora, kumush
Apple | iPhone 13 128GB | 560 | qora, koʻk, oq
Apple | iPhone 14 128GB | 650 | qora, koʻk, oq
Apple | iPhone 15 128GB | 760 | qora, koʻk, oq
Apple | iPhone 15 Pro 256GB | 1080 | qora, kumush
Apple | iPhone 15 Pro Max 256GB | 1220 | qora, kumush
Apple | iPhone 16 128GB | 880 | qora, koʻk, oq
Apple | iPhone 16 Pro Max 256GB | 1400 | qora, kumush
Xiaomi | 14T 12/256GB | 560 | qora, kumush
Xiaomi | 14T Pro 12/512GB | 720 | qora, kumush
Redmi | 13C 4/128GB | 105 | qora, koʻk, oq
Redmi | 14C 6/128GB | 120 | qora, koʻk, oq
Redmi | Note 13 8/256GB | 200 | qora, koʻk, oq
Redmi | Note 13 Pro 8/256GB | 290 | qora, koʻk, oq
Redmi | Note 14 Pro 8/256GB | 320 | qora, koʻk, oq
Honor | X6b 4/128GB | 115 | qora, kumush
Honor | X8b 8/256GB | 210 | qora, kumush
Honor | 200 12/512GB | 480 | qora, kumush
Tecno | Spark 20 8/256GB | 130 | qora, kumush
Tecno | Camon 30 8/256GB | 210 | qora, kumush
Tecno | Pova 6 8/256GB | 190 | qora, kumush
Infinix | Hot 40i 8/128GB | 115 | qora, kumush
Infinix | Note 40 8/256GB | 185 | qora, kumush
Vivo | Y28 8/128GB | 160 | qora, kumush
Vivo | V30 12/256GB | 420 | qora, kumush
# Planshetlar | dona | 12 | serial
Samsung | Galaxy Tab A9 4/64GB | 150 | qora, kumush
Samsung | Galaxy Tab A9+ 8/128GB | 240 | qora, kumush
Samsung | Galaxy Tab S9 FE 6/128GB | 420 | qora, kumush
Apple | iPad 10.9 64GB | 420 | qora, kumush
Apple | iPad Air 11 128GB | 680 | qora, kumush
Xiaomi | Pad 6 8/256GB | 360
Redmi | Pad SE 6/128GB | 170
# Aqlli soatlar | dona | 12 | serial
Apple | Watch SE 40mm | 260 | qora, kumush
Apple | Watch Series 9 45mm | 450 | qora, kumush
Samsung | Galaxy Watch6 44mm | 270 | qora, kumush
Xiaomi | Redmi Watch 4 | 95
Huawei | Watch GT 4 46mm | 230
# Quloqchinlar | dona | 6 | serial
Apple | AirPods Pro 2 | 240
Apple | AirPods 3 | 175
Samsung | Galaxy Buds2 Pro | 170
Samsung | Galaxy Buds FE | 85
Redmi | Buds 5 | 35
Huawei | FreeBuds 5i | 70
# Televizorlar | dona | 24 | serial marking
Samsung | UE43CU7100 43" Crystal UHD | 390
Samsung | UE55CU8000 55" Crystal UHD | 560
Samsung | QE65Q60C 65" QLED | 950
LG | 43UR78006LK 43" 4K | 360
LG | 55UR78006LK 55" 4K | 520
LG | OLED55C3 55" | 1450
Artel | UA32H1200 32" Smart | 140
Artel | UA43H3502 43" Smart | 230
Artel | UA50H3502 50" Smart | 300
Artel | UA55H3502 55" Smart | 360
Hofmann | 43FUA900 43" Smart | 220
Hofmann | 55FUA900 55" Smart | 350
Shivaki | US43H3403 43" Smart | 240
Premier | 43PRM710USV 43" Smart | 210
TCL | 55P635 55" 4K | 420
Hisense | 50A6K 50" 4K | 340
Xiaomi | TV A 43 2025 | 280
Xiaomi | TV A Pro 55 | 430
# Muzlatkichlar | dona | 36 | serial marking
Artel | HD 345 FN | 350 | oq, kumush, bej
Artel | HD 395 FWEN | 390 | oq, kumush, bej
Artel | HD 455 RWENS | 450 | oq, kumush, bej
Samsung | RB34T670FSA | 720
Samsung | RB38T676FB1 | 810
LG | GC-B459SLCL | 780
LG | GA-B509CQSL | 850
Shivaki | HD 345 RN | 340 | oq, kumush
Shivaki | HD 430 FWENH | 460 | oq, kumush
Avalon | AVL-RF59TW | 330
Hofmann | HR-360BDS | 420
Premier | PRM-546SBS Side-by-Side | 1050
Beko | RCNA406I30W | 600
Indesit | ITS 4180 W | 470
Atlant | XM-4421-009 ND | 520
Haier | C2F637CWRG | 750
# Kir yuvish mashinalari | dona | 24 | serial marking
Artel | WF60K110 6 kg | 220
Artel | TE 60 L yarim avtomat | 120
Artel | WF80F010 8 kg | 300
Samsung | WW60A4S00CE 6 kg | 380
Samsung | WW80T4040EE 8 kg | 450
LG | F2J3HS0W 6,5 kg | 400
LG | F4V5VS0W 9 kg | 560
Beko | WSPE6H612W 6 kg | 320
Indesit | IWSB 5085 5 kg | 260
Haier | HW60-BP12929 6 kg | 330
Hofmann | WM-612 6 kg | 230
Avalon | AVL-WM7014 7 kg | 250
Shivaki | SWM-LS7W 7 kg | 200
Bosch | WAN24140 7 kg | 520
# Konditsionerlar | dona | 36 | serial marking
Artel | Grand 09 HN | 270
Artel | Shahrixon 12 Inverter | 390
Artel | ART-18HE | 520
Samsung | AR12TXHQASINUA Inverter | 520
Samsung | AR18BQHQASINUA Inverter | 730
LG | S12EQ Dual Inverter | 560
LG | DualCool S18EQ | 760
Gree | Bora GWH12AAB Inverter | 480
Midea | Mission MSMB-12HRFN8 Inverter | 430
Shivaki | SSH-P126DC | 330
Hofmann | ACH-12IN Inverter | 360
Avalon | AVL-12HN | 300
Roison | Ecoline 12 | 280
# Gaz plitalari | dona | 24 | serial
Artel | Apetito 10-E | 180 | oq, jigarrang
Artel | Milagro 01-G | 220 | oq, qora
Hofmann | HGS-5060 | 170
Gorenje | GI5121WH | 390
Beko | FSE52320DWD | 330
Indesit | IS5G1PMW | 290
Shivaki | Optima 60 | 150
Avalon | AVL-GS5040 | 140
# Changyutgichlar | dona | 12 | -
Samsung | VC18M31A0HU | 130
Samsung | Jet 60 VS15A6031R1 | 350
LG | VK89601HQ | 170
Artel | VCC 0120 | 80
Artel | VCB 1535 | 95
Philips | FC9332/09 | 140
Bosch | BGS05A220 | 110
Xiaomi | Dreame V10 | 180
Xiaomi | Robot Vacuum S10 | 260
Polaris | PVC 1820 | 90
Vitek | VT-1836 | 75
# Mikrotoʻlqinli pechlar | dona | 12 | -
Samsung | MS23K3513AW | 120
Samsung | ME88SUG | 140
LG | MS2042DB | 110
Artel | MWO 2070 | 70
Hofmann | MW-20D | 65
Midea | MM720CXM | 80
Beko | MOC20100W | 95
# Suv isitgichlar | dona | 24 | serial
Ariston | ABS PRO R 80 V | 190
Ariston | Velis 50 | 260
Artel | ART WH 1.5 80 l | 120
Shivaki | SWH-80 | 105
Hofmann | HWH-50 | 95
Electrolux | EWH 80 Formax | 210
Haier | ES80V-A3 | 180
# Elektr choynaklar | dona | 12 | -
Tefal | KO150F30 | 30
Philips | HD9350/90 | 45
Xiaomi | Mi Smart Kettle 2 | 40
Artel | ART-KE 1503 | 18
Vitek | VT-7009 | 25
Polaris | PWK 1753CGL | 35
Bosch | TWK3A011 | 32
# Blenderlar | dona | 12 | -
Philips | HR2041/10 | 60
Tefal | BL42Q166 | 55
Moulinex | LM8921 | 140
Braun | JB3060 | 85
Artel | BL-500 | 35
Vitek | VT-3419 | 40
# Multivarkalar | dona | 12 | -
Polaris | PMC 0521 IQ Home | 95
Tefal | RK745132 | 150
Moulinex | MK707832 | 130
Vitek | VT-4281 | 65
Artel | MC-500 | 60
Xiaomi | Mi Smart Multicooker | 90
# Dazmollar | dona | 12 | -
Philips | GC1750 | 40
Philips | DST7040/80 | 110
Tefal | FV4980 | 85
Braun | TS745 | 95
Vitek | VT-1215 | 30
Artel | AIR-2400 | 22
# Soch quritgichlar | dona | 12 | -
Philips | BHD302/30 | 35
Braun | HD385 | 75
Xiaomi | Mi Ionic H300 | 30
Polaris | PHD 2077i | 35
Vitek | VT-2330 | 25
# Goʻsht maydalagichlar | dona | 12 | -
Bosch | MFW3X10B | 150
Moulinex | ME622832 | 170
Philips | HR2713/10 | 140
Tefal | NE445838 | 160
Artel | MG-2000 | 70
Vitek | VT-3624 | 75
# Noutbuklar | dona | 12 | serial
HP | 250 G10 i3/8/256GB | 430
HP | 15s-fq5 i5/8/512GB | 560
HP | Victus 15 i5/16/512GB RTX 3050 | 850
Lenovo | IdeaPad 3 15 i3/8/256GB | 420
Lenovo | IdeaPad Slim 5 Ryzen 5/16/512GB | 640
Lenovo | Legion 5 Ryzen 7/16GB/1TB RTX 4060 | 1350
Asus | VivoBook 15 X1504 i3/8/512GB | 450
Asus | TUF Gaming F15 i5/16/512GB RTX 3050 | 900
Acer | Aspire 3 A315 i5/8/512GB | 520
Acer | Nitro V 15 i5/16/512GB RTX 4050 | 1000
Apple | MacBook Air 13 M2 8/256GB | 1050
Apple | MacBook Air 13 M3 16/512GB | 1450
Huawei | MateBook D15 i5/16/512GB | 620
# Monitorlar | dona | 24 | serial
Samsung | S24C310 24" | 120
Samsung | Odyssey G5 27" | 280
LG | 24MR400 24" | 115
LG | UltraGear 27GP850 27" | 380
Xiaomi | Mi Monitor 1C 23,8" | 110
Acer | KA242Y 23,8" | 105
Asus | VA24EHE 23,8" | 120
HP | M24f 23,8" | 140
# Printerlar | dona | 12 | serial
HP | LaserJet 107a | 150
HP | LaserJet Pro MFP M28a | 220
HP | Ink Tank 415 | 190
Canon | i-SENSYS LBP6030B | 160
Canon | PIXMA G3410 | 210
Epson | L3250 | 230
Epson | L3210 | 190
# Yotoqxona mebeli | komplekt | 12 | -
- | Yotoqxona toʻplami «Venetsiya» | 1450 | oq, yongʻoq
- | Yotoqxona toʻplami «Afina» | 1200 | oq, venge
- | Yotoqxona toʻplami «Milana» | 980
- | Yotoqxona toʻplami «Klassika» | 1650
- | Yotoqxona toʻplami «Sofiya» | 1100
- | Ikki kishilik karavot «Lorenzo» 160×200 | 420
- | Shkaf-kupe 3 eshikli 180 sm | 390
- | Komod «Bella» 4 tortmali | 160
- | Ortopedik matras «Comfort» 160×200 | 260
- | Ortopedik matras «Comfort» 90×200 | 140
# Oshxona mebeli | komplekt | 12 | -
- | Oshxona garnituri «Marta» 2,4 m | 780
- | Oshxona garnituri «Laura» 3 m | 1100
- | Oshxona garnituri «Provans» 2 m | 650
- | Oshxona stoli va 4 ta stul «Relax» | 280
- | Burchak oshxona divani «Uyut» | 330
# Yumshoq mebel | komplekt | 12 | -
- | Burchak divan «Monaco» | 720 | kulrang, bej
- | Divan-krovat «Oskar» | 450 | kulrang, koʻk
- | Yumshoq mebel toʻplami 3+1+1 «Rim» | 1200
- | Kreslo «Chester» | 210
- | Yumshoq mebel toʻplami «Barokko» | 1550
# Bolalar mebeli | komplekt | 12 | -
- | Bolalar karavoti «Kichkintoy» | 180
- | Ikki qavatli karavot «Junior» | 350
- | Bolalar xonasi toʻplami «Smart» | 620
- | Oʻquvchi stoli «Bilim» | 120
# Gilamlar | dona | 0 | -
- | Gilam «Samarqand» | 120 | 2×3 m, 3×4 m, 3,5×5 m
- | Gilam «Buxoro» | 150 | 2×3 m, 2,5×3,5 m, 3×4 m
- | Gilam «Lalegul» (Turkiya) | 140 | 2×3 m, 3×4 m
- | Gilam «Kashmir» | 210 | 3×4 m, 3×5 m
- | Ipak gilam «Xiva» 2×3 m | 600
- | Yoʻlak gilam 1×5 m | 70
`;

interface ProductGroup {
  category: string;
  unit: string;
  warrantyMonths: number;
  serial: boolean;
  marking: boolean;
  models: { brand: string | null; model: string; usd: number; variants: string[] }[];
}

const PRODUCTS: readonly ProductGroup[] = (() => {
  const groups: ProductGroup[] = [];
  for (const line of CATALOGUE_TEXT.trim().split('\n')) {
    const cells = line.replace(/^# /, '').split(' | ');
    if (line.startsWith('# ')) {
      const [category = '', unit = '', warranty = '0', flags = ''] = cells;
      groups.push({
        category,
        unit,
        warrantyMonths: Number(warranty),
        serial: flags.includes('serial'),
        marking: flags.includes('marking'),
        models: [],
      });
      continue;
    }
    const [brand = '-', model = '', usd = '0', variants = ''] = cells;
    must(groups.at(-1), 'category line').models.push({
      brand: brand === '-' ? null : brand,
      model,
      usd: Number(usd),
      variants: variants ? variants.split(', ') : [],
    });
  }
  return groups;
})();

/** A size variant makes a bigger carpet dearer: area over the first variant's. */
function variantFactor(variant: string | undefined, variants: readonly string[]): number {
  const area = (v: string) => {
    const m = /^([\d,]+)×([\d,]+)/.exec(v);
    return m ? Number((m[1] ?? '1').replace(',', '.')) * Number((m[2] ?? '1').replace(',', '.')) : 1;
  };
  const base = variants[0];
  if (!variant || !base || !/×/.test(base)) return 1;
  return area(variant) / area(base);
}

/** EAN-13 from 12 digits: the check digit weights odd places 1 and even places 3. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** Whole soʻm, rounded to a thousand, as minor units (tiyin). */
const uzsMinor = (soum: number) => String(Math.round(soum / 1000) * 1000 * 100);

interface Catalogue {
  units: Map<string, number>;
  categories: Map<string, number>;
  products: { id: number; name: string }[];
}

async function seedCatalogue(tx: DbOrTx, by: number | null): Promise<Catalogue> {
  const unitIds = await insertRows(
    tx,
    'units',
    UNITS.map(([name, short, fractional]) => ({ name, short_name: short, fractional })),
    by,
  );
  const units = idsBy(UNITS, unitIds, ([name]) => name);
  const brandIds = await insertRows(
    tx,
    'brands',
    BRANDS.map(([name]) => ({ name, short_name: name.length <= 8 ? name : name.slice(0, 8) })),
    by,
  );
  const brands = idsBy(BRANDS, brandIds, ([name]) => name);
  // GS1 prefix and a 4-digit company number per brand (one for unbranded goods), then a 5-digit item number.
  const companies = new Map(
    BRANDS.map(([name, prefix], i) => [name, `${prefix}${2000 + ((i * 739) % 7000)}`]),
  );

  const topIds = await insertRows(
    tx,
    'product_categories',
    CATEGORIES.map(([name, markup]) => ({ name, parent_id: null, markup: `${markup}.00` })),
    by,
  );
  const categories = idsBy(CATEGORIES, topIds, ([name]) => name);
  const children = CATEGORIES.flatMap(([parent, , list]) =>
    list.map(([name, markup]) => ({ parent, name, markup })),
  );
  const childIds = await insertRows(
    tx,
    'product_categories',
    children.map((c) => ({
      name: c.name,
      parent_id: must(categories.get(c.parent), c.parent),
      markup: `${c.markup}.00`,
    })),
    by,
  );
  children.forEach((c, i) => {
    categories.set(c.name, childIds[i] ?? 0);
  });

  const items: { row: Row; name: string }[] = [];
  for (const group of PRODUCTS) {
    for (const { brand, model, usd, variants } of group.models) {
      for (const variant of variants.length ? variants : [undefined]) {
        const name = `${brand ? `${brand} ` : ''}${model}${variant ? `, ${variant}` : ''}`;
        const price = Math.round(usd * variantFactor(variant, variants));
        const n = items.length + 1;
        const company = (brand && companies.get(brand)) || '4789100';
        const warranty = group.warrantyMonths
          ? `Rasmiy kafolat: ${group.warrantyMonths} oy.`
          : 'Kafolat berilmaydi; almashtirish 14 kun ichida.';
        items.push({
          name,
          row: {
            name,
            product_category_id: must(categories.get(group.category), group.category),
            brand_id: brand ? must(brands.get(brand), brand) : null,
            unit_id: must(units.get(group.unit), group.unit),
            barcode: ean13(`${company}${String(10_000 + n * 37).padStart(5, '0')}`),
            is_serial: group.serial,
            has_marking: group.marking,
            retail_price_uzs: uzsMinor(price * RATE),
            retail_price_usd: String(price * 100),
            wholesale_price_uzs: uzsMinor((price * RATE * 94) / 100),
            wholesale_price_usd: String(Math.round(price * 94)),
            description: group.serial
              ? `${warranty} ${/Smartfon|Planshet/.test(group.category) ? 'IMEI' : 'Seriya raqami'} boʻyicha hisobga olinadi.`
              : warranty,
          },
        });
      }
    }
  }
  const productIds = await insertRows(
    tx,
    'products',
    items.map((i) => i.row),
    by,
  );
  return {
    units,
    categories,
    products: items.map((i, k) => ({ id: productIds[k] ?? 0, name: i.name })),
  };
}

/** Property units and groups, properties, and which categories carry them. */
async function seedProperties(ctx: Context): Promise<void> {
  const { tx, by } = ctx;
  const categories = ctx.catalogue.categories;
  const unitList = [
    ['dyuym', '"'],
    ['litr', 'l'],
    ['kilogramm', 'kg'],
    ['vatt', 'Vt'],
    ['gigabayt', 'GB'],
    ['milliamper-soat', 'mAh'],
    ['santimetr', 'sm'],
    ['megapiksel', 'MP'],
    ['BTU', 'BTU'],
    ['aylanish/daqiqa', 'ayl/min'],
    ['kvadrat metr', 'm²'],
    ['oy', 'oy'],
  ] as const;
  const unitIds = idsBy(
    unitList,
    await insertRows(
      tx,
      'product_property_units',
      unitList.map(([name, short]) => ({ name, short_name: short })),
      by,
    ),
    ([name]) => name,
  );
  const groupList = [
    'Asosiy xususiyatlar',
    'Ekran',
    'Xotira',
    'Kamera',
    'Batareya',
    'Oʻlchamlari va ogʻirligi',
    'Energiya samaradorligi',
    'Quvvat',
  ] as const;
  const groupIds = idsBy(
    groupList,
    await insertRows(
      tx,
      'product_property_groups',
      groupList.map((name) => ({ name })),
      by,
    ),
    (name) => name,
  );
  const properties = [
    ['Ekran diagonali', 'Ekran', 'dyuym'],
    ['Ekran ruxsati', 'Ekran', null],
    ['Operativ xotira', 'Xotira', 'gigabayt'],
    ['Doimiy xotira', 'Xotira', 'gigabayt'],
    ['Asosiy kamera', 'Kamera', 'megapiksel'],
    ['Batareya sigʻimi', 'Batareya', 'milliamper-soat'],
    ['Umumiy hajm', 'Asosiy xususiyatlar', 'litr'],
    ['Muzlatgich kamerasi hajmi', 'Asosiy xususiyatlar', 'litr'],
    ['Yuklash hajmi', 'Asosiy xususiyatlar', 'kilogramm'],
    ['Siqish tezligi', 'Asosiy xususiyatlar', 'aylanish/daqiqa'],
    ['Sovutish quvvati', 'Quvvat', 'BTU'],
    ['Xizmat koʻrsatish maydoni', 'Quvvat', 'kvadrat metr'],
    ['Quvvati', 'Quvvat', 'vatt'],
    ['Energiya samaradorligi sinfi', 'Energiya samaradorligi', null],
    ['Rangi', 'Asosiy xususiyatlar', null],
    ['Ogʻirligi', 'Oʻlchamlari va ogʻirligi', 'kilogramm'],
    ['Balandligi', 'Oʻlchamlari va ogʻirligi', 'santimetr'],
    ['Eni', 'Oʻlchamlari va ogʻirligi', 'santimetr'],
    ['Chuqurligi', 'Oʻlchamlari va ogʻirligi', 'santimetr'],
    ['Kafolat muddati', 'Asosiy xususiyatlar', 'oy'],
  ] as const;
  const propertyIds = idsBy(
    properties,
    await insertRows(
      tx,
      'product_properties',
      properties.map(([name, group, unit]) => ({
        name,
        product_property_group_id: must(groupIds.get(group), group),
        product_property_unit_id: unit ? must(unitIds.get(unit), unit) : null,
      })),
      by,
    ),
    ([name]) => name,
  );
  const links: readonly (readonly [string, readonly string[], readonly string[]])[] = [
    // [category, required properties, optional properties]
    [
      'Smartfonlar',
      ['Ekran diagonali', 'Operativ xotira', 'Doimiy xotira', 'Rangi'],
      ['Asosiy kamera', 'Batareya sigʻimi'],
    ],
    ['Planshetlar', ['Ekran diagonali', 'Operativ xotira', 'Doimiy xotira'], ['Batareya sigʻimi', 'Rangi']],
    ['Televizorlar', ['Ekran diagonali', 'Ekran ruxsati'], ['Energiya samaradorligi sinfi', 'Quvvati']],
    [
      'Muzlatkichlar',
      ['Umumiy hajm', 'Rangi'],
      ['Muzlatgich kamerasi hajmi', 'Energiya samaradorligi sinfi', 'Balandligi'],
    ],
    ['Kir yuvish mashinalari', ['Yuklash hajmi'], ['Siqish tezligi', 'Energiya samaradorligi sinfi']],
    ['Konditsionerlar', ['Sovutish quvvati'], ['Xizmat koʻrsatish maydoni', 'Energiya samaradorligi sinfi']],
    ['Noutbuklar', ['Ekran diagonali', 'Operativ xotira', 'Doimiy xotira'], ['Ogʻirligi']],
    ['Yotoqxona mebeli', ['Rangi'], ['Eni', 'Balandligi', 'Chuqurligi']],
    ['Suv isitgichlar', ['Umumiy hajm'], ['Quvvati']],
  ];
  const rows = links.flatMap(([category, required, optional]) =>
    [...required.map((p) => [p, true] as const), ...optional.map((p) => [p, false] as const)].map(
      ([property, isRequired]) => ({
        name: property,
        product_category_id: must(categories.get(category), category),
        product_property_id: must(propertyIds.get(property), property),
        is_required: isRequired,
      }),
    ),
  );
  await insertRows(tx, 'product_category_properties', rows, by);
}

// ---------------------------------------------------------------------------
// Banks (MFO of each bank's head office).

const BANKS = [
  ['Oʻzbekiston Milliy banki', '00450'],
  ['Oʻzsanoatqurilishbank (SQB)', '00440'],
  ['Kapitalbank', '00974'],
  ['Hamkorbank', '00083'],
  ['Biznesni rivojlantirish banki', '01037'],
  ['Asakabank', '00873'],
  ['Agrobank', '00394'],
  ['Ipoteka-bank', '00423'],
  ['Xalq banki', '00885'],
  ['Mikrokreditbank', '00433'],
  ['Aloqabank', '00401'],
  ['Turonbank', '00446'],
  ['Trastbank', '00491'],
  ['Davr bank', '00981'],
  ['Orient Finans bank', '01071'],
  ['Infinbank', '01041'],
  ['Ipak Yoʻli banki', '01036'],
  ['Universal bank', '01083'],
  ['Asia Alliance bank', '01095'],
  ['Ravnaqbank', '01091'],
  ['Ziraat Bank Uzbekistan', '00882'],
  ['Anorbank', '01183'],
  ['TBC Bank', '01187'],
  ['Tenge Bank', '01175'],
  ['Garant bank', '01176'],
  ['Poytaxt bank', '01165'],
] as const;

const bankMfo = (random: Random) => random.pick(BANKS)[1];

// ---------------------------------------------------------------------------
// Everything else: one function per area, each answering how many rows it wrote.

interface Context {
  tx: DbOrTx;
  by: number | null;
  random: Random;
  branches: { id: number; name: string; address: string | null; is_office: boolean }[];
  geo: Geo;
  catalogue: Catalogue;
}

const daysFromToday = (n: number) => sql`(now() at time zone 'Asia/Tashkent')::date + ${n}::int`;

/** Insert simple `name`-only rows. */
const names = (ctx: Context, table: string, list: readonly string[]) =>
  insertRows(
    ctx.tx,
    table,
    list.map((name) => ({ name })),
    ctx.by,
  );

/** "Chilonzor filiali" → "Chilonzor"; "Bosh ofis (Toshkent)" → "Bosh ofis". */
const shortBranch = (name: string) => name.replace(/ filiali$/, '').replace(/ \(.*\)$/, '');

async function seedWorkplaces(ctx: Context): Promise<void> {
  const { tx, by, random, geo } = ctx;
  const categories = [
    'Davlat tashkiloti',
    'Taʼlim muassasasi',
    'Tibbiyot muassasasi',
    'Xususiy korxona',
    'Bank va moliya',
    'Harbiy va huquqni muhofaza qilish',
    'Qurilish',
    'Savdo va xizmat koʻrsatish',
    'Sanoat korxonasi',
    'Transport',
    'Qishloq xoʻjaligi',
    'Yakka tartibdagi tadbirkor',
    'Pensioner',
    'Chet elda ishlaydi',
  ] as const;
  const categoryIds = idsBy(categories, await names(ctx, 'workplace_categories', categories), (c) => c);
  const cat = (name: (typeof categories)[number]) => must(categoryIds.get(name), name);

  const positions: readonly (readonly [(typeof categories)[number], readonly string[]])[] = [
    ['Taʼlim muassasasi', ['Oʻqituvchi', 'Direktor', 'Direktor oʻrinbosari', 'Tarbiyachi', 'Dotsent']],
    ['Tibbiyot muassasasi', ['Shifokor', 'Hamshira', 'Feldsher', 'Farmatsevt', 'Bosh shifokor']],
    ['Davlat tashkiloti', ['Bosh mutaxassis', 'Yetakchi mutaxassis', 'Boʻlim boshligʻi', 'Inspektor']],
    ['Xususiy korxona', ['Menejer', 'Buxgalter', 'Operator', 'Sotuvchi', 'Direktor']],
    ['Bank va moliya', ['Kassir', 'Kredit mutaxassisi', 'Filial boshqaruvchisi']],
    ['Harbiy va huquqni muhofaza qilish', ['Ofitser', 'Serjant', 'Profilaktika inspektori']],
    ['Qurilish', ['Usta', 'Elektrik', 'Payvandchi', 'Muhandis']],
    ['Savdo va xizmat koʻrsatish', ['Sotuvchi-konsultant', 'Kassir', 'Oshpaz', 'Ofitsiant']],
    ['Sanoat korxonasi', ['Stanok operatori', 'Texnolog', 'Mexanik', 'Laborant']],
    ['Transport', ['Haydovchi', 'Mashinist', 'Dispetcher']],
    ['Qishloq xoʻjaligi', ['Fermer', 'Agronom', 'Traktorchi']],
    ['Pensioner', ['Pensioner']],
  ];
  const positionRows = positions.flatMap(([category, list]) =>
    list.map((name) => ({ name, workplace_category_id: cat(category) })),
  );
  await insertRows(tx, 'workplace_positions', positionRows, by);

  // One workplace a line: name | category | province | region | mahalla (- for none) | street | landmark.
  const list = `
110-son umumiy oʻrta taʼlim maktabi | Taʼlim muassasasi | Toshkent shahri | Chilonzor tumani | Qatortol MFY | Qatortol koʻchasi 12 | Qatortol bozori yonida
Respublika shoshilinch tibbiy yordam ilmiy markazi | Tibbiyot muassasasi | Toshkent shahri | Chilonzor tumani | Novza MFY | Kichik halqa yoʻli 2 | Novza metro bekati
Toshkent metropoliteni | Transport | Toshkent shahri | Yunusobod tumani | Minor MFY | Amir Temur shoh koʻchasi 40 | Minor metro bekati
Oʻzbekiston Milliy universiteti | Taʼlim muassasasi | Toshkent shahri | Olmazor tumani | - | Universitet koʻchasi 4 | Talabalar shaharchasi
«Uzum Market» MChJ | Savdo va xizmat koʻrsatish | Toshkent shahri | Mirzo Ulugʻbek tumani | Qorasuv MFY | Buyuk Ipak yoʻli koʻchasi 93 | Qorasuv bozori
Yunusobod tumani hokimligi | Davlat tashkiloti | Toshkent shahri | Yunusobod tumani | Bodomzor MFY | Bodomzor yoʻli 1 | Bodomzor metro bekati
Sergeli tumani 5-son oilaviy poliklinikasi | Tibbiyot muassasasi | Toshkent shahri | Sergeli tumani | Quruvchilar MFY | Yangi Sergeli koʻchasi 17 | Sergeli dehqon bozori
«Olmaliq KMK» AJ | Sanoat korxonasi | Toshkent viloyati | Olmaliq shahri | - | Amir Temur koʻchasi 53 | Kombinat boshqaruvi binosi
«Chirchiq transformator zavodi» AJ | Sanoat korxonasi | Toshkent viloyati | Chirchiq shahri | - | Sanoat koʻchasi 1 | Zavod darvozasi
Samarqand davlat universiteti | Taʼlim muassasasi | Samarqand viloyati | Samarqand shahri | Registon MFY | Universitet xiyoboni 15 | Registon maydoni
Samarqand viloyat koʻp tarmoqli tibbiyot markazi | Tibbiyot muassasasi | Samarqand viloyati | Samarqand shahri | Bogʻishamol MFY | Rudakiy koʻchasi 110 | Bogʻishamol savdo markazi
Urgut tumani 21-son maktab | Taʼlim muassasasi | Samarqand viloyati | Urgut tumani | - | Mustaqillik koʻchasi 8 | Tuman hokimligi yonida
Buxoro davlat universiteti | Taʼlim muassasasi | Buxoro viloyati | Buxoro shahri | Ark MFY | Muhammad Iqbol koʻchasi 11 | Ark qalʼasi
Buxoro neftni qayta ishlash zavodi | Sanoat korxonasi | Buxoro viloyati | Qorovulbozor tumani | - | Sanoat zonasi | Qorovulbozor shahri kirishi
Fargʻona viloyati ichki ishlar boshqarmasi | Harbiy va huquqni muhofaza qilish | Fargʻona viloyati | Fargʻona shahri | Mustaqillik MFY | Mustaqillik koʻchasi 20 | Markaziy maydon
«Fargʻona azot» AJ | Sanoat korxonasi | Fargʻona viloyati | Fargʻona shahri | Kirgili MFY | Aeroport koʻchasi 2 | Kirgili bozori
Qoʻqon davlat pedagogika instituti | Taʼlim muassasasi | Fargʻona viloyati | Qoʻqon shahri | - | Turon koʻchasi 23 | Xudoyorxon saroyi
«UzAuto Motors» AJ | Sanoat korxonasi | Andijon viloyati | Asaka tumani | - | Temur koʻchasi 1 | Avtomobil zavodi
Andijon davlat tibbiyot instituti | Taʼlim muassasasi | Andijon viloyati | Andijon shahri | Navroʻz MFY | Otabekov koʻchasi 1 | Bobur bogʻi
Namangan viloyat hokimligi | Davlat tashkiloti | Namangan viloyati | Namangan shahri | Gulshan MFY | Islom Karimov koʻchasi 2 | Bobur xiyoboni
«Shoʻrtan gaz-kimyo majmuasi» MChJ | Sanoat korxonasi | Qashqadaryo viloyati | Gʻuzor tumani | - | Shoʻrtan posyolkasi | Majmua boshqaruvi
Qarshi davlat universiteti | Taʼlim muassasasi | Qashqadaryo viloyati | Qarshi shahri | Nasaf MFY | Kuchli koʻchasi 17 | Nasaf stadioni
Navoiy kon-metallurgiya kombinati | Sanoat korxonasi | Navoiy viloyati | Navoiy shahri | - | Navoiy koʻchasi 27 | Kombinat bosh binosi
Nukus shahar 3-son maktabgacha taʼlim tashkiloti | Taʼlim muassasasi | Qoraqalpogʻiston Respublikasi | Nukus shahri | Berdaq MFY | Berdaq koʻchasi 45 | Berdaq muzeyi
Xalq banki Nukus filiali | Bank va moliya | Qoraqalpogʻiston Respublikasi | Nukus shahri | Jayxun MFY | Doʻstlik guzari 8 | Markaziy bozor
Urganch davlat universiteti | Taʼlim muassasasi | Xorazm viloyati | Urganch shahri | - | Hamid Olimjon koʻchasi 14 | Al-Xorazmiy haykali
Termiz davlat universiteti | Taʼlim muassasasi | Surxondaryo viloyati | Termiz shahri | - | Barkamol avlod koʻchasi 43 | Universitet bogʻi
Guliston davlat universiteti | Taʼlim muassasasi | Sirdaryo viloyati | Guliston shahri | - | 4-mavze | Shahar markazi
Jizzax viloyat koʻp tarmoqli tibbiyot markazi | Tibbiyot muassasasi | Jizzax viloyati | Jizzax shahri | - | Sharof Rashidov koʻchasi 100 | Markaziy dehqon bozori
«Asl Qurilish Invest» MChJ | Qurilish | Toshkent shahri | Yangihayot tumani | - | Yangihayot koʻchasi 5 | Yangi Toshkent qurilish maydoni
`
    .trim()
    .split('\n')
    .map((line) => line.split(' | '));
  await insertRows(
    tx,
    'workplaces',
    list.map(
      ([name = '', category = '', province = '', region = '', village = '-', street = '', target = '']) => ({
        name,
        stir: random.stir(),
        workplace_category_id: must(categoryIds.get(category), category),
        province_id: must(geo.provinces.get(province), province),
        region_id: must(geo.regions.get(`${province}|${region}`), region),
        village_id:
          village === '-' ? null : must(geo.villages.get(`${province}|${region}|${village}`), village),
        street,
        target,
      }),
    ),
    by,
  );
}

async function seedWarehousesAndPartners(ctx: Context): Promise<number[]> {
  const { tx, by, random, branches } = ctx;
  const warehouses: Row[] = [];
  for (const branch of branches) {
    const short = shortBranch(branch.name);
    warehouses.push({
      name: `${short} asosiy ombori`,
      branch_id: branch.id,
      address: branch.address,
      responsible: personName(random, false),
    });
    if (branch.is_office) {
      warehouses.push(
        {
          name: 'Markaziy ombor (Sergeli)',
          branch_id: branch.id,
          address: 'Toshkent sh., Sergeli t., Sergeli-8 koʻchasi 21',
          responsible: personName(random, false),
        },
        {
          name: 'Nuqsonli mahsulotlar ombori',
          branch_id: branch.id,
          address: 'Toshkent sh., Sergeli t., Sergeli-8 koʻchasi 21',
          responsible: personName(random, false),
        },
      );
    }
  }
  await insertRows(tx, 'warehouses', warehouses, by);

  // [name, address, limit UZS (mln soʻm), limit USD]
  const suppliers = [
    ['«Artel Electronics» MChJ', 'Toshkent sh., Sergeli t., Yangi Sergeli koʻchasi 35', 5000, 0],
    ['«Samsung Savdo Markazi» MChJ', 'Toshkent sh., Yakkasaroy t., Shota Rustaveli koʻchasi 41', 0, 400_000],
    ['«Mobi Distribution» MChJ', 'Toshkent sh., Mirobod t., Nukus koʻchasi 87', 1500, 250_000],
    ['«Shivaki Uz» MChJ', 'Toshkent viloyati, Zangiota t., Sanoat zonasi 4', 2000, 0],
    ['«Hofmann Texnika» MChJ', 'Toshkent sh., Bektemir t., Husayn Boyqaro koʻchasi 15', 1800, 0],
    ['«Digital Planet» MChJ', 'Toshkent sh., Yunusobod t., Amir Temur shoh koʻchasi 108', 800, 150_000],
    ['«Klimat Servis Trade» MChJ', 'Toshkent sh., Chilonzor t., Muqimiy koʻchasi 166', 1200, 60_000],
    ['«LG Texno Import» MChJ', 'Toshkent sh., Mirzo Ulugʻbek t., Mustaqillik shoh koʻchasi 75', 0, 300_000],
    ['«Navroʻz Mebel» MChJ', 'Namangan sh., Sanoat koʻchasi 12', 900, 0],
    ['«Asia Mebel Group» MChJ', 'Andijon viloyati, Asaka t., Bobur koʻchasi 3', 1100, 0],
    ['«Samarqand Gilam» AJ', 'Samarqand sh., Gagarin koʻchasi 80', 700, 0],
    ['«Texnopark Distribyutsiya» MChJ', 'Toshkent sh., Uchtepa t., Farhod koʻchasi 9', 1000, 80_000],
  ] as const;
  const supplierIds = await insertRows(
    tx,
    'suppliers',
    suppliers.map(([name, address, uzsMln, usd]) => ({
      name,
      stir: random.stir(),
      phone: random.phone(),
      address,
      bank_account: random.account(),
      mfo: bankMfo(random),
      limit_uzs: uzsMln ? String(uzsMln * 1_000_000 * 100) : null,
      limit_usd: usd ? String(usd * 100) : null,
    })),
    by,
  );

  await insertRows(
    tx,
    'banks',
    BANKS.map(([name, mfo]) => ({ name, mfo })),
    by,
  );

  const cars = [
    ['01 A 123 BC', 'Chevrolet Labo'],
    ['01 B 456 KA', 'Isuzu NPR'],
    ['10 C 789 DA', 'GAZel Next'],
    ['30 D 214 FA', 'Chevrolet Damas'],
    ['80 E 335 GA', 'Isuzu NQR'],
    ['40 F 902 HA', 'Chevrolet Labo'],
    ['60 G 518 JA', 'Foton Aumark'],
  ] as const;
  await insertRows(
    tx,
    'drivers',
    cars.map(([carNumber, carModel]) => ({
      name: personName(random, false),
      phone: random.phone(),
      car_number: carNumber,
      car_model: carModel,
      passport: random.passport(),
    })),
    by,
  );

  const reasons = [
    'Zavod nuqsoni',
    'Mijoz fikridan qaytdi (14 kun ichida)',
    'Mahsulot tavsifga mos emas',
    'Yetkazib berishda shikastlangan',
    'Butlanmagan (komplekt toʻliq emas)',
    'Oʻlchami yoki rangi mos kelmadi',
    'Shartnoma bekor qilindi',
  ];
  await names(ctx, 'product_return_reasons', reasons);
  return supplierIds;
}

async function seedInfo(ctx: Context): Promise<void> {
  const { tx, by, random, branches } = ctx;
  const jobs = [
    'Filial rahbari',
    'Sotuv menejeri',
    'Sotuvchi-konsultant',
    'Kassir',
    'Omborchi',
    'Buxgalter',
    'Undiruvchi',
    'Yetkazib berish mutaxassisi',
  ];
  const staff: Row[] = [];
  branches.slice(0, 5).forEach((branch, b) => {
    jobs.slice(0, b === 0 ? jobs.length : 4).forEach((position, j) => {
      const female = (b + j) % 3 === 1;
      staff.push({ name: personName(random, female), phone: random.phone(), position, branch_id: branch.id });
    });
  });
  await insertRows(tx, 'staff_members', staff, by);

  const news = [
    [
      'Navroʻz aksiyasi boshlandi',
      '<p>Hurmatli hamkasblar! 15-martdan 31-martgacha barcha filiallarda <b>maishiy texnikaga 10% gacha chegirma</b> amal qiladi.</p><p>Chegirmalar roʻyxati «Mahsulotlarga chegirmalar» boʻlimida.</p>',
      -20,
    ],
    [
      'Yangi filial ochildi: Nukus',
      '<p>Nukus shahrida yangi filialimiz ish boshladi. Manzil: Qoraqalpogʻiston koʻchasi 3.</p>',
      -12,
    ],
    [
      '24 oylik nasiya tarifi',
      '<p>Endi mijozlarga <b>24 oylik</b> muddatli shartnoma rasmiylashtirish mumkin. Tarif shartlari «Shartnoma tariflari» boʻlimida.</p>',
      -5,
    ],
    [
      'Dastur yangilandi',
      '<p>Undiruv mobil ilovasining yangi versiyasi chiqdi. Iltimos, planshetlarni yangilang.</p><ul><li>Tezroq sinxronlash</li><li>Oflayn rejim</li></ul>',
      -1,
    ],
  ] as const;
  await insertRows(
    tx,
    'news',
    news.map(([name, body, day]) => ({ name, body, published_at: daysFromToday(day) })),
    by,
  );

  const investors = Array.from({ length: 4 }, (_, i) => {
    const female = i === 2;
    return {
      name: personName(random, female),
      phone: random.phone(),
      passport: random.passport(),
      pinfl: random.pinfl(female),
      address:
        ['Toshkent sh., Mirobod t.', 'Samarqand sh.', 'Toshkent sh., Yunusobod t.', 'Fargʻona sh.'][i] ??
        null,
    };
  });
  await insertRows(tx, 'investors', investors, by);

  const proprietors = Array.from({ length: 3 }, (_, i) => ({
    name: `YaTT ${personName(random, i === 1)}`,
    stir: random.personStir(),
    phone: random.phone(),
    address:
      [
        'Toshkent sh., Chilonzor t., Bunyodkor koʻchasi 12',
        'Samarqand sh., Registon koʻchasi 5',
        'Buxoro sh., Alpomish koʻchasi 21',
      ][i] ?? null,
    bank_account: random.account(),
    mfo: bankMfo(random),
  }));
  await insertRows(tx, 'sole_proprietors', proprietors, by);

  const flows = [
    'Instagram',
    'Telegram kanal',
    'Facebook',
    'Tanish-bilishlar tavsiyasi',
    'Koʻcha reklamasi (banner)',
    'Televizor reklamasi',
    'Radio reklama',
    'OLX eʼloni',
    'Doimiy mijoz (qayta xarid)',
    'Doʻkon yonidan oʻtayotib',
  ];
  await names(ctx, 'customer_flow_sources', flows);

  const groups = [
    'Kanselyariya tovarlari',
    'Qadoqlash materiallari',
    'Tozalash vositalari',
    'Xoʻjalik mollari',
    'Ehtiyot qismlar',
  ] as const;
  const groupIds = idsBy(groups, await names(ctx, 'material_groups', groups), (g) => g);
  const materials = [
    ['A4 qogʻoz (500 varaq)', 'Kanselyariya tovarlari', 'paket'],
    ['Sharikli ruchka (koʻk)', 'Kanselyariya tovarlari', 'dona'],
    ['Kassa lentasi 57 mm', 'Kanselyariya tovarlari', 'rulon'],
    ['Printer kartriji HP 106A', 'Kanselyariya tovarlari', 'dona'],
    ['Shtrix-kod yorligʻi 58×40', 'Kanselyariya tovarlari', 'rulon'],
    ['Skotch 48 mm', 'Qadoqlash materiallari', 'rulon'],
    ['Karton quti (katta)', 'Qadoqlash materiallari', 'dona'],
    ['Strech plyonka', 'Qadoqlash materiallari', 'rulon'],
    ['Pufakchali plyonka', 'Qadoqlash materiallari', 'rulon'],
    ['Pol yuvish vositasi', 'Tozalash vositalari', 'litr'],
    ['Oyna tozalash vositasi', 'Tozalash vositalari', 'litr'],
    ['Chiqindi paketi 120 l', 'Xoʻjalik mollari', 'paket'],
    ['Ish qoʻlqopi', 'Xoʻjalik mollari', 'juft'],
    ['LED lampochka 12 Vt', 'Xoʻjalik mollari', 'dona'],
    ['Konditsioner montaj toʻplami (mis quvur 3 m)', 'Ehtiyot qismlar', 'komplekt'],
  ] as const;
  await insertRows(
    tx,
    'materials',
    materials.map(([name, group, unit]) => ({
      name,
      material_group_id: must(groupIds.get(group), group),
      unit_id: must(ctx.catalogue.units.get(unit), unit),
    })),
    by,
  );

  const free = [
    'Aksiya sovgʻasi',
    'Katta xarid uchun bonus',
    'Kechikkan yetkazib berish uchun kompensatsiya',
    'Tugʻilgan kun sovgʻasi',
    'Reklama namunasi',
  ];
  await names(ctx, 'free_product_reasons', free);

  const apps = [
    ['Savdo Konsultant', 'CONSULTANT', '2.3.0', false, 'Yangi katalog koʻrinishi'],
    ['Savdo Konsultant', 'CONSULTANT', '2.4.1', true, 'Kalkulyator xatosi tuzatildi'],
    ['Savdo Undiruv', 'LEVY', '1.9.0', true, 'Oflayn rejim, tezroq sinxronlash'],
    ['Savdo Inventarizatsiya', 'COUNTER', '1.3.2', false, 'Shtrix-kod skanerlash tezlashtirildi'],
    ['Savdo Face ID', 'FACE_ID', '1.1.0', true, 'Yuzni aniqlash aniqligi oshirildi'],
  ] as const;
  await insertRows(
    tx,
    'app_versions',
    apps.map(([name, kind, version, isRequired, notes]) => ({
      name,
      kind,
      version,
      is_required: isRequired,
      url: `https://apps.savdo.uz/${kind.toLowerCase()}/savdo-${version}.apk`,
      notes,
    })),
    by,
  );

  const counting = [
    'Hisobga olishdagi xato',
    'Kamomad (yoʻqolgan)',
    'Shikastlangan mahsulot',
    'Ortiqcha (hujjatsiz kirim)',
    'Qayta saralashdagi xato',
    'Oʻgʻirlik',
  ];
  await names(ctx, 'counting_error_reasons', counting);
}

async function seedSettings(ctx: Context): Promise<void> {
  const { tx, by, random, catalogue } = ctx;
  const products = catalogue.products;
  const find = (prefix: string) =>
    must(
      products.find((p) => p.name.startsWith(prefix)),
      prefix,
    ).id;
  const discounts = [
    ['Navroʻz chegirmasi', 'Artel UA43H3502', '10.00', -20, 10],
    ['Navroʻz chegirmasi — muzlatkich', 'Artel HD 395 FWEN', '7.00', -20, 10],
    ['Yozgi konditsioner aksiyasi', 'Artel Shahrixon 12 Inverter', '5.00', -3, 60],
    ['Smartfon haftaligi', 'Samsung Galaxy A15 6/128GB', '8.00', 0, 7],
    ['Oshxona uchun', 'Tefal RK745132', '15.00', -2, 28],
    ['Eski modelni tugatish', 'Apple iPhone 13 128GB', '12.50', -10, 20],
  ] as const;
  await insertRows(
    tx,
    'product_discounts',
    discounts.map(([name, product, percent, from, to]) => ({
      name,
      product_id: find(product),
      percent,
      date_from: daysFromToday(from),
      date_to: daysFromToday(to),
    })),
    by,
  );

  const payments = [
    ['Naqd pul', 'CASH', null],
    ['Uzcard', 'CARD', 'UZC-004512'],
    ['Humo', 'CARD', 'HUMO-011238'],
    ['Visa', 'CARD', 'VISA-000917'],
    ['Click', 'TRANSFER', null],
    ['Payme', 'TRANSFER', null],
    ['Uzum Bank', 'TRANSFER', null],
    ['Bank oʻtkazmasi', 'TRANSFER', null],
    ['Bonus hisobidan', 'OTHER', null],
  ] as const;
  await insertRows(
    tx,
    'payment_types',
    payments.map(([name, group, terminal]) => ({ name, group, terminal_id: terminal })),
    by,
  );

  const months = [3, 6, 9, 12, 18, 24] as const;
  const termIds = await insertRows(
    tx,
    'contract_terms',
    months.map((m) => ({ name: `${m} oy`, months: m })),
    by,
  );
  const term = new Map(months.map((m, i) => [m, termIds[i] ?? 0]));
  const termOf = (m: (typeof months)[number]) => must(term.get(m), `${m} oy`);
  const tariffs = [
    ['Standart 3 oy', 3, '12.00', '0.00', '0.00'],
    ['Standart 6 oy', 6, '22.00', '0.00', '0.00'],
    ['Standart 9 oy', 9, '32.00', '0.00', '0.00'],
    ['Standart 12 oy', 12, '40.00', '0.00', '0.00'],
    ['Standart 18 oy', 18, '58.00', '3.00', '10.00'],
    ['Standart 24 oy', 24, '75.00', '5.00', '20.00'],
    ['Imtiyozli 6 oy (30% boshlangʻich toʻlov)', 6, '15.00', '0.00', '30.00'],
    ['Imtiyozli 12 oy (30% boshlangʻich toʻlov)', 12, '32.00', '0.00', '30.00'],
    ['Boshlangʻich toʻlovsiz 12 oy', 12, '45.00', '5.00', '0.00'],
  ] as const;
  await insertRows(
    tx,
    'contract_tariffs',
    tariffs.map(([name, m, markup, extra, prepay]) => ({
      name,
      contract_term_id: termOf(m),
      markup,
      additional_markup: extra,
      prepayment_percent: prepay,
    })),
    by,
  );

  const requisites = [
    [
      '«Savdo Invest» MChJ',
      'Toshkent sh., Yunusobod t., Amir Temur koʻchasi 107',
      'Aliyev Sardor Baxtiyorovich',
    ],
    [
      '«Savdo Nasiya» MChJ',
      'Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi 12',
      'Karimov Bahodir Anvarovich',
    ],
    ['«Savdo Samarqand» MChJ', 'Samarqand sh., Registon koʻchasi 5', 'Rahimov Jasur Olimovich'],
  ] as const;
  await insertRows(
    tx,
    'contract_requisites',
    requisites.map(([name, address, director]) => ({
      name,
      stir: random.stir(),
      bank_account: random.account(),
      mfo: bankMfo(random),
      address,
      phone: random.phone(),
      director,
    })),
    by,
  );
}

async function seedSalary(ctx: Context): Promise<void> {
  const { tx, by, branches } = ctx;
  const locations: Row[] = branches.map((b) => ({
    name: b.is_office ? 'Bosh ofis' : `${shortBranch(b.name)} doʻkoni`,
    branch_id: b.id,
    address: b.address,
  }));
  const office = branches.find((b) => b.is_office) ?? branches[0];
  locations.push({
    name: 'Markaziy ombor',
    branch_id: office?.id ?? null,
    address: 'Toshkent sh., Sergeli t., Sergeli-8 koʻchasi 21',
  });
  await insertRows(tx, 'work_locations', locations, by);

  const schedules = [
    ['Ofis (09:00–18:00)', '09:00', '18:00', 60],
    ['Doʻkon (09:00–21:00)', '09:00', '21:00', 60],
    ['Ertalabki smena (08:00–16:00)', '08:00', '16:00', 30],
    ['Kechki smena (14:00–22:00)', '14:00', '22:00', 30],
    ['Qisqartirilgan kun (09:00–14:00)', '09:00', '14:00', 0],
  ] as const;
  await insertRows(
    tx,
    'work_schedules',
    schedules.map(([name, start, end, pause]) => ({
      name,
      start_time: start,
      end_time: end,
      break_minutes: pause,
    })),
    by,
  );
  // the office works a five-day week; the shops and the warehouse keep the six-day default (Sunday off)
  await tx.execute(
    sql`update work_schedules set days_off = array['SAT', 'SUN'] where name = ${schedules[0][0]}`,
  );

  const leave = [
    'Oʻz xohishiga koʻra',
    'Tomonlarning kelishuviga koʻra',
    'Mehnat intizomini buzgani uchun',
    'Shtatlar qisqarishi',
    'Boshqa shaharga koʻchishi',
    'Sinov muddatidan oʻtmadi',
    'Pensiyaga chiqishi',
  ];
  await names(ctx, 'work_leave_reasons', leave);

  const sections = [
    'Savdo boʻlimi',
    'Buxgalteriya',
    'Undiruv boʻlimi',
    'Kadrlar boʻlimi',
    'Ombor xoʻjaligi',
    'IT boʻlimi',
    'Marketing boʻlimi',
    'Yetkazib berish xizmati',
    'Yuridik boʻlim',
  ];
  await names(ctx, 'hr_sections', sections);

  const year = new Date().getFullYear();
  const fixed = [
    ['Yangi yil', '01-01'],
    ['Xotin-qizlar kuni', '03-08'],
    ['Navroʻz bayrami', '03-21'],
    ['Xotira va qadrlash kuni', '05-09'],
    ['Mustaqillik kuni', '09-01'],
    ['Oʻqituvchi va murabbiylar kuni', '10-01'],
    ['Konstitutsiya kuni', '12-08'],
  ] as const;
  // Ramazon and Qurbon hayiti follow the lunar calendar; the dates each year are set by decree.
  const lunar: Record<number, readonly (readonly [string, string])[]> = {
    2025: [
      ['Ramazon hayiti', '03-30'],
      ['Qurbon hayiti', '06-06'],
    ],
    2026: [
      ['Ramazon hayiti', '03-20'],
      ['Qurbon hayiti', '05-27'],
    ],
    2027: [
      ['Ramazon hayiti', '03-10'],
      ['Qurbon hayiti', '05-16'],
    ],
  };
  const holidays = [year, year + 1].flatMap((y) =>
    [...fixed, ...(lunar[y] ?? [])].map(([name, day]) => ({ name, date: `${y}-${day}` })),
  );
  await insertRows(tx, 'holidays', holidays, by);

  // Occupations with their codes in the national classifier (ISCO-08 based).
  const occupations = [
    ['Chakana savdo doʻkoni rahbari', '1420'],
    ['Buxgalter', '2411'],
    ['Kadrlar boʻyicha mutaxassis', '2423'],
    ['Dasturchi', '2512'],
    ['Buxgalter yordamchisi', '3313'],
    ['Qarzlarni undiruvchi', '4214'],
    ['Omborchi', '4321'],
    ['Sotuvchi-konsultant', '5223'],
    ['Kassir', '5230'],
    ['Qoʻriqchi', '5414'],
    ['Maishiy texnika oʻrnatuvchi usta', '7421'],
    ['Yuk avtomobili haydovchisi', '8332'],
    ['Farrosh', '9112'],
  ] as const;
  await insertRows(
    tx,
    'classifiers',
    occupations.map(([name, code]) => ({ name, code })),
    by,
  );
}

async function seedFaceRecognition(ctx: Context): Promise<void> {
  const { tx, by, branches } = ctx;
  const stations = branches.map((b) => ({
    name: `${shortBranch(b.name)} — xodimlar kirishi`,
    branch_id: b.id,
  }));
  const stationIds = await insertRows(tx, 'workstations', stations, by);
  const devices = stations.map((s, i) => ({
    name: `Hikvision DS-K1T341 (${s.name.replace(' — xodimlar kirishi', '')})`,
    device_code: `FR${String(i + 1).padStart(4, '0')}`,
    branch_id: s.branch_id,
    workstation_id: stationIds[i] ?? null,
  }));
  await insertRows(tx, 'employee_devices', devices, by);
  const reasons = [
    'Kasallik (tibbiy maʼlumotnoma bilan)',
    'Mehnat taʼtili',
    'Oʻz hisobidan taʼtil',
    'Xizmat safari',
    'Oilaviy sharoit',
    'Sababsiz',
  ];
  await names(ctx, 'absence_reasons', reasons);
}

async function seedMoney(ctx: Context, suppliers: readonly number[]): Promise<void> {
  const { tx, by, random } = ctx;
  const costs = [
    'Ijara toʻlovi',
    'Elektr energiyasi',
    'Tabiiy gaz',
    'Suv taʼminoti',
    'Internet va aloqa',
    'Yoqilgʻi (benzin, metan)',
    'Transport xarajatlari',
    'Reklama va marketing',
    'Kanselyariya tovarlari',
    'Xoʻjalik xarajatlari',
    'Bank xizmatlari komissiyasi',
    'Soliqlar va yigʻimlar',
    'Taʼmirlash ishlari',
    'Xizmat safari xarajatlari',
    'Mehmondorchilik xarajatlari',
    'Dasturiy taʼminot obunasi',
    'Qoʻriqlash xizmati',
  ] as const;
  const costIds = idsBy(costs, await names(ctx, 'cost_items', costs), (c) => c);

  const firms = [
    ['«Toshkent Teks» MChJ', 'Toshkent sh., Yashnobod t., Mahtumquli koʻchasi 88'],
    ['«Baraka Oziq-ovqat» MChJ', 'Samarqand sh., Dagbitskiy koʻchasi 34'],
    ['«Samarqand Qurilish Invest» MChJ', 'Samarqand viloyati, Toyloq t.'],
    ['«Nur Farm» MChJ', 'Fargʻona sh., Al-Fargʻoniy koʻchasi 19'],
    ['«Yangi Asr Taʼlim» NTM', 'Toshkent sh., Mirzo Ulugʻbek t., Feruza MFY'],
    ['«Oltin Vodiy Agro» FX', 'Andijon viloyati, Marhamat t.'],
  ] as const;
  const firmRows = firms.map(([name, address]) => ({
    name,
    stir: random.stir(),
    mfo: bankMfo(random),
    bank_account: random.account(),
    address,
  }));
  const firmIds = await insertRows(tx, 'firms', firmRows, by);
  // each account named after its firm («Toshkent Teks — asosiy hisob»), so pickers tell them apart
  const short = (firm: string) => firm.replace(/^«(.*)».*$/, '$1');
  const accounts: Row[] = firmRows.flatMap((f, i) => {
    const rows: Row[] = [
      {
        name: `${short(f.name)} — asosiy hisob`,
        firm_id: firmIds[i] ?? 0,
        account: f.bank_account,
        mfo: f.mfo,
        currency: 'UZS',
      },
    ];
    if (i % 2 === 0)
      rows.push({
        name: `${short(f.name)} — valyuta hisobi`,
        firm_id: firmIds[i] ?? 0,
        account: random.account('USD'),
        mfo: f.mfo,
        currency: 'USD',
      });
    return rows;
  });
  await insertRows(tx, 'firm_account_numbers', accounts, by);

  const inputTypes = [
    'Shartnoma toʻlovi',
    'Naqd pulsiz savdo toʻlovi',
    'Taʼminotchidan qaytgan mablagʻ',
    'Bank krediti',
    'Investor mablagʻi',
    'Ish haqidan ushlab qolingan toʻlov',
    'Boshqa kirimlar',
  ] as const;
  const inputIds = idsBy(inputTypes, await names(ctx, 'bank_input_types', inputTypes), (t) => t);
  const conditions = [
    ['Shartnoma boʻyicha toʻlov', 'Shartnoma toʻlovi', 'shartnoma'],
    ['Nasiya toʻlovi', 'Shartnoma toʻlovi', 'nasiya'],
    ['Savdo uchun toʻlov', 'Naqd pulsiz savdo toʻlovi', 'tovar uchun'],
    ['Qaytarilgan mablagʻ', 'Taʼminotchidan qaytgan mablagʻ', 'qaytarish'],
    ['Kredit mablagʻi', 'Bank krediti', 'kredit'],
    ['Ish haqidan ushlanma', 'Ish haqidan ushlab qolingan toʻlov', 'ish haqi'],
  ] as const;
  await insertRows(
    tx,
    'bank_input_type_conditions',
    conditions.map(([name, type, keyword]) => ({
      name,
      bank_input_type_id: must(inputIds.get(type), type),
      keyword,
    })),
    by,
  );
  const expense = [
    ['Ijara toʻlovi', 'ijara', 'Ijara toʻlovi'],
    ['Elektr energiyasi uchun', 'elektr', 'Elektr energiyasi'],
    ['Bank komissiyasi', 'komissiya', 'Bank xizmatlari komissiyasi'],
    ['Soliq toʻlovi', 'soliq', 'Soliqlar va yigʻimlar'],
    ['Internet uchun', 'internet', 'Internet va aloqa'],
    ['Reklama xizmatlari', 'reklama', 'Reklama va marketing'],
  ] as const;
  await insertRows(
    tx,
    'bank_expense_conditions',
    expense.map(([name, keyword, cost]) => ({ name, keyword, cost_item_id: must(costIds.get(cost), cost) })),
    by,
  );
  const codes = suppliers.slice(0, 6).map((id, i) => ({
    name: `Taʼminotchi kodi ${i + 1}`,
    supplier_id: id,
    code: `SUP-${String(1001 + i * 17)}`,
  }));
  await insertRows(tx, 'supplier_unique_numbers', codes, by);
}

async function seedTemplates(ctx: Context): Promise<void> {
  const { tx, by } = ctx;
  const comments = [
    'Toʻlashga vaʼda berdi',
    'Telefoni oʻchiq',
    'Qoʻngʻiroqqa javob bermadi',
    'Boshqa shaharda ishlamoqda',
    'Moliyaviy qiyinchilik',
    'Kafil bilan bogʻlanildi',
    'Manzilda topilmadi',
    'Qisman toʻladi',
  ];
  await names(ctx, 'contract_comment_types', comments);

  // call (1) → letter (31) → notary (61) → enforcement bureau (91) → control (by hand)
  const stages = [
    ['Qoʻngʻiroq', 1, true],
    ['Ogohlantirish xati', 31, true],
    ['Notarius', 61, true],
    ['Majburiy ijro byurosi (MIB)', 91, true],
    ['Nazorat', 181, false],
  ] as const;
  await insertRows(
    tx,
    'process_stages',
    stages.map(([name, days_late_from, auto], i) => ({ name, sort_order: i + 1, days_late_from, auto })),
    by,
  );

  const letters = [
    [
      'Birinchi ogohlantirish',
      '<p>Hurmatli <b>{client}</b>!</p><p>Sizning {contract_number}-sonli shartnomangiz boʻyicha {date} holatiga <b>{debt} soʻm</b> muddati oʻtgan qarzdorlik mavjud.</p><p>Qarzni 5 kun ichida toʻlashingizni soʻraymiz.</p>',
    ],
    [
      'Ikkinchi ogohlantirish',
      '<p>Hurmatli <b>{client}</b>!</p><p>{contract_number}-sonli shartnoma boʻyicha qarzdorlik <b>{debt} soʻm</b> ga yetdi. Toʻlov amalga oshirilmasa, masala kafil bilan koʻriladi.</p>',
    ],
    [
      'Sudga murojaat haqida xabarnoma',
      '<p>Hurmatli <b>{client}</b>!</p><p>{contract_number}-sonli shartnoma boʻyicha <b>{debt} soʻm</b> qarz 10 kun ichida toʻlanmasa, undirish uchun sudga murojaat qilinadi.</p>',
    ],
  ] as const;
  await insertRows(
    tx,
    'warning_letter_templates',
    letters.map(([name, content]) => ({ name, content })),
    by,
  );

  const sms = [
    [
      'Toʻlov eslatmasi',
      'Hurmatli {client}! {date} kuni {contract_number} shartnoma boʻyicha {sum} soʻm toʻlov kuni. Savdo',
    ],
    [
      'Muddati oʻtgan qarz',
      'Hurmatli {client}! {contract_number} shartnoma boʻyicha {sum} soʻm qarzdorlik bor. Iltimos, toʻlang. Savdo',
    ],
    [
      'Toʻlov qabul qilindi',
      'Rahmat, {client}! {sum} soʻm toʻlovingiz qabul qilindi. Qoldiq: {debt} soʻm. Savdo',
    ],
    [
      'Tugʻilgan kun tabrigi',
      'Hurmatli {client}! Tugʻilgan kuningiz bilan tabriklaymiz! Sizga 5% chegirma sovgʻa. Savdo',
    ],
    [
      'Yangi aksiya',
      'Savdo doʻkonlarida yangi aksiya: maishiy texnikaga 10% gacha chegirma! Batafsil: savdo.uz',
    ],
  ] as const;
  await insertRows(
    tx,
    'sms_templates',
    sms.map(([name, content]) => ({ name, content })),
    by,
  );

  // A template's content is the footer line printed on each tag (the editor lays out the rest).
  const tags = [
    ['Standart 58×40', 58, 40, '<p>Kafolat 12 oy</p>'],
    ['Katta 100×70', 100, 70, '<p>Muddatli toʻlov — faqat pasport bilan</p>'],
    ['Aksiya 70×50', 70, 50, '<p><strong>Aksiya!</strong> Narx zaxira tugaguncha amal qiladi</p>'],
  ] as const;
  await insertRows(
    tx,
    'price_tag_templates',
    tags.map(([name, width, height, content]) => ({ name, content, width, height })),
    by,
  );
}

async function seedOther(ctx: Context): Promise<void> {
  const { tx, by, random, branches } = ctx;
  const specialities = [
    'Konditsioner oʻrnatish',
    'Oshxona mebelini yigʻish',
    'Suv isitgich oʻrnatish',
    'Televizor va antenna oʻrnatish',
    'Kir yuvish mashinasini ulash',
  ];
  const masters = specialities.map((speciality, i) => ({
    name: personName(random, false),
    phone: random.phone(),
    passport: random.passport(),
    branch_id: branches[i % Math.max(branches.length, 1)]?.id ?? null,
    speciality,
  }));
  await insertRows(tx, 'installation_masters', masters, by);

  const appealLists: readonly (readonly [string, readonly string[]])[] = [
    ['appeal_types', ['Shikoyat', 'Taklif', 'Savol', 'Minnatdorchilik', 'Ariza']],
    [
      'appeal_sources',
      ['Call-markaz', 'Telegram bot', 'Instagram', 'Doʻkonda shaxsan', 'Veb-sayt', 'Elektron pochta'],
    ],
    [
      'appeal_groups',
      [
        'Yetkazib berish',
        'Toʻlovlar va qarzdorlik',
        'Mahsulot sifati',
        'Kafolat xizmati',
        'Xodimlar muomalasi',
        'Oʻrnatish xizmati',
      ],
    ],
    ['appeal_forms', ['Ogʻzaki', 'Yozma', 'Elektron']],
    [
      'appeal_directions',
      [
        'Mijozlarga xizmat koʻrsatish boʻlimi',
        'Undiruv boʻlimi',
        'Kafolat servis markazi',
        'Yuridik boʻlim',
        'Filial rahbariyati',
      ],
    ],
  ];
  for (const [table, list] of appealLists) {
    await names(ctx, table, list);
  }

  const roomNames = ['Savdo zali', 'Kassa', 'Ombor xonasi', 'Rahbar xonasi'];
  const rooms = branches.slice(0, 4).flatMap((b) =>
    [...roomNames, ...(b.is_office ? ['Buxgalteriya', 'Server xonasi', 'Majlislar zali'] : [])].map(
      (name) => ({
        name,
        branch_id: b.id,
      }),
    ),
  );
  await insertRows(tx, 'rooms', rooms, by);
  const writeOff = [
    'Jismoniy eskirgan',
    'Buzilgan, taʼmirlab boʻlmaydi',
    'Yoʻqolgan',
    'Sotilgan',
    'Maʼnaviy eskirgan',
  ];
  await names(ctx, 'write_off_reasons', writeOff);
  const assetGroups = [
    ['Kompyuter texnikasi', '20.00'],
    ['Mebel va inventar', '10.00'],
    ['Transport vositalari', '15.00'],
    ['Savdo uskunalari', '12.00'],
    ['Binolar va inshootlar', '5.00'],
    ['Oʻz ehtiyoji uchun maishiy texnika', '15.00'],
  ] as const;
  const assetGroupIds = idsBy(
    assetGroups,
    await insertRows(
      tx,
      'asset_groups',
      assetGroups.map(([name, rate]) => ({ name, depreciation_rate: rate })),
      by,
    ),
    ([name]) => name,
  );
  const assets = [
    ['Noutbuk Lenovo IdeaPad 3', 'Kompyuter texnikasi', 'INV-0001'],
    ['Monoblok HP 24', 'Kompyuter texnikasi', 'INV-0002'],
    ['Printer Canon i-SENSYS', 'Kompyuter texnikasi', 'INV-0003'],
    ['Ofis stoli', 'Mebel va inventar', 'INV-0101'],
    ['Ofis kreslosi', 'Mebel va inventar', 'INV-0102'],
    ['Hujjatlar shkafi', 'Mebel va inventar', 'INV-0103'],
    ['Savdo vitrinasi', 'Savdo uskunalari', 'INV-0201'],
    ['Kassa apparati', 'Savdo uskunalari', 'INV-0202'],
    ['Konditsioner Artel', 'Oʻz ehtiyoji uchun maishiy texnika', 'INV-0301'],
    ['Sovutgich Artel', 'Oʻz ehtiyoji uchun maishiy texnika', 'INV-0302'],
    ['Damas yuk avtomobili', 'Transport vositalari', 'INV-0401'],
  ] as const;
  await insertRows(
    tx,
    'asset_products',
    assets.map(([name, group, code]) => ({
      name,
      asset_group_id: must(assetGroupIds.get(group), group),
      unit_id: must(ctx.catalogue.units.get('dona'), 'dona'),
      inventory_code: code,
    })),
    by,
  );

  const conversation = [
    'Yangi xaridga qiziqdi',
    'Hozircha ehtiyoj yoʻq',
    'Keyinroq qoʻngʻiroq qilishni soʻradi',
    'Narxlarni qimmat deb hisobladi',
    'Boshqa doʻkondan xarid qilgan',
    'Telefon raqami notoʻgʻri',
    'Doʻkonga kelishga vaʼda berdi',
  ];
  await names(ctx, 'conversation_comments', conversation);

  const blacklist = [
    [false, 'Uch oydan ortiq toʻlov qilmagan, manzilidan chiqib ketgan; qarz sud orqali undirilmoqda.'],
    [true, 'Soxta pasport maʼlumotlari bilan shartnoma tuzishga uringan.'],
    [false, 'Nasiyaga olingan mahsulotni qayta sotgan, qarz toʻlanmagan.'],
    [false, 'Ikki shartnoma boʻyicha muddati oʻtgan qarz; kafil ham toʻlamadi.'],
    [true, 'Xodimlarga nisbatan haqoratli muomala, shartnoma bekor qilingan.'],
  ] as const;
  await insertRows(
    tx,
    'client_blacklist',
    blacklist.map(([female, reason]) => ({
      name: personName(random, female),
      pinfl: random.pinfl(female),
      passport: random.passport(),
      phone: random.phone(),
      reason,
    })),
    by,
  );
}

/** Seeds the reference lists; run inside the demo transaction once branches and users exist. */
export async function seedReferenceData(tx: DbOrTx): Promise<void> {
  const admin = await tx.execute<{ id: number | null }>(
    sql`select coalesce((select id from users where username = 'admin'), (select min(id) from users)) as id`,
  );
  const by = admin.rows[0]?.id ?? null;
  const branches = (
    await tx.execute<{ id: number; name: string; address: string | null; is_office: boolean }>(
      sql`select id, name, address, is_office from branches order by id`,
    )
  ).rows;
  const random = generator(20_240_321);

  const geo = await seedAddresses(tx, by);
  const catalogue = await seedCatalogue(tx, by);
  const ctx: Context = { tx, by, random, branches, geo, catalogue };
  await seedProperties(ctx);
  await seedWorkplaces(ctx);
  const suppliers = await seedWarehousesAndPartners(ctx);
  await seedInfo(ctx);
  await seedSettings(ctx);
  await seedSalary(ctx);
  await seedFaceRecognition(ctx);
  await seedMoney(ctx, suppliers);
  await seedTemplates(ctx);
  await seedOther(ctx);
  await tx.execute(sql`insert into program_versions (version, released_at, notes, created_by, updated_by) values
    ('1.0.0', '2026-11-22', ${'<p>Birinchi versiya: kirish, huquqlar, maʼlumotnomalar, ombor hujjatlari, narxlar va narx yorliqlari.</p>'}, ${by}, ${by})`);
}
