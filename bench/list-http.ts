/**
 * Bench: the villages list at ROWS rows (default 1,000,000), filtered by
 * region in its default sort, over real HTTP on loopback (the server on
 * 127.0.0.1, CLIENTS keep-alive clients in a process of their own, SECONDS
 * long), against the very SQL the API issues for that request (recorded
 * from one request: the access check's session query, the page, the count)
 * run by `pgbench` with as many clients in the same run. Prints requests per
 * second of both, their ratio, latencies, the CPU each party used per request
 * (API, load client, PostgreSQL) and per pgbench transaction (the ceiling of
 * the ratio while the cores are the bound), and the page query's EXPLAIN ANALYZE.
 * SESSION_CACHE_MS=0 turns the API's session cache off (every request checks
 * its session in the database, as before the cache).
 *
 *   npm run bench -- list-http        (ROWS=1000000 CLIENTS=16 SECONDS=15 PGBENCH_MODE=prepared,extended)
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { withBench } from './harness.ts';
import type { LoadResult } from './http-load.ts';
import { fillVillages } from './resource-list.ts';
import { recordSql } from './sql-record.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 15);
const MAX_REQUESTS = Number(process.env.MAX_REQUESTS ?? 1_000_000);
const LIST = '/api/information/villages?region_id=17';
/** pgbench's query mode: `prepared`, as the API runs the two statements of this request (named prepared statements). */
const PGBENCH_MODE = process.env.PGBENCH_MODE ?? 'prepared,extended';

/** Runs the load client (bench/http-load.ts) in a child process and reads its result. */
function httpLoad(url: string, token: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'http-load.ts'),
        url,
        token,
        String(CLIENTS),
        String(SECONDS),
        String(MAX_REQUESTS),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load client exited ${code}`)),
    );
  });
}

const TICK_MS = 10; // /proc/<pid>/stat times are in clock ticks of 1/100 s

/** utime + stime (+ cutime + cstime: exited children) of one process, ms; 0 when gone. */
function processCpuMs(pid: number, children = false): number {
  try {
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    const at = (i: number) => Number(fields[i - 3] ?? 0);
    return (at(14) + at(15) + (children ? at(16) + at(17) : 0)) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by the whole PostgreSQL server (postmaster, live backends and
 * background processes, and every backend that has exited), ms. Linux only.
 */
function postgresCpuMs(dataDir: string): number {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return Number.NaN;
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let total = processCpuMs(postmaster, true);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs
        .readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      if (Number(stat[1]) === postmaster) total += processCpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** pgbench with CLIENTS clients running `statements` as one transaction script; answers transactions per second. */
async function pgbench(
  url: string,
  statements: string[],
  mode: string,
): Promise<{ tps: number; latency: number; transactions: number; cpuMs: number }> {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-pgbench-')), 'list.sql');
  fs.writeFileSync(script, `${statements.map((s) => `${s};`).join('\n')}\n`);
  // Run through bash so that `times` reports pgbench's own CPU (user and system of the child).
  const { stdout } = await promisify(execFile)('bash', [
    '-c',
    'pgbench "$@"; times',
    'pgbench',
    '-n',
    '-M',
    mode,
    '-c',
    String(CLIENTS),
    '-j',
    '2',
    '-T',
    String(SECONDS),
    '-f',
    script,
    url,
  ]);
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? 0);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
  // `times`: two lines "XmY.YYYs XmY.YYYs", the shell's then its children's (pgbench) user and system time.
  const child = stdout.trim().split('\n').at(-1) ?? '';
  const cpuMs = [...child.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, m) => sum + (Number(m[1]) * 60 + Number(m[2])) * 1000,
    0,
  );
  return { tps, latency, transactions, cpuMs };
}

export async function run(): Promise<void> {
  await withBench('list-http', async ({ db, url, pgDataDir, start }) => {
    await fillVillages(db, ROWS);
    const { app, token, headers } = await start();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // The SQL of a request in steady state (the first one may plan an estimate that later ones reuse).
    const first = await app.inject({ method: 'GET', url: LIST, headers });
    if (first.statusCode !== 200) throw new Error(`${LIST}: ${first.statusCode} ${first.body}`);
    const statements = await recordSql(() => app.inject({ method: 'GET', url: LIST, headers }));
    const page = statements.find((s) => s.startsWith('with page'));
    if (page) {
      const plan = await db.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain (analyze, buffers) ${page}`));
      console.log(`\nThe page query's plan:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }
    console.log(
      `\nThe SQL of one request (${statements.length} statements):\n${statements.map((s) => `  ${s}`).join('\n')}`,
    );

    await httpLoad(`${address}${LIST}`, token); // warm-up, as long as the measured run
    const cpu = process.cpuUsage();
    const pgBefore = postgresCpuMs(pgDataDir);
    const api = await httpLoad(`${address}${LIST}`, token);
    const pgApi = postgresCpuMs(pgDataDir) - pgBefore;
    const used = process.cpuUsage(cpu);
    const requests = Math.max(1, api.requests);
    const cpuPerRequest = (used.user + used.system) / 1000 / requests;
    const rps = api.requests / api.seconds;
    console.log(
      `\nVillages at ${ROWS.toLocaleString('en')} rows, filtered by region, default sort; ${CLIENTS} clients, ${SECONDS} s; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `  API over HTTP   ${rps.toFixed(0).padStart(7)} req/s   p50 ${api.p50.toFixed(2)} ms   p99 ${api.p99.toFixed(2)} ms   errors ${api.errors}`,
    );
    console.log(
      `  server process CPU per request ${cpuPerRequest.toFixed(3)} ms (Node: HTTP, access check, zod, pg, JSON)`,
    );
    // Where the machine's CPU goes: the three parties of the HTTP run share its cores, as pgbench and PostgreSQL do.
    const perUnit = (ms: number, n: number) => (ms / n).toFixed(3);
    const apiTotal = used.user / 1000 + used.system / 1000 + (api.cpuMs ?? 0) + pgApi;
    console.log(
      `  CPU ms per request: API ${perUnit((used.user + used.system) / 1000, requests)} + load client ${perUnit(api.cpuMs ?? 0, requests)} + PostgreSQL ${perUnit(pgApi, requests)} = ${perUnit(apiTotal, requests)}`,
    );
    for (const mode of PGBENCH_MODE.split(',')) {
      const pgBench0 = postgresCpuMs(pgDataDir);
      const sqlOnly = await pgbench(url, statements, mode);
      const pgSql = postgresCpuMs(pgDataDir) - pgBench0;
      const transactions = Math.max(1, sqlOnly.transactions);
      console.log(
        `  pgbench -M ${mode}, same SQL ${sqlOnly.tps.toFixed(0).padStart(5)} tx/s    latency avg ${sqlOnly.latency.toFixed(2)} ms`,
      );
      console.log(
        `    CPU ms per transaction: pgbench ${perUnit(sqlOnly.cpuMs, transactions)} + PostgreSQL ${perUnit(pgSql, transactions)} = ${perUnit(sqlOnly.cpuMs + pgSql, transactions)}; ratio of CPU per unit (pgbench / API) ${((sqlOnly.cpuMs + pgSql) / transactions / (apiTotal / requests)).toFixed(2)}, the ceiling of the ratio while the cores bound both`,
      );
      console.log(
        `    ratio API / pgbench -M ${mode} ${(rps / sqlOnly.tps).toFixed(2)}   (targets: ≥ 0.8 and ≥ 1 000 req/s)`,
      );
    }
  });
}
