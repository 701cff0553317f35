/**
 * Bench: a resource list at 1,000,000 rows, on the embedded PostgreSQL.
 *
 * Fills `villages` (two references, a folded-name search index) with a
 * million rows, then times list, filtered list, search, sorted page 1,
 * page 1000 and `me` through the full request path (access check, zod,
 * SQL, JSON), each as a ratio to a bare Fastify route timed in the same run.
 *
 *   npm run bench -- resource-list          (ROWS=1000000 SAMPLES=200 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { connect } from '../apps/api/src/db/client.ts';
import { startEmbedded } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { users } from '../apps/api/src/db/schema.ts';
import { seedCore } from '../apps/api/src/db/seed/index.ts';
import { hashPassword } from '../apps/api/src/modules/auth/password.ts';
import { type Case, printCases, timeCase } from './timing.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 200);

export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-bench-'));
  fs.chmodSync(dir, 0o777);
  const server = await startEmbedded(dir);
  const database = connect(server.url);
  try {
    const { db } = database;
    await runMigrations(db);
    await seedCore(db);
    await db.insert(users).values({
      username: 'bench',
      full_name: 'Bench',
      password_hash: await hashPassword('Bench#123'),
      must_change_password: false,
      is_dev: true,
    });

    const started = Date.now();
    await db.execute(sql`insert into provinces (name) select 'Viloyat ' || g from generate_series(1, 14) g`);
    await db.execute(sql`insert into regions (name, province_id)
      select 'Tuman ' || g, 1 + (g % 14) from generate_series(1, 200) g`);
    // Region r lies in province 1 + (r % 14); each village takes its region's province.
    await db.execute(sql`insert into villages (name, region_id, province_id)
      select 'Mahalla ' || md5(g::text) || ' ' || g, r, 1 + (r % 14)
      from (select g, 1 + (g % 200) as r from generate_series(1, ${ROWS}) g) s`);
    await db.execute(sql`vacuum analyze villages`);
    console.log(
      `filled ${ROWS.toLocaleString('en')} villages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({ db });
    app.get('/bench/bare', { config: { access: 'public' } }, async () => ({ data: { ok: true } }));
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/sign-in-web',
      payload: { username: 'bench', password: 'Bench#123', app: 'WEB' },
    });
    const token = login.json().data.access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const get = (url: string) => async () => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };

    const cases: Case[] = [];
    cases.push(await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES));
    cases.push(await timeCase('list, page 1', get('/api/information/villages'), SAMPLES));
    cases.push(
      await timeCase('filtered list (region)', get('/api/information/villages?region_id=17'), SAMPLES),
    );
    cases.push(await timeCase('search by name', get('/api/information/villages?search=abc12'), SAMPLES));
    cases.push(await timeCase('sorted by name, page 1', get('/api/information/villages?sort=name'), SAMPLES));
    cases.push(
      await timeCase(
        'sorted by name, page 1000',
        get('/api/information/villages?sort=name&page=1000'),
        SAMPLES,
      ),
    );
    cases.push(await timeCase('me', get('/api/user/me'), SAMPLES));
    printCases(
      `Resource list at ${ROWS.toLocaleString('en')} rows (embedded PostgreSQL, in-process requests)`,
      cases,
    );
    await app.close();
  } finally {
    await database.pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
