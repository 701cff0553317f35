import { createHash, randomBytes, randomInt } from 'node:crypto';
import { needsTwoFactor } from '@savdo/shared/rules';
import { and, eq, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { users } from '../../../platform/db/schema.ts';
import type { AuthContext } from '../../../platform/http/access.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { decryptSecret, encryptSecret } from '../general-settings/secret-box.ts';
import { type EventSource, logEvent } from './events.ts';
import { recoveryCodes, twoFactor } from './schema.ts';

/** Recovery codes made at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** A code of the step before or after the current one is accepted (clock drift): ±30 s. */
const TOLERANCE_SECONDS = 30;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Twelve characters of a 32-letter alphabet (60 bits), shown as `abcd-efgh-ijkm`. */
export function makeRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** The stored form of a recovery code: its SHA-256 without dashes or case (60 random bits need no slow hash). */
export const recoveryCodeHash = (code: string) => sha256(code.replace(/[\s-]+/g, '').toLowerCase());

export type CodeCheck = 'ok' | 'wrong' | 'replayed';

/**
 * The stored form of a TOTP secret: encrypted with the secrets key, the
 * user's id as associated data (`totp:<id>`), so a value copied onto
 * another user's row does not decrypt.
 */
export const totpAlias = (userId: number) => `totp:${userId}`;

export const sealTotpSecret = (key: Buffer, userId: number, secret: string) =>
  encryptSecret(key, totpAlias(userId), secret);

/** The plain secret, or null when the value was altered, belongs to another user or the key differs. */
function openTotpSecret(key: Buffer, userId: number, stored: string): string | null {
  try {
    return decryptSecret(key, totpAlias(userId), stored);
  } catch {
    return null;
  }
}

/**
 * Encrypts the secrets stored in plain form before encryption at rest
 * (any value without the `v1:` prefix); run at start after the migrations.
 * Answers how many were encrypted.
 */
export async function encryptLegacyTotpSecrets(db: Db, key: Buffer): Promise<number> {
  const rows = await db
    .select({ user_id: twoFactor.user_id, secret: twoFactor.secret })
    .from(twoFactor)
    .where(not(sql`${twoFactor.secret} like 'v1:%'`));
  for (const row of rows) {
    await db
      .update(twoFactor)
      .set({ secret: sealTotpSecret(key, row.user_id, row.secret) })
      .where(and(eq(twoFactor.user_id, row.user_id), eq(twoFactor.secret, row.secret)));
  }
  return rows.length;
}

/**
 * Checks a code of the user's authenticator against the stored secret and
 * uses it up: the step it belongs to must be after the last accepted one,
 * and is then recorded atomically, so the same code never works twice.
 */
export async function useTotpCode(
  db: DbOrTx,
  key: Buffer,
  userId: number,
  code: string,
  pending = false,
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(
      and(
        eq(twoFactor.user_id, userId),
        pending ? isNull(twoFactor.enabled_at) : isNotNull(twoFactor.enabled_at),
      ),
    );
  const secret = row && openTotpSecret(key, userId, row.secret);
  if (!secret) return 'wrong';
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return 'wrong';
  const [used] = await db
    .update(twoFactor)
    .set({ last_time_step: result.timeStep })
    .where(and(eq(twoFactor.user_id, userId), lt(twoFactor.last_time_step, result.timeStep)))
    .returning({ user_id: twoFactor.user_id });
  return used ? 'ok' : 'replayed';
}

/** Uses up one unused recovery code of the user; false when none matches. */
export async function useRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, recoveryCodeHash(code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Replaces the user's recovery codes with fresh ones; answers them (shown once). */
async function renewRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, makeRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ user_id: userId, code_hash: recoveryCodeHash(c) })));
  return codes;
}

/** The user has a confirmed second factor. */
export async function hasTwoFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: twoFactor.user_id })
    .from(twoFactor)
    .where(and(eq(twoFactor.user_id, userId), isNotNull(twoFactor.enabled_at)));
  return Boolean(row);
}

/** GET /api/user/two-factor: whether it is on, whether the user must have it, codes left. */
export async function twoFactorStatus(db: Db, auth: AuthContext) {
  const enabled = await hasTwoFactor(db, auth.userId);
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, auth.userId), isNull(recoveryCodes.used_at)));
  return {
    enabled,
    required: auth.enrolmentPending || needsTwoFactor(auth.rules),
    recovery_codes_left: enabled ? (left?.n ?? 0) : 0,
  };
}

/**
 * Starts enrolment: a new secret (kept unconfirmed until a code of it is
 * submitted), its otpauth URI and the URI as a QR code (an SVG data URL).
 */
export async function startEnrolment(db: Db, key: Buffer, auth: AuthContext) {
  if (await hasTwoFactor(db, auth.userId)) throw conflict('errors.twoFactorAlreadyOn');
  const secret = generateSecret();
  const sealed = sealTotpSecret(key, auth.userId, secret);
  await db
    .insert(twoFactor)
    .values({ user_id: auth.userId, secret: sealed })
    .onConflictDoUpdate({
      target: twoFactor.user_id,
      set: { secret: sealed, last_time_step: 0, created_at: sql`now()` },
    });
  const issuer = await settingValue<string>(db, 'company_name');
  const uri = generateURI({ issuer: issuer || 'Savdo', label: auth.username, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { secret, otpauth_uri: uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const wrongCode = (check: CodeCheck) =>
  new AppError(400, check === 'replayed' ? 'errors.twoFactorCodeUsed' : 'errors.twoFactorWrongCode');

/** Confirms enrolment with a code of the new secret: the factor is on, fresh recovery codes answered once. */
export async function confirmEnrolment(
  db: Db,
  key: Buffer,
  auth: AuthContext,
  code: string,
  source: EventSource,
) {
  return db.transaction(async (tx) => {
    const check = await useTotpCode(tx, key, auth.userId, code, true);
    if (check !== 'ok') throw wrongCode(check);
    await tx.update(twoFactor).set({ enabled_at: sql`now()` }).where(eq(twoFactor.user_id, auth.userId));
    const codes = await renewRecoveryCodes(tx, auth.userId);
    await logEvent(tx, 'two_factor_enabled', source);
    return { recovery_codes: codes };
  });
}

/** New recovery codes (the old ones stop working), on a current code. */
export async function regenerateRecoveryCodes(db: Db, key: Buffer, auth: AuthContext, code: string) {
  return db.transaction(async (tx) => {
    const check = await useTotpCode(tx, key, auth.userId, code);
    if (check !== 'ok') throw wrongCode(check);
    return { recovery_codes: await renewRecoveryCodes(tx, auth.userId) };
  });
}

/** Turns the second factor off on a current code; refused to a user who must have it. */
export async function disableTwoFactor(
  db: Db,
  key: Buffer,
  auth: AuthContext,
  code: string,
  source: EventSource,
) {
  if (needsTwoFactor(auth.rules)) throw new AppError(403, 'errors.twoFactorRequired');
  await db.transaction(async (tx) => {
    const check = await useTotpCode(tx, key, auth.userId, code);
    if (check !== 'ok') throw wrongCode(check);
    await tx.delete(twoFactor).where(eq(twoFactor.user_id, auth.userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, auth.userId));
    await logEvent(tx, 'two_factor_disabled', source);
  });
}

/** A fresh opaque token (32 random bytes, base64url). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Seeds a known, confirmed second factor (the demo administrator's; README "Demo accounts"). */
export async function seedTwoFactor(
  db: DbOrTx,
  key: Buffer,
  username: string,
  secret: string,
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw notFound();
  await db
    .insert(twoFactor)
    .values({ user_id: user.id, secret: sealTotpSecret(key, user.id, secret), enabled_at: sql`now()` })
    .onConflictDoNothing();
}
