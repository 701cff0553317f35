import type { Currency } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { settingValue } from '../../../platform/settings/settings.ts';

/**
 * "All or what the card holds" (DECISIONS.md "Auto-payment", not enough
 * money). Payme tells no card's balance and pays a receipt whole or not at
 * all, so a debit refused for want of money is followed, the same day, by a
 * smaller one: a rung of a ladder, a row of its own (`step` 1, 2, …) with
 * its own receipt (`order_id` its id) and settlement key, queued in the
 * transaction that marks the refused row FAILED_FUNDS and unique per
 * (contract, instalment, date, step), so a replayed job queues no rung twice.
 * Each rung is still capped by `reserve` before it is paid.
 */

/** The ladder's general settings: the least a smaller debit asks of the card (tiyin) and the debits a day. */
export interface LadderRules {
  least: bigint;
  attempts: number;
}

/** A debit refused for want of money: its rung, its sum (the contract's currency), what it asked (tiyin). */
export interface RefusedDebit {
  step: number;
  amount: bigint;
  charged: bigint;
  currency: Currency;
}

/** A rule's verdict: the next sum, the ladder's end, or `undefined` (the next rule decides). */
type Verdict = bigint | 'END' | undefined;

/** A whole soʻm of a soʻm contract (a person reads soʻm), a cent of a dollar one. */
const UNIT: Readonly<Record<Currency, bigint>> = { UZS: 100n, USD: 1n };

const floorTo = (value: bigint, unit: bigint) => (value / unit) * unit;
const ceilTo = (value: bigint, unit: bigint) => ((value + unit - 1n) / unit) * unit;

/** The ladder as a table: the first rule with a verdict decides. */
const LADDER: readonly ((r: RefusedDebit, rules: LadderRules) => Verdict)[] = [
  // the day's debits of the instalment are spent: the close of day queues what is left tomorrow
  (r, rules) => (r.step + 1 >= rules.attempts ? 'END' : undefined),
  // the refused debit asked no more than the least: nothing smaller is tried
  (r, rules) => (r.charged <= rules.least ? 'END' : undefined),
  // half of it, while half still asks the least
  (r, rules) => (r.charged / 2n >= rules.least ? floorTo(r.amount / 2n, UNIT[r.currency]) : undefined),
  // else the least itself (a dollar debit: the cents that ask at least that many soʻm at its rate)
  (r, rules) => ceilTo((r.amount * rules.least + r.charged - 1n) / r.charged, UNIT[r.currency]),
];

/** The sum of the next rung after `refused`, or null: the ladder ends (the row stays FAILED_FUNDS). */
export function nextRung(refused: RefusedDebit, rules: LadderRules): bigint | null {
  for (const rule of LADDER) {
    const verdict = rule(refused, rules);
    if (verdict === undefined) continue;
    return verdict === 'END' || verdict <= 0n || verdict >= refused.amount ? null : verdict;
  }
  return null;
}

/** The general settings of the ladder (defaults 50 000 soʻm and 4 debits a day). */
export async function ladderRules(db: DbOrTx): Promise<LadderRules> {
  const least = Math.max(1, Math.floor(await settingValue<number>(db, 'auto_pay_least_debit')));
  const attempts = Math.max(1, Math.floor(await settingValue<number>(db, 'auto_pay_attempts_a_day')));
  return { least: BigInt(least) * 100n, attempts };
}

/**
 * Queues the next rung of the refused row `id` for `amount` (QUEUED: the
 * running job claims it in the same run). In the transaction that finished
 * the row FAILED_FUNDS, so the instalment never has two open debits.
 */
export async function queueRung(tx: DbOrTx, id: number, amount: bigint): Promise<void> {
  await tx.execute(sql`insert into auto_pay_debits
      (contract_id, n, card_id, branch_id, business_date, due_date, amount, created_by, step)
    select contract_id, n, card_id, branch_id, business_date, due_date, ${amount}, created_by, step + 1
    from auto_pay_debits where id = ${id}
    on conflict do nothing`);
}
