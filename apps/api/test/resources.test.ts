import { isSearchable, RESOURCES, type ResourceDef, sortKeys, titleFieldOf } from '@savdo/shared/resources';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue } from './fixtures/samples.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * One suite generated from the resource definitions: every resource gets the
 * same checks of list, filter, sort, pagination, create (good and bad), update,
 * toggle, history, export and access.
 */
let ctx: TestContext;
let admin: string;
let nobody: string;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'engine_admin', password: 'Admin#123', isDev: true });
  await createUser(ctx, { username: 'engine_nobody', password: 'Nobody#123' });
  admin = await signIn(ctx, 'engine_admin', 'Admin#123');
  nobody = await signIn(ctx, 'engine_nobody', 'Nobody#123');
});
afterAll(async () => {
  await ctx?.close();
});

const byName = new Map(RESOURCES.map((r) => [r.name, r]));
type Row = Record<string, unknown>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A valid payload, creating the records it references first. */
async function validPayload(def: ResourceDef): Promise<Row> {
  const n = ++counter;
  const payload: Row = {};
  if (def.name === 'user') {
    // Written by the users module, whose payload adds a first password.
    const branch = await createOk(byName.get('branch') as ResourceDef);
    const position = await createOk(byName.get('user_position') as ResourceDef);
    return {
      username: `user${n}`,
      full_name: `Foydalanuvchi ${n}`,
      branch_id: branch.id,
      user_position_id: position.id,
      password: 'First#123',
    };
  }
  for (const field of def.fields) {
    if (field.inForm === false) continue;
    if (field.type !== 'ref') {
      payload[field.name] = sampleValue(field, n);
      continue;
    }
    if (field.ref === def.name) continue; // a tree's root has no parent
    // Of fields exactly one of which is filled (a rate's product or category), the first.
    if (def.exactlyOne?.includes(field.name) && def.exactlyOne[0] !== field.name) continue;
    const target = byName.get(field.ref ?? '');
    if (!target) throw new Error(`unknown ref ${field.ref}`);
    const parent = await createOk(target);
    payload[field.name] = parent.id;
    if (field.refDependsOn) payload[field.refDependsOn.field] = parent[field.refDependsOn.refField];
  }
  return payload;
}

async function createOk(def: ResourceDef): Promise<Row> {
  const res = await call('POST', `/api/${def.apiPath}`, await validPayload(def));
  if (res.statusCode !== 200) throw new Error(`create ${def.name}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const count = async (def: ResourceDef) =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(def.table)}`))
    .rows[0]?.n;

// Resources written by a module of their own (users) have their own suite.
const ENGINE_WRITTEN = RESOURCES.filter((def) => def.writes !== 'module');

describe.each(ENGINE_WRITTEN.map((def) => [def.name, def] as const))('resource %s', (_name, def) => {
  const base = `/api/${def.apiPath}`;

  it('creates a record from good data and reads it back, with reference titles', async () => {
    const payload = await validPayload(def);
    const res = await call('POST', base, payload);
    expect(res.statusCode).toBe(200);
    const created = res.json().data as Row;
    expect(created).toMatchObject({ ...payload, active: true });
    for (const field of def.fields.filter((f) => f.type === 'ref' && created[f.name] !== null)) {
      expect(typeof created[`${field.name.replace(/_id$/, '')}_name`]).toBe('string');
    }
    const got = await call('GET', `${base}/${created.id}`);
    expect(got.json().data).toEqual(created);
  });

  it('refuses each required field missing, naming it, and writes nothing', async () => {
    const good = await validPayload(def);
    const before = await count(def);
    for (const field of def.fields.filter((f) => f.required && f.inForm !== false)) {
      const { [field.name]: _dropped, ...rest } = good;
      const res = await call('POST', base, rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.some((e: string) => e.startsWith(`${field.name}:`))).toBe(true);
    }
    expect(await count(def)).toBe(before);
  });

  it('refuses values of the wrong kind and too long, naming the field', async () => {
    const good = await validPayload(def);
    for (const field of def.fields.filter((f) => f.inForm !== false)) {
      const bad =
        field.type === 'text'
          ? 'x'.repeat((field.max ?? 255) + 1)
          : field.type === 'ref'
            ? 999_999
            : { wrong: true };
      const res = await call('POST', base, { ...good, [field.name]: bad });
      expect(res.statusCode, `${field.name} = ${JSON.stringify(bad)}`).toBe(400);
      expect(res.json().errors.some((e: string) => e.startsWith(`${field.name}:`))).toBe(true);
    }
  });

  it('lists with pagination, sorting by every key, search and every filter', async () => {
    const a = await createOk(def);
    const b = await createOk(def);
    const page = await call('GET', `${base}?per_page=1&page=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toMatchObject({ page: 2, per_page: 1 });
    expect(page.json().meta.total).toBeGreaterThanOrEqual(2);
    expect(page.json().data).toHaveLength(1);

    for (const key of sortKeys(def)) {
      for (const sort of [key, `-${key}`]) {
        const res = await call('GET', `${base}?sort=${sort}&per_page=100`);
        expect(res.statusCode).toBe(200);
        const values = (res.json().data as Row[]).map((r) => r[key]);
        const sorted = [...values].sort((x, y) =>
          String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0,
        );
        if (key === 'id') expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
      }
    }
    expect((await call('GET', `${base}?sort=nonsense`)).statusCode).toBe(400);

    if (isSearchable(def)) {
      const title = String(b[titleFieldOf(def)]);
      const found = await call('GET', `${base}?search=${encodeURIComponent(title.toUpperCase())}`);
      expect((found.json().data as Row[]).map((r) => r.id)).toContain(b.id);
    }

    for (const field of def.fields.filter((f) => f.filter === 'eq' && a[f.name] !== null)) {
      const res = await call('GET', `${base}?${field.name}=${a[field.name]}`);
      const rows = res.json().data as Row[];
      expect(rows.map((r) => r.id)).toContain(a.id);
      expect(rows.every((r) => r[field.name] === a[field.name])).toBe(true);
    }
    // A set filter: the rows holding any of the chosen options (a's own set).
    for (const field of def.fields.filter((f) => f.filter === 'any')) {
      const chosen = a[field.name] as string[];
      if (chosen.length === 0) continue;
      const res = await call('GET', `${base}?${field.name}=${chosen.join(',')}&per_page=100`);
      const rows = res.json().data as Row[];
      expect(rows.map((r) => r.id)).toContain(a.id);
      expect(rows.every((r) => (r[field.name] as string[]).some((v) => chosen.includes(v)))).toBe(true);
      expect((await call('GET', `${base}?${field.name}=nonsense`)).statusCode).toBe(400);
    }
  });

  it('updates, toggles after each other, and keeps the history of all of it', async () => {
    const created = await createOk(def);
    const next = await validPayload(def);
    const updated = await call('PUT', `${base}/${created.id}`, next);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject(next);

    const off = await call('POST', `${base}/${created.id}/deactivate`);
    expect(off.json().data.active).toBe(false);
    expect((await call('POST', `${base}/${created.id}/deactivate`)).statusCode).toBe(409);
    const inactive = await call('GET', `${base}?active=false&per_page=100`);
    expect((inactive.json().data as Row[]).map((r) => r.id)).toContain(created.id);
    const on = await call('POST', `${base}/${created.id}/activate`);
    expect(on.json().data.active).toBe(true);

    const history = await call('GET', `${base}/${created.id}/history`);
    const entries = history.json().data as {
      action: string;
      before: Row | null;
      after: Row | null;
      user_name: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual(['activate', 'deactivate', 'update', 'create']);
    const title = titleFieldOf(def);
    expect(entries[2]?.before?.[title]).toBe(created[title]);
    expect(entries[2]?.after?.[title]).toBe(next[title]);
    expect(entries[0]?.user_name).toBe('Test engine_admin');
  });

  it('answers 404 for a missing record and 400 for a bad id', async () => {
    expect((await call('GET', `${base}/99999999`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/99999999`, await validPayload(def))).statusCode).toBe(404);
    expect((await call('GET', `${base}/abc`)).statusCode).toBe(400);
  });

  it('exports the filtered list as a spreadsheet', async () => {
    await createOk(def);
    const res = await call('GET', `${base}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers 401 without a token and 403 without the rule', async () => {
    const created = await createOk(def);
    expect((await ctx.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await call('GET', base, undefined, nobody)).statusCode).toBe(403);
    expect((await call('POST', base, await validPayload(def), nobody)).statusCode).toBe(403);
    expect((await call('PUT', `${base}/${created.id}`, await validPayload(def), nobody)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `${base}/${created.id}/deactivate`, undefined, nobody)).statusCode).toBe(403);
    expect((await call('GET', `${base}/${created.id}/history`, undefined, nobody)).statusCode).toBe(403);
  });
});

describe('Uzbek names', () => {
  it('finds oʻ and gʻ whichever apostrophe was typed, and refuses a duplicate written another way', async () => {
    const create = (name: string) => call('POST', '/api/information/provinces', { name });
    const made = await create('Fargʻona viloyati');
    expect(made.statusCode).toBe(200);
    for (const typed of ["farg'ona", 'FARG‘ONA', 'Farg’ona', 'fargʼona']) {
      const res = await call('GET', `/api/information/provinces?search=${encodeURIComponent(typed)}`);
      expect(
        (res.json().data as Row[]).map((r) => r.name),
        typed,
      ).toContain('Fargʻona viloyati');
    }
    const duplicate = await create("FARG'ONA VILOYATI");
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual(['name: Bunday qiymat allaqachon mavjud']);
  });

  it('refuses a village whose region lies in another province', async () => {
    const p1 = (await call('POST', '/api/information/provinces', { name: 'Xorazm viloyati' })).json().data;
    const p2 = (await call('POST', '/api/information/provinces', { name: 'Navoiy viloyati' })).json().data;
    const region = (
      await call('POST', '/api/information/regions', { name: 'Urganch tumani', province_id: p1.id })
    ).json().data;
    const res = await call('POST', '/api/information/villages', {
      name: 'Bogʻishamol',
      province_id: p2.id,
      region_id: region.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^region_id: /);
  });
});
