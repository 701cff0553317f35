/**
 * Bench: the money journal on years of postings, on the embedded PostgreSQL.
 *
 * Generates CASHBOXES cashboxes over 50 branches and MONEY_POSTINGS postings
 * (income and expense operations of two postings each, five years, with
 * their balance rows), set-based in SQL; then times, as ratios to a bare
 * Fastify route timed in the same run: a cashier's balance read at 10,000
 * postings and again at the full history; posting one operation (p50, p99);
 * operations per second at CLIENTS concurrent clients over real HTTP on
 * distinct cashboxes and on one shared cashbox (every non-201 counted); the
 * turnover of one cashbox for a year (the SQL the cash-turnover screen
 * needs, with its plan); the journal at page 1 and page 10,000; importing a
 * statement of 5,000 rows.
 *
 *   npm run bench -- money        (MONEY_POSTINGS=10000000 CASHBOXES=1000 CLIENTS=16 SECONDS=15 SAMPLES=50)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { balanceOf } from '../apps/api/src/ledgers/money/journal.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { plugHooks } from '../apps/api/src/wiring/hooks.ts';
import { withBench } from './harness.ts';
import type { LoadResult } from './http-load.ts';
import type { PostLoadResult } from './http-post.ts';
import {
  CASHBOXES,
  CASHIER_BOXES,
  CLIENTS,
  checkLoaded,
  fillCashboxes,
  loadOperations,
  OPERATIONS,
  SAMPLES,
  SECONDS,
  SMALL,
  since,
  withoutIndexes,
} from './money-fill.ts';
import { operationBody } from './money-load.ts';
import { recordSql } from './sql-record.ts';
import { type Case, printCases, timeCase } from './timing.ts';

plugHooks();

/** Samples what PostgreSQL's active backends wait on (every 20 ms) until stopped; answers the counts, most first. */
function sampleWaits(db: Db): { stop: () => Promise<string> } {
  const seen = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db.execute<{ what: string; n: string }>(sql`select
          coalesce(wait_event_type || ':' || wait_event, 'on CPU') as what, count(*) as n
        from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()
        group by 1`);
      for (const r of rows.rows) seen.set(r.what, (seen.get(r.what) ?? 0) + Number(r.n));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const total = [...seen.values()].reduce((a, b) => a + b, 0) || 1;
      return [...seen]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([what, n]) => `${what} ${((100 * n) / total).toFixed(0)}%`)
        .join(', ');
    },
  };
}

/** Shared buffers a statement touches (hit or read), from its plan. */
async function buffersOf(db: Db, statement: string): Promise<number> {
  const rows = await db.execute<{
    'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];
  }>(sql.raw(`explain (analyze, buffers, format json) ${statement}`));
  const plan = rows.rows[0]?.['QUERY PLAN'][0].Plan;
  return (plan?.['Shared Hit Blocks'] ?? 0) + (plan?.['Shared Read Blocks'] ?? 0);
}

/** A bench script of this folder in a child process (its own event loop); answers its JSON. */
export function child<T>(script: string, args: (string | number)[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, script), ...args.map(String)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/sign-in-web',
    payload: { username, password: 'Bench#123', app: 'WEB' },
  });
  const token = login.json().data?.access_token as string | undefined;
  if (!token) throw new Error(`sign-in of ${username}: ${login.statusCode} ${login.body}`);
  return token;
}

/** One cashbox's opening, income, expense and closing per currency for a year: what cash-turnover needs. */
const turnoverSql = (cashbox: number, from: string, to: string) => sql`select a.currency,
    coalesce(sum(p.amount) filter (where p.business_date < ${from}::date), 0) as opening,
    coalesce(sum(p.amount) filter (where p.business_date >= ${from}::date and p.amount > 0), 0) as income,
    coalesce(-sum(p.amount) filter (where p.business_date >= ${from}::date and p.amount < 0), 0) as expense,
    coalesce(sum(p.amount), 0) as closing
  from money_accounts a join money_postings p on p.account_id = a.id and p.business_date <= ${to}::date
  where a.kind = 'cashbox' and a.ref_id = ${cashbox}
  group by a.currency`;

/** The same year split by operation type (income and expense per type). */
const turnoverByTypeSql = (cashbox: number, from: string, to: string) => sql`select a.currency, o.type,
    coalesce(sum(p.amount) filter (where p.amount > 0), 0) as income,
    coalesce(-sum(p.amount) filter (where p.amount < 0), 0) as expense
  from money_accounts a join money_postings p on p.account_id = a.id
    and p.business_date between ${from}::date and ${to}::date
  join money_operations o on o.id = p.operation_id
  where a.kind = 'cashbox' and a.ref_id = ${cashbox}
  group by a.currency, o.type`;

const YEAR = ['2025-01-01', '2025-12-31'] as const;

/**
 * The year's turnover again with a covering index (the amount beside the
 * account and date, so the postings are read from the index alone): built,
 * timed, dropped. The figure for whether the turnover screen needs it.
 */
async function withCoveringIndex(db: Db, turnover: SQL, byType: SQL): Promise<Case[]> {
  const t0 = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    await tx.execute(sql`create index money_postings_account_date_amount
      on money_postings (account_id, business_date, id) include (amount)`);
  });
  await db.execute(sql`vacuum analyze money_postings`);
  console.log(`  covering index built in ${since(t0)}`);
  const cases = [
    await timeCase('turnover, covering index', async () => void (await db.execute(turnover)), SAMPLES),
    await timeCase('  per type, covering index', async () => void (await db.execute(byType)), SAMPLES),
  ];
  await db.execute(sql`drop index money_postings_account_date_amount`);
  return cases;
}

/** The load client's modes (bench/money-load.ts), as printed. */
const LOAD_MODES = {
  distinct: 'distinct cashboxes (shared counterpart)',
  shared: 'one shared cashbox',
  own: 'distinct cashboxes and counterparts',
} as const;

/** Our company account the bench imports statements into, and the account on the other side. */
const BENCH_ACCOUNT = '20208000900000000001';

/** A 1C client-bank exchange statement of `rows` rows, numbered from `first`, dated over the last 20 days. */
function statementOf(rows: number, first: number): string {
  const lines = ['1CClientBankExchange', 'ВерсияФормата=1.03', 'Кодировка=Windows'];
  const day = (i: number) => {
    const d = new Date(Date.now() - (2 + (i % 20)) * 86_400_000);
    return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
  };
  for (let i = 0; i < rows; i++) {
    const out = i % 2 === 0;
    const other = `2020800020000${String(i).padStart(7, '0')}`;
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${first + i}`,
      `Дата=${day(i)}`,
      `Сумма=${(1000 + i).toFixed(2)}`,
      `ПлательщикСчет=${out ? BENCH_ACCOUNT : other}`,
      `ПолучательСчет=${out ? other : BENCH_ACCOUNT}`,
      `НазначениеПлатежа=${i % 10 === 0 ? (out ? 'Ijara toʻlovi' : 'Shartnoma boʻyicha') : `Toʻlov ${i}`}`,
      'КонецДокумента',
    );
  }
  return Buffer.from(lines.join('\r\n')).toString('base64');
}

/** Statement import of 5,000 rows: a new statement (every row added, a tenth booked by rule), then it again. */
async function timeImport(db: Db, app: FastifyInstance, token: string): Promise<Case[]> {
  const firm = await db.execute<{ id: number }>(
    sql`insert into firms (name, stir) values ('Bench firm', '302000111') returning id`,
  );
  const account = await db.execute<{ id: number }>(sql`insert into firm_account_numbers
      (name, firm_id, account, mfo, currency) values ('Bench account', ${firm.rows[0]?.id}, ${BENCH_ACCOUNT}, '00014', 'UZS')
    returning id`);
  const accountId = Number(account.rows[0]?.id);
  let first = 100_000;
  let last = '';
  const post = (content: string) => async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/money-account-no-cash/statements',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { firm_account_number_id: accountId, file_name: 'bench.txt', content },
    });
    if (res.statusCode !== 201) throw new Error(`statement import answered ${res.statusCode}: ${res.body}`);
  };
  const fresh = async () => {
    last = statementOf(5_000, first);
    first += 5_000;
    await post(last)();
  };
  const cases = [await timeCase('statement import, 5 000 new rows', fresh, 5)];
  cases.push(await timeCase('statement import, the same 5 000 again', async () => post(last)(), 5));
  return cases;
}

export async function run(): Promise<void> {
  await withBench('money', async ({ db, start }) => {
    const t0 = Date.now();
    await fillCashboxes(db);
    const small = Math.min(OPERATIONS, SMALL / 2);
    await loadOperations(db, 1, small, t0);
    await db.execute(sql`vacuum analyze`);
    await checkLoaded(db);
    const { app, get, token } = await start();
    const cashierToken = await signIn(app, 'bench-kassir');
    const cashier = { authorization: `Bearer ${cashierToken}` };
    const getAs = (url: string, as: Record<string, string>) => async () => {
      const res = await app.inject({ method: 'GET', url, headers: as });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const balanceRead = getAs('/api/cashbox/my-cash-registers', cashier);
    const oneBalance = async () => {
      await balanceOf(db, { kind: 'cashbox', ref: 7, currency: 'UZS' });
    };

    const early: Case[] = [];
    early.push(await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES));
    early.push(await timeCase(`balance read, ${CASHIER_BOXES} cashboxes`, balanceRead, SAMPLES));
    early.push(await timeCase('one balance (SQL)', oneBalance, SAMPLES));
    printCases(`Money at ${(2 * small).toLocaleString('en')} postings`, early);
    const readSql = (await recordSql(balanceRead)).find((q) => q.includes('from cashboxes c'));
    const buffersEarly = readSql ? await buffersOf(db, readSql) : 0;

    await withoutIndexes(db, () => loadOperations(db, small + 1, OPERATIONS, t0), t0);
    await db.execute(sql`vacuum analyze`);
    await checkLoaded(db);
    console.log(`generated ${(2 * OPERATIONS).toLocaleString('en')} postings in ${since(t0)}`);

    let n = 0;
    const postOne = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/cashbox/operations?approve=true',
        headers: { ...cashier, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        payload: operationBody(CASHIER_BOXES, n++),
      });
      if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body}`);
    };
    const statements = await recordSql(postOne);
    const cases: Case[] = [];
    cases.push(await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES));
    cases.push(await timeCase('post one operation', postOne, SAMPLES));
    cases.push(await timeCase(`balance read, ${CASHIER_BOXES} cashboxes`, balanceRead, SAMPLES));
    cases.push(await timeCase('one balance (SQL)', oneBalance, SAMPLES));
    const turnover = turnoverSql(500, ...YEAR);
    const byType = turnoverByTypeSql(500, ...YEAR);
    cases.push(
      await timeCase('turnover, a year (SQL)', async () => void (await db.execute(turnover)), SAMPLES),
    );
    cases.push(await timeCase('  per type (SQL)', async () => void (await db.execute(byType)), SAMPLES));
    cases.push(
      await timeCase(
        'cash-turnover, a year (HTTP)',
        get(`/api/cashbox/cash-turnover?cashbox_id=500&date_from=${YEAR[0]}&date_to=${YEAR[1]}`),
        SAMPLES,
      ),
    );
    cases.push(await timeCase('journal, page 1', get('/api/cashbox/operations'), SAMPLES));
    cases.push(await timeCase('journal, page 10 000', get('/api/cashbox/operations?page=10000'), SAMPLES));
    const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${turnover}`);
    cases.push(...(await withCoveringIndex(db, turnover, byType)));
    console.log(`\nThe year's turnover plan:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    console.log(
      `\nStatements sent to PostgreSQL by posting one operation (${statements.length}, with the access check, the idempotency claim and its answer):\n${statements.map((s) => `  ${s.slice(0, 160)}`).join('\n')}`,
    );
    printCases(
      `Money at ${(2 * OPERATIONS).toLocaleString('en')} postings, ${CASHBOXES.toLocaleString('en')} cashboxes`,
      cases,
    );
    const buffers = readSql ? await buffersOf(db, readSql) : 0;
    console.log(
      `  balance read's SQL touches ${buffersEarly} buffers at ${SMALL.toLocaleString('en')} postings, ${buffers} at ${(2 * OPERATIONS).toLocaleString('en')} (a count the machine's load does not change)`,
    );
    const ratio = (a: Case | undefined, b: Case | undefined) => (a?.p50 ?? 0) / (b?.p50 ?? 1);
    console.log(
      `  balance read at full history / at ${SMALL.toLocaleString('en')} postings: ${ratio(cases[2], early[1]).toFixed(2)} in ms, ${(ratio(cases[2], cases[0]) / ratio(early[1], early[0])).toFixed(2)} in ×bare; one balance (SQL) ${ratio(cases[3], early[2]).toFixed(2)} in ms`,
    );

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const bare = await child<LoadResult>('http-load.ts', [
      `${address}/bench/bare`,
      token,
      CLIENTS,
      SECONDS,
      1e9,
    ]);
    const loads: [keyof typeof LOAD_MODES, PostLoadResult, number, string][] = [];
    const firstOf = async (table: string) =>
      Number(
        (
          await db.execute<{ id: number }>(
            sql`select min(id) as id from ${sql.identifier(table)} where name like 'Bench %'`,
          )
        ).rows[0]?.id,
      );
    const counterparts = [await firstOf('bank_input_types'), await firstOf('cost_items')];
    // LOAD_MODES=own,distinct,... runs the modes in another order (or one twice: the first after the load pays for its checkpoint)
    const modes = (process.env.LOAD_MODES ?? 'distinct,shared,own')
      .split(',')
      .filter((m): m is keyof typeof LOAD_MODES => m in LOAD_MODES);
    for (const mode of modes) {
      const cpu = process.cpuUsage();
      const waits = sampleWaits(db);
      const result = await child<PostLoadResult>('money-load.ts', [
        address,
        cashierToken,
        CLIENTS,
        SECONDS,
        mode,
        1,
        ...counterparts,
      ]);
      const used = process.cpuUsage(cpu);
      loads.push([
        mode,
        result,
        (used.user + used.system) / 1000 / Math.max(1, result.requests),
        await waits.stop(),
      ]);
    }
    await checkLoaded(db);
    const bareRps = bare.requests / bare.seconds;
    console.log(
      `\nOver HTTP, ${CLIENTS} clients, ${SECONDS} s; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `  bare route${' '.repeat(37)}${bareRps.toFixed(0).padStart(7)} req/s   p50 ${bare.p50.toFixed(2)} ms   p99 ${bare.p99.toFixed(2)} ms`,
    );
    for (const [mode, r, cpu, waits] of loads) {
      const ops = r.requests / r.seconds;
      console.log(
        `  post, ${LOAD_MODES[mode].padEnd(40)} ${ops.toFixed(0).padStart(7)} op/s (${(2 * ops).toFixed(0)} postings/s, ${(ops / bareRps).toFixed(3)} ×bare)   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   errors ${r.errors} ${JSON.stringify(r.statuses)}`,
      );
      console.log(
        `      server process CPU ${cpu.toFixed(2)} ms an operation; PostgreSQL backends seen ${waits}`,
      );
    }
    console.log('  balances equal the sums of their postings after the load: yes');

    const imports = await timeImport(db, app, token);
    printCases('Statement import (one request each; the statement is a 1C text file)', [
      cases[0] as Case,
      ...imports,
    ]);
  });
}
