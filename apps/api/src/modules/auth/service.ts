import { randomBytes } from 'node:crypto';
import { toRulesMap } from '@savdo/shared/rules';
import { type ChangeMyPasswordInput, newPasswordSchema, type SignInWebInput } from '@savdo/shared/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { branches, sessions, signInAttempts, userPositions, users } from '../../db/schema.ts';
import { type AuthContext, hashToken } from '../../http/access.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { settingValue } from '../general-settings/service.ts';
import { solveCaptcha } from './captcha.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

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

/** Checks the credentials (and the captcha once demanded) and opens a session. */
export async function signInWeb(
  db: Db,
  input: SignInWebInput,
  client: ClientInfo,
): Promise<{ access_token: string }> {
  const username = foldUsername(input.username);
  const failures = await recentFailures(db, username, client.ip);
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    const extra = { captcha_required: true };
    if (!input.key || !input.captcha) throw new AppError(400, 'errors.captchaRequired', {}, [], extra);
    if (!(await solveCaptcha(db, input.key, input.captcha))) {
      throw new AppError(400, 'errors.captchaWrong', {}, [], extra);
    }
  }

  const [user] = await db
    .select({ id: users.id, password_hash: users.password_hash, active: users.active })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : false;
  if (!user) await burnPasswordCheck(input.password);

  if (!user || !passwordOk || !user.active) {
    await db.insert(signInAttempts).values({ username, ip: client.ip, success: false });
    const extra = { captcha_required: failures + 1 >= CAPTCHA_AFTER_FAILURES };
    const key = user && passwordOk && !user.active ? 'errors.userBlocked' : 'errors.wrongCredentials';
    throw new AppError(400, key, {}, [], extra);
  }

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({ username, ip: client.ip, success: true });
    await tx.insert(sessions).values({
      user_id: user.id,
      token_hash: hashToken(token),
      app: input.app,
      device_id: input.device_id ?? null,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
    });
  });
  return { access_token: token };
}

/** Revokes the session of this token, if it is still valid. Idempotent. */
export async function signOut(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()`, revoke_reason: 'sign-out' })
    .where(and(eq(sessions.token_hash, hashToken(token)), isNull(sessions.revoked_at)));
}

/** Revokes every open session of a user (password change, blocking). */
export async function revokeUserSessions(db: DbOrTx, userId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()`, revoke_reason: reason })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
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
