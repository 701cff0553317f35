import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsPurgeJob } from '../src/areas/admin/sessions/purge.ts';
import { deadLetterOf, defineJob } from '../src/platform/jobs/registry.ts';
import { bearer, body, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 20): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// A job that always fails, with two retries and backoff from one second.
const attempts: number[] = [];
const failing = defineJob({
  name: 'test.always-fails',
  singleton: false,
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  run: async () => {
    attempts.push(Date.now());
    throw new Error('provider down');
  },
});

// Jobs that take a while and count how many of them run at once.
function counting(name: string, singleton: boolean) {
  const seen = { running: 0, most: 0, done: 0 };
  const job = defineJob({
    name,
    singleton,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    run: async () => {
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      await sleep(300);
      seen.running -= 1;
      seen.done += 1;
      return {};
    },
  });
  return { job, seen };
}
const single = counting('test.one-at-a-time', true);
const parallel = counting('test.many-at-a-time', false);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: [failing, single.job, parallel.job, sessionsPurgeJob] });
});
afterAll(async () => ctx?.close());

async function jobState(queue: string, id: string) {
  const found = await ctx.db.execute<{ state: string; retry_count: number }>(
    sql`select state::text, retry_count from pgboss.job where name = ${queue} and id = ${id}`,
  );
  return found.rows[0];
}

describe('background jobs', () => {
  it('retries a failing job with growing delays, then keeps it failed with a copy in the dead letter', async () => {
    const id = (await ctx.jobs?.send(failing.name, { unit: 7 })) ?? '';
    expect(id).not.toBe('');
    await until('the job to fail for good', async () =>
      (await jobState(failing.name, id))?.state === 'failed' ? true : undefined,
    );
    expect(attempts).toHaveLength(3);
    const [first = 0, secondTry = 0, third = 0] = attempts;
    // Backoff: about 1–2 s before the first retry, 2–4 s before the second (plus polling).
    expect(secondTry - first).toBeGreaterThanOrEqual(950);
    expect(third - secondTry).toBeGreaterThanOrEqual(1950);
    expect((await jobState(failing.name, id))?.retry_count).toBe(2);
    const dead = await ctx.db.execute<{ data: { unit: number } }>(
      sql`select data from pgboss.job where name = ${deadLetterOf(failing.name)}`,
    );
    expect(dead.rows.map((r) => r.data)).toEqual([{ unit: 7 }]);
  }, 30_000);

  it('never runs two jobs of a singleton queue at once, while an ordinary queue does', async () => {
    for (let i = 0; i < 4; i++) {
      await ctx.jobs?.send(single.job.name, { i });
      await ctx.jobs?.send(parallel.job.name, { i });
    }
    // A second worker on each queue, as a second server process on the same database would add.
    const boss = ctx.jobs?.boss;
    if (!boss) throw new Error('jobs not running');
    await boss.work(single.job.name, { pollingIntervalSeconds: 0.5 }, async () =>
      single.job.run({}, jobContext()),
    );
    await boss.work(parallel.job.name, { pollingIntervalSeconds: 0.5, localConcurrency: 2 }, async () =>
      parallel.job.run({}, jobContext()),
    );
    await until('every job to finish', async () =>
      single.seen.done === 4 && parallel.seen.done === 4 ? true : undefined,
    );
    expect(single.seen.most).toBe(1);
    expect(parallel.seen.most).toBeGreaterThan(1);
  }, 30_000);

  it('purges sessions past their limits and expired captchas when sessions.purge runs', async () => {
    const user = await createUser(ctx, { username: 'purge-user' });
    await ctx.db.execute(sql`insert into sessions (user_id, token_hash, app, last_used_at, created_at)
      values (${user.id}, 'idle', 'WEB', now() - interval '40 minutes', now() - interval '1 hour'),
             (${user.id}, 'too-old', 'WEB', now(), now() - interval '13 hours'),
             (${user.id}, 'fresh', 'WEB', now(), now() - interval '1 hour'),
             (${user.id}, 'old-revoked', 'WEB', now() - interval '200 days', now() - interval '200 days')`);
    await ctx.db.execute(
      sql`update sessions set revoked_at = now() - interval '100 days' where token_hash = 'old-revoked'`,
    );
    await ctx.db.execute(sql`insert into captchas (answer_hash, expires_at)
      values ('old', now() - interval '2 days'), ('new', now() + interval '5 minutes')`);
    const id = (await ctx.jobs?.send(sessionsPurgeJob.name)) ?? '';
    await until('the purge to complete', async () =>
      (await jobState(sessionsPurgeJob.name, id))?.state === 'completed' ? true : undefined,
    );
    const left = await ctx.db.execute<{ token_hash: string; revoked: boolean }>(
      sql`select token_hash, revoked_at is not null as revoked from sessions where user_id = ${user.id} order by token_hash`,
    );
    expect(left.rows).toEqual([
      { token_hash: 'fresh', revoked: false },
      { token_hash: 'idle', revoked: true },
      { token_hash: 'too-old', revoked: true },
    ]);
    const events = await ctx.db.execute<{ reason: string }>(
      sql`select reason from sign_in_events where user_id = ${user.id} and event = 'session_revoked' order by reason`,
    );
    expect(events.rows.map((r) => r.reason)).toEqual(['absolute', 'idle']);
    const captchas = await ctx.db.execute<{ answer_hash: string }>(sql`select answer_hash from captchas`);
    expect(captchas.rows.map((r) => r.answer_hash)).toEqual(['new']);
  });
});

function jobContext() {
  return { db: ctx.db, log: () => {} };
}

describe('the developers’ job screen API', () => {
  it('refuses a signed-in user who is not a developer', async () => {
    const plain = await createUser(ctx, { username: 'not-dev', rules: ['device_management.show'] });
    const token = await signIn(ctx, 'not-dev', plain.password);
    for (const url of ['/api/jobs', '/api/jobs/queues']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists jobs a page at a time by queue and state, and retries a failure', async () => {
    const dev = await createUser(ctx, { username: 'dev', isDev: true });
    const token = await signIn(ctx, 'dev', dev.password);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs?queue=${failing.name}&state=failed&per_page=5`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const page = body<{
      data: { id: string; retry_count: number; last_error: string }[];
      meta: { total: number };
    }>(list);
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({ retry_count: 2, last_error: 'provider down' });

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs?per_page=2&page=2',
      headers: bearer(token),
    });
    const second = body<{ data: unknown[]; meta: { total: number } }>(all);
    expect(second.data).toHaveLength(2);
    expect(second.meta.total).toBeGreaterThan(4);

    const queues = await ctx.app.inject({ method: 'GET', url: '/api/jobs/queues', headers: bearer(token) });
    const overview = body<{
      data: { running: boolean; queues: { queue: string; counts: Record<string, number> }[] };
    }>(queues).data;
    expect(overview.running).toBe(true);
    const dead = overview.queues.find((q) => q.queue === deadLetterOf(failing.name));
    expect(dead?.counts.created).toBe(1);

    const id = page.data[0]?.id ?? '';
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${failing.name}/${id}/retry`,
      headers: bearer(token),
    });
    expect(retry.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${failing.name}/${id}/retry`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    const before = attempts.length;
    await until('another attempt', async () => (attempts.length > before ? true : undefined));
  }, 30_000);
});
