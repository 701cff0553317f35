import { secretStore } from '../areas/admin/general-settings/secrets.ts';
import { OfdFiscalRegister } from '../areas/catalog/integrations/fiscal-ofd.ts';
import { type FiscalRegister, LocalFiscalRegister } from '../areas/catalog/integrations/fiscal-register.ts';
import type { CardGateway } from '../areas/collections/auto-pay/card-gateway.ts';
import { LocalCardGateway } from '../areas/collections/auto-pay/card-gateway-fake.ts';
import { PaymeSubscribeGateway } from '../areas/collections/auto-pay/payme-subscribe.ts';
import { KatmHttp } from '../areas/collections/client-ratings/katm/http.ts';
import { type KatmProvider, LocalKatm } from '../areas/collections/client-ratings/katm/provider.ts';
import { LocalPlumGateway, type PlumGateway } from '../areas/collections/plum/gateway.ts';
import { HttpPlumGateway } from '../areas/collections/plum/http-gateway.ts';
import { EskizSmsGateway } from '../areas/collections/sms/eskiz.ts';
import { LocalSmsGateway } from '../areas/collections/sms/fake-gateway.ts';
import type { SmsSetup } from '../areas/collections/sms/setup.ts';
import { loadConfig } from '../platform/config.ts';
import { openFileStorage } from '../platform/files/open-file-storage.ts';
import { startJobRunner } from '../platform/jobs/runner.ts';
import { settingValue } from '../platform/settings/settings.ts';
import { DEMO_ACCOUNTS } from '../seed/demo.ts';
import { DEMO_HISTORY } from '../seed/demo-history.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './database.ts';
import { applicationJobs } from './jobs.ts';

/** `npm start`: database up and migrated, server listening, clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, (line) => console.log(line));
  const { secretsKey } = database;
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
  // Plum, the instalment partner: its merchant API when PLUM_URL is set, else the local fake.
  const plum: PlumGateway = config.plumUrl
    ? new HttpPlumGateway({
        url: config.plumUrl,
        merchantId: () => settingValue<string>(database.db, 'plum_merchant_id'),
        apiKey: () => secrets.read('plum_api_key'),
      })
    : new LocalPlumGateway({ sandbox: true });
  // The credit bureau: the real KATM API when KATM_URL is set, else the local fake.
  const katm: KatmProvider = config.katmUrl
    ? new KatmHttp({ url: config.katmUrl, token: () => secrets.read('credit_bureau_api_key') })
    : new LocalKatm();
  // SMS: Eskiz when SMS_URL is set, else the local fake; delivery reports come back when SMS_CALLBACK_URL is set.
  const sms: SmsSetup = {
    gateway: config.smsUrl
      ? new EskizSmsGateway({
          url: config.smsUrl,
          ...(config.smsFrom ? { from: config.smsFrom } : {}),
          credentials: async () => ({
            email: await secrets.read('sms_provider_login'),
            password: await secrets.read('sms_provider_password'),
          }),
        })
      : new LocalSmsGateway(),
    callbackUrl: async () => {
      const token = config.smsCallbackUrl ? await secrets.read('sms_callback_token') : null;
      return token ? `${config.smsCallbackUrl?.replace(/\/+$/, '')}/api/sms/callback/${token}` : null;
    },
    sendAtOnce: true,
  };
  // The card processor of auto-payment: Payme's Subscribe API when PAYME_SUBSCRIBE_URL is set, else the local fake.
  const cardGateway: CardGateway = config.paymeSubscribeUrl
    ? new PaymeSubscribeGateway({
        url: config.paymeSubscribeUrl,
        id: () => secrets.read('payme_subscribe_id'),
        key: () => secrets.read('payme_subscribe_key'),
      })
    : new LocalCardGateway();
  // Background jobs (pg-boss, schema `pgboss` of the same database); JOBS=0 leaves them to another process.
  const jobs = config.jobs
    ? await startJobRunner({
        url: database.url,
        db: database.db,
        jobs: applicationJobs({ fiscal, katm, sms, cardGateway }),
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
    hsts: config.hsts,
    sessionCacheMs: config.sessionCacheMs,
    secretsKey,
    fiscal,
    plum,
    katm,
    sms,
    cardGateway,
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
