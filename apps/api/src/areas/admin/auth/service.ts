import { toRulesMap } from '@savdo/shared/rules';
import {
  type ChangeMyPasswordInput,
  newPasswordSchema,
  type SignInTwoFactorInput,
  type SignInWebInput,
} from '@savdo/shared/schemas';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { branches, sessions, signInAttempts, userPositions, users } from '../../../platform/db/schema.ts';
import { type AuthContext, hashToken } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { parse } from '../../../platform/http/validate.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { SYSTEM_USERNAME } from '../users/system-user.ts';
import { solveCaptcha } from './captcha.ts';
import { type EventSource, logEvent, revokeSessions } from './events.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { signInChallenges } from './schema.ts';
import { type CodeCheck, hasTwoFactor, newToken, useRecoveryCode, useTotpCode } from './two-factor.ts';

/** Failed sign-ins (per username or per address) within the window before a captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
const FAILURE_WINDOW = sql`interval '15 minutes'`;

const foldUsername = (username: string) => username.trim().toLowerCase();

/** Failures in the window since the last success, for the username and for the address; the larger. */
async function recentFailures(db: Db, username: string, ip: string): Promise<number> {
  const result = await db.execute<{ by_user: number; by_ip: number }>(sql`
    select
      (select count(*)::int from sign_in_attempts a
        where a.username = ${username} and not a.success and a.created_at > now() - ${FAILURE_WINDOW}
          and a.created_at > coalesce((select max(created_at) from sign_in_attempts
                                       where username = ${username} and success), '-infinity')) as by_user,
      (select count(*)::int from sign_in_attempts a
        where a.ip = ${ip} and not a.success and a.created_at > now() - ${FAILURE_WINDOW}
          and a.created_at > coalesce((select max(created_at) from sign_in_attempts
                                       where ip = ${ip} and success), '-infinity')) as by_ip`);
  const row = result.rows[0];
  return Math.max(row?.by_user ?? 0, row?.by_ip ?? 0);
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** What the password step answers: a session, or a challenge for the second factor. */
export type SignInResult =
  | { access_token: string }
  | { two_factor_required: true; challenge_token: string; expires_in: number };

/** A second-factor challenge lives this long and allows this many codes. */
export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_ATTEMPTS = 5;

interface SessionStart {
  userId: number;
  username: string;
  app: string;
  deviceId: string | null;
}

/** Opens a session and logs the sign-in, in the given transaction; answers the token. */
async function openSession(tx: DbOrTx, start: SessionStart, client: ClientInfo): Promise<string> {
  const token = newToken();
  const [session] = await tx
    .insert(sessions)
    .values({
      user_id: start.userId,
      token_hash: hashToken(token),
      app: start.app,
      device_id: start.deviceId,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: sessions.id });
  await logEvent(tx, 'sign_in', { ...sourceOf(start, client), sessionId: session?.id ?? null });
  return token;
}

const sourceOf = (start: SessionStart, client: ClientInfo): EventSource => ({
  userId: start.userId,
  username: start.username,
  ip: client.ip,
  userAgent: client.userAgent,
  deviceId: start.deviceId,
});

/**
 * Checks the credentials (and the captcha once demanded). A user with a
 * second factor gets a short-lived challenge to answer with a code
 * (`signInTwoFactor`); anyone else a session.
 */
export async function signInWeb(db: Db, input: SignInWebInput, client: ClientInfo): Promise<SignInResult> {
  const username = foldUsername(input.username);
  const tried: EventSource = {
    username,
    ip: client.ip,
    userAgent: client.userAgent,
    deviceId: input.device_id,
  };
  const failures = await recentFailures(db, username, client.ip);
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    const extra = { captcha_required: true };
    if (!input.key || !input.captcha) {
      await logEvent(db, 'sign_in_failed', tried, 'captcha_required');
      throw new AppError(400, 'errors.captchaRequired', {}, [], extra);
    }
    if (!(await solveCaptcha(db, input.key, input.captcha))) {
      await logEvent(db, 'sign_in_failed', tried, 'captcha_wrong');
      throw new AppError(400, 'errors.captchaWrong', {}, [], extra);
    }
  }

  // the system user (users/system-user.ts) never signs in, whatever its row says
  const [user] =
    username === SYSTEM_USERNAME
      ? []
      : await db
          .select({ id: users.id, password_hash: users.password_hash, active: users.active })
          .from(users)
          .where(sql`lower(${users.username}) = ${username}`);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : false;
  if (!user) await burnPasswordCheck(input.password);

  if (!user || !passwordOk || !user.active) {
    await db.insert(signInAttempts).values({ username, ip: client.ip, success: false });
    const extra = { captcha_required: failures + 1 >= CAPTCHA_AFTER_FAILURES };
    const blocked = user && passwordOk && !user.active;
    const reason = blocked ? 'blocked' : user ? 'wrong_password' : 'unknown_user';
    await logEvent(db, 'sign_in_failed', { ...tried, userId: user?.id ?? null }, reason);
    throw new AppError(400, blocked ? 'errors.userBlocked' : 'errors.wrongCredentials', {}, [], extra);
  }

  const start: SessionStart = {
    userId: user.id,
    username,
    app: input.app,
    deviceId: input.device_id ?? null,
  };
  return db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({ username, ip: client.ip, success: true });
    if (!(await hasTwoFactor(tx, user.id))) return { access_token: await openSession(tx, start, client) };
    const challenge = newToken();
    await tx.insert(signInChallenges).values({
      token_hash: hashToken(challenge),
      user_id: user.id,
      app: input.app,
      device_id: start.deviceId,
      expires_at: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
    });
    // Old challenges are of no use; sweep them as new ones are made.
    await tx.delete(signInChallenges).where(lt(signInChallenges.expires_at, sql`now() - interval '1 hour'`));
    return { two_factor_required: true, challenge_token: challenge, expires_in: CHALLENGE_TTL_SECONDS };
  });
}

/**
 * The second step: a code of the authenticator app or a recovery code
 * against a live challenge (5 minutes, 5 tries; each try counts first).
 * A right code uses the challenge up and opens the session.
 */
export async function signInTwoFactor(
  db: Db,
  secretsKey: Buffer,
  input: SignInTwoFactorInput,
  client: ClientInfo,
): Promise<{ access_token: string }> {
  const [challenge] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.token_hash, hashToken(input.challenge_token)),
        isNull(signInChallenges.used_at),
        gt(signInChallenges.expires_at, sql`now()`),
        lt(signInChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .returning();
  if (!challenge) {
    await logEvent(
      db,
      'two_factor_failed',
      { ip: client.ip, userAgent: client.userAgent },
      'challenge_expired',
    );
    throw new AppError(400, 'errors.twoFactorChallengeExpired', {}, [], { challenge_expired: true });
  }
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, challenge.user_id));
  const start: SessionStart = {
    userId: challenge.user_id,
    username: user?.username ?? '',
    app: challenge.app,
    deviceId: challenge.device_id,
  };
  return db.transaction(async (tx) => {
    const check: CodeCheck = input.recovery_code
      ? (await useRecoveryCode(tx, start.userId, input.recovery_code))
        ? 'ok'
        : 'wrong'
      : await useTotpCode(tx, secretsKey, start.userId, input.code ?? '');
    if (check !== 'ok') {
      await logEvent(
        db,
        'two_factor_failed',
        sourceOf(start, client),
        check === 'replayed' ? 'replayed' : 'wrong_code',
      );
      throw new AppError(
        400,
        check === 'replayed' ? 'errors.twoFactorCodeUsed' : 'errors.twoFactorWrongCode',
      );
    }
    await tx
      .update(signInChallenges)
      .set({ used_at: sql`now()` })
      .where(eq(signInChallenges.id, challenge.id));
    await logEvent(
      tx,
      input.recovery_code ? 'recovery_code_used' : 'two_factor_success',
      sourceOf(start, client),
    );
    return { access_token: await openSession(tx, start, client) };
  });
}

/** Revokes the session of this token, if it is still valid, and logs the sign-out. Idempotent. */
export async function signOut(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await revokeSessions(db, sql`token_hash = ${hashToken(token)}`, 'sign-out', 'sign_out');
}

/** Revokes (and logs) every open session of a user (password change or reset, blocking). */
export async function revokeUserSessions(db: DbOrTx, userId: number, reason: string): Promise<void> {
  await revokeSessions(db, sql`user_id = ${userId}`, reason);
}

/** The current rate: the latest active one on or before today in Tashkent; 0 when none is set. */
export async function currentExchangeRate(db: Db): Promise<number> {
  const result = await db.execute<{ rate: string }>(sql`select rate from exchange_rates
    where active and date <= (now() at time zone 'Asia/Tashkent')::date
    order by date desc limit 1`);
  const rate = result.rows[0]?.rate;
  return rate === undefined ? 0 : Number(rate);
}

/** The answer of GET /user/me. */
export async function me(db: Db, auth: AuthContext) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      full_name: users.full_name,
      phone_number: users.phone_number,
      active: users.active,
      is_dev: users.is_dev,
      must_change_password: users.must_change_password,
      password_changed_at: users.password_changed_at,
      user_position_id: users.user_position_id,
      branch_id: branches.id,
      branch_name: branches.name,
      position_id: userPositions.id,
      position_name: userPositions.name,
    })
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branch_id))
    .leftJoin(userPositions, eq(userPositions.id, users.user_position_id))
    .where(eq(users.id, auth.userId));
  if (!row) throw notFound();
  const [lifetimeDays, calculatorByProduct, exchangeRate] = await Promise.all([
    settingValue<number>(db, 'password_lifetime_days'),
    settingValue<boolean>(db, 'calculator_by_product'),
    currentExchangeRate(db),
  ]);
  const expiresAt = row.password_changed_at.getTime() + lifetimeDays * 86_400_000;
  const passwordIsExpire = row.must_change_password || (lifetimeDays > 0 && expiresAt <= Date.now());
  return {
    user: {
      id: row.id,
      username: row.username,
      full_name: row.full_name,
      phone_number: row.phone_number,
      active: row.active,
      is_dev: row.is_dev,
      branch: row.branch_id === null ? null : { id: row.branch_id, name: row.branch_name },
      user_position: row.position_id === null ? null : { id: row.position_id, name: row.position_name },
      user_position_id: row.user_position_id,
      password_is_expire: passwordIsExpire,
    },
    exchange_rate: exchangeRate,
    rules: toRulesMap(auth.rules),
    calculator_by_product: calculatorByProduct,
    password_is_expire: passwordIsExpire,
    /** The user must enrol a second factor before anything else answers (rules are empty until then). */
    two_factor_enrolment_required: auth.enrolmentPending,
  };
}

/**
 * Changes the signed-in user's password. Either field may hold the current
 * password (see the schema); the other becomes the new one, which must meet
 * the password rule and differ from the current one. Every session of the
 * user is revoked, so the client signs in again.
 */
export async function changeMyPassword(
  db: Db,
  auth: AuthContext,
  input: ChangeMyPasswordInput,
): Promise<void> {
  const [user] = await db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  let next: string;
  if (await verifyPassword(user.password_hash, input.old_password)) next = input.password;
  else if (await verifyPassword(user.password_hash, input.password)) next = input.old_password;
  else throw new AppError(400, 'errors.wrongOldPassword', {}, []);
  if (input.old_password === input.password) throw new AppError(400, 'errors.samePassword');
  parse(newPasswordSchema, { password: next });

  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        password_changed_at: sql`now()`,
        must_change_password: false,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, auth.userId));
    await revokeUserSessions(tx, auth.userId, 'password-change');
  });
}
