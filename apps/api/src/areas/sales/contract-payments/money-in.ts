import { type Currency, toMinor } from '@savdo/shared/money';
import type { TakingMethod } from '@savdo/shared/schemas/contract-payments';
import type { MoneyAccountKind } from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import { exchangeAmount } from '../../../ledgers/money/lines.ts';
import { rateAt } from '../../../ledgers/money/rates.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { cashboxFor, operationDate } from '../../cash/cash-desk/service.ts';

/** Money the cashier takes: how much in which currency, how, and where it goes. */
export interface Taking {
  amount: string;
  currency: Currency;
  method: TakingMethod;
  cashbox_id?: number | undefined;
  bank_account_id?: number | undefined;
}

/** Where the money came in, in the contract's terms (what `settleContract` takes). */
export interface MoneyIn {
  date: string;
  /** In the contract's currency. */
  amount: bigint;
  method: TakingMethod;
  cashboxId?: number | undefined;
  moneyAccount?: { kind: MoneyAccountKind; ref: number } | undefined;
  /** Taken in the other currency at the day's rate: both sums are kept. */
  paid?: { amount: bigint; currency: Currency; rate: string } | undefined;
}

/** A company bank account exists, active, in the currency the money came in (400 naming the field otherwise). */
async function bankAccountFor(tx: DbOrTx, id: number, currency: Currency): Promise<number> {
  const rows = await tx.execute<{ currency: string; active: boolean }>(
    sql`select currency, active from firm_account_numbers where id = ${id}`,
  );
  const row = rows.rows[0];
  if (!row?.active) throw new FieldErrors([{ field: 'bank_account_id', key: 'validation.invalid' }]);
  if (row.currency !== currency) {
    throw new FieldErrors([{ field: 'bank_account_id', key: 'money.errors.counterpartCurrency' }]);
  }
  return id;
}

/**
 * Resolves what the cashier took: the cashbox (the actor's, active) or the
 * bank account, the business date (today unless given, never ahead), and,
 * taken in the other currency, the contract's amount at the rate of that day
 * (409 when no rate is set for it).
 */
export async function moneyIn(
  tx: DbOrTx,
  taking: Taking,
  contractCurrency: Currency,
  actor: Actor,
  givenDate: string | undefined,
): Promise<MoneyIn> {
  let date: string;
  let into: Pick<MoneyIn, 'cashboxId' | 'moneyAccount'>;
  if (taking.method === 'TRANSFER') {
    const account = await bankAccountFor(tx, taking.bank_account_id ?? 0, taking.currency);
    date = operationDate(await businessToday(tx), givenDate, 'payment_date');
    into = { moneyAccount: { kind: 'bank_account', ref: account } };
  } else {
    const cashbox = await cashboxFor(tx, taking.cashbox_id ?? 0, actor);
    date = operationDate(cashbox.today, givenDate, 'payment_date');
    into = { cashboxId: cashbox.id };
  }
  const taken = toMinor(taking.amount);
  if (taking.currency === contractCurrency) return { date, amount: taken, method: taking.method, ...into };
  const rate = await rateAt(tx, date);
  if (!rate || Number(rate) <= 0) throw conflict('contracts.errors.noRate', { date });
  const amount = exchangeAmount(taking.currency, taken, rate);
  if (amount <= 0n) throw new FieldErrors([{ field: 'amount', key: 'validation.notNol' }]);
  return {
    date,
    amount,
    method: taking.method,
    ...into,
    paid: { amount: taken, currency: taking.currency, rate },
  };
}
