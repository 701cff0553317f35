import { type Currency, formatDecimalText, fromMinor } from '@savdo/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { clientFunds, lockClientAccount } from '../contracts/settle-money.ts';

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
      available: `${formatDecimalText(fromMinor(available < 0n ? 0n : available))} ${currency}`,
    });
  }
}
