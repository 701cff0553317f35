import { RESOURCES } from '@savdo/shared/resources';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../src/platform/engine/repository.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'scale', password: 'Scale#123', isDev: true });
  token = await signIn(ctx, 'scale', 'Scale#123');
  await ctx.db.execute(sql`insert into provinces (name) values ('Samarqand viloyati')`);
  await ctx.db.execute(sql`insert into regions (name, province_id)
    select 'Tuman ' || g, 1 from generate_series(1, ${EXACT_COUNT_LIMIT + 500}) g`);
  await ctx.db.execute(sql`analyze regions`);
});
afterAll(async () => {
  await ctx?.close();
});

const list = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/information/regions?${query}`, headers: bearer(token) });

describe('a list past the exact-count limit', () => {
  it('answers an estimated total, flagged as such, and still pages deep', async () => {
    // A page past the limit, among the last ones.
    const res = await list(`per_page=20&page=${(EXACT_COUNT_LIMIT + 400) / 20}&sort=name`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total_exact).toBe(false);
    expect(meta.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(data).toHaveLength(20);
    const names = (data as { name: string }[]).map((r) => r.name);
    expect(names).toEqual([...names].sort());
  });

  it('counts exactly once a filter narrows it', async () => {
    const res = await list('search=tuman 1234');
    expect(res.json().meta).toMatchObject({ total_exact: true, total: 1 });
  });
});

describe('the index behind every filter', () => {
  it('leads with the filter and goes on in the default sort, so a filtered page is read off the index', async () => {
    // Each plain (not partial) index as its column list; an expression column shows as null.
    const found = await ctx.db.execute<{ table: string; columns: (string | null)[]; def: string }>(sql`
      select t.relname as table, pg_get_indexdef(ix.indexrelid) as def,
        array(select a.attname::text from unnest(ix.indkey) with ordinality k(attnum, ord)
          left join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.attnum order by k.ord) as columns
      from pg_index ix join pg_class t on t.oid = ix.indrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and ix.indpred is null`);
    const missing: string[] = [];
    for (const def of RESOURCES) {
      const indexes = found.rows.filter((i) => i.table === def.table);
      const sort = def.defaultSort?.field ?? 'id';
      for (const field of def.fields) {
        if (field.filter === 'search') {
          if (!indexes.some((i) => i.def.includes(`(${field.name} gin_trgm_ops)`)))
            missing.push(`${def.table}: trigram index on ${field.name}`);
          continue;
        }
        if (field.filter === 'any') {
          if (!indexes.some((i) => i.def.includes(`USING gin (${field.name})`)))
            missing.push(`${def.table}: GIN index on ${field.name}`);
          continue;
        }
        if (!field.filter) continue;
        const wanted = [field.name, ...(sort === 'id' || sort === field.name ? [] : [sort]), 'id'];
        if (!indexes.some((i) => wanted.every((c, n) => i.columns[n] === c)))
          missing.push(`${def.table}: (${wanted.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('field rules across the engine', () => {
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('refuses a period that ends before it starts, and a percent over its maximum', async () => {
    const product = await ctx.db.execute<{ id: number }>(sql`select id from products limit 1`);
    const res = await post('/api/settings/discount-on-products', {
      name: 'Navroʻz chegirmasi',
      product_id: product.rows[0]?.id ?? 1,
      percent: '150',
      date_from: '2026-03-20',
      date_to: '2026-03-01',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['percent', 'date_to']));
  });

  it('answers times as HH:MM', async () => {
    const res = await post('/api/salary/work-schedules', {
      name: 'Kunduzgi smena',
      start_time: '09:00',
      end_time: '18:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ start_time: '09:00', end_time: '18:00' });
  });
});

describe('html fields', () => {
  it('store only allow-listed HTML, whatever the client sends', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/info/news',
      headers: bearer(token),
      payload: {
        name: 'Yangi filial ochildi',
        body: '<p onclick="steal()">Xush <b>kelibsiz</b><script>alert(1)</script> <a href="javascript:alert(1)">bu yerda</a></p>',
        published_at: '2026-11-22',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data.body as string;
    expect(body).toContain('<b>kelibsiz</b>');
    expect(body).not.toMatch(/script|onclick|javascript:/);
  });
});
