import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { RESOURCES } from '@savdo/shared/resources';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import type { Db } from './db/client.ts';
import { engineRoutes } from './engine/routes.ts';
import { accessPlugin } from './http/access.ts';
import { frameworkErrors, registerErrorHandler, registerNotFound } from './http/error-handler.ts';
import { idempotencyPlugin } from './http/idempotency.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { collectRoutes } from './http/route-list.ts';
import { appealRoutes } from './modules/appeals/routes.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import type { CardGateway } from './modules/auto-pay/card-gateway.ts';
import { LocalCardGateway } from './modules/auto-pay/card-gateway-fake.ts';
import { merchantRoutes } from './modules/auto-pay/merchant-routes.ts';
import { autoPayRoutes } from './modules/auto-pay/routes.ts';
import { basicToolsRoutes } from './modules/basic-tools/routes.ts';
import { bonusRoutes } from './modules/bonuses/routes.ts';
import { branchesRoutes } from './modules/branches/routes.ts';
import { cashOrderRoutes } from './modules/cash-orders/routes.ts';
import { cashTradingRoutes } from './modules/cash-trading/routes.ts';
import { cashlessRoutes } from './modules/cashless/routes.ts';
import { clientAccountRoutes } from './modules/client-accounts/routes.ts';
import { type KatmProvider, LocalKatm } from './modules/client-ratings/katm/provider.ts';
import { clientRatingRoutes } from './modules/client-ratings/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { collectionProcessRoutes } from './modules/collection-process/routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { contractPaymentRoutes } from './modules/contract-payments/routes.ts';
import { contractRequestRoutes } from './modules/contract-requests/routes.ts';
import { contractsRoutes } from './modules/contracts/routes.ts';
import { engagementRoutes } from './modules/engagement/routes.ts';
import { expenseRoutes } from './modules/expenses/routes.ts';
import { generalSettingsRoutes } from './modules/general-settings/routes.ts';
import { KEY_BYTES } from './modules/general-settings/secret-box.ts';
import { secretStore } from './modules/general-settings/secrets.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { hrRoutes } from './modules/hr/routes.ts';
import { infoRoutes } from './modules/info/routes.ts';
import { installationRoutes } from './modules/installation/routes.ts';
import { type FileStorage, MemoryFileStorage } from './modules/integrations/file-storage.ts';
import { type FiscalRegister, LocalFiscalRegister } from './modules/integrations/fiscal-register.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import type { JobRunner } from './modules/jobs/runner.ts';
import { moneyRoutes } from './modules/money/routes.ts';
import { payrollRoutes } from './modules/payroll/routes.ts';
import { LocalPlumGateway, type PlumGateway } from './modules/plum/gateway.ts';
import { plumRoutes } from './modules/plum/routes.ts';
import { priceTagRoutes } from './modules/price-tags/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { rbacRoutes } from './modules/rbac/routes.ts';
import { releaseRoutes } from './modules/release/routes.ts';
import { resaleRoutes } from './modules/resale/routes.ts';
import { sessionsRoutes } from './modules/sessions/routes.ts';
import { smsRoutes } from './modules/sms/routes.ts';
import { localSmsSetup, type SmsSetup } from './modules/sms/setup.ts';
import { stockRoutes } from './modules/stock/routes.ts';
import { supplierCalculationRoutes } from './modules/supplier-calculations/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve; absent or missing means API only. */
  webDist?: string | undefined;
  /** Sign-in attempts per address per minute (default 20). */
  signInPerMinute?: number;
  /** Trust X-Forwarded-For (behind a reverse proxy); off by default so addresses cannot be forged. */
  trustProxy?: boolean;
  /**
   * Key of the secret settings and TOTP secrets (`loadSecretsKey`); absent means
   * a random key of this process only (tests): secrets set then do not outlive it.
   */
  secretsKey?: Buffer;
  /** The background job runner, when this process runs one (the developers' job screen retries through it). */
  jobs?: JobRunner;
  /**
   * Milliseconds a checked session may be served from this process's cache
   * (`SessionCache`: forgotten on any change of sessions, users or rules);
   * 0 or absent: every request checks its session in the database.
   */
  sessionCacheMs?: number;
  /**
   * Where scans of clients' documents are kept (`openFileStorage` of the
   * configuration); absent means in memory, gone with the process (tests).
   */
  fileStorage?: FileStorage;
  /** The online cash register sales register their receipts with; absent: the local fake. */
  fiscal?: FiscalRegister;
  /** Plum, the instalment partner (its cabinet and webhook); absent: the local fake. */
  plum?: PlumGateway;
  /** The credit bureau (KATM) rating reports go to; absent: the local fake. */
  katm?: KatmProvider;
  /** The SMS provider and how messages are sent; absent: the local fake, sent at once. */
  sms?: SmsSetup;
  /** The card processor of auto-payment; absent: the local fake. */
  cardGateway?: CardGateway;
  /** Events a face terminal may push a minute (default 1 200; the bench raises it). */
  attendanceEventsPerMinute?: number;
}

/** Builds the server: security headers, the access check, every module's routes, and the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors,
  });
  const { db } = options;

  // Security headers: helmet's middleware built once (the Fastify plugin rebuilds it, parsing the
  // policy, on every request), run first on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // Printed documents are shown in a frame from a blob: URL of the fetched PDF (shared/pdf-dialog.tsx).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(rateLimit, { global: false });
  collectRoutes(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  await app.register(accessPlugin, { db, sessionCacheMs: options.sessionCacheMs ?? 0 });
  await app.register(idempotencyPlugin, { db });

  await app.register(healthRoutes, { db });
  // The secrets key encrypts secret settings and TOTP secrets at rest.
  const secretsKey = options.secretsKey ?? randomBytes(KEY_BYTES);
  await app.register(authRoutes, { db, signInPerMinute: options.signInPerMinute ?? 20, secretsKey });
  // Secret settings, for the settings screen and for modules that call providers (`app.secrets.read`).
  const secrets = secretStore(db, secretsKey);
  app.decorate('secrets', secrets);
  await app.register(generalSettingsRoutes, { db, secrets });
  await app.register(branchesRoutes, { db });
  await app.register(engineRoutes, { db, resources: RESOURCES });
  await app.register(usersRoutes, { db });
  await app.register(rbacRoutes, { db });
  await app.register(sessionsRoutes, { db });
  await app.register(stockRoutes, { db });
  await app.register(supplierCalculationRoutes, { db });
  await app.register(moneyRoutes, { db });
  await app.register(expenseRoutes, { db });
  await app.register(cashlessRoutes, { db });
  await app.register(cashOrderRoutes, { db });
  await app.register(contractsRoutes, { db });
  await app.register(contractPaymentRoutes, { db });
  await app.register(clientAccountRoutes, { db });
  await app.register(collectionProcessRoutes, { db });
  await app.register(contractRequestRoutes, { db });
  await app.register(cashTradingRoutes, { db, fiscal: options.fiscal ?? new LocalFiscalRegister() });
  await app.register(pricingRoutes, { db });
  await app.register(priceTagRoutes, { db });
  await app.register(integrationRoutes, { db });
  await app.register(infoRoutes, { db });
  await app.register(basicToolsRoutes, { db });
  await app.register(clientRoutes, { db, files: options.fileStorage ?? new MemoryFileStorage() });
  await app.register(releaseRoutes, { db });
  await app.register(clientRatingRoutes, { db, katm: options.katm ?? new LocalKatm() });
  await app.register(collectionRoutes, { db });
  await app.register(jobRoutes, { db, jobs: options.jobs });
  await app.register(appealRoutes, { db });
  await app.register(promotionRoutes, { db });
  await app.register(installationRoutes, { db });
  await app.register(plumRoutes, {
    db,
    secrets,
    gateway: options.plum ?? new LocalPlumGateway({ sandbox: true }),
  });
  await app.register(smsRoutes, { db, sms: options.sms ?? localSmsSetup() });
  await app.register(engagementRoutes, { db });
  await app.register(resaleRoutes, { db });
  await app.register(autoPayRoutes, { db, gateway: options.cardGateway ?? new LocalCardGateway() });
  await app.register(merchantRoutes, { db, secrets });
  await app.register(bonusRoutes, { db });
  await app.register(attendanceRoutes, { db, eventsPerMinute: options.attendanceEventsPerMinute });
  await app.register(payrollRoutes, { db });
  await app.register(hrRoutes, { db });

  const webDist = options.webDist;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    registerNotFound(app, fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  } else {
    registerNotFound(app);
  }
  return app;
}
