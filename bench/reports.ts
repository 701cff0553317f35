/**
 * Bench: every built report (R0001–R0093) over a year, for one branch and for all branches, through the
 * full request path (rights, filters, the page of rows, totals, chart), as ratios to a bare route.
 *
 * The data is the whole demo as `npm start` seeds it (its months of history, every ledger), on the
 * embedded PostgreSQL: a shop's first months, not the five years of a large retailer that issue 24's
 * target names (10,000,000 stock movements and cash postings, 1,500,000 contracts). This run says which
 * reports cost more than the rest on the same data; the target's figures need the stock, money and sales
 * benches' data under them (docs/SCALING.md "Reports bench").
 *
 *   npm run bench -- reports      (SAMPLES=10)
 */
import { randomBytes } from 'node:crypto';
import { REPORT_DEFINITIONS } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { DEMO_HISTORY } from '../apps/api/src/seed/demo-history.ts';
import { seedDemo } from '../apps/api/src/seed/index.ts';
import { plugHooks } from '../apps/api/src/wiring/hooks.ts';
import { withBench } from './harness.ts';
import { type Case, printCases, timeCase } from './timing.ts';

const SAMPLES = Number(process.env.SAMPLES ?? 10);

export async function run(): Promise<void> {
  plugHooks();
  await withBench('reports', async ({ db, start }) => {
    const t0 = Date.now();
    // the demo seeds an empty database only: the bench's developer steps aside while it runs
    await db.execute(sql`create table bench_user as select * from users where username = 'bench'`);
    await db.execute(sql`delete from users where username = 'bench'`);
    if (!(await seedDemo(db, randomBytes(32)))) throw new Error('the demo did not seed');
    await db.execute(sql`insert into users (id, username, full_name, password_hash, must_change_password, is_dev)
      select id, username, full_name, password_hash, must_change_password, is_dev from bench_user`);
    await db.execute(sql`drop table bench_user`);
    for (const [, seed] of DEMO_HISTORY) await seed(db);
    console.log(`demo seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const branch = (
      await db.execute<{ id: number }>(sql`select min(id) as id from branches where not is_office`)
    ).rows[0]?.id;
    const { get } = await start();
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const year = `period=range&date_from=${from}&date_to=${to}&per_page=50`;
    const cases: Case[] = [await timeCase('bare route', get('/bench/bare'), SAMPLES * 5)];
    const refused: string[] = [];
    for (const definition of Object.values(REPORT_DEFINITIONS).sort((a, b) => a.code.localeCompare(b.code))) {
      for (const [scope, extra] of [
        ['one branch', `&branch_id=${branch}`],
        ['all branches', ''],
      ] as const) {
        const url = `/api/reports/${definition.code}?${year}${extra}`;
        try {
          cases.push(await timeCase(`${definition.code} ${scope}`, get(url), SAMPLES));
        } catch (error) {
          refused.push(`${definition.code} ${scope}: ${String(error).slice(0, 120)}`);
        }
      }
    }
    printCases('Reports over a year on the demo data (ratios to a bare route)', cases);
    const slowest = [...cases.slice(1)].sort((a, b) => b.p99 - a.p99).slice(0, 10);
    printCases('The ten slowest at p99', [cases[0] as Case, ...slowest]);
    if (refused.length > 0) console.log(`\nnot timed:\n${refused.join('\n')}`);
  });
}
