/**
 * Bench: the collection lists at two data sizes (COLL_SIZES, default
 * 150,000 and 1,500,000 contracts), to show they do not grow with the number
 * of contracts. Loaded set-based in SQL (not bench/sales-fill.ts: its 20
 * minutes of payments and journal are not what these reads touch): one
 * client a contract, 90 % ACTIVE, a third of them late (next due dates from
 * 40 days ahead to two years back), each with a schedule of four rows (the
 * late figures of a page come from them), 80 % with a responsible. A
 * collector answers for PORTFOLIO contracts (default 1,000): collectors grow
 * with the contracts, as in a business, so one collector's day is compared
 * at both sizes; the bench user is the first collector. Then times, through
 * the HTTP routes in-process (`inject`), as ratios to a bare route timed in
 * the same run (p50, p99): the collector's day (`/all-contracts/today`, page
 * 1 and 5), the all-contracts list filtered by days late (30–60, and ≥ 90 in
 * one branch), the all-customer list (page 1, and days late 30–60), and the
 * page's plan buffers of the days-late list.
 *
 *   npm run bench -- collections      (COLL_SIZES=150000,1500000 PORTFOLIO=1000 SAMPLES=200)
 */
import { sql } from 'drizzle-orm';
import { businessToday } from '../apps/api/src/platform/clock/business-today.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { plugHooks } from '../apps/api/src/wiring/hooks.ts';
import { withBench } from './harness.ts';
import { since } from './money-fill.ts';
import { type Case, printCases, timeCase } from './timing.ts';

plugHooks();

const SIZES = (process.env.COLL_SIZES ?? '150000,1500000').split(',').map(Number);
const PORTFOLIO = Number(process.env.PORTFOLIO ?? 1000);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
const BRANCHES = 50;

/** Adds contracts `from` … `to` − 1 (ids), their clients, schedules and collectors. */
async function fill(db: Db, from: number, to: number, benchUser: number, today: string): Promise<void> {
  const t0 = Date.now();
  const firstCollector = Math.floor(from / PORTFOLIO);
  const lastCollector = Math.ceil(to / PORTFOLIO);
  // collector k is user `coll-k` (collector 0 is the bench user)
  await db.execute(sql`insert into users (username, full_name, password_hash, must_change_password)
    select 'coll-' || k, 'Undiruvchi ' || k, 'x', false from generate_series(${Math.max(1, firstCollector)}::int,
      ${lastCollector}::int) k on conflict do nothing`);
  await db.execute(sql`insert into clients (id, full_name, name_key, pinfl, phones, branch_id)
    select i, 'Mijoz ' || i, 'mijoz ' || i, lpad(i::text, 14, '3'), array['99890' || lpad(i::text, 7, '0')],
      1 + i % ${BRANCHES}
    from generate_series(${from}::int, ${to - 1}::int) i`);
  // next due: a third late (1 … 40 days), one in ten of those long late (up to two years); 10 % closed
  await db.execute(sql`insert into contracts (id, number, branch_id, client_id, status, tariff_id, months,
      markup_percent, contract_date, payment_day, price, prepayment, financed, markup_amount, debt, monthly,
      rounding, rest, next_due_date, responsible_id, stage_id, last_contact_at)
    select i, i, 1 + i % ${BRANCHES}, i, case when i % 10 = 9 then 'CLOSED' else 'ACTIVE' end, 1, 12, 40,
      ${today}::date - 200, 10, 1000000000, 200000000, 800000000, 320000000, 1120000000, 93400000, 100000,
      100000000 + (i % 97) * 10000000,
      case when i % 10 = 9 then null
        when i % 30 = 0 then ${today}::date - 41 - (i * 7) % 700
        else ${today}::date + 40 - (i * 37) % 120 end,
      case when i % 5 = 4 then null when i / ${PORTFOLIO} = 0 then ${benchUser} else u.id end,
      case when i % 3 = 0 then 1 + i % 4 end,
      case when i % 20 = 0 then now() end
    from generate_series(${from}::int, ${to - 1}::int) i
      left join users u on u.username = 'coll-' || (i / ${PORTFOLIO})`);
  await db.execute(sql`insert into contract_schedule (contract_id, n, due_date, amount)
    select k.id, n, coalesce(k.next_due_date, ${today}::date) + make_interval(months => n - 1), 93400000
    from contracts k cross join generate_series(0, 3) n where k.id >= ${from} and k.id < ${to}`);
  await db.execute(sql`select setval('contracts_id_seq', ${to}), setval('clients_id_seq', ${to})`);
  await db.execute(sql`vacuum analyze contracts, clients, contract_schedule, users`);
  console.log(
    `  contracts ${from.toLocaleString('en')} … ${(to - 1).toLocaleString('en')} loaded in ${since(t0)}`,
  );
}

/** Shared buffers the days-late page touches, from its plan. */
async function pageBuffers(db: Db, today: string): Promise<number> {
  const json = await db.execute<{
    'QUERY PLAN': [{ Plan: Record<string, number> }];
  }>(sql`explain (analyze, buffers,
    format json) select k.id from contracts k where k.status = 'ACTIVE' and k.next_due_date < ${today}::date
      and k.next_due_date <= ${today}::date - 30 and k.next_due_date >= ${today}::date - 60
      order by k.next_due_date, k.id limit 20`);
  const plan = json.rows[0]?.['QUERY PLAN'][0].Plan;
  return (plan?.['Shared Hit Blocks'] ?? 0) + (plan?.['Shared Read Blocks'] ?? 0);
}

export async function run(): Promise<void> {
  await withBench('collections', async (bench) => {
    const { db } = bench;
    const today = await businessToday(db);
    const user = await db.execute<{ id: number }>(sql`select id from users where username = 'bench'`);
    const benchUser = Number(user.rows[0]?.id);
    await db.execute(sql`insert into process_stages (name, sort_order)
      values ('Qoʻngʻiroq', 1), ('Xat', 2), ('Notarius', 3), ('MIB', 4)`);
    const { get } = await bench.start();
    let loaded = 1;
    const results: { size: number; cases: Case[]; buffers: number }[] = [];
    for (const size of SIZES) {
      await fill(db, loaded, size + 1, benchUser, today);
      loaded = size + 1;
      const cases: [string, () => Promise<void>][] = [
        ['bare route', get('/bench/bare')],
        ["collector's day, page 1", get('/api/collections/all-contracts/today')],
        ["collector's day, page 5", get('/api/collections/all-contracts/today?page=5')],
        ['days late 30–60, page 1', get('/api/collections/all-contracts?days_late_from=30&days_late_to=60')],
        [
          'days late ≥ 90, a branch',
          get('/api/collections/all-contracts?days_late_from=90&branch_id=7&sort=days_late'),
        ],
        [
          'days late 30–60, by rest',
          get('/api/collections/all-contracts?days_late_from=30&days_late_to=60&sort=rest&order=desc'),
        ],
        ['all customers, page 1', get('/api/collections/all-customer')],
        [
          'all customers, days late 30–60',
          get('/api/collections/all-customer?days_late_from=30&days_late_to=60'),
        ],
      ];
      const timed: Case[] = [];
      for (const [name, call] of cases) timed.push(await timeCase(name, call, SAMPLES));
      const buffers = await pageBuffers(db, today);
      printCases(
        `${size.toLocaleString('en')} contracts (${PORTFOLIO} a collector), ${SAMPLES} samples`,
        timed,
      );
      console.log(`  days-late page: ${buffers} shared buffers`);
      results.push({ size, cases: timed, buffers });
    }
    console.log('\np50 of each case at each size (ms):');
    for (const [i, c] of (results[0]?.cases ?? []).entries())
      console.log(
        `  ${c.name.padEnd(30)} ${results.map((r) => (r.cases[i]?.p50 ?? 0).toFixed(2).padStart(8)).join('')}`,
      );
  });
}
