import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { KEY_BYTES } from '../apps/api/src/areas/admin/general-settings/secret-box.ts';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { freePort } from '../apps/api/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { startJobRunner } from '../apps/api/src/platform/jobs/runner.ts';
import { seedCore, seedDemo } from '../apps/api/src/seed/index.ts';
import { buildApp } from '../apps/api/src/wiring/app.ts';
import { plugHooks } from '../apps/api/src/wiring/hooks.ts';
import { startTestDatabaseServer } from '../apps/api/test/global-setup.ts';
import { seedE2eUsers } from './fixtures.ts';
import { e2eFlakyJob } from './jobs.ts';

// what the areas plug into the ledgers, for the services the tests and the seed call without an app
plugHooks();

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built web app and the API are served for the browser tests. */
    baseUrl: string;
    /** The test database, for the helpers that compute second-factor codes (e2e/two-factor.ts). */
    databaseUrl: string;
    /** The server's secrets key (base64), to decrypt the stored TOTP secrets in those helpers. */
    secretsKey: string;
  }
}

/** Serves the built web app and the API on a fresh demo database, for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { adminUrl, stop: stopServer } = await startTestDatabaseServer();
  const name = `savdo_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // a test database need not wait for the disk at each commit (the API lane writes beside it)
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString());
  const secretsKey = randomBytes(KEY_BYTES);
  await runMigrations(database.db);
  await seedCore(database.db);
  await seedDemo(database.db, secretsKey);
  await seedE2eUsers(database.db);

  // A job runner as `npm start` has one, but with only the browser tests' job (e2e/jobs.ts): the
  // application's cron jobs would change the demo data under other tests (IMEI reports every 15 minutes).
  const jobs = await startJobRunner({
    url: url.toString(),
    db: database.db,
    jobs: [e2eFlakyJob],
    pollSeconds: 0.5,
  });
  await jobs.send(e2eFlakyJob.name, { note: 'browser test' });
  const app = await buildApp({
    db: database.db,
    webDist: path.resolve(import.meta.dirname, '../apps/web/dist'),
    secretsKey,
    signInPerMinute: 1000,
    jobs,
    // TEST_SESSION_CACHE_MS runs the browser tests with the session cache on (as `npm start` does).
    sessionCacheMs: Number(process.env.TEST_SESSION_CACHE_MS ?? 0) || 0,
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('databaseUrl', url.toString());
  project.provide('secretsKey', secretsKey.toString('base64'));

  return async () => {
    await app.close();
    await jobs.stop();
    await database.pool.end();
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
    await stopServer();
  };
}
