import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { routesOf } from '../src/http/route-list.ts';
import {
  type FuzzRequest,
  fieldsOf,
  guessedBody,
  nearValidBody,
  type RouteShape,
  requestsFor,
  resourceOf,
  seeded,
  shapeProblem,
} from './fixtures/fuzz-generator.ts';
import { bearer, createTestContext, createUser, randomAddress, type TestContext } from './helpers.ts';

/**
 * Malformed input on every registered route (taken from the app, so a new
 * route is covered with no new line), signed in as a developer (every rule)
 * and signed out. Fails on any 5xx, any error answer not exactly
 * `{ message, errors }` in the asked language, any input the database had to
 * refuse (a check missing in front of it, logged by the error handler), and
 * any row written by a request answered 4xx (a trigger on every table notes
 * each written row inside the request's transaction).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 3);

let ctx: TestContext;
let app: FastifyInstance;
let token = '';
const logged: string[] = [];

/** Tables written as a side effect of any request: the session's last use, sign-in attempts. */
const UNWATCHED = ['sessions', 'sign_in_attempts', 'fuzz_writes'];

async function watchWrites(): Promise<void> {
  await ctx.pool.query(`create table fuzz_writes (id bigserial primary key, tbl text not null);
    create function fuzz_note() returns trigger language plpgsql as $$
      begin insert into fuzz_writes (tbl) values (tg_table_name); return null; end $$;`);
  const tables = await ctx.pool.query<{ name: string }>(`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`);
  for (const { name } of tables.rows) {
    if (UNWATCHED.includes(name)) continue;
    await ctx.pool.query(
      `create trigger fuzz_note after insert or update or delete on "${name}"
        for each row execute function fuzz_note()`,
    );
  }
}

const lastWrite = async () =>
  Number(
    (await ctx.pool.query<{ n: string }>('select coalesce(max(id), 0) as n from fuzz_writes')).rows[0]?.n,
  );

async function signInAdmin(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/sign-in-web',
    payload: { username: 'fuzz_dev', password: 'Fuzz#1234', app: 'WEB', device_id: 'fuzz' },
    headers: { 'x-forwarded-for': randomAddress() },
  });
  return res.json<{ data: { access_token: string } }>().data.access_token;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    db: ctx.db,
    secretsKey: ctx.secretsKey,
    logger: { level: 'warn', stream },
    signInPerMinute: 1_000_000,
  });
  await app.ready();
  await createUser(ctx, { username: 'fuzz_dev', password: 'Fuzz#1234', isDev: true });
  token = await signInAdmin();
  await watchWrites();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

/** Learns each route's fields from its answer to an empty input (zod names what is missing). */
async function shapeOf(method: string, url: string): Promise<RouteShape> {
  const def = method === 'POST' || method === 'PUT' ? resourceOf(url) : undefined;
  const sample = def && (def.writes ?? 'engine') !== 'module' ? nearValidBody(def) : undefined;
  const res = await app.inject({
    method: method as 'GET',
    url: url.replace(/:([A-Za-z_]+)/g, '1'),
    headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });
  const named = res.statusCode === 400 ? fieldsOf(res.json<{ errors?: unknown }>().errors) : [];
  if (method === 'GET') return { method, url, bodyFields: [], queryFields: named };
  const body = sample ?? (named.length > 0 ? guessedBody(named) : undefined);
  return { method, url, bodyFields: named, queryFields: [], ...(body ? { sample: body } : {}) };
}

/** The message and error of one log line, short. */
function logSummary(line: string): string {
  const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
  return `${entry.msg}: ${entry.err?.message?.slice(0, 300)}`;
}

interface Failure {
  who: string;
  request: FuzzRequest;
  status: number;
  problem: string;
}

describe('malformed input on every route', () => {
  it('notes a committed write and not a rolled-back one (the detector itself)', async () => {
    const before = await lastWrite();
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update users set full_name = full_name where username = 'fuzz_dev'`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await lastWrite()).toBe(before);
    await ctx.pool.query(`update users set full_name = full_name where username = 'fuzz_dev'`);
    expect(await lastWrite()).toBeGreaterThan(before);
  });

  it('never answers 5xx, always answers { message, errors }, and writes nothing when refusing', async () => {
    const routes = routesOf(app).filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(300);
    const random = seeded(SEED);
    const failures: Failure[] = [];
    let sent = 0;
    for (const route of routes) {
      const shape = await shapeOf(route.method, route.url);
      const asAdmin = requestsFor(shape, random, PER_ROUTE);
      const asNobody = requestsFor(shape, random, 1).filter(() => random() < 0.3);
      for (const [who, list] of [
        ['dev', asAdmin],
        ['nobody', asNobody],
      ] as const) {
        for (const request of list) {
          const lang = random() < 0.5 ? 'ru' : 'uz';
          const before = await lastWrite();
          const res = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: {
              ...request.headers,
              'accept-language': lang,
              ...(who === 'dev' ? bearer(token) : {}),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent++;
          const fail = (problem: string) => failures.push({ who, request, status: res.statusCode, problem });
          if (res.statusCode >= 500) fail(res.body.slice(0, 200));
          else if (res.statusCode >= 400) {
            const problem = shapeProblem(res.statusCode, res.body, lang);
            if (problem) fail(`${problem}: ${res.body.slice(0, 200)}`);
            const after = await lastWrite();
            if (after !== before) {
              const tables = await ctx.pool.query<{ tbl: string }>(
                'select distinct tbl from fuzz_writes where id > $1',
                [before],
              );
              fail(`wrote ${tables.rows.map((r) => r.tbl).join(', ')}`);
            }
          }
          // A request may end the session (sign-out, revoke): sign in again.
          if (who === 'dev' && res.statusCode === 401) token = await signInAdmin();
        }
      }
    }
    const refused = logged.filter((line) => /input refused by the database|unhandled error/.test(line));
    // A few of each kind of problem, so one loud class does not hide the others.
    const seen = new Map<string, number>();
    const sampled = failures.filter((f) => {
      const kind = `${f.status} ${f.problem.slice(0, 12)}`;
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      return (seen.get(kind) ?? 0) <= 3;
    });
    const report = sampled
      .slice(0, 60)
      .map(
        (f) =>
          `${f.who} ${f.request.method} ${f.request.url.slice(0, 120)} [${f.request.kind}] → ${f.status} ${f.problem}`,
      );
    console.info(`fuzz: ${routes.length} routes, ${sent} requests, seed ${SEED}`);
    expect(report, `${failures.length} failures`).toEqual([]);
    expect(refused.map(logSummary)).toEqual([]);
  }, 600_000);
});
