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
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { withBench } from './harness.ts';
import { type Case, printCases, timeCase } from './timing.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 200);

/** Fills `villages` with `rows` rows over 200 regions of 14 provinces (each village takes its region's province). */
export async function fillVillages(db: Db, rows: number): Promise<void> {
  const started = Date.now();
  await db.execute(sql`insert into provinces (name) select 'Viloyat ' || g from generate_series(1, 14) g`);
  await db.execute(sql`insert into regions (name, province_id)
      select 'Tuman ' || g, 1 + (g % 14) from generate_series(1, 200) g`);
  // Region r lies in province 1 + (r % 14); each village takes its region's province.
  await db.execute(sql`insert into villages (name, region_id, province_id)
      select 'Mahalla ' || md5(g::text) || ' ' || g, r, 1 + (r % 14)
      from (select g, 1 + (g % 200) as r from generate_series(1, ${rows}) g) s`);
  await db.execute(sql`vacuum analyze villages`);
  console.log(
    `filled ${rows.toLocaleString('en')} villages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function run(): Promise<void> {
  await withBench('list', async ({ db, start }) => {
    await fillVillages(db, ROWS);

    const { get } = await start();

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
  });
}
