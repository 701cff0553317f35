import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may create databases; each test file makes its own. */
    pgAdminUrl: string;
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestDatabaseServer();
  project.provide('pgAdminUrl', server.adminUrl);
  return server.stop;
}
