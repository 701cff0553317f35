import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/platform/db/client.ts';
import { startEmbedded } from '../src/platform/db/embedded.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { seedCore } from '../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may create databases; each test file makes its own. */
    pgAdminUrl: string;
    /** A database migrated and seeded with the rule catalogue once per run: each test file's database is a copy of it. */
    pgTemplate: string;
    /** This run's id: its test databases are `savdo_t_<id>_…`, dropped together at the end. */
    pgRunId: string;
  }
}

/** The machine's server at 127.0.0.1:5432 (database `test`) when it answers, else an embedded one. */
export const LOCAL_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface TestDatabaseServer {
  adminUrl: string;
  stop: () => Promise<void>;
}

/** The local server when reachable, else an embedded one in a temporary folder. */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  if (await reachable(LOCAL_SERVER_URL)) return { adminUrl: LOCAL_SERVER_URL, stop: async () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savdo-test-pg-'));
  fs.chmodSync(dir, 0o777);
  const server = await startEmbedded(dir);
  return {
    adminUrl: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Drops the test databases of this run (`savdo_t_<run>_…`), after the last test file. */
async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query<{ name: string }>(
      'select datname as name from pg_database where datname like $1',
      [`savdo_t_${runId}_%`],
    );
    for (const { name } of found.rows) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds one template database: a test file's own database is
 * then a copy (`create database … template`), a fraction of a second instead
 * of running every migration again in each of a hundred files.
 */
async function createTemplate(adminUrl: string, runId: string): Promise<string> {
  const name = `savdo_tpl_${runId}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 2);
  try {
    await runMigrations(database.db);
    await seedCore(database.db);
  } finally {
    await database.pool.end();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestDatabaseServer();
  const runId = randomBytes(6).toString('hex');
  const template = await createTemplate(server.adminUrl, runId);
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgRunId', runId);
  return async () => {
    await dropRunDatabases(server.adminUrl, runId);
    await adminQuery(server.adminUrl, `drop database if exists ${template} with (force)`);
    await server.stop();
  };
}
