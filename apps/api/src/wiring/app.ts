import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { RESOURCES } from '@savdo/shared/resources';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authRoutes } from '../areas/admin/auth/routes.ts';
import { branchesRoutes } from '../areas/admin/branches/routes.ts';
import { generalSettingsRoutes } from '../areas/admin/general-settings/routes.ts';
import { KEY_BYTES } from '../areas/admin/general-settings/secret-box.ts';
import { secretStore } from '../areas/admin/general-settings/secrets.ts';
import { healthRoutes } from '../areas/admin/health/routes.ts';
import { infoRoutes } from '../areas/admin/info/routes.ts';
import { newsRoutes } from '../areas/admin/news/routes.ts';
import { rbacRoutes } from '../areas/admin/rbac/routes.ts';
import { sessionsRoutes } from '../areas/admin/sessions/routes.ts';
import { usersRoutes } from '../areas/admin/users/routes.ts';
import { engagementRoutes } from '../areas/after-sale/engagement/routes.ts';
import { installationRoutes } from '../areas/after-sale/installation/routes.ts';
import { resaleRoutes } from '../areas/after-sale/resale/routes.ts';
import { moneyRoutes } from '../areas/cash/cash-desk/routes.ts';
import { cashOrderRoutes } from '../areas/cash/cash-orders/routes.ts';
import { cashlessRoutes } from '../areas/cash/cashless/routes.ts';
import { expenseRoutes } from '../areas/cash/expenses/routes.ts';
import { investorRoutes } from '../areas/cash/investors/routes.ts';
import { type FiscalRegister, LocalFiscalRegister } from '../areas/catalog/integrations/fiscal-register.ts';
import { integrationRoutes } from '../areas/catalog/integrations/routes.ts';
import { priceTagRoutes } from '../areas/catalog/price-tags/routes.ts';
import { pricingRoutes } from '../areas/catalog/pricing/routes.ts';
import { appealRoutes } from '../areas/collections/appeals/routes.ts';
import type { CardGateway } from '../areas/collections/auto-pay/card-gateway.ts';
import { LocalCardGateway } from '../areas/collections/auto-pay/card-gateway-fake.ts';
import { merchantRoutes } from '../areas/collections/auto-pay/merchant-routes.ts';
import { autoPayRoutes } from '../areas/collections/auto-pay/routes.ts';
import { type KatmProvider, LocalKatm } from '../areas/collections/client-ratings/katm/provider.ts';
import { clientRatingRoutes } from '../areas/collections/client-ratings/routes.ts';
import { collectionProcessRoutes } from '../areas/collections/collection-process/routes.ts';
import { collectionRoutes } from '../areas/collections/debtors/routes.ts';
import { LocalPlumGateway, type PlumGateway } from '../areas/collections/plum/gateway.ts';
import { plumRoutes } from '../areas/collections/plum/routes.ts';
import { smsRoutes } from '../areas/collections/sms/routes.ts';
import { localSmsSetup, type SmsSetup } from '../areas/collections/sms/setup.ts';
import { attendanceRoutes } from '../areas/hr/attendance/routes.ts';
import { payrollRoutes } from '../areas/hr/payroll/routes.ts';
import { hrRoutes } from '../areas/hr/staff/routes.ts';
import { dashboardRoutes } from '../areas/reports/dashboard/routes.ts';
import { reportRoutes } from '../areas/reports/engine/routes.ts';
import { profitOfPeriod } from '../areas/reports/expense/profit-loss.ts';
import { homeRoutes } from '../areas/reports/home/routes.ts';
import { bonusRoutes } from '../areas/sales/bonuses/routes.ts';
import { cashTradingRoutes } from '../areas/sales/cash-trading/routes.ts';
import { clientAccountRoutes } from '../areas/sales/client-accounts/routes.ts';
import { clientRoutes } from '../areas/sales/clients/routes.ts';
import { contractPaymentRoutes } from '../areas/sales/contract-payments/routes.ts';
import { contractRequestRoutes } from '../areas/sales/contract-requests/routes.ts';
import { contractsRoutes } from '../areas/sales/contracts/routes.ts';
import { promotionRoutes } from '../areas/sales/promotions/routes.ts';
import { releaseRoutes } from '../areas/sales/release/routes.ts';
import { basicToolsRoutes } from '../areas/stock/basic-tools/routes.ts';
import { supplierCalculationRoutes } from '../areas/stock/supplier-calculations/routes.ts';
import { stockRoutes } from '../areas/stock/warehouse/routes.ts';
import type { Db } from '../platform/db/client.ts';
import { engineRoutes } from '../platform/engine/routes.ts';
import { type FileStorage, MemoryFileStorage } from '../platform/files/file-storage.ts';
import { accessPlugin } from '../platform/http/access.ts';
import { frameworkErrors, registerErrorHandler, registerNotFound } from '../platform/http/error-handler.ts';
import { idempotencyPlugin } from '../platform/http/idempotency.ts';
import { registerInputGuard } from '../platform/http/input-guard.ts';
import { registerOpenApi } from '../platform/http/openapi.ts';
import { collectRoutes } from '../platform/http/route-list.ts';
import {
  type HstsMode,
  IMMUTABLE,
  registerSecurityHeaders,
  securityHeaders,
  withSecurityHeaders,
} from '../platform/http/security-headers.ts';
import { jobRoutes } from '../platform/jobs/routes.ts';
import type { JobRunner } from '../platform/jobs/runner.ts';
import { plugHooks } from './hooks.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve; absent or missing means API only. */
  webDist?: string | undefined;
  /** Sign-in attempts per address per minute (default 20). */
  signInPerMinute?: number;
  /** Trust X-Forwarded-For (behind a reverse proxy); off by default so addresses cannot be forged. */
  trustProxy?: boolean;
  /** When to send HSTS (`HSTS`): over HTTPS only (`auto`, the default), `always`, or `off`. */
  hsts?: HstsMode;
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
  plugHooks();
  const headers = securityHeaders(options.hsts ?? 'auto');
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors: withSecurityHeaders(headers, frameworkErrors),
  });
  const { db } = options;

  // Security headers and caching fit for personal data, first on every request.
  registerSecurityHeaders(app, headers);
  await app.register(rateLimit, { global: false });
  collectRoutes(app);
  await registerOpenApi(app);
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
  await app.register(reportRoutes, { db });
  await app.register(sessionsRoutes, { db });
  await app.register(stockRoutes, { db });
  await app.register(supplierCalculationRoutes, { db });
  await app.register(moneyRoutes, { db });
  await app.register(expenseRoutes, { db });
  await app.register(investorRoutes, { db, profitOf: profitOfPeriod });
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
  await app.register(newsRoutes, { db });
  await app.register(homeRoutes, { db });
  await app.register(dashboardRoutes, { db });
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
      // Vite's hashed files are kept a year; the rest (index.html, the icon) is asked again each time.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
    registerNotFound(app, fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  } else {
    registerNotFound(app);
  }
  return app;
}
