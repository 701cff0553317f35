import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CHANNEL } from '../src/platform/http/session-cache.ts';
import { bearer, createTestContext, createUser, grant, signIn, type TestContext } from './helpers.ts';

// A TTL far longer than any test: a refusal below can only come from the cache being forgotten.
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ sessionCacheMs: 600_000 });
  await createUser(ctx, { username: 'root', password: 'Root#1234', isDev: true });
  admin = await signIn(ctx, 'root', 'Root#1234');
});
afterAll(async () => {
  await ctx?.close();
});

const VILLAGES = '/api/information/villages';
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const cache = () => {
  const found = ctx.app.sessionCache;
  if (!found) throw new Error('session cache is off');
  return found;
};

/** A clerk who may list villages, signed in, with the session cached by one request. */
async function cachedClerk(username: string) {
  const user = await createUser(ctx, { username, password: 'Clerk#1234' });
  await grant(ctx, 'user', user.id, ['village.show']);
  const token = await signIn(ctx, username, 'Clerk#1234');
  expect((await get(VILLAGES, token)).statusCode).toBe(200);
  return { user, token };
}

/** The cache's generation once no forget came for half a second (notifications on their way arrived). */
async function quiet(): Promise<number> {
  let last = cache().generation;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cache().generation === last) return last;
    last = cache().generation;
  }
}

/** Queries the pool runs while `body` runs. */
async function queriesDuring(body: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const count = () => {
    n++;
  };
  ctx.pool.on('acquire', count);
  try {
    await body();
  } finally {
    ctx.pool.off('acquire', count);
  }
  return n;
}

/** Runs a change as another process would (a connection of its own) and waits until the cache hears of it. */
async function changeElsewhere(statement: ReturnType<typeof sql>): Promise<void> {
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification within 2 s')), 2_000);
    cache().onForget = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  await ctx.db.execute(statement);
  await heard;
  cache().onForget = null;
}

describe('session cache', () => {
  it('serves a checked session without a round trip to the database', async () => {
    expect(cache().active).toBe(true);
    // Let the notifications of the sign-in's writes arrive, then cache the session.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/api/user/me', admin)).statusCode).toBe(200);
    // The page and its count still query; the access check does not.
    const cachedList = await queriesDuring(() => get(`${VILLAGES}?region_id=1`, admin));
    cache().forget();
    const uncachedList = await queriesDuring(() => get(`${VILLAGES}?region_id=1`, admin));
    expect(uncachedList).toBe(cachedList + 1);
  });

  it('refuses a signed-out session on the very next request', async () => {
    const { token } = await cachedClerk('clerk-out');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/user/sign-out', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await get(VILLAGES, token)).statusCode).toBe(401);
  });

  it('refuses a session revoked by an administrator on the very next request', async () => {
    const { user, token } = await cachedClerk('clerk-revoked');
    const [session] = (
      await ctx.db.execute<{ id: string }>(
        sql`select id from sessions where user_id = ${user.id} and revoked_at is null`,
      )
    ).rows;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/sessions/${session?.id}/revoke`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect((await get(VILLAGES, token)).statusCode).toBe(401);
  });

  it('refuses a rule removed through the rights screen on the very next request', async () => {
    const { user, token } = await cachedClerk('clerk-rule');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/m-users/${user.id}/rules`,
      headers: bearer(admin),
      payload: { rules: [] },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(VILLAGES, token)).statusCode).toBe(403);
  });

  it('hears a revocation, a removed rule and a blocked user made by another process', async () => {
    const a = await cachedClerk('clerk-a');
    await changeElsewhere(sql`update sessions set revoked_at = now() where user_id = ${a.user.id}`);
    expect((await get(VILLAGES, a.token)).statusCode).toBe(401);

    const b = await cachedClerk('clerk-b');
    await changeElsewhere(sql`delete from user_rules where user_id = ${b.user.id}`);
    expect((await get(VILLAGES, b.token)).statusCode).toBe(403);

    const c = await cachedClerk('clerk-c');
    await changeElsewhere(sql`update users set active = false where id = ${c.user.id}`);
    expect((await get(VILLAGES, c.token)).statusCode).toBe(401);

    const d = await cachedClerk('clerk-d');
    await changeElsewhere(sql`delete from user_rules where user_id = ${d.user.id}`);
    await changeElsewhere(sql`insert into user_rules (user_id, rule_id)
      select ${d.user.id}, id from rules where name = 'province.show'`);
    expect((await get(VILLAGES, d.token)).statusCode).toBe(403);
  });

  it('ends an idle session at its deadline, and the touch alone forgets nothing', async () => {
    const { user, token } = await cachedClerk('clerk-idle');
    // the clerk's own set-up is heard first (its notifications may still be on their way)
    const before = await quiet();
    await ctx.db.execute(sql`update sessions set last_used_at = now() where user_id = ${user.id}`);
    // a marker sent after the touch: notifications come in commit order, so a notification of the
    // touch would come before it; once the cache is quiet again, only the marker was heard
    await ctx.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, 'marker')`);
    expect(await quiet()).toBe(before + 1);
    expect((await get(VILLAGES, token)).statusCode).toBe(200);
    // Idle past the limit (its clock moved back, as by time passing): refused, and the reason logged.
    await changeElsewhere(
      sql`update sessions set last_used_at = now() - interval '31 minutes' where user_id = ${user.id}`,
    );
    expect((await get(VILLAGES, token)).statusCode).toBe(401);
    const reason = await ctx.db.execute<{ revoke_reason: string }>(
      sql`select revoke_reason from sessions where user_id = ${user.id}`,
    );
    expect(reason.rows[0]?.revoke_reason).toBe('idle');
  });

  it('keeps an entry no longer than the session has left', async () => {
    const { user, token } = await cachedClerk('clerk-deadline');
    // Two seconds of its 12 hours left (the trigger forgets the cache; the next load reads the deadline).
    await changeElsewhere(sql`update sessions set created_at = now() - interval '12 hours' + interval '2 seconds'
      where user_id = ${user.id}`);
    expect((await get(VILLAGES, token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await get(VILLAGES, token)).statusCode).toBe(401);
  });

  it('serves nothing while its notification connection is down, then listens again', async () => {
    const { token } = await cachedClerk('clerk-listen');
    await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'listen %'`);
    for (let i = 0; i < 50 && cache().active; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache().active).toBe(false);
    const uncached = await queriesDuring(() => get('/api/user/me', token));
    expect(uncached).toBeGreaterThan(0);
    for (let i = 0; i < 150 && !cache().active; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache().active).toBe(true);
  });
});
