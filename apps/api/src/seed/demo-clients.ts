import { type ClientInput, clientSchema } from '@savdo/shared/schemas/clients';
import { sql } from 'drizzle-orm';
import { createBlacklistOrder, decideBlacklistOrder } from '../areas/sales/clients/blacklist.ts';
import { createClient } from '../areas/sales/clients/client-card.ts';
import type { Db } from '../platform/db/client.ts';
import { parse } from '../platform/http/validate.ts';

/**
 * Demo clients (issue 10 item 1): about 300 cards across the branches with
 * Uzbek names, some typed in Cyrillic as a consultant at the counter would,
 * a few duplicate pairs (the same person entered twice), one person put on
 * the blacklist by an approved request and one request still waiting. Made
 * through the services of the screens; repeatable (a fixed seed).
 */

export const DEMO_CLIENT_COUNT = 300;

/** Repeatable pseudo-random numbers (mulberry32). */
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
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { int, pick, digits, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

const words = (text: string): readonly string[] => text.split(' ');
const MALE = words(
  'Jamshid Bekzod Sherzod Otabek Sardor Rustam Jasur Ulugʻbek Doniyor Akmal Aziz Bobur Farrux Sanjar Islom Temur Shoxrux Nodir Elyor Oybek Shahzod Javohir Abdulloh Muhammadali Sarvar Dilshod Zafar Ravshan Gʻayrat Xurshid',
);
const FEMALE = words(
  'Dilnoza Malika Nilufar Gulnora Mohira Shahnoza Zulfiya Feruza Madina Sevara Nodira Kamola Dildora Gulchehra Xurshida Maftuna Oʻgʻiloy Yulduz Zarina Munisa',
);
const SURNAMES = words(
  'Karimov Rahimov Toshmatov Yusupov Aliyev Qodirov Ergashev Saidov Xolmatov Nazarov Abdullayev Mirzayev Sobirov Gʻaniyev Oʻrinboyev Tursunov Ismoilov Haydarov Joʻrayev Normatov Hasanov Rasulov Yoqubov Sultonov Qurbonov Fayzullayev',
);
const FATHERS = words(
  'Akmal Baxtiyor Shavkat Anvar Rustam Olim Ravshan Hamid Abdulla Karim Zafar Tohir Xayrulla',
);

/** "Familiya Ism Otasining_ismi" with Uzbek endings (-ov/-ova, -ovich/-ovna). */
function personName(random: Random, female: boolean): string {
  const surname = random.pick(SURNAMES);
  const father = random.pick(FATHERS);
  const first = female ? random.pick(FEMALE) : random.pick(MALE);
  const patronymic = /[aeiou]$/.test(father) ? `${father}yev` : `${father}ov`;
  return female ? `${surname}a ${first} ${patronymic}na` : `${surname} ${first} ${patronymic}ich`;
}

/** Uzbek Latin → Uzbek Cyrillic, letter by letter (digraphs first), for the names typed in Cyrillic. */
const TO_CYRILLIC: readonly (readonly [string, string])[] = [
  ['oʻ', 'ў'],
  ['gʻ', 'ғ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['ʼ', 'ъ'],
  ...[...'abdefghijklmnopqrstuvxyz'].map(
    (c) => [c, 'абдефгҳижклмнопқрстувхйз'.charAt('abdefghijklmnopqrstuvxyz'.indexOf(c))] as const,
  ),
];

export function toCyrillic(latin: string): string {
  let out = '';
  let i = 0;
  const lower = latin.toLowerCase();
  while (i < latin.length) {
    const found = TO_CYRILLIC.find(([l]) => lower.startsWith(l, i));
    if (!found) {
      out += latin.charAt(i);
      i += 1;
      continue;
    }
    const upper = latin.charAt(i) !== lower.charAt(i);
    // «e» at the start of a word is «э» in Uzbek Cyrillic
    const letter = found[0] === 'e' && (i === 0 || lower.charAt(i - 1) === ' ') ? 'э' : found[1];
    out += upper ? letter.toUpperCase() : letter;
    i += found[0].length;
  }
  return out;
}

interface Refs {
  admin: number;
  branches: number[];
  /** [province, region, village | null] */
  places: (readonly [number, number, number | null])[];
  workplaces: number[];
  comments: number[];
  sources: number[];
}

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await db.execute<{ id: number }>(query)).rows.map((r) => Number(r.id));
}

async function references(db: Db): Promise<Refs> {
  const admin = await ids(
    db,
    sql`select id from users where username = 'admin' union all select min(id) from users`,
  );
  const villages = await db.execute<{ p: number; r: number; v: number }>(
    sql`select province_id as p, region_id as r, id as v from villages where active order by id`,
  );
  const regions = await db.execute<{ p: number; r: number }>(
    sql`select province_id as p, id as r from regions where active order by id`,
  );
  const places = [
    ...villages.rows.map((x) => [x.p, x.r, x.v] as const),
    ...regions.rows.filter((_, i) => i % 3 === 0).map((x) => [x.p, x.r, null] as const),
  ];
  if (places.length === 0) throw new Error('demo clients: no regions (seed the reference data first)');
  return {
    admin: admin[0] ?? 1,
    branches: await ids(db, sql`select id from branches where active order by id`),
    places,
    workplaces: await ids(db, sql`select id from workplaces where active order by id`),
    comments: await ids(db, sql`select id from conversation_comments where active order by id`),
    sources: await ids(db, sql`select id from customer_flow_sources where active order by id`),
  };
}

const POSITIONS = words(
  'Oʻqituvchi Shifokor Hamshira Haydovchi Sotuvchi Buxgalter Muhandis Usta Tadbirkor Pensioner',
);
const STREETS = words(
  'Navoiy Amir_Temur Mustaqillik Bobur Alisher_Navoiy Qatortol Bunyodkor Shota_Rustaveli Gulbahor',
);
const NOTES = [
  'Oylik maoshi barqaror, ish joyidan maʼlumotnoma olib keladi',
  'Kafil sifatida turmush oʻrtogʻi',
  'Avval ham nasiyaga olgan, oʻz vaqtida toʻlagan',
  'Birinchi marta murojaat qilmoqda',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** One random card; `female` decides the name, PINFL and gender. */
function randomCard(random: Random, refs: Refs): ClientInput {
  const female = random.chance(0.45);
  const [province, region, village] = random.pick(refs.places);
  const year = random.int(1960, 2004);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const birth = `${year}-${pad(month)}-${pad(day)}`;
  const century = year >= 2000 ? (female ? '6' : '5') : female ? '4' : '3';
  const phones = [
    `998${random.pick(['90', '91', '93', '94', '95', '97', '99', '33', '88'])}${random.digits(7)}`,
  ];
  if (random.chance(0.3)) phones.push(`998${random.pick(['71', '90', '97'])}${random.digits(7)}`);
  const issued = `${random.int(Math.max(year + 16, 2008), 2024)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const input: Record<string, unknown> = {
    full_name: personName(random, female),
    pinfl: `${century}${pad(day)}${pad(month)}${String(year).slice(2)}${random.digits(7)}`,
    passport: `${random.pick(['AA', 'AB', 'AC', 'AD', 'AE', 'FA'])}${random.digits(7)}`,
    passport_issued_by: `${random.pick(['Chilonzor', 'Yunusobod', 'Samarqand', 'Buxoro', 'Fargʻona'])} IIB`,
    passport_issued_at: issued,
    phones,
    province_id: province,
    region_id: region,
    village_id: village ?? undefined,
    street: `${random.pick(STREETS).replace(/_/g, ' ')} koʻchasi ${random.int(1, 120)}`,
    position: random.pick(POSITIONS),
    birth_date: birth,
    gender: female ? 'FEMALE' : 'MALE',
    branch_id: random.pick(refs.branches),
  };
  if (refs.workplaces.length && random.chance(0.7)) input.workplace_id = random.pick(refs.workplaces);
  if (refs.comments.length && random.chance(0.6)) input.interview_comment_id = random.pick(refs.comments);
  if (random.chance(0.5)) input.interview_comment = random.pick(NOTES);
  if (refs.sources.length && random.chance(0.8)) input.customer_flow_source_id = random.pick(refs.sources);
  return parse(clientSchema, input);
}

/** The same person entered again: in Cyrillic, with another phone and no documents (a duplicate by name and birth date), or sharing a phone. */
function duplicateOf(random: Random, card: ClientInput, byPhone: boolean): ClientInput {
  const noDocuments = {
    pinfl: undefined,
    passport: undefined,
    passport_issued_by: undefined,
    passport_issued_at: undefined,
  };
  if (byPhone) return { ...card, ...noDocuments, full_name: card.full_name.split(' ').slice(0, 2).join(' ') };
  return {
    ...card,
    ...noDocuments,
    full_name: toCyrillic(card.full_name),
    phones: [`99899${random.digits(7)}`],
  };
}

/** Seeds the demo clients and blacklist requests (after the reference data; before demo contracts). */
export async function seedDemoClients(db: Db): Promise<void> {
  const random = generator(20_261_010);
  const refs = await references(db);
  const made: { id: number; card: ClientInput }[] = [];
  for (let i = 0; i < DEMO_CLIENT_COUNT; i++) {
    const card = randomCard(random, refs);
    // about one in six typed in Cyrillic
    const typed = random.chance(0.17) ? { ...card, full_name: toCyrillic(card.full_name) } : card;
    made.push({ id: (await createClient(db, typed, refs.admin)).id, card: typed });
  }
  for (const [n, byPhone] of [
    [7, false],
    [42, false],
    [105, true],
    [180, false],
    [251, true],
  ] as const) {
    const original = made[n];
    if (original) await createClient(db, duplicateOf(random, original.card, byPhone), refs.admin);
  }
  const listed = made[13];
  const waiting = made[77];
  if (listed) {
    const order = await createBlacklistOrder(
      db,
      {
        action: 'ADD',
        client_id: listed.id,
        reason: 'Ikki shartnoma boʻyicha toʻrt oydan ortiq toʻlov qilmagan, telefonga javob bermaydi.',
      },
      refs.admin,
    );
    await decideBlacklistOrder(db, order.id, true, { comment: 'Undiruv boʻlimi tasdiqladi' }, refs.admin);
  }
  if (waiting) {
    await createBlacklistOrder(
      db,
      { action: 'ADD', client_id: waiting.id, reason: 'Soxta ish joyi maʼlumotnomasini taqdim etgan.' },
      refs.admin,
    );
  }
}
