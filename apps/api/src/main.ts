import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo.ts';
import { seedDemoCashTrading } from './db/seed/demo-cash-trading.ts';
import { seedDemoClients } from './db/seed/demo-clients.ts';
import { seedDemoContracts } from './db/seed/demo-contracts.ts';
import { seedDemoMoney } from './db/seed/demo-money.ts';
import { seedDemoPayments } from './db/seed/demo-payments.ts';
import { seedDemoRelease } from './db/seed/demo-release.ts';
import { seedDemoStock } from './db/seed/demo-stock.ts';
import { loadSecretsKey } from './modules/general-settings/secret-box.ts';
import { secretStore } from './modules/general-settings/secrets.ts';
import { openFileStorage } from './modules/integrations/file-storage.ts';
import { OfdFiscalRegister } from './modules/integrations/fiscal-ofd.ts';
import { type FiscalRegister, LocalFiscalRegister } from './modules/integrations/fiscal-register.ts';
import { applicationJobs } from './modules/jobs/application-jobs.ts';
import { startJobRunner } from './modules/jobs/runner.ts';

/** The demo history after the reference data, in order: each step builds on the ones before. */
const DEMO_HISTORY: readonly (readonly [string, (db: Db) => Promise<unknown>])[] = [
  ['stock history', seedDemoStock],
  ['money history', seedDemoMoney],
  ['clients', seedDemoClients],
  ['orders and contracts', seedDemoContracts],
  ['cash sales', seedDemoCashTrading],
  // releases the sales the steps before made
  ['release of sold goods', seedDemoRelease],
  // payments on the signed contracts, a return of released goods among them
  ['contract payments', seedDemoPayments],
];

/** `npm start`: database up and migrated, server listening, clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const secretsKey = loadSecretsKey(config.secretsKey, config.dataDir);
  const database = await openDatabase(config, secretsKey, (line) => console.log(line));
  if (database.seededDemo) {
    // A fresh demo database also gets months of history, each step through the services. Should one
    // fail, the demo still works without it (and a restart does not retry: the database is no longer empty).
    for (const [what, seed] of DEMO_HISTORY) {
      try {
        await seed(database.db);
        console.log(`Demo ${what} seeded.`);
      } catch (error) {
        console.error(`Demo ${what} not seeded: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
  // The online cash register: the real service when FISCAL_URL is set, else the local fake.
  const secrets = secretStore(database.db, secretsKey);
  const fiscal: FiscalRegister = config.fiscalUrl
    ? new OfdFiscalRegister({ url: config.fiscalUrl, token: () => secrets.read('fiscal_api_token') })
    : new LocalFiscalRegister();
  // Background jobs (pg-boss, schema `pgboss` of the same database); JOBS=0 leaves them to another process.
  const jobs = config.jobs
    ? await startJobRunner({
        url: database.url,
        db: database.db,
        jobs: applicationJobs({ fiscal }),
        log: console.error,
      })
    : undefined;
  const fileStorage = await openFileStorage(config.files);
  const app = await buildApp({
    db: database.db,
    fileStorage,
    webDist: config.webDist,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    sessionCacheMs: config.sessionCacheMs,
    secretsKey,
    fiscal,
    ...(jobs ? { jobs } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A keep-alive connection whose request was in flight when closing began turns idle only
    // afterwards; close such connections as they turn idle rather than wait out the keep-alive timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 250);
    try {
      await app.close();
      clearInterval(idle);
      await jobs?.stop();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = ['', `Savdo is running: http://localhost:${config.port}`, `Database: ${database.where}`];
  if (config.demo) {
    lines.push('Demo accounts (username / password):');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.username.padEnd(12)} ${account.password.padEnd(14)} ${account.role}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
