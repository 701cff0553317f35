import type { NewsFeedPage, NewsUnread } from '@savdo/shared/schemas/news';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/** The staff news feed (/news): published items newest first, read marks per user, the newest unread. */

let ctx: TestContext;
let reader: string;
let other: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const add = async (name: string, days: number) => {
    const rows = await ctx.db.execute<{ id: number }>(sql`insert into news (name, body, published_at)
      values (${name}, ${`<p>${name}</p>`}, (now() at time zone 'Asia/Tashkent')::date + ${days}::int) returning id`);
    ids[name] = Number(rows.rows[0]?.id);
  };
  await add('Old', -10);
  await add('Recent', -1);
  await add('Today', 0);
  await add('Tomorrow', 1);
  await createUser(ctx, { username: 'reader', password: 'Reader#123', rules: [] });
  await createUser(ctx, { username: 'other', password: 'Other#123', rules: [] });
  reader = await signIn(ctx, 'reader', 'Reader#123');
  other = await signIn(ctx, 'other', 'Other#123');
});
afterAll(async () => {
  await ctx?.close();
});

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const read = (token: string, id: number | string) =>
  ctx.app.inject({ method: 'POST', url: `/api/news/${id}/read`, headers: bearer(token) });

describe('the news feed', () => {
  it('shows every signed-in user the items published up to today, newest first, none from tomorrow', async () => {
    const res = await get(reader, '/api/news');
    expect(res.statusCode).toBe(200);
    const page = res.json<NewsFeedPage>();
    expect(page.data.map((n) => n.name)).toEqual(['Today', 'Recent', 'Old']);
    expect(page.meta).toMatchObject({ total: 3, unread: 3 });
    expect(page.data.every((n) => !n.read)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/news' })).statusCode).toBe(401);
  });

  it('pages the feed', async () => {
    const page = (await get(reader, '/api/news?per_page=2&page=2')).json<NewsFeedPage>();
    expect(page.data.map((n) => n.name)).toEqual(['Old']);
    expect(page.meta.total).toBe(3);
  });

  it('offers the newest unread item until it is read, then the next; marks are per user', async () => {
    expect((await get(reader, '/api/news/unread')).json<{ data: NewsUnread }>().data).toMatchObject({
      latest: { name: 'Today' },
      unread: 3,
    });
    expect((await read(reader, ids.Today as number)).statusCode).toBe(204);
    expect((await read(reader, ids.Today as number)).statusCode).toBe(204);
    const after = (await get(reader, '/api/news/unread')).json<{ data: NewsUnread }>().data;
    expect(after).toMatchObject({ latest: { name: 'Recent' }, unread: 2 });
    const feed = (await get(reader, '/api/news')).json<NewsFeedPage>();
    expect(feed.data.map((n) => [n.name, n.read])).toEqual([
      ['Today', true],
      ['Recent', false],
      ['Old', false],
    ]);
    expect((await get(other, '/api/news/unread')).json<{ data: NewsUnread }>().data.unread).toBe(3);
  });

  it('refuses to mark an item not published yet (404) or a bad id (400)', async () => {
    expect((await read(reader, ids.Tomorrow as number)).statusCode).toBe(404);
    const bad = await read(reader, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('errors');
  });

  it('has nothing unread once everything is read', async () => {
    for (const name of ['Recent', 'Old']) await read(other, ids[name] as number);
    await read(other, ids.Today as number);
    expect((await get(other, '/api/news/unread')).json<{ data: NewsUnread }>().data).toEqual({
      latest: null,
      unread: 0,
    });
  });
});
