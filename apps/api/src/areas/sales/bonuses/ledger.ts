import type { SettlementKind } from '@savdo/shared/contracts';
import type { BonusHistoryKind } from '@savdo/shared/schemas/bonuses';
import { sql } from 'drizzle-orm';
import { exchangeAmount } from '../../../ledgers/money/lines.ts';
import { rateAt } from '../../../ledgers/money/rates.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';

/**
 * The bonus ledger: every change of a client's points is one append-only
 * history row written with the balance it leaves, in the caller's
 * transaction, the balance row locked first; so for every client
 * `bonus_balances.balance = Σ bonus_history.amount` (`bonusLedgerBreaks`).
 */

export interface BonusEntry {
  clientId: number;
  kind: BonusHistoryKind;
  /** Signed: + earned or given back, − spent or taken back. */
  amount: bigint;
  date: string;
  userId: number;
  settlementId?: number | undefined;
  orderId?: number | undefined;
  /** RETURN: the return it belongs to (an order may come back in parts: one entry each). */
  returnId?: number | undefined;
  /** Spending: refuse (409) when the balance would fall below zero. */
  noOverdraft?: boolean | undefined;
}

/** Locks (creating if need be) a client's balance row and reads it. */
export async function lockBonusBalance(tx: DbOrTx, clientId: number): Promise<bigint> {
  await tx.execute(
    sql`insert into bonus_balances (client_id, balance) values (${clientId}, 0) on conflict do nothing`,
  );
  const rows = await tx.execute<{ balance: string }>(
    sql`select balance from bonus_balances where client_id = ${clientId} for update`,
  );
  return BigInt(rows.rows[0]?.balance ?? 0);
}

/**
 * Writes one entry and moves the balance. An entry already written for the
 * same settlement or order and kind writes nothing (answers false).
 */
export async function postBonus(tx: DbOrTx, e: BonusEntry): Promise<boolean> {
  const balance = await lockBonusBalance(tx, e.clientId);
  const after = balance + e.amount;
  if (e.noOverdraft && after < 0n) {
    throw new AppError(409, 'bonuses.errors.notEnoughPoints', { balance: balance.toString() });
  }
  const written = await tx.execute(sql`insert into bonus_history
      (client_id, kind, amount, balance, settlement_id, order_id, return_id, business_date, created_by)
    values (${e.clientId}, ${e.kind}, ${e.amount}, ${after}, ${e.settlementId ?? null}, ${e.orderId ?? null},
      ${e.returnId ?? null}, ${e.date}, ${e.userId})
    on conflict do nothing returning id`);
  if (written.rows.length === 0) return false;
  await tx.execute(
    sql`update bonus_balances set balance = ${after}, updated_at = now() where client_id = ${e.clientId}`,
  );
  return true;
}

/** Points for `onTime` paid at `percent` (floor: never more than the rule gives). */
export function pointsFor(onTime: bigint, percent: number): bigint {
  if (onTime <= 0n || percent <= 0) return 0n;
  const hundredths = BigInt(Math.round(percent * 100));
  return (onTime * hundredths) / 10_000n;
}

/**
 * The settlement kinds that earn points: money the client pays onto the
 * schedule, whichever way it came (the cash desk, an early close, auto-pay,
 * Payme/Click, or the client's account). PRE_PAYMENT (the down payment,
 * before any instalment is due) earns nothing.
 */
export const EARNING_KINDS: ReadonlySet<SettlementKind> = new Set(['PAYMENT', 'ACCOUNT']);

/**
 * Earns points for a PAYMENT or ACCOUNT settlement (called by the settlement
 * engine, `contracts/settle.ts#settleContract`): `bonus_percent` of what it paid on
 * instalments due on or after its date (paid on time), in UZS (a USD
 * contract's sum at the day's rate; none without a rate). Once per
 * settlement (a replay writes nothing). Call in the settlement's transaction.
 */
export async function earnForPayment(tx: DbOrTx, settlementId: number, userId: number): Promise<bigint> {
  const percent = Number(await settingValue<number>(tx, 'bonus_percent'));
  if (!(percent > 0)) return 0n;
  const rows = await tx.execute<{
    client_id: string;
    currency: 'UZS' | 'USD';
    date: string;
    on_time: string;
  }>(
    sql`select c.client_id, c.currency, s.business_date::text as date,
        coalesce((select sum(a.amount) from contract_allocations a
          join contract_schedule r on r.contract_id = a.contract_id and r.n = a.n
          where a.settlement_id = s.id and a.amount > 0 and a.business_date <= r.due_date), 0)::text as on_time
      from contract_settlements s join contracts c on c.id = s.contract_id
      where s.id = ${settlementId} and s.kind in ('PAYMENT', 'ACCOUNT')`,
  );
  const row = rows.rows[0];
  if (!row) return 0n;
  let onTime = BigInt(row.on_time);
  if (row.currency === 'USD' && onTime > 0n) {
    const rate = await rateAt(tx, row.date);
    onTime = rate && Number(rate) > 0 ? exchangeAmount('USD', onTime, rate) : 0n;
  }
  const points = pointsFor(onTime, percent);
  if (points === 0n) return 0n;
  await postBonus(tx, {
    clientId: Number(row.client_id),
    kind: 'EARN',
    amount: points,
    date: row.date,
    userId,
    settlementId,
  });
  return points;
}

/**
 * A cancelled payment takes back the points it earned (the balance may go
 * below zero when they were spent since: later earnings fill it). Once.
 * Called by the engine's `reverseSettlement`, so every cancellation path does it.
 */
export async function takeBackForPayment(tx: DbOrTx, settlementId: number, date: string, userId: number) {
  const rows = await tx.execute<{ client_id: string; amount: string }>(
    sql`select client_id, amount from bonus_history where settlement_id = ${settlementId} and kind = 'EARN'`,
  );
  const earned = rows.rows[0];
  if (!earned) return;
  await postBonus(tx, {
    clientId: Number(earned.client_id),
    kind: 'EARN_REVERSAL',
    amount: -BigInt(earned.amount),
    date,
    userId,
    settlementId,
  });
}

/** Clients whose balance is not the sum of their history, nor the last row's balance (empty when sound). */
export async function bonusLedgerBreaks(
  tx: DbOrTx,
): Promise<{ client_id: number; balance: string; sum: string }[]> {
  const rows = await tx.execute<{ client_id: string; balance: string; sum: string }>(sql`
    select b.client_id, b.balance::text as balance, coalesce(h.sum, 0)::text as sum
    from bonus_balances b
    left join (select client_id, sum(amount) as sum from bonus_history group by client_id) h
      on h.client_id = b.client_id
    left join lateral (select balance from bonus_history where client_id = b.client_id order by id desc limit 1) l
      on true
    where b.balance <> coalesce(h.sum, 0) or b.balance <> coalesce(l.balance, 0)`);
  return rows.rows.map((r) => ({ client_id: Number(r.client_id), balance: r.balance, sum: r.sum }));
}
