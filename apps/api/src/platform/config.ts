import path from 'node:path';
import type { FileStorageConfig } from './files/file-storage.ts';
import type { HstsMode } from './http/security-headers.ts';

/** Settings read from the environment once at start (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server to use; absent means the embedded one under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed demo data into an empty database (DEMO=0 turns it off). */
  demo: boolean;
  /** The first administrator's password when DEMO=0. */
  adminPassword: string | undefined;
  /** Folder of the built web app; absent means API only. */
  webDist: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /**
   * HSTS: when to send Strict-Transport-Security — `auto` (default) on requests that came over HTTPS
   * (behind a proxy: with TRUST_PROXY=1 and its X-Forwarded-Proto), `1` always, `0` never.
   */
  hsts: HstsMode;
  /** SECRETS_KEY: key of the secret settings (64 hex digits or base64 of 32 bytes); absent: `<dataDir>/secrets.key`. */
  secretsKey: string | undefined;
  /** Run the background jobs (pg-boss) in this process (JOBS=0 turns it off). */
  jobs: boolean;
  /** SESSION_CACHE_MS: how long a checked session is served from memory (default 5000; 0 turns the cache off). */
  sessionCacheMs: number;
  /**
   * FISCAL_URL: the online cash register's API (its token is the secret setting `fiscal_api_token`);
   * absent: the local fake registers the receipts.
   */
  fiscalUrl: string | undefined;
  /**
   * PLUM_URL: the instalment partner Plum's merchant API (merchant id: general setting `plum_merchant_id`,
   * key: secret setting `plum_api_key`); absent: the local fake partner.
   */
  plumUrl: string | undefined;
  /**
   * KATM_URL: the credit bureau's lender API (its token is the secret setting `credit_bureau_api_key`);
   * absent: the local fake takes the reports.
   */
  katmUrl: string | undefined;
  /**
   * SMS_URL: Eskiz's API (`https://notify.eskiz.uz/api`; its account is the secret settings
   * `sms_provider_login` and `sms_provider_password`); absent: the local fake "sends" the SMS.
   */
  smsUrl: string | undefined;
  /** SMS_FROM: the sender name or short number Eskiz sends from (default `4546`). */
  smsFrom: string | undefined;
  /**
   * SMS_CALLBACK_URL: this server's public address, for the provider's delivery reports
   * (`<it>/api/sms/callback/<sms_callback_token>`); absent: the sender asks each message's status.
   */
  smsCallbackUrl: string | undefined;
  /**
   * PAYME_SUBSCRIBE_URL: Payme's Subscribe API for card debits (`https://checkout.paycom.uz/api`; its
   * cashbox id and key are the secret settings `payme_subscribe_id`, `payme_subscribe_key`);
   * absent: the local fake card processor.
   */
  paymeSubscribeUrl: string | undefined;
  /** Where scans are kept: `<dataDir>/files` (FILES_DIR), or an S3-compatible bucket when S3_BUCKET is set. */
  files: FileStorageConfig;
}

/** S3_BUCKET switches the file storage to S3 (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX). */
function filesConfig(env: NodeJS.ProcessEnv, dataDir: string): FileStorageConfig {
  if (!env.S3_BUCKET)
    return { kind: 'folder', dir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')) };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    prefix: env.S3_PREFIX ?? '',
  };
}

/** `HSTS`: `1` always, `0` never, anything else (unset) `auto`. */
const hstsOf = (value: string | undefined): HstsMode =>
  value === '1' ? 'always' : value === '0' ? 'off' : 'auto';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    demo: env.DEMO !== '0',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    hsts: hstsOf(env.HSTS),
    secretsKey: env.SECRETS_KEY || undefined,
    jobs: env.JOBS !== '0',
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 5000) || 0,
    files: filesConfig(env, dataDir),
    fiscalUrl: env.FISCAL_URL || undefined,
    plumUrl: env.PLUM_URL || undefined,
    katmUrl: env.KATM_URL || undefined,
    smsUrl: env.SMS_URL || undefined,
    smsFrom: env.SMS_FROM || undefined,
    smsCallbackUrl: env.SMS_CALLBACK_URL || undefined,
    paymeSubscribeUrl: env.PAYME_SUBSCRIBE_URL || undefined,
  };
}
