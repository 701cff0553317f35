import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Each class of bad input the shared mechanisms refuse (DECISIONS.md "Bad
 * input"): NUL characters, ids that are not canonical int4, Fastify's own
 * errors, other charsets, over-deep JSON, the history of a missing record.
 */
let ctx: TestContext;
let token: string;
let provinceId: number;
let regionId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'input_dev', password: 'Input#123', isDev: true });
  token = await signIn(ctx, 'input_dev', 'Input#123');
  provinceId = (await call('POST', '/api/information/provinces', { name: 'Toshkent' })).json().data.id;
  for (const name of ['A', 'B', 'C']) {
    const res = await call('POST', '/api/information/regions', { name, province_id: provinceId });
    regionId = res.json().data.id;
  }
});
afterAll(async () => {
  await ctx?.close();
});

/** A raw body of the given content type, to create a province. */
const post = (type: string, payload: string, lang = 'ru') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/information/provinces',
    headers: { ...bearer(token), 'content-type': type, 'accept-language': lang },
    payload,
  });

describe('a NUL character', () => {
  it('in a body field answers 400 naming the field, in the asked language', async () => {
    const res = await call(
      'POST',
      '/api/information/provinces',
      { name: 'a\u0000b' },
      { 'accept-language': 'ru' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Данные введены неверно',
      errors: ['name: Значение содержит недопустимый символ (NUL, U+0000)'],
    });
  });

  it('in a nested field, a query value or a path answers 400 naming it', async () => {
    const nested = await call('POST', '/api/information/provinces', {
      name: 'x',
      extra: { note: ['\u0000'] },
    });
    expect(nested.json().errors).toEqual(['extra.note.0: Qiymatda ruxsat etilmagan belgi bor (NUL, U+0000)']);
    const query = await call('GET', '/api/information/provinces?search=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0]).toMatch(/^search: /);
    const path = await call('GET', '/api/information/provinces/1%00');
    expect(path.statusCode).toBe(400);
    expect(path.json().errors[0]).toMatch(/^id: /);
  });
});

describe('ids', () => {
  it.each(['0x10', '%201', '1e3', '01', '+1', '1.5', '-1', '2147483648', '9999999999999999999'])(
    'a path id %s is not an id: 400 naming id, and nothing changes',
    async (raw) => {
      const res = await call('PUT', `/api/information/regions/${raw}`, {
        name: 'Changed',
        province_id: provinceId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(['id: Qiymat notoʻgʻri']);
      const names = await ctx.pool.query<{ name: string }>('select name from regions order by id');
      expect(names.rows.map((r) => r.name)).toEqual(['A', 'B', 'C']);
    },
  );

  it('a canonical id still works', async () => {
    const res = await call('PUT', `/api/information/regions/${regionId}`, {
      name: 'C2',
      province_id: provinceId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('C2');
  });

  it('past int4 in a body reference or a filter answers 400 naming the field', async () => {
    const body = await call('POST', '/api/information/regions', { name: 'D', province_id: 2147483648 });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual(['province_id: Qiymat notoʻgʻri']);
    for (const value of ['2147483648', '0x10', '%201']) {
      const filter = await call('GET', `/api/information/regions?province_id=${value}`);
      expect(filter.statusCode, value).toBe(400);
      expect(filter.json().errors[0]).toMatch(/^province_id: /);
      const options = await call('GET', `/api/information/regions/options?province_id=${value}`);
      expect(options.statusCode, value).toBe(400);
    }
    const print = await call('GET', '/api/price-tag/print?product_ids=1,99999999999');
    expect(print.statusCode).toBe(400);
    expect(print.json().errors).toEqual(['product_ids: Qiymat notoʻgʻri']);
    const page = await call('GET', '/api/information/regions?page=9999999999999999999&per_page=0x10');
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toMatchObject({ page: 1, per_page: 20 });
  });

  it('the history of a record that does not exist is 404', async () => {
    expect((await call('GET', '/api/information/regions/999999/history')).statusCode).toBe(404);
    expect((await call('GET', `/api/information/regions/${regionId}/history`)).statusCode).toBe(200);
  });
});

describe("Fastify's own errors", () => {
  const shape = { message: expect.any(String), errors: [] };

  it('bad percent-encoding and an over-long path parameter answer 400 in the product shape', async () => {
    for (const url of ['/api/information/regions/%E0%A4%A', `/api/information/regions/${'1'.repeat(200)}`]) {
      const res = await call('GET', url, undefined, { 'accept-language': 'ru' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'Адрес записан неверно', errors: [] });
    }
  });

  it('an unsupported media type answers 415, a body too large 413, broken JSON 400', async () => {
    const xml = await post('application/xml', '<a/>', 'uz');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      ...shape,
      message: 'Soʻrov tanasining turi qoʻllab-quvvatlanmaydi: JSON yuboring',
    });
    const large = await call('POST', '/api/information/provinces', { name: 'x'.repeat(1_100_000) });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ ...shape, message: 'Soʻrov tanasi juda katta' });
    const broken = await post('application/json', '{"name":', 'uz');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ ...shape, message: 'Soʻrov tanasi JSON sifatida oʻqilmadi' });
  });
});

describe('charsets and nesting', () => {
  it('a body declared in another charset than UTF-8 is refused with 415, before it is read', async () => {
    for (const charset of ['latin1', 'utf-16', 'windows-1251']) {
      const res = await post(`application/json; charset=${charset}`, '{"name":"Caf\u00e9"}');
      expect(res.statusCode, charset).toBe(415);
      expect(res.json()).toEqual({
        message: `Кодировка «${charset}» не поддерживается: отправьте в UTF-8`,
        errors: [],
      });
    }
    const count = await ctx.pool.query('select count(*)::int as n from provinces where name = $1', ['Café']);
    expect(count.rows[0].n).toBe(0);
  });

  it('UTF-8, declared or not, is read', async () => {
    expect((await post('application/json; charset=UTF-8', '{"name":"Qoʻqon"}')).statusCode).toBe(200);
    expect((await post('application/json', '{"name":"Xiva"}')).statusCode).toBe(200);
  });

  it('JSON nested past 32 levels answers 400', async () => {
    const deep = `{"name":"x","a":${'['.repeat(40)}${']'.repeat(40)}}`;
    const res = await post('application/json', deep);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^a\.0\.0.*: Слишком глубокая вложенность данных$/);
  });
});
