import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMayContract, blacklistStatus } from '../src/areas/sales/clients/eligibility.ts';
import { NAME_KEY_STEP, refreshNameKeys } from '../src/areas/sales/clients/name-key-refresh.ts';
import { MemoryFileStorage } from '../src/platform/files/file-storage.ts';
import { buildApp } from '../src/wiring/app.ts';
import { firstRow, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
/** The server under test, keeping files in a storage the test can look into. */
let app: FastifyInstance;
let admin: string;
let reader: string;
const files = new MemoryFileStorage();
const ids = { branch: 0, province: 0, region: 0, otherRegion: 0, village: 0, source: 0, comment: 0 };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = admin) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const count = async (table: string) =>
  (await firstRow<{ n: number }>(ctx, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({ db: ctx.db, secretsKey: ctx.secretsKey, signInPerMinute: 1000, fileStorage: files });
  await app.ready();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  await createUser(ctx, { username: 'reader', rules: ['client.show'] });
  reader = await signIn(ctx, 'reader', 'Secret#123');
  ids.branch = await rowId(
    ctx,
    sql`insert into branches (name, prefix) values ('Chilonzor', 'CHL') returning id`,
  );
  ids.province = await rowId(ctx, sql`insert into provinces (name) values ('Toshkent shahri') returning id`);
  ids.region = await rowId(
    ctx,
    sql`insert into regions (name, province_id) values ('Chilonzor tumani', ${ids.province}) returning id`,
  );
  const other = await rowId(
    ctx,
    sql`insert into provinces (name) values ('Samarqand viloyati') returning id`,
  );
  ids.otherRegion = await rowId(
    ctx,
    sql`insert into regions (name, province_id) values ('Urgut tumani', ${other}) returning id`,
  );
  ids.village = await rowId(
    ctx,
    sql`insert into villages (name, province_id, region_id) values ('Novza MFY', ${ids.province}, ${ids.region}) returning id`,
  );
  ids.source = await rowId(
    ctx,
    sql`insert into customer_flow_sources (name) values ('Instagram') returning id`,
  );
  ids.comment = await rowId(
    ctx,
    sql`insert into conversation_comments (name) values ('Doʻkonga kelishga vaʼda berdi') returning id`,
  );
});

afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const card = (patch: Record<string, unknown> = {}) => ({
  full_name: 'Yusupov Shaxzod Anvarovich',
  pinfl: '31203901234567',
  passport: 'aa 1234567',
  passport_issued_by: 'Chilonzor tumani IIB',
  passport_issued_at: '15.03.2018',
  phones: ['+998 90 123-45-67', '998931112233'],
  province_id: ids.province,
  region_id: ids.region,
  village_id: ids.village,
  street: 'Qatortol koʻchasi 12',
  workplace_name: '110-son maktab',
  position: 'Oʻqituvchi',
  birth_date: '1990-03-12',
  gender: 'MALE',
  interview_comment_id: ids.comment,
  interview_comment: 'Oylik maoshi barqaror',
  customer_flow_source_id: ids.source,
  branch_id: ids.branch,
  ...patch,
});

async function create(patch: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/client/clients', card(patch));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const search = async (q: string, extra = '') =>
  (await call('GET', `/api/client/clients?search=${encodeURIComponent(q)}${extra}`))
    .json()
    .data.map((r: { id: number }) => r.id) as number[];

let shahzod = 0;

describe('the client card', () => {
  it('registers a client with every field, normalised, with its references named and audited', async () => {
    shahzod = await create();
    const res = await call('GET', `/api/client/clients/${shahzod}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      full_name: 'Yusupov Shaxzod Anvarovich',
      passport: 'AA1234567',
      passport_issued_at: '2018-03-15',
      phones: ['998901234567', '998931112233'],
      province_name: 'Toshkent shahri',
      region_name: 'Chilonzor tumani',
      village_name: 'Novza MFY',
      branch_name: 'Chilonzor',
      customer_flow_source_name: 'Instagram',
      interview_comment_name: 'Doʻkonga kelishga vaʼda berdi',
      gender: 'MALE',
      active: true,
      duplicate_count: 0,
      blacklist: { listed: false, reason: null },
    });
    expect(res.json().data.age).toBeGreaterThan(30);
    const key = await firstRow<{ name_key: string }>(
      ctx,
      sql`select name_key from clients where id = ${shahzod}`,
    );
    expect(key.name_key).toBe('ysupuv shahzud anvaruvich');
    const history = (await call('GET', `/api/client/clients/${shahzod}/history`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create']);
  });

  it('refuses bad input with 400 naming each field and writes nothing', async () => {
    const before = [await count('clients'), await count('audit_log')];
    const bad = await call('POST', '/api/client/clients', {
      ...card(),
      full_name: ' ',
      pinfl: '123',
      passport: 'A1',
      phones: ['12345'],
      birth_date: '2999-01-01',
      gender: 'X',
      branch_id: 0,
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'full_name',
        'pinfl',
        'passport',
        'phones.0',
        'birth_date',
        'gender',
        'branch_id',
      ]),
    );
    // a region of another province, a missing village: refused after the format checks
    const mismatch = await call(
      'POST',
      '/api/client/clients',
      card({ region_id: ids.otherRegion, village_id: 999999 }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(
      mismatch
        .json()
        .errors.map((e: string) => e.split(':')[0])
        .sort(),
    ).toEqual(['region_id', 'village_id']);
    const twice = await call(
      'POST',
      '/api/client/clients',
      card({ phones: ['998901234567', '+998901234567'] }),
    );
    expect(twice.statusCode).toBe(400);
    expect([await count('clients'), await count('audit_log')]).toEqual(before);
  });

  it('edits, deactivates and activates a card, each in its history; the same status twice is 409', async () => {
    const id = await create({
      full_name: 'Karimova Dilnoza',
      pinfl: null,
      passport: null,
      phones: ['998977770001'],
    });
    const edit = await call(
      'PUT',
      `/api/client/clients/${id}`,
      card({
        full_name: 'Karimova Dilnoza Rustamovna',
        pinfl: null,
        passport: null,
        phones: ['998977770001'],
        gender: 'FEMALE',
      }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.full_name).toBe('Karimova Dilnoza Rustamovna');
    expect((await call('POST', `/api/client/clients/${id}/deactivate`)).statusCode).toBe(200);
    expect((await call('POST', `/api/client/clients/${id}/deactivate`)).statusCode).toBe(409);
    expect((await call('POST', `/api/client/clients/${id}/activate`)).statusCode).toBe(200);
    const history = (await call('GET', `/api/client/clients/${id}/history`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'activate',
      'deactivate',
      'update',
      'create',
    ]);
    expect(history[2].before.full_name).toBe('Karimova Dilnoza');
    expect(history[2].after.full_name).toBe('Karimova Dilnoza Rustamovna');
  });
});

describe('search', () => {
  let cyrillic = 0;
  beforeAll(async () => {
    cyrillic = await create({
      full_name: 'Ғуломов Улуғбек Ҳамидович',
      pinfl: '30101850000011',
      passport: 'AB7654321',
      phones: ['998946660011'],
      birth_date: '1985-01-01',
      gender: 'MALE',
    });
  });

  it('finds a name in either script, by the start of each word, with any apostrophe', async () => {
    for (const q of ['Шахзод', 'shahzod yus', 'ЮСУПОВ Шах', 'Anvar'])
      expect(await search(q), q).toContain(shahzod);
    for (const q of ["G'ulomov", 'Gʻulomov Ulugʻbek', 'gulomov', 'Ulug‘bek Hamid', 'Гуломов Улугбек'])
      expect(await search(q), q).toEqual([cyrillic]);
    // words match at their start only: «zod» is inside «shahzod», not its start
    expect(await search('zod')).not.toContain(shahzod);
    expect(await search('Qodirov')).toEqual([]);
  });

  it('finds the Russian spellings of Uzbek names, a first name alone and words in any order (issue 22)', async () => {
    const toshpulatov = await create({
      full_name: 'Тошпўлатов Бахтиёр',
      pinfl: null,
      passport: null,
      phones: ['998975550101'],
    });
    const yoqubov = await create({
      full_name: 'Yoqubov Sardor',
      pinfl: null,
      passport: null,
      phones: ['998975550102'],
    });
    const spellings: [number, string[]][] = [
      [
        toshpulatov,
        ['toshpulatov', 'Toshpoʻlatov', 'Тошпулатов', 'Бахтиёр', 'Bakhtiyor', 'baxtiyor toshpulatov'],
      ],
      [yoqubov, ['Yakubov', 'Якубов', 'Ёқубов', 'Sardor Yakubov', 'сардор ёкубов']],
    ];
    const pickers = [
      '/api/client/clients/options',
      '/api/contract/orders/client-options',
      '/api/cash-tradings/pickers/clients',
    ];
    for (const [id, queries] of spellings)
      for (const q of queries) {
        expect(await search(q), q).toEqual([id]);
        for (const url of pickers) {
          const res = await call('GET', `${url}?search=${encodeURIComponent(q)}`);
          expect(res.statusCode, url).toBe(200);
          expect(
            res.json().data.map((r: { id: number }) => Number(r.id)),
            `${url} ${q}`,
          ).toEqual([id]);
        }
      }
  });

  it('finds a phone by its last 9 digits or fewer, with or without 998, in the list and every picker', async () => {
    // Shahzod's main phone is 998901234567
    for (const q of ['901234567', '1234567', '+998 90 123 45 67', '90 123-45-67', '34567']) {
      expect(await search(q), q).toEqual([shahzod]);
      for (const url of [
        '/api/client/clients/options',
        '/api/contract/orders/client-options',
        '/api/cash-tradings/pickers/clients',
      ]) {
        const res = await call('GET', `${url}?search=${encodeURIComponent(q)}`);
        expect(
          res.json().data.map((r: { id: number }) => Number(r.id)),
          `${url} ${q}`,
        ).toEqual([shahzod]);
      }
    }
    expect(await search('7654321')).toEqual([]);
  });

  it('finds by PINFL, passport, any phone and contract number (with or without the branch prefix)', async () => {
    expect(await search('30101850000011')).toEqual([cyrillic]);
    expect(await search('ab 7654321')).toEqual([cyrillic]);
    expect(await search('+998 93 111 22 33')).toEqual([shahzod]);
    expect(await search('931112233')).toEqual([shahzod]);
    await ctx.db.execute(sql`insert into contracts (number, branch_id, client_id, tariff_id, months, markup_percent,
        contract_date, payment_day, price, prepayment, financed, markup_amount, debt, monthly, rounding, rest)
      values (4711, ${ids.branch}, ${cyrillic}, 1, 12, 30, '2026-01-10', 10, 1200000000, 200000000, 1000000000,
              300000000, 1300000000, 108400000, 100000, 1300000000)`);
    expect(await search('CHL-4711')).toEqual([cyrillic]);
    expect(await search('chl - 4711')).toEqual([cyrillic]);
    expect(await search('4711')).toEqual([cyrillic]);
    expect(await search('XYZ-4711')).toEqual([]);
    const contracts = (await call('GET', `/api/client/clients/${cyrillic}/contracts`)).json().data;
    expect(contracts).toEqual([
      expect.objectContaining({
        number: 'CHL-4711',
        status: 'CREATED',
        debt: '13000000.00',
        rest: '13000000.00',
      }),
    ]);
  });

  it('filters by address, birth date and month, gender, branch, passport and phone', async () => {
    const ids2 = async (query: string) =>
      (await call('GET', `/api/client/clients?${query}`))
        .json()
        .data.map((r: { id: number }) => r.id) as number[];
    expect(await ids2('birth_month=1')).toEqual([cyrillic]);
    expect(await ids2('birth_date=12.03.1990')).toContain(shahzod);
    expect(await ids2('birth_date=12.03.1990')).not.toContain(cyrillic);
    expect(await ids2('gender=FEMALE')).not.toContain(shahzod);
    expect(await ids2(`village_id=${ids.village}&phone=998901234567`)).toEqual([shahzod]);
    expect(await ids2('passport=AA1234567')).toEqual([shahzod]);
    expect(await ids2(`region_id=${ids.otherRegion}`)).toEqual([]);
    expect((await call('GET', '/api/client/clients?birth_month=13')).statusCode).toBe(400);
    const page = await call('GET', `/api/client/clients?branch_id=${ids.branch}&per_page=1`);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta).toMatchObject({ page: 1, per_page: 1, total_exact: true });
    expect(page.json().meta.total).toBeGreaterThan(1);
  });
});

describe('duplicates and merge', () => {
  let copy = 0;
  let copy2 = 0;
  it('groups cards sharing a PINFL, passport, phone, or name with birth date, with counts', async () => {
    // the same person typed again in Cyrillic, with another phone and no documents
    copy = await create({
      full_name: 'Юсупов Шахзод Анварович',
      pinfl: null,
      passport: null,
      phones: ['998971234500'],
    });
    // and once more, sharing only the main phone
    copy2 = await create({ full_name: 'Sh. Yusupov', pinfl: null, passport: null, birth_date: null });
    const list = (await call('GET', '/api/client/clients?search=998901234567')).json().data;
    expect(list.map((r: { id: number }) => r.id).sort()).toEqual([shahzod, copy2].sort());
    expect(list.find((r: { id: number }) => r.id === shahzod).duplicate_count).toBe(2);
    const groups = (await call('GET', '/api/client/duplicate-customers')).json();
    const byKind = (kind: string) => groups.data.filter((g: { kind: string }) => g.kind === kind);
    expect(byKind('name_birth')).toEqual([
      expect.objectContaining({ value: 'ysupuv shahzud anvaruvich|1990-03-12', count: 2 }),
    ]);
    expect(byKind('phone')[0]).toMatchObject({ value: '998901234567', count: 2 });
    expect(byKind('phone')[0].clients.map((c: { id: number }) => c.id)).toEqual([shahzod, copy2]);
    const phones = (await call('GET', '/api/client/duplicate-customers?kind=phone')).json();
    expect(phones.data.every((g: { kind: string }) => g.kind === 'phone')).toBe(true);
    const mine = (await call('GET', `/api/client/clients/${shahzod}/duplicates`)).json().data;
    expect(mine.map((c: { id: number }) => c.id).sort()).toEqual([copy, copy2].sort());
  });

  it('merges: orders, contracts and files move to the card kept; the others are merged and inactive; audited', async () => {
    await ctx.db.execute(sql`insert into contracts (number, branch_id, client_id, tariff_id, months, markup_percent,
        contract_date, payment_day, price, prepayment, financed, markup_amount, debt, monthly, rounding, rest)
      values (5001, ${ids.branch}, ${copy}, 1, 6, 20, '2026-02-01', 1, 600000000, 0, 600000000, 120000000,
              720000000, 120000000, 100000, 720000000)`);
    const upload = await uploadFile(copy, 'PASSPORT', 'pasport.pdf', 'application/pdf', PDF);
    expect(upload.statusCode, upload.body).toBe(201);
    const refused = await call('POST', '/api/client/duplicate-customers/merge', {
      keep_id: shahzod,
      merge_ids: [shahzod],
    });
    expect(refused.statusCode).toBe(400);
    const stranger = await create({
      full_name: 'Boshqa Odam',
      pinfl: null,
      passport: null,
      phones: ['998990000001'],
      birth_date: null,
    });
    const notAlike = await call('POST', '/api/client/duplicate-customers/merge', {
      keep_id: shahzod,
      merge_ids: [copy, stranger],
    });
    expect(notAlike.statusCode).toBe(409);
    expect(await firstRow(ctx, sql`select client_id::int as c from contracts where number = 5001`)).toEqual({
      c: copy,
    });

    const merged = await call('POST', '/api/client/duplicate-customers/merge', {
      keep_id: shahzod,
      merge_ids: [copy, copy2],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.moved).toMatchObject({ contracts: 1, client_files: 1 });
    expect(await firstRow(ctx, sql`select client_id::int as c from contracts where number = 5001`)).toEqual({
      c: shahzod,
    });
    const gone = (await call('GET', `/api/client/clients/${copy}`)).json().data;
    expect(gone).toMatchObject({ active: false, merged_into_id: shahzod });
    expect((await call('GET', `/api/client/clients/${shahzod}/files`)).json().data).toHaveLength(1);
    const history = (await call('GET', `/api/client/clients/${shahzod}/history`)).json().data;
    expect(history[0]).toMatchObject({ action: 'merge' });
    expect(history[0].after.merged_ids).toEqual([copy, copy2]);
    // a merged card is not merged again nor activated
    const again = await call('POST', '/api/client/duplicate-customers/merge', {
      keep_id: shahzod,
      merge_ids: [copy],
    });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', `/api/client/clients/${copy}/activate`)).statusCode).toBe(409);
    const groups = (await call('GET', '/api/client/duplicate-customers?kind=name_birth')).json().data;
    expect(groups).toEqual([]);
  });
});

describe('blacklist requests', () => {
  let person = 0;
  beforeAll(async () => {
    person = await create({
      full_name: 'Ergashev Bobur',
      pinfl: '31505920000022',
      passport: 'AC1112223',
      phones: ['998935550022'],
      birth_date: '1992-05-15',
    });
  });

  it('adds a client on approval: CREATED → APPROVED, and the client may no longer get a contract (409)', async () => {
    await assertMayContract(ctx.db, person);
    const made = await call('POST', '/api/client/blacklist-orders', {
      action: 'ADD',
      client_id: person,
      reason: 'Uch oy toʻlov qilmagan',
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json().data;
    expect(order).toMatchObject({ status: 'CREATED', full_name: 'Ergashev Bobur', pinfl: '31505920000022' });
    // still allowed while the request waits; a second request for the same person is refused
    await assertMayContract(ctx.db, person);
    const second = await call('POST', '/api/client/blacklist-orders', {
      action: 'ADD',
      full_name: 'Ergashev B.',
      passport: 'AC1112223',
      reason: 'Yana',
    });
    expect(second.statusCode).toBe(409);
    const approved = await call('POST', `/api/client/blacklist-orders/${order.id}/approve`, {
      comment: 'Tasdiqlandi',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', decision_comment: 'Tasdiqlandi' });
    expect(await blacklistStatus(ctx.db, person)).toEqual({ listed: true, reason: 'Uch oy toʻlov qilmagan' });
    await expect(assertMayContract(ctx.db, person)).rejects.toMatchObject({
      status: 409,
      messageKey: 'errors.clientBlacklisted',
      params: { reason: 'Uch oy toʻlov qilmagan' },
    });
    expect((await call('GET', `/api/client/clients/${person}`)).json().data.blacklist.listed).toBe(true);
    expect((await call('POST', `/api/client/blacklist-orders/${order.id}/approve`, {})).statusCode).toBe(409);
    expect((await call('POST', `/api/client/blacklist-orders/${order.id}/reject`, {})).statusCode).toBe(409);
    const again = await call('POST', '/api/client/blacklist-orders', {
      action: 'ADD',
      client_id: person,
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    // the list itself is read-only: only an approved request writes it
    expect((await call('POST', '/api/client/blacklist', { name: 'X', reason: 'y' })).statusCode).toBe(404);
  });

  it('answers the 409 in the asked language, naming the reason', async () => {
    const { AppError } = await import('../src/platform/http/errors.ts');
    const error = await assertMayContract(ctx.db, person).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const { translate } = await import('@savdo/shared/i18n');
    expect(translate('ru', 'errors.clientBlacklisted', { reason: 'долг' })).toBe(
      'Клиент в чёрном списке: долг',
    );
  });

  it('takes a person off on an approved REMOVE; a rejected request changes nothing', async () => {
    const entry = await firstRow<{ id: number }>(
      ctx,
      sql`select id from client_blacklist where pinfl = '31505920000022'`,
    );
    const rejected = await call('POST', '/api/client/blacklist-orders', {
      action: 'REMOVE',
      blacklist_id: entry.id,
      reason: 'Qarzni toʻladi',
    });
    expect(rejected.statusCode).toBe(201);
    await call('POST', `/api/client/blacklist-orders/${rejected.json().data.id}/reject`, {
      comment: 'Hali erta',
    });
    expect((await blacklistStatus(ctx.db, person)).listed).toBe(true);
    const remove = await call('POST', '/api/client/blacklist-orders', {
      action: 'REMOVE',
      blacklist_id: entry.id,
      reason: 'Qarzni toʻladi',
    });
    expect(remove.json().data).toMatchObject({ full_name: 'Ergashev Bobur', status: 'CREATED' });
    await call('POST', `/api/client/blacklist-orders/${remove.json().data.id}/approve`, {});
    expect(await blacklistStatus(ctx.db, person)).toEqual({ listed: false, reason: null });
    await assertMayContract(ctx.db, person);
    const list = (await call('GET', '/api/client/blacklist-orders?status=REJECTED')).json().data;
    expect(list).toEqual([expect.objectContaining({ action: 'REMOVE', decision_comment: 'Hali erta' })]);
  });

  it('refuses a request naming nobody (400) and an unknown client (400), writing nothing', async () => {
    const before = await count('client_blacklist_orders');
    const nobody = await call('POST', '/api/client/blacklist-orders', {
      action: 'ADD',
      full_name: 'X',
      reason: 'y',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors[0]).toMatch(/^pinfl:/);
    const unknown = await call('POST', '/api/client/blacklist-orders', {
      action: 'ADD',
      client_id: 999999,
      reason: 'y',
    });
    expect(unknown.statusCode).toBe(400);
    const remove = await call('POST', '/api/client/blacklist-orders', { action: 'REMOVE', reason: 'y' });
    expect(remove.statusCode).toBe(400);
    expect(await count('client_blacklist_orders')).toBe(before);
    await expect(assertMayContract(ctx.db, 999999)).rejects.toMatchObject({ status: 404 });
  });
});

/** A minimal PDF and PNG (their first bytes are what the server checks). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

function multipart(name: string, type: string, body: Buffer): { payload: Buffer; type: string } {
  const boundary = '----savdo-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

function uploadFile(clientId: number, kind: string, name: string, type: string, body: Buffer, token = admin) {
  const form = multipart(name, type, body);
  return app.inject({
    method: 'POST',
    url: `/api/client/clients/${clientId}/files?kind=${kind}`,
    headers: { ...bearer(token), 'content-type': form.type },
    payload: form.payload,
  });
}

describe('files', () => {
  let owner = 0;
  beforeAll(async () => {
    owner = await create({
      full_name: 'Nazarova Malika',
      pinfl: null,
      passport: null,
      phones: ['998911234000'],
    });
  });

  it('keeps a scan in the storage with its checksum, lists, serves and deletes it', async () => {
    const res = await uploadFile(owner, 'PASSPORT', 'Pasport – Malika.png', 'image/png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ kind: 'PASSPORT', original_name: 'Pasport – Malika.png', size: PNG.length });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    const key = await firstRow<{ storage_key: string }>(
      ctx,
      sql`select storage_key from client_files where id = ${file.id}`,
    );
    expect(key.storage_key).toMatch(new RegExp(`^clients/${owner}/[0-9a-f]{32}$`));
    expect(files.files.get(key.storage_key)?.body.equals(PNG)).toBe(true);
    const list = (await call('GET', `/api/client/clients/${owner}/files`, undefined, reader)).json().data;
    expect(list.map((f: { id: number }) => f.id)).toEqual([file.id]);
    const got = await call(
      'GET',
      `/api/client/clients/${owner}/files/${file.id}?download=1`,
      undefined,
      reader,
    );
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(
      /^attachment; .*filename\*=UTF-8''Pasport%20%E2%80%93%20Malika\.png$/,
    );
    expect(got.rawPayload.equals(PNG)).toBe(true);
    // another card's file is not served under this one
    expect((await call('GET', `/api/client/clients/${shahzod}/files/${file.id}`)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/client/clients/${owner}/files/${file.id}`, undefined, reader)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/client/clients/${owner}/files/${file.id}`)).statusCode).toBe(200);
    expect(files.files.has(key.storage_key)).toBe(false);
    expect((await call('GET', `/api/client/clients/${owner}/files`)).json().data).toEqual([]);
    const history = (await call('GET', `/api/client/clients/${owner}/history`)).json().data;
    expect(history.slice(0, 2).map((h: { action: string }) => h.action)).toEqual(['file-delete', 'file-add']);
  });

  it('refuses other types, a renamed file, a wrong kind, JSON and a file too large, keeping nothing', async () => {
    const before = [await count('client_files'), files.files.size];
    const text = await uploadFile(owner, 'OTHER', 'notes.txt', 'text/plain', Buffer.from('hello'));
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0]).toMatch(/^file:/);
    const renamed = await uploadFile(
      owner,
      'OTHER',
      'virus.pdf',
      'application/pdf',
      Buffer.from('MZ\x90\x00'),
    );
    expect(renamed.statusCode).toBe(400);
    expect((await uploadFile(owner, 'SELFIE', 'a.pdf', 'application/pdf', PDF)).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/client/clients/${owner}/files?kind=OTHER`, { file: 'x' })).statusCode,
    ).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await uploadFile(owner, 'SIGNED_DOCUMENT', 'big.pdf', 'application/pdf', big);
    expect(tooLarge.statusCode).toBe(413);
    expect((await uploadFile(999999, 'OTHER', 'a.pdf', 'application/pdf', PDF)).statusCode).toBe(404);
    expect([await count('client_files'), files.files.size]).toEqual(before);
  });
});

describe('rights', () => {
  it('lets a reader read but not write, merge, upload or decide', async () => {
    expect((await call('GET', '/api/client/clients', undefined, reader)).statusCode).toBe(200);
    const writes: [Method, string, unknown][] = [
      ['POST', '/api/client/clients', card()],
      ['PUT', `/api/client/clients/${shahzod}`, card()],
      ['POST', `/api/client/clients/${shahzod}/deactivate`, undefined],
      ['POST', '/api/client/duplicate-customers/merge', { keep_id: 1, merge_ids: [2] }],
      ['GET', '/api/client/duplicate-customers', undefined],
      ['GET', '/api/client/blacklist-orders', undefined],
      ['POST', '/api/client/blacklist-orders', { action: 'ADD', client_id: shahzod, reason: 'x' }],
      ['POST', '/api/client/blacklist-orders/1/approve', {}],
    ];
    for (const [method, url, payload] of writes)
      expect((await call(method, url, payload, reader)).statusCode, `${method} ${url}`).toBe(403);
    expect((await uploadFile(shahzod, 'OTHER', 'a.pdf', 'application/pdf', PDF, reader)).statusCode).toBe(
      403,
    );
  });

  it('gives a blacklist clerk the clients to pick, and nothing else of the cards', async () => {
    await createUser(ctx, { username: 'clerk', rules: ['black_list_order.show', 'black_list_order.add'] });
    const clerk = await signIn(ctx, 'clerk', 'Secret#123');
    const options = await call('GET', '/api/client/clients/options?search=Ergashev', undefined, clerk);
    expect(options.statusCode).toBe(200);
    expect(options.json().data[0].name).toBe('Ergashev Bobur · 31505920000022 · 998935550022');
    expect((await call('GET', '/api/client/clients', undefined, clerk)).statusCode).toBe(403);
    expect((await call('POST', '/api/client/blacklist-orders/1/approve', {}, clerk)).statusCode).toBe(403);
  });
});

describe('stored name keys', () => {
  it('are recomputed once after a change of the folding, so old cards are found by the new rule', async () => {
    const old = await rowId(
      ctx,
      sql`insert into clients (full_name, name_key, branch_id)
        values ('Ёқубов Бахтиёр', 'yoqubov bahtiyor', ${ids.branch}) returning id`,
    );
    expect(await search('Yakubov')).not.toContain(Number(old));
    await ctx.db.execute(sql`delete from data_steps where name = ${NAME_KEY_STEP}`);
    expect(await refreshNameKeys(ctx.db)).toBeGreaterThanOrEqual(1);
    // (other Yoqubovs of this file's tests are found too)
    expect(await search('Yakubov')).toContain(Number(old));
    // done once: the step is written, a second start changes nothing
    await ctx.db.execute(sql`update clients set name_key = 'stale' where id = ${old}`);
    expect(await refreshNameKeys(ctx.db)).toBe(0);
    await ctx.db.execute(sql`update clients set name_key = ${nameKey('Ёқубов Бахтиёр')} where id = ${old}`);
  });
});
