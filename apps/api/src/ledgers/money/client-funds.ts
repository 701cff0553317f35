import { type Currency, formatDecimalText, fromMinor } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import { balanceOf } from './journal.ts';

/*
 * A client's account in the money journal (kind `client`): what it holds for
 * them, its lock, and the refusal of a spend past what it holds. Sales (the
 * settlement engine, the client accounts) and the bank statements (a refund
 * to a client) use the same three.
 */

/** A constant naming the advisory lock of a client's money account (with the client id). */
const CLIENT_ACCOUNT_LOCK = 1_041_001;

/**
 * Locks a client's money account for a check of what it holds (second in the
 * lock order: after the contract row, before the journal's accounts). Every
 * spend from a client's account takes it, so two spends cannot both pass.
 */
export async function lockClientAccount(tx: DbOrTx, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_ACCOUNT_LOCK}, ${clientId}::int)`);
}

/** What a client's account holds for them in a currency (the account is credited with their money). */
export async function clientFunds(tx: DbOrTx, clientId: number, currency: Currency): Promise<bigint> {
  return -(await balanceOf(tx, { kind: 'client', ref: clientId, currency })).balance;
}

/**
 * Locks a client's money account (the engine's advisory lock, second in the
 * lock order) and refuses (409 naming what it holds) taking more off it than
 * it holds: a payout, a bank refund, the cancellation of a deposit.
 */
export async function assertClientHolds(
  tx: DbOrTx,
  clientId: number,
  currency: Currency,
  amount: bigint,
  refusal = 'payments.errors.accountInsufficient',
): Promise<void> {
  await lockClientAccount(tx, clientId);
  const available = await clientFunds(tx, clientId, currency);
  if (available < amount) {
    throw conflict(refusal, {
      available: formatDecimalText(fromMinor(available < 0n ? 0n : available)),
      currency,
    });
  }
}
