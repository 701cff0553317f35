import { user } from '@savdo/shared/resources/definitions';
import type { UserCreateInput, UserUpdateInput } from '@savdo/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { users } from '../../../platform/db/schema.ts';
import { audit, getRecord } from '../../../platform/engine/repository.ts';
import { resolveResource } from '../../../platform/engine/resolve.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { logEvent } from '../auth/events.ts';
import { hashPassword } from '../auth/password.ts';
import { recoveryCodes, twoFactor } from '../auth/schema.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { assertNotSystemUser } from './system-user.ts';

const resolve = resolveResource;

/** A taken username, compared case-insensitively, is a field error. */
async function assertUsernameFree(db: Db, username: string, exceptId?: number): Promise<void> {
  const found = await db.execute<{ id: number }>(
    sql`select id from users where lower(username) = lower(${username}) and id <> ${exceptId ?? 0}`,
  );
  if (found.rows.length) throw new FieldErrors([{ field: 'username', key: 'validation.unique' }]);
}

async function assertReferences(db: Db, input: UserUpdateInput): Promise<void> {
  const found = await db.execute<{ branch: boolean; position: boolean }>(sql`select
    exists(select 1 from branches where id = ${input.branch_id}) as branch,
    exists(select 1 from user_positions where id = ${input.user_position_id}) as position`);
  const row = found.rows[0];
  const errors = [];
  if (!row?.branch) errors.push({ field: 'branch_id', key: 'validation.refMissing' });
  if (!row?.position) errors.push({ field: 'user_position_id', key: 'validation.refMissing' });
  if (errors.length) throw new FieldErrors(errors);
}

/** Creates a user whose first password is expired, so the first sign-in leads to renewing it. */
export async function createUser(db: Db, input: UserCreateInput, by: number) {
  await assertUsernameFree(db, input.username);
  await assertReferences(db, input);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        full_name: input.full_name,
        phone_number: input.phone_number,
        branch_id: input.branch_id,
        user_position_id: input.user_position_id,
        password_hash: passwordHash,
        must_change_password: true,
        created_by: by,
        updated_by: by,
      })
      .returning({ id: users.id });
    const after = await getRecord(tx, user, row?.id ?? 0, resolve);
    await audit(tx, user.name, Number(after.id), 'create', by, null, after);
    return after;
  });
}

export async function updateUser(db: Db, id: number, input: UserUpdateInput, by: number) {
  await assertNotSystemUser(db, id);
  await assertUsernameFree(db, input.username, id);
  await assertReferences(db, input);
  return db.transaction(async (tx) => {
    const before = await getRecord(tx, user, id, resolve);
    await tx
      .update(users)
      .set({ ...input, updated_at: sql`now()`, updated_by: by })
      .where(eq(users.id, id));
    const after = await getRecord(tx, user, id, resolve);
    await audit(tx, user.name, id, 'update', by, before, after);
    return after;
  });
}

/** Blocks (revoking every session at once) or unblocks a user. */
export async function setUserActive(db: Db, id: number, active: boolean, by: number) {
  if (id === by && !active) throw conflict('errors.cannotBlockSelf');
  await assertNotSystemUser(db, id);
  return db.transaction(async (tx) => {
    const before = await getRecord(tx, user, id, resolve);
    if (before.active === active) throw conflict(active ? 'errors.alreadyActive' : 'errors.alreadyInactive');
    await tx.update(users).set({ active, updated_at: sql`now()`, updated_by: by }).where(eq(users.id, id));
    if (!active) await revokeUserSessions(tx, id, 'blocked');
    const after = await getRecord(tx, user, id, resolve);
    await audit(tx, user.name, id, active ? 'activate' : 'deactivate', by, before, after);
    return after;
  });
}

/** Sets a new password that starts expired, and signs the user out everywhere. */
export async function resetPassword(db: Db, id: number, password: string, by: number) {
  await assertNotSystemUser(db, id);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        must_change_password: true,
        password_changed_at: sql`now()`,
        updated_at: sql`now()`,
        updated_by: by,
      })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (updated.length === 0) throw notFound();
    await revokeUserSessions(tx, id, 'password-reset');
    await audit(tx, user.name, id, 'reset-password', by, null, null);
    return getRecord(tx, user, id, resolve);
  });
}

/**
 * Takes a user's second factor away (a lost phone and lost recovery codes):
 * the authenticator and the codes are deleted, every session ends, and the
 * sign-in log and the audit say who did it. A user whose rules require the
 * factor enrols anew at the next sign-in; one who has none is refused (409).
 */
export async function resetTwoFactor(db: Db, id: number, by: number) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id));
    if (!found) throw notFound();
    const removed = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.user_id, id))
      .returning({ id: twoFactor.user_id });
    if (removed.length === 0) throw conflict('errors.twoFactorNotOn');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, id));
    await revokeUserSessions(tx, id, `admin:${by}`);
    await logEvent(tx, 'two_factor_disabled', { userId: id, username: found.username }, `admin:${by}`);
    await audit(tx, user.name, id, 'reset-two-factor', by, null, null);
    return getRecord(tx, user, id, resolve);
  });
}
