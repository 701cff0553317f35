import { randomBytes, randomUUID } from 'node:crypto';
import { DEV_RULE, needsTwoFactor } from '@savdo/shared/rules';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate, generateSecret } from 'otplib';
import pg from 'pg';
import { inject } from 'vitest';
import { hashPassword } from '../src/areas/admin/auth/password.ts';
import { twoFactor } from '../src/areas/admin/auth/schema.ts';
import { sealTotpSecret, totpAlias } from '../src/areas/admin/auth/two-factor.ts';
import { decryptSecret, KEY_BYTES } from '../src/areas/admin/general-settings/secret-box.ts';
import type { KatmProvider } from '../src/areas/collections/client-ratings/katm/provider.ts';
import type { PlumGateway } from '../src/areas/collections/plum/gateway.ts';
import type { SmsSetup } from '../src/areas/collections/sms/setup.ts';
import { connect, type Database } from '../src/platform/db/client.ts';
import {
  branches,
  positionRules,
  rules,
  userPositions,
  userRules,
  users,
} from '../src/platform/db/schema.ts';
import type { JobDefinition } from '../src/platform/jobs/registry.ts';
import { type JobRunner, startJobRunner } from '../src/platform/jobs/runner.ts';
import { buildApp } from '../src/wiring/app.ts';
import { plugHooks } from '../src/wiring/hooks.ts';
import { demoDatabase } from './demo-database.ts';

// what the areas plug into the ledgers, for the services the tests and the seed call without an app
plugHooks();

export interface TestContext extends Database {
  app: FastifyInstance;
  /** The secrets key the app runs with (TOTP secrets and secret settings are encrypted under it). */
  secretsKey: Buffer;
  /** The database's URL (for a second connection or a child process). */
  url: string;
  /** The background job runner, when the test asked for jobs. */
  jobs: JobRunner | undefined;
  close: () => Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A database of this test file's own, migrated and seeded with the rule catalogue (a copy of the
 * run's template, see global-setup.ts), and the app on it. With `demo`, a copy of the demo database
 * instead (the whole demo with its history, demo-database.ts): give the `beforeAll` that asks for it a
 * few minutes, as the first run after a change to the code builds it.
 * Background jobs do not run unless the test passes the ones it wants (polled every half second).
 */
export async function createTestContext(
  options: {
    jobs?: readonly JobDefinition[];
    sessionCacheMs?: number;
    plum?: PlumGateway;
    katm?: KatmProvider;
    sms?: SmsSetup;
    demo?: boolean;
  } = {},
): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  // named after the run, so the run's teardown drops them all (global-setup.ts)
  const name = `savdo_t_${inject('pgRunId')}_${randomBytes(6).toString('hex')}`;
  const demo = options.demo ? await demoDatabase(adminUrl, inject('pgTemplate')) : undefined;
  const template = demo?.name ?? inject('pgTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  // a test database need not wait for the disk at each commit
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = connect(url, 5);
  const jobs = options.jobs
    ? await startJobRunner({ url, db: database.db, jobs: options.jobs, pollSeconds: 0.5 })
    : undefined;
  const secretsKey = demo?.secretsKey ?? randomBytes(KEY_BYTES);
  const app = await buildApp({
    db: database.db,
    secretsKey,
    signInPerMinute: 1000,
    trustProxy: true,
    // TEST_SESSION_CACHE_MS runs a suite with the session cache on.
    sessionCacheMs: options.sessionCacheMs ?? (Number(process.env.TEST_SESSION_CACHE_MS ?? 0) || 0),
    ...(jobs ? { jobs } : {}),
    ...(options.plum ? { plum: options.plum } : {}),
    ...(options.katm ? { katm: options.katm } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
  });
  await app.ready();
  return {
    ...database,
    app,
    secretsKey,
    url,
    jobs,
    close: async () => {
      await app.close();
      await jobs?.stop();
      await database.pool.end();
      // not dropped here: each drop forces a checkpoint that stalls every other database on the
      // server (the browser tests' among them); the run's teardown drops them all
    },
  };
}

export interface UserFixture {
  username: string;
  password?: string;
  rules?: string[];
  positionRules?: string[];
  isDev?: boolean;
  active?: boolean;
  mustChangePassword?: boolean;
  passwordChangedDaysAgo?: number;
  /** Enrol a second factor; by default when the user's rules require one. */
  twoFactor?: boolean;
}

async function officeBranchId(ctx: TestContext): Promise<number> {
  const [found] = await ctx.db.select({ id: branches.id }).from(branches).where(eq(branches.is_office, true));
  if (found) return found.id;
  const [made] = await ctx.db
    .insert(branches)
    .values({ name: 'Test office', is_office: true })
    .returning({ id: branches.id });
  if (!made) throw new Error('branch not created');
  return made.id;
}

/** Creates a user (and a position of their own when `positionRules` is given). */
export async function createUser(
  ctx: TestContext,
  fixture: UserFixture,
): Promise<{ id: number; password: string }> {
  const { db } = ctx;
  const password = fixture.password ?? 'Secret#123';
  const branchId = await officeBranchId(ctx);
  let positionId: number | null = null;
  if (fixture.positionRules) {
    const [position] = await db
      .insert(userPositions)
      .values({ name: `Position of ${fixture.username}` })
      .returning();
    positionId = position?.id ?? null;
    await grant(ctx, 'position', positionId ?? 0, fixture.positionRules);
  }
  const [user] = await db
    .insert(users)
    .values({
      username: fixture.username,
      full_name: `Test ${fixture.username}`,
      password_hash: await hashPassword(password),
      must_change_password: fixture.mustChangePassword ?? false,
      password_changed_at: new Date(Date.now() - (fixture.passwordChangedDaysAgo ?? 0) * 86_400_000),
      is_dev: fixture.isDev ?? false,
      active: fixture.active ?? true,
      branch_id: branchId,
      user_position_id: positionId,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (fixture.rules) await grant(ctx, 'user', user.id, fixture.rules);
  const held = [
    ...(fixture.rules ?? []),
    ...(fixture.positionRules ?? []),
    ...(fixture.isDev ? [DEV_RULE] : []),
  ];
  if (fixture.twoFactor ?? needsTwoFactor(held)) await enrolTwoFactor(ctx, user.id);
  return { id: user.id, password };
}

/**
 * Gives a user a confirmed second factor (as the enrolment screen would), so
 * `signIn` can answer the challenge; answers the secret.
 */
export async function enrolTwoFactor(ctx: TestContext, userId: number): Promise<string> {
  const secret = generateSecret();
  await ctx.db.insert(twoFactor).values({
    user_id: userId,
    secret: sealTotpSecret(ctx.secretsKey, userId, secret),
    enabled_at: new Date(),
  });
  return secret;
}

/**
 * A code of the user's authenticator. Tests sign the same user in many times
 * a second, which the replay rule (one code per 30-second step) forbids a
 * person: the helper forgets the last step used first. Tests of the replay
 * rule itself use `generate` on the secret directly.
 */
export async function currentCode(ctx: TestContext, userId: number): Promise<string> {
  const [row] = await ctx.db
    .update(twoFactor)
    .set({ last_time_step: 0 })
    .where(eq(twoFactor.user_id, userId))
    .returning({ secret: twoFactor.secret });
  if (!row) throw new Error('user has no second factor');
  return generate({ secret: decryptSecret(ctx.secretsKey, totpAlias(userId), row.secret) });
}

export async function grant(
  ctx: TestContext,
  to: 'user' | 'position',
  id: number,
  names: string[],
): Promise<void> {
  if (names.length === 0) return;
  const found = await ctx.db.select({ id: rules.id }).from(rules).where(inArray(rules.name, names));
  if (found.length !== names.length) throw new Error(`unknown rule among ${names.join(', ')}`);
  if (to === 'user')
    await ctx.db.insert(userRules).values(found.map((r) => ({ user_id: id, rule_id: r.id })));
  else await ctx.db.insert(positionRules).values(found.map((r) => ({ position_id: id, rule_id: r.id })));
}

/** A fresh client address, so failures counted per address in one test do not spill into another. */
export const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

type SignInAnswer = { access_token: string } | { challenge_token: string };

/** Signs in through the API and answers the token; a user with a second factor answers its challenge too. */
export async function signIn(ctx: TestContext, username: string, password: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/sign-in-web',
    payload: { username, password, app: 'WEB', device_id: 'test-device' },
    headers: { 'x-forwarded-for': randomAddress() },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const answer = res.json<{ data: SignInAnswer }>().data;
  if ('access_token' in answer) return answer.access_token;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const second = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/sign-in-2fa',
    payload: { challenge_token: answer.challenge_token, code: await currentCode(ctx, user?.id ?? 0) },
    headers: { 'x-forwarded-for': randomAddress() },
  });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return second.json<{ data: { access_token: string } }>().data.access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh `Idempotency-Key` header: every money POST requires one (DECISIONS.md "Money"). */
export const freshKey = (): { 'idempotency-key': string } => ({ 'idempotency-key': randomUUID() });

export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json<T>();
}
