/**
 * Bench: sales on 1,500,000 instalment contracts (19,500,000 schedule rows:
 * 12 instalments and the down payment each; 20,000,000 payments with their
 * allocation rows) over 1,500,000 clients and 50 branches, on the embedded
 * PostgreSQL, loaded set-based in SQL (bench/sales-fill.ts) and checked with
 * the project's ledger checks (bench/sales-check.ts). Then times, as ratios
 * to a bare Fastify route timed in the same run (p50, p99; SQL and service
 * level, bench/sales-cases.ts): finding a contract by client name (a prefix
 * typed in Latin or Cyrillic), by PINFL and by phone; opening a contract
 * with its schedule; taking a payment (`settleContract`), and payments per
 * second at CASHIERS concurrent cashiers on distinct contracts and cashboxes
 * (every failure counted); the overdue contracts of one branch as of today;
 * the contract list at page 1 and page 10,000; with the buffers each read
 * touches and its plans. The same reads go through the HTTP endpoints of
 * the clients and contracts modules when the build has them
 * (bench/sales-http.ts). Everything is checked again after the payments.
 *
 *   npm run bench -- sales     (SALES_CONTRACTS=1500000 SALES_CLIENTS=SALES_CONTRACTS
 *                               SALES_PAYMENTS=contracts × 40/3 CASHIERS=16 SECONDS=15 SAMPLES=50)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connect, type Db } from '../apps/api/src/platform/db/client.ts';
import { AppError } from '../apps/api/src/platform/http/errors.ts';
import { withBench } from './harness.ts';
import type { LoadResult } from './http-load.ts';
import type { PostLoadResult } from './http-post.ts';
import { child } from './money.ts';
import { since } from './money-fill.ts';
import {
  contractListPage,
  contractListPageIdsFirst,
  findContractsByName,
  findContractsByPhone,
  findContractsByPinfl,
  openContract,
  overdueContractsOfBranch,
  type PaymentTaken,
  takePayment,
} from './sales-cases.ts';
import { checkSales, sampleContracts } from './sales-check.ts';
import {
  BRANCHES,
  CLIENT_COUNT,
  dropHelpers,
  fillSalesReference,
  type Loaded,
  loadClients,
  loadContracts,
  loadJournal,
  loadPayments,
  type SalesWorld,
  splitPermilleFor,
  withoutSalesIndexes,
} from './sales-fill.ts';
import { httpPayment, httpReadCases, paymentBody } from './sales-http.ts';
import { checkNameKeys, MEN, SURNAMES, WOMEN } from './sales-names.ts';
import { recordSql } from './sql-record.ts';
import { type Case, percentile, printCases, timeCase } from './timing.ts';

const CASHIERS = Number(process.env.CASHIERS ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 15);
const SAMPLES = Number(process.env.SAMPLES ?? 50);
/**
 * Payments a bench contract takes at most in each of the two ways (settleContract, HTTP); each has more
 * than twice as many monthly payments left, so none is overpaid.
 */
const PASSES = 3;

/** Loads everything (indexes dropped meanwhile), vacuums, answers the counts. */
async function load(db: Db, world: SalesWorld, t0: number): Promise<Loaded> {
  const split = await splitPermilleFor(db, world);
  console.log(`  ${(split / 10).toFixed(1)} % of the paid instalments in two halves (${since(t0)})`);
  const loaded: Loaded = { contracts: 0, scheduleRows: 0, payments: 0 };
  await withoutSalesIndexes(
    db,
    async () => {
      await loadClients(db, world, t0);
      Object.assign(loaded, await loadContracts(db, world, split, t0));
      loaded.payments = await loadPayments(db, world, t0);
    },
    t0,
  );
  await loadJournal(db, world, t0);
  await dropHelpers(db);
  await db.execute(sql`vacuum analyze`);
  const size = await db.execute<{ size: string }>(
    sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  console.log(
    `loaded ${CLIENT_COUNT.toLocaleString('en')} clients, ${loaded.contracts.toLocaleString('en')} contracts, ${loaded.scheduleRows.toLocaleString('en')} schedule rows, ${loaded.payments.toLocaleString('en')} payments (with as many allocation rows) in ${since(t0)}; database ${size.rows[0]?.size}`,
  );
  return loaded;
}

/** The server's settings for a bulk load: fewer checkpoints (the bench's own temporary server). */
async function tuneForLoad(db: Db): Promise<void> {
  await db.execute(sql`alter system set max_wal_size = '8GB'`);
  await db.execute(sql`alter system set checkpoint_timeout = '30min'`);
  await db.execute(sql`select pg_reload_conf()`);
}

/** What the reads are asked: typed name prefixes (Latin and Cyrillic with their keys), PINFLs, phones, contracts. */
interface Inputs {
  latin: { typed: string; key: string }[];
  cyrillic: { typed: string; key: string }[];
  pinfls: string[];
  phones: string[];
  contracts: number[];
}

/** "Yusupov Sh" / "Юсупов Дж": a surname and the start of a first name, in one script (other first names in each); with its key. */
function namePrefixes(script: 0 | 1): { typed: string; key: string }[] {
  return SURNAMES.map(([latin, cyrillic, key], i) => {
    const women = i % 2 === 1;
    const first = (women ? WOMEN : MEN)[(i * (script === 0 ? 7 : 11)) % 40] ?? ['', '', ''];
    const surname = `${script === 0 ? latin : cyrillic}${women ? (script === 0 ? 'a' : 'а') : ''}`;
    const typed = `${surname} ${first[script].slice(0, 2)}`;
    return { typed, key: `${key}${women ? 'a' : ''} ${first[2].slice(0, 2)}` };
  });
}

async function pickInputs(db: Db): Promise<Inputs> {
  const ids = sampleContracts(200, 7);
  const clients = await db.execute<{ pinfl: string; phone: string }>(sql`select c.pinfl, c.phones[1] as phone
    from contracts k join clients c on c.id = k.client_id where k.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return {
    latin: namePrefixes(0),
    cyrillic: namePrefixes(1),
    pinfls: clients.rows.map((r) => r.pinfl),
    phones: clients.rows.map((r) => r.phone),
    contracts: ids,
  };
}

/** A call that takes the next of `items` each time. */
function rotating<T>(items: readonly T[], call: (item: T) => Promise<unknown>): () => Promise<void> {
  let i = 0;
  return async () => {
    const item = items[i++ % items.length];
    if (item === undefined) throw new Error('no inputs');
    await call(item);
  };
}

/**
 * A search typed in one script finds clients stored in the other: the
 * cases' inputs are checked to reach both (a fold that failed would find
 * only its own script).
 */
async function assertBothScripts(db: Db, inputs: Inputs): Promise<void> {
  const names: string[] = [];
  for (const p of [...inputs.latin.slice(0, 10), ...inputs.cyrillic.slice(0, 10)]) {
    const rows = (await findContractsByName(db, p.key)) as { full_name: string }[];
    names.push(...rows.map((r) => r.full_name));
  }
  const cyrillic = names.filter((n) => /[\u0400-\u04FF]/.test(n)).length;
  if (names.length === 0 || cyrillic === 0 || cyrillic === names.length)
    throw new Error(`name search found ${names.length} names, ${cyrillic} of them in Cyrillic`);
}

/** The read cases, each a call that takes its next input. */
function readCases(db: Db, world: SalesWorld, inputs: Inputs): [string, () => Promise<void>][] {
  const branches = Array.from({ length: BRANCHES }, (_, i) => world.firstBranch + i);
  return [
    [
      `name, Latin "${inputs.latin[0]?.typed}…"`,
      rotating(inputs.latin, (p) => findContractsByName(db, p.key)),
    ],
    [
      `name, Cyrillic "${inputs.cyrillic[0]?.typed}…"`,
      rotating(inputs.cyrillic, (p) => findContractsByName(db, p.key)),
    ],
    ['PINFL', rotating(inputs.pinfls, (p) => findContractsByPinfl(db, p))],
    ['phone', rotating(inputs.phones, (p) => findContractsByPhone(db, p))],
    ['open a contract, schedule', rotating(inputs.contracts, (id) => openContract(db, id, world.today))],
    ['overdue of a branch, today', rotating(branches, (b) => overdueContractsOfBranch(db, b, world.today))],
    ['contract list, page 1', async () => void (await contractListPage(db, 1))],
    ['contract list, page 10 000', async () => void (await contractListPage(db, 10_000))],
    ['  page 10 000, ids first', async () => void (await contractListPageIdsFirst(db, 10_000))],
  ];
}

/** Shared buffers the statements of one call touch (hit or read), from their plans; and the plans. */
async function buffersOf(db: Db, call: () => Promise<void>): Promise<{ buffers: number; plans: string[] }> {
  const statements = (await recordSql(call)).filter((s) => /^(with|select)\b/i.test(s));
  let buffers = 0;
  const plans: string[] = [];
  for (const statement of statements) {
    const seen = await explained(db, statement);
    buffers += seen.buffers;
    plans.push(`  ${statement.slice(0, 200)}\n${seen.plan.map((line) => `    ${line}`).join('\n')}`);
  }
  return { buffers, plans };
}

/**
 * EXPLAIN ANALYZE of a statement in a transaction rolled back afterwards:
 * it runs the statement, and one may write (the access check's statement
 * revokes an expired session).
 */
async function explained(db: Db, statement: string): Promise<{ buffers: number; plan: string[] }> {
  const seen = { buffers: 0, plan: [] as string[] };
  try {
    await db.transaction(async (tx) => {
      const json = await tx.execute<{
        'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];
      }>(sql.raw(`explain (analyze, buffers, format json) ${statement}`));
      const plan = json.rows[0]?.['QUERY PLAN'][0].Plan;
      seen.buffers = (plan?.['Shared Hit Blocks'] ?? 0) + (plan?.['Shared Read Blocks'] ?? 0);
      const text = await tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`explain (analyze, buffers) ${statement}`),
      );
      seen.plan = text.rows.map((r) => r['QUERY PLAN']);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return seen;
}

/** A cashier's contracts: ACTIVE in the cashbox's branch with at least 2 × PASSES + 1 monthly payments left. */
async function cashierContracts(db: Db, world: SalesWorld, cashier: number) {
  const rows = await db.execute<{ id: string; monthly: string }>(sql`select id, monthly from contracts
    where branch_id = ${world.firstBranch + cashier} and status = 'ACTIVE' and rest >= ${2 * PASSES + 1} * monthly
    order by id desc limit 1000`);
  return rows.rows.map((r) => ({ id: Number(r.id), monthly: BigInt(r.monthly) }));
}

/** Payments of cashier `i` in turn over its contracts, at most PASSES rounds; answers undefined when done. */
function cashier(world: SalesWorld, i: number, contracts: { id: number; monthly: bigint }[]) {
  let n = 0;
  const paid = new Set<number>();
  return {
    paid,
    next: (): PaymentTaken | undefined => {
      const c = contracts[n % contracts.length];
      if (!c || n++ >= PASSES * contracts.length) return undefined;
      paid.add(c.id);
      return {
        contractId: c.id,
        cashboxId: i + 1,
        amount: c.monthly,
        date: world.today,
        userId: world.userId,
      };
    },
  };
}

type Cashier = ReturnType<typeof cashier>;

interface PaymentRun {
  payments: number;
  seconds: number;
  p50: number;
  p99: number;
  failures: Record<string, number>;
}

/** CASHIERS cashiers paying at once for SECONDS, each on its own connection, contracts and cashbox. */
async function concurrentPayments(url: string, cashiers: Cashier[]): Promise<PaymentRun> {
  const database = connect(url, cashiers.length + 2);
  const times: number[] = [];
  const failures: Record<string, number> = {};
  const deadline = Date.now() + SECONDS * 1000;
  const started = process.hrtime.bigint();
  try {
    await Promise.all(
      cashiers.map(async (c) => {
        for (let p = c.next(); p && Date.now() < deadline; p = c.next()) {
          const t0 = process.hrtime.bigint();
          try {
            await takePayment(database.db, p);
            times.push(Number(process.hrtime.bigint() - t0) / 1e6);
          } catch (error) {
            const why = error instanceof AppError ? error.messageKey : String(error);
            failures[why] = (failures[why] ?? 0) + 1;
          }
        }
      }),
    );
  } finally {
    await database.pool.end();
  }
  times.sort((a, b) => a - b);
  return {
    payments: times.length,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failures,
  };
}

/** What the reads gave: their timings, the buffers one call touches, their plans, the HTTP cases left out. */
interface Reads {
  cases: Case[];
  buffers: string[];
  plans: string[];
  missing: string[];
}

/** Times every read (SQL, then HTTP when the build has the routes) and records its buffers and plans. */
async function timeReads(
  db: Db,
  app: FastifyInstance,
  get: (url: string) => () => Promise<void>,
  world: SalesWorld,
  inputs: Inputs,
): Promise<Reads> {
  const reads: Reads = { cases: [], buffers: [], plans: [], missing: [] };
  const http = httpReadCases(app, get, {
    ...inputs,
    branches: Array.from({ length: BRANCHES }, (_, i) => world.firstBranch + i),
  });
  reads.missing = http.missing;
  for (const [name, call] of [...readCases(db, world, inputs), ...http.cases]) {
    reads.cases.push(await timeCase(name, call, SAMPLES));
    const seen = await buffersOf(db, call);
    reads.buffers.push(`  ${name.padEnd(40)} ${String(seen.buffers).padStart(6)}`);
    reads.plans.push(`\n${name}:\n${seen.plans.join('\n')}`);
  }
  return reads;
}

/** One cashier's payments one after another (p50, p99), printing the statements of one; over HTTP too if it can. */
async function timeOnePayment(
  db: Db,
  first: Cashier,
  overHttp: Cashier,
  http?: PayOverHttp,
): Promise<Case[]> {
  const payOne = async () => {
    const p = first.next();
    if (!p) throw new Error('the first cashier ran out of contracts');
    await takePayment(db, p);
  };
  const statements = await recordSql(payOne);
  console.log(
    `\nStatements of one payment (${statements.length}):\n${statements.map((s) => `  ${s.slice(0, 160)}`).join('\n')}`,
  );
  const cases = [await timeCase('take a payment (settleContract)', payOne, SAMPLES)];
  if (http) {
    const payHttp = async () => {
      const p = overHttp.next();
      if (!p) throw new Error('the first cashier ran out of contracts');
      await http(p);
    };
    cases.push(await timeCase('HTTP take a payment', payHttp, SAMPLES));
  }
  return cases;
}

type PayOverHttp = NonNullable<ReturnType<typeof httpPayment>>;

/** The line of a payments-per-second run. */
function paymentLine(label: string, r: PaymentRun, bareRps: number): string {
  const rate = r.payments / r.seconds;
  const failures = Object.values(r.failures).reduce((a, b) => a + b, 0);
  return `  ${label.padEnd(22)} ${rate.toFixed(0).padStart(5)}/s (${(rate / bareRps).toFixed(3)} × bare)   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   failures ${failures} ${JSON.stringify(r.failures)}`;
}

/**
 * CASHIERS cashiers at once (settleContract on connections of their own,
 * then over HTTP from a load client process when the build has the
 * endpoint) against the bare route's requests per second over HTTP in the
 * same run; answers the contracts paid over HTTP.
 */
async function paymentsPerSecond(
  app: FastifyInstance,
  token: string,
  url: string,
  cashiers: Cashier[],
  overHttp: Cashier[] | undefined,
): Promise<number[]> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = await child<LoadResult>('http-load.ts', [
    `${address}/bench/bare`,
    token,
    CASHIERS,
    SECONDS,
    1e9,
  ]);
  const bareRps = bare.requests / bare.seconds;
  console.log(
    `\n${CASHIERS} cashiers at once on distinct contracts and cashboxes, ${SECONDS} s (load average ${os.loadavg()[0]?.toFixed(1)}):`,
  );
  console.log(`  bare route over HTTP ${bareRps.toFixed(0)} req/s, p50 ${bare.p50.toFixed(2)} ms`);
  console.log(paymentLine('settleContract', await concurrentPayments(url, cashiers), bareRps));
  if (!overHttp) return [];
  const bodies = overHttp.map((c) => {
    const mine: PaymentTaken[] = [];
    for (let p = c.next(); p; p = c.next()) mine.push(p);
    return mine;
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-sales-')), 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies.map((mine) => mine.map(paymentBody))));
  const r = await child<PostLoadResult & { done: number[] }>('sales-pay-load.ts', [
    address,
    token,
    SECONDS,
    file,
  ]);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const failures = Object.fromEntries(Object.entries(r.statuses).filter(([status]) => status !== '201'));
  console.log(
    paymentLine(
      'HTTP, own process',
      { payments: r.requests - r.errors, seconds: r.seconds, p50: r.p50, p99: r.p99, failures },
      bareRps,
    ),
  );
  return bodies.flatMap((mine, i) => mine.slice(0, r.done[i] ?? mine.length).map((p) => p.contractId));
}

export async function run(): Promise<void> {
  await withBench('sales', async ({ db, url, start }) => {
    const t0 = Date.now();
    await tuneForLoad(db);
    const world = await fillSalesReference(db);
    const keys = await checkNameKeys();
    console.log(
      `  name keys ${keys ? 'agree with nameKey' : 'not checked (no nameKey in the shared package)'}`,
    );
    const loaded = await load(db, world, t0);
    await checkSales(db, sampleContracts(2_000), 'after the load');

    const { app, get, token, headers } = await start();
    const inputs = await pickInputs(db);
    await assertBothScripts(db, inputs);
    const bare = await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES);
    const reads = await timeReads(db, app, get, world, inputs);
    const lists = await Promise.all(
      Array.from({ length: CASHIERS }, (_, i) => cashierContracts(db, world, i)),
    );
    const cashiers = lists.map((list, i) => cashier(world, i, list));
    const http = httpPayment(app, headers);
    const overHttp = http ? lists.map((list, i) => cashier(world, i, list)) : undefined;
    const payments = await timeOnePayment(
      db,
      cashiers[0] as Cashier,
      overHttp?.[0] ?? (cashiers[0] as Cashier),
      http,
    );
    console.log(reads.plans.join('\n'));
    if (reads.missing.length > 0)
      console.log(
        `\nHTTP cases left out, their routes are not in this build:\n  ${reads.missing.join('\n  ')}`,
      );
    printCases(
      `Sales at ${loaded.contracts.toLocaleString('en')} contracts, ${loaded.scheduleRows.toLocaleString('en')} schedule rows, ${loaded.payments.toLocaleString('en')} payments (SQL and service level; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)})`,
      [bare, ...reads.cases, ...payments],
    );
    console.log(
      `\nShared buffers one call touches (hit or read; flat means the same at any size):\n${reads.buffers.join('\n')}`,
    );
    const paidOneOverHttp = [...(overHttp?.[0]?.paid ?? [])];
    const paidOverHttp = await paymentsPerSecond(app, token, url, cashiers, overHttp);
    const paid = [...new Set([...cashiers.flatMap((c) => [...c.paid]), ...paidOneOverHttp, ...paidOverHttp])];
    await checkSales(db, paid, `after ${paid.length.toLocaleString('en')} contracts took payments`);
  });
}
