import { fromMinor } from '@savdo/shared/money';
import type { Act, ActEntry } from '@savdo/shared/schemas';

export type { Act, ActEntry };

/** What an entry carries before the running balance is added: a signed amount in minor units. */
export type RawEntry = Omit<ActEntry, 'debit' | 'credit' | 'balance'> & { amount: bigint };

/**
 * Runs the balance through the period's entries, exactly: a positive amount
 * is a debit (the balance grows), a negative one a credit; the closing
 * balance is the opening plus debits less credits.
 */
export function runAct(
  head: Pick<Act, 'currency' | 'date_from' | 'date_to'>,
  opening: bigint,
  raw: readonly RawEntry[],
): Act {
  let balance = opening;
  let debit = 0n;
  let credit = 0n;
  const entries = raw.map(({ amount, ...entry }) => {
    balance += amount;
    if (amount > 0n) debit += amount;
    else credit -= amount;
    return {
      ...entry,
      debit: amount > 0n ? fromMinor(amount) : '0.00',
      credit: amount < 0n ? fromMinor(-amount) : '0.00',
      balance: fromMinor(balance),
    };
  });
  return {
    ...head,
    opening: fromMinor(opening),
    debit: fromMinor(debit),
    credit: fromMinor(credit),
    closing: fromMinor(balance),
    entries,
  };
}
