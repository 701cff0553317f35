import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../src/platform/db/backup.ts';
import { connect } from '../src/platform/db/client.ts';
import { startEmbedded } from '../src/platform/db/embedded.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { startJobRunner } from '../src/platform/jobs/runner.ts';
import { seedDemoStock } from '../src/seed/demo-stock.ts';
import { seedCore, seedDemo } from '../src/seed/index.ts';
import { applicationJobs } from '../src/wiring/jobs.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/** Every table outside the system schemas: its row count and a checksum of its rows. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(`select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%' order by 1`);
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const row = await client.query<{ n: string; sum: string }>(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`,
      );
      result[name] = `${row.rows[0]?.n} ${row.rows[0]?.sum}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

/** Seeds the demo with its stock history, and leaves one finished background job (schema pgboss). */
async function fill(url: string): Promise<void> {
  const database = connect(url, 3);
  try {
    await runMigrations(database.db);
    await seedCore(database.db);
    await seedDemo(database.db, randomBytes(32));
    await seedDemoStock(database.db);
    const jobs = await startJobRunner({ url, db: database.db, jobs: applicationJobs(), pollSeconds: 0.5 });
    await jobs.send('sessions.purge');
    await jobs.stop();
  } finally {
    await database.pool.end();
  }
}

async function ledgersOf(url: string) {
  const database = connect(url, 2);
  try {
    return await ledgerBreaks(database.db);
  } finally {
    await database.pool.end();
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-backup-test-'));
fs.chmodSync(work, 0o777);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('backup and restore of a DATABASE_URL database (pg_dump)', () => {
  let ctx: TestContext;
  let emptyUrl: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.pool.query(
      `drop schema public cascade; drop schema if exists drizzle cascade; create schema public`,
    );
    await fill(ctx.url);
    const u = new URL(ctx.url);
    // `<this file's database>_r` is named after the run like every test database (savdo_t_<run>_…):
    // the run's teardown drops it with the others (global-setup.ts). Not dropped here: a drop waits
    // for a checkpoint that writes and syncs every database the run has made since the last one,
    // which on a busy run outlasted the hook's timeout (and stalled every other test file meanwhile).
    const name = `${u.pathname.slice(1)}_r`;
    await ctx.pool.query(`create database ${name}`);
    u.pathname = `/${name}`;
    emptyUrl = u.toString();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('brings back every row of every table, with every balance equal to its ledger', async () => {
    const file = path.join(work, 'savdo.dump');
    const done = await backup({ url: ctx.url }, file);
    expect(done.kind).toBe('pg_dump');
    const before = await fingerprint(ctx.url);
    await restore({ url: emptyUrl }, file);
    const after = await fingerprint(emptyUrl);
    expect(Object.keys(before).filter((t) => t.startsWith('pgboss.')).length).toBeGreaterThan(0);
    expect(Number(before['public.stock_movements']?.split(' ')[0])).toBeGreaterThan(10);
    expect(after).toEqual(before);
    expect(await ledgersOf(emptyUrl)).toEqual(LEDGERS_HOLD);
    await expect(restore({ url: emptyUrl }, file)).rejects.toThrow(/not empty/);
  }, 120_000);
});

describe('backup and restore of the embedded server (a physical copy taken while it runs)', () => {
  it('restores into an empty data folder only, and brings back every row with every ledger', async () => {
    const source = path.join(work, 'source');
    const server = await startEmbedded(source);
    let before: Record<string, string>;
    const file = path.join(work, 'embedded.tar.gz');
    try {
      await fill(server.url);
      const done = await backup({ dataDir: source }, file);
      expect(done.kind).toBe('physical');
      before = await fingerprint(server.url);
    } finally {
      await server.stop();
    }
    await expect(restore({ dataDir: source }, file)).rejects.toThrow(/not empty/);
    const target = path.join(work, 'target');
    await restore({ dataDir: target }, file);
    const restored = await startEmbedded(target);
    try {
      expect(await fingerprint(restored.url)).toEqual(before);
      expect(await ledgersOf(restored.url)).toEqual(LEDGERS_HOLD);
    } finally {
      await restored.stop();
    }
  }, 240_000);
});
