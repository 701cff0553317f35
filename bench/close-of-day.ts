import os from 'node:os';
import { sql } from 'drizzle-orm';
import { addDays, closeDays } from '../apps/api/src/platform/close-of-day/close.ts';
import { connect, type Db } from '../apps/api/src/platform/db/client.ts';
import { AppError } from '../apps/api/src/platform/http/errors.ts';
import { closeOfDaySteps } from '../apps/api/src/wiring/close-of-day-steps.ts';
import { withBench } from './harness.ts';
import { since } from './money-fill.ts';
import { type PaymentTaken, takePayment } from './sales-cases.ts';
import {
  CONTRACTS,
  dropHelpers,
  fillSalesReference,
  loadClients,
  loadContracts,
  loadJournal,
  loadPayments,
  type SalesWorld,
  splitPermilleFor,
  withoutSalesIndexes,
} from './sales-fill.ts';
import { percentile } from './timing.ts';

/**
 * The nightly close of day (`closeDays` with every step of `closeOfDaySteps()`)
 * over the sales bench's data (bench/sales-fill.ts; SALES_CONTRACTS contracts,
 * 15 % of them stopped paying, so late), while CASHIERS cashiers take
 * payments (`settleContract`) on late contracts the job works on: the time of
 * each step and of the close, a forced re-run of the same date (changes
 * nothing), and how long a payment took during the job against before it.
 * The cashiers' connections run with `lock_timeout = 50ms`: a payment that
 * waited longer on a lock (the target: never more than 50 ms) fails and is
 * counted, so the figure is the lock waits alone, not the two cores shared
 * with the job.
 *
 * `npm run bench -- close-of-day` (SALES_CONTRACTS=700000 gives ≈ 100,000 late contracts).
 */

const CASHIERS = Number(process.env.CLOSE_CASHIERS ?? 2);

async function load(db: Db, world: SalesWorld, t0: number) {
  const split = await splitPermilleFor(db, world);
  await withoutSalesIndexes(
    db,
    async () => {
      await loadClients(db, world, t0);
      await loadContracts(db, world, split, t0);
      await loadPayments(db, world, t0);
    },
    t0,
  );
  await loadJournal(db, world, t0);
  await dropHelpers(db);
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`insert into process_stages (name, sort_order, days_late_from, auto) values
    ('Qoʻngʻiroq', 1, 1, true), ('Ogohlantirish xati', 2, 31, true), ('Notarius', 3, 61, true),
    ('MIB', 4, 91, true), ('Nazorat', 5, 181, false)`);
}

/**
 * Late contracts a cashier pays in turn (a few hundred each, spread over the
 * id range the job walks), each into its branch's cashbox: cashier i works
 * the branches ≡ i mod CASHIERS, so two cashiers never share a cashbox (a
 * cashbox's one balance row is the cash floor's lock, one cashier's by design).
 */
async function cashierContracts(db: Db, world: SalesWorld, i: number): Promise<PaymentTaken[]> {
  const rows = await db.execute<{ id: string; monthly: string; branch_id: number }>(sql`
    select id, monthly, branch_id from contracts
    where status = 'ACTIVE' and next_due_date < ${world.today} and rest >= 3 * monthly
      and (branch_id - ${world.firstBranch}) % ${CASHIERS} = ${i}
    order by md5(id::text) limit 400`);
  return rows.rows.map((r) => ({
    contractId: Number(r.id),
    cashboxId: r.branch_id - world.firstBranch + 1,
    amount: BigInt(r.monthly) / 10n,
    date: world.today,
    userId: world.userId,
  }));
}

/** The cashiers' connections: a lock awaited longer than the target fails the payment (55P03). */
const LOCK_TARGET = '50ms';
const withLockTimeout = (url: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c lock_timeout=${LOCK_TARGET}`)}`;

/**
 * A statement cancelled by `lock_timeout` (drizzle wraps the driver's error):
 * what it waited on, from the error's context ("while locking tuple (…) in
 * relation "contracts"", "while updating tuple … in relation …") or, with
 * none, the statement's first words (an advisory lock, a unique index).
 */
const lockTimedOut = (error: unknown): string | null => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: string; where?: string };
    if (pg.code !== '55P03') continue;
    const relation = /relation "([^"]+)"/.exec(pg.where ?? '')?.[1];
    const verb = /while (\w+)/.exec(pg.where ?? '')?.[1];
    if (relation) return `${verb ?? 'on'} ${relation}`;
    const query =
      (error as Error & { query?: string }).query ?? String((e.cause as Error | undefined)?.message ?? '');
    return `other: ${query.replace(/\s+/g, ' ').slice(0, 60) || pg.where || pg.message}`;
  }
  return null;
};

/** What each payment that waited past the target waited on, counted. */
const waits = new Map<string, number>();

/** Pays in a loop until `stop()`; answers each payment's milliseconds (NaN: blocked past the target). */
function payLoop(db: Db, contracts: PaymentTaken[]) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      const p = contracts[n % contracts.length];
      if (!p) break;
      const started = performance.now();
      try {
        await takePayment(db, p);
      } catch (error) {
        const on = lockTimedOut(error);
        if (on) {
          waits.set(on, (waits.get(on) ?? 0) + 1);
          times.push(Number.NaN);
          continue;
        }
        if (!(error instanceof AppError)) throw error;
      }
      times.push(performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return times;
    },
  };
}

const stats = (all: number[]) => {
  const times = all.filter((t) => !Number.isNaN(t));
  const blocked = all.length - times.length;
  const sorted = [...times].sort((a, b) => a - b);
  return `${all.length} payments, ${blocked} waited over ${LOCK_TARGET} on a lock; p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};

async function measure(db: Db, url: string, world: SalesWorld) {
  const lists = await Promise.all(Array.from({ length: CASHIERS }, (_, i) => cashierContracts(db, world, i)));
  const pools = lists.map(() => connect(withLockTimeout(url), 2));
  try {
    // before: the cashiers alone for 10 seconds
    let loops = lists.map((list, i) => payLoop((pools[i] as { db: Db }).db, list));
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const before = (await Promise.all(loops.map((l) => l.stop()))).flat();
    loops = lists.map((list, i) => payLoop((pools[i] as { db: Db }).db, list));
    const date = addDays(world.today, -1);
    const started = performance.now();
    const closed = await closeDays(db, closeOfDaySteps(), { until: date, log: (m) => console.log(`  ${m}`) });
    const total = performance.now() - started;
    const during = (await Promise.all(loops.map((l) => l.stop()))).flat();
    const againStarted = performance.now();
    const again = await closeDays(db, closeOfDaySteps(), { until: date, force: true });
    const rerun = performance.now() - againStarted;
    // the next night: only the contracts that cross a threshold, fall late or paid up move
    loops = lists.map((list, i) => payLoop((pools[i] as { db: Db }).db, list));
    const nextStarted = performance.now();
    const next = await closeDays(db, closeOfDaySteps(), { until: world.today });
    const nextTotal = performance.now() - nextStarted;
    const duringNext = (await Promise.all(loops.map((l) => l.stop()))).flat();
    return { before, during, total, rerun, closed, again, next, nextTotal, duringNext };
  } finally {
    await Promise.all(pools.map((p) => p.pool.end()));
  }
}

export async function run(): Promise<void> {
  await withBench('close-of-day', async ({ db, url }) => {
    const t0 = Date.now();
    await db.execute(sql`alter system set max_wal_size = '8GB'`);
    await db.execute(sql`select pg_reload_conf()`);
    const world = await fillSalesReference(db);
    await load(db, world, t0);
    const [counts] = (
      await db.execute<{
        contracts: number;
        late: number;
        active: number;
      }>(sql`select count(*)::int as contracts,
        count(*) filter (where status = 'ACTIVE')::int as active,
        count(*) filter (where status = 'ACTIVE' and next_due_date < ${world.today})::int as late from contracts`)
    ).rows;
    console.log(`loaded ${JSON.stringify(counts)} in ${since(t0)}`);
    const r = await measure(db, url, world);
    const late = counts?.late ?? 0;
    console.log(
      `\nClose of day for ${r.closed?.[0]?.date} at ${CONTRACTS.toLocaleString('en')} contracts, ${late.toLocaleString('en')} late (${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}):`,
    );
    for (const s of r.closed?.[0]?.steps ?? [])
      console.log(`  ${s.step.padEnd(28)} ${String(s.millis).padStart(7)} ms  ${JSON.stringify(s.result)}`);
    console.log(`  total                        ${r.total.toFixed(0).padStart(7)} ms`);
    console.log(
      `  forced re-run of the same date ${r.rerun.toFixed(0)} ms: ${JSON.stringify(r.again?.[0]?.steps.map((s) => s.result))}`,
    );
    const perLate = r.total / Math.max(late, 1);
    console.log(
      `  ≈ ${(perLate * 1000).toFixed(0)} ms per 1,000 late contracts; at 1,500,000 contracts (${Math.round(late * (1_500_000 / CONTRACTS)).toLocaleString('en')} late) ≈ ${((perLate * late * (1_500_000 / CONTRACTS)) / 1000).toFixed(0)} s`,
    );
    console.log(`\nThe next night (${r.next?.[0]?.date}):`);
    for (const s of r.next?.[0]?.steps ?? [])
      console.log(`  ${s.step.padEnd(28)} ${String(s.millis).padStart(7)} ms  ${JSON.stringify(s.result)}`);
    console.log(`  total                        ${r.nextTotal.toFixed(0).padStart(7)} ms`);
    console.log(`\nCashier payments (settleContract, ${CASHIERS} cashiers on late contracts):`);
    console.log(`  before the close      ${stats(r.before)}`);
    console.log(`  during the first close ${stats(r.during)}`);
    console.log(`  during the next night  ${stats(r.duringNext)}`);
    console.log(
      `  what the waits over ${LOCK_TARGET} waited on: ${JSON.stringify(Object.fromEntries(waits))}`,
    );
  });
}
