/**
 * Bench: one client's payment discipline computed live (the client card's
 * and the order approval's read, `GET /api/client-ratings/payment-discipline/:id`
 * and the service under it) as a ratio to a bare Fastify route, on the
 * sales bench's data (bench/sales-fill.ts: SALES_CONTRACTS contracts with
 * their schedules and payments). Run at two sizes to see it does not grow:
 *
 *   SALES_CONTRACTS=20000 npm run bench -- ratings
 *   SALES_CONTRACTS=200000 npm run bench -- ratings
 *
 * Also times the close of day's `ratings.scores` over every client (the
 * first run rates them all) and the payment-discipline list's first page
 * after it, and prints the live read's plans.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { ratingsScoresStep } from '../apps/api/src/areas/collections/client-ratings/close-step.ts';
import {
  clientDisciplineView,
  listDiscipline,
} from '../apps/api/src/areas/collections/client-ratings/queries.ts';
import { addDays } from '../apps/api/src/platform/close-of-day/close.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { withBench } from './harness.ts';
import { since } from './money-fill.ts';
import { sampleContracts } from './sales-check.ts';
import {
  dropHelpers,
  fillSalesReference,
  loadClients,
  loadContracts,
  loadJournal,
  loadPayments,
  splitPermilleFor,
  withoutSalesIndexes,
} from './sales-fill.ts';
import { recordSql } from './sql-record.ts';
import { printCases, timeCase } from './timing.ts';

const SAMPLES = Number(process.env.SAMPLES ?? 200);

/** A call that takes the next of `items` each time. */
function rotating<T>(items: readonly T[], call: (item: T) => Promise<unknown>): () => Promise<void> {
  let i = 0;
  return async () => {
    const item = items[i++ % items.length];
    if (item === undefined) throw new Error('no inputs');
    await call(item);
  };
}

async function plansOf(db: Db, call: () => Promise<unknown>): Promise<string[]> {
  const statements = (await recordSql(async () => void (await call()))).filter((s) => /^select\b/i.test(s));
  const out: string[] = [];
  for (const statement of statements) {
    const rows = await db.execute<{ 'QUERY PLAN': string }>(
      sql.raw(`explain (analyze, buffers, costs off, timing off) ${statement}`),
    );
    out.push(`  ${statement.replace(/\s+/g, ' ').slice(0, 160)}`);
    out.push(...rows.rows.map((r) => `    ${r['QUERY PLAN']}`));
  }
  return out;
}

export async function run(): Promise<void> {
  await withBench('ratings', async ({ db, start }) => {
    const t0 = Date.now();
    const world = await fillSalesReference(db);
    const split = await splitPermilleFor(db, world);
    let contracts = 0;
    await withoutSalesIndexes(
      db,
      async () => {
        await loadClients(db, world, t0);
        contracts = (await loadContracts(db, world, split, t0)).contracts;
        await loadPayments(db, world, t0);
      },
      t0,
    );
    await loadJournal(db, world, t0);
    await dropHelpers(db);
    await db.execute(sql`vacuum analyze`);
    console.log(`loaded ${contracts.toLocaleString('en')} contracts (${since(t0)})`);

    const sample = await db.execute<{ client_id: string }>(sql`select distinct client_id from contracts
      where id in (${sql.join(
        sampleContracts(200, 3).map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const clients = sample.rows.map((r) => Number(r.client_id));
    const { get } = await start();
    const today = world.today;
    const bare = await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES);
    const http = await timeCase(
      'client score, HTTP (live)',
      rotating(clients, (id) => get(`/api/client-ratings/payment-discipline/${id}`)()),
      SAMPLES,
    );
    const service = await timeCase(
      'client score, service (live)',
      rotating(clients, (id) => clientDisciplineView(db, id, today)),
      SAMPLES,
    );
    const s0 = Date.now();
    const step = await ratingsScoresStep.run({ db, date: addDays(today, -1), today, log: () => {} });
    const stepSeconds = (Date.now() - s0) / 1000;
    const list = await timeCase(
      'discipline list, page 1',
      async () => void (await listDiscipline(db, { page: 1, per_page: 20 })),
      Math.min(SAMPLES, 50),
    );
    const listE = await timeCase(
      'discipline list, grade E',
      async () => void (await listDiscipline(db, { page: 1, per_page: 20, grade: 'E' })),
      Math.min(SAMPLES, 50),
    );
    console.log((await plansOf(db, () => clientDisciplineView(db, clients[0] ?? 1, today))).join('\n'));
    printCases(
      `Client ratings at ${contracts.toLocaleString('en')} contracts (${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)})`,
      [bare, http, service, list, listE],
    );
    console.log(
      `\nratings.scores, first run (every client): ${(step.clients ?? 0).toLocaleString('en')} clients in ${stepSeconds.toFixed(1)} s (${Math.round((step.clients ?? 0) / stepSeconds)} clients/s)`,
    );
  });
}
