import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';

/**
 * The system user (DECISIONS.md "Auto-payment"): who the product's own
 * work — a card debit of the auto-payment job, a payment a client made
 * online — is entered by, where a row must name a user (`created_by` of a
 * settlement and its money operation). Its username has an `@`, which no
 * user made on the users screen can have (`validation.username`), so it
 * never takes a real user's name; it is inactive, its password hash is no
 * hash (no password verifies against it) and sign-in refuses its name
 * outright, so nobody signs in as it. Made on first use: no migration or
 * seed needs to know of it.
 */
export const SYSTEM_USERNAME = 'system@savdo';

const find = (tx: DbOrTx) =>
  tx.execute<{ id: number }>(sql`select id from users where lower(username) = ${SYSTEM_USERNAME}`);

/** The system user as the actor of a posting (made, inactive and unable to sign in, when missing). */
export async function systemActor(tx: DbOrTx): Promise<{ userId: number }> {
  let id = (await find(tx)).rows[0]?.id;
  if (id === undefined) {
    await tx.execute(sql`insert into users (username, full_name, password_hash, must_change_password, active)
      values (${SYSTEM_USERNAME}, 'Savdo', '!', false, false) on conflict do nothing`);
    id = (await find(tx)).rows[0]?.id;
  }
  if (id === undefined) throw conflict('autoPay.errors.noUser');
  return { userId: Number(id) };
}

/** Refuses (409) to change the system user on the users screen: renamed or given a password, it could sign in. */
export async function assertNotSystemUser(tx: DbOrTx, id: number): Promise<void> {
  if ((await find(tx)).rows[0]?.id === id) throw conflict('errors.systemUser');
}
