import { parseDocumentNumber } from '@savdo/shared/documents';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { systemActor } from '../../admin/users/system-user.ts';
import { reverseWithReason } from '../../sales/contract-payments/payments.ts';
import { contractNumberSql } from '../../sales/contracts/number-search.ts';
import { settleContract } from '../../sales/contracts/settle.ts';
import { SOURCE_KEY_PREFIX } from '../../sales/contracts/settlement-source.ts';
import { type MoneyProvider, transitAccountOf } from './money-target.ts';

/**
 * What the merchant endpoints of Payme and Click share: finding the
 * contract an account names, checking the sum, and posting or reversing a
 * payment exactly once (the row is locked; its state says whether it was).
 */

export interface PayableContract {
  id: number;
  branch_id: number;
  status: string;
  currency: string;
  rest: bigint;
}

/**
 * The contract an app's account field names: its number (`1234`) when no
 * other branch has it, or `PREFIX-1234`. Null when none or ambiguous.
 */
export async function contractByAccount(tx: DbOrTx, account: string): Promise<PayableContract | null> {
  const found = parseDocumentNumber(account);
  if (!found) return null;
  const rows = await tx.execute<{
    id: string;
    branch_id: number;
    status: string;
    currency: string;
    rest: string;
  }>(
    sql`select c.id, c.branch_id, c.status, c.currency, c.rest from contracts c
      where ${contractNumberSql(sql`c`, found)}
      limit 2`,
  );
  if (rows.rows.length !== 1) return null;
  const r = rows.rows[0] as { id: string; branch_id: number; status: string; currency: string; rest: string };
  return {
    id: Number(r.id),
    branch_id: Number(r.branch_id),
    status: r.status,
    currency: r.currency,
    rest: BigInt(r.rest),
  };
}

/** Why a contract does not take an online payment of `amount` tiyin: 'account' or 'amount'; null when it does. */
export function refusalOf(contract: PayableContract | null, amount: bigint): 'account' | 'amount' | null {
  if (contract?.currency !== 'UZS') return 'account';
  if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE') return 'account';
  if (amount < 100n || amount > contract.rest) return 'amount';
  return null;
}

export interface OnlineRow {
  id: number;
  provider: MoneyProvider;
  provider_id: string;
  contract_id: number;
  amount: bigint;
  state: number;
  reason: number | null;
  create_time: number;
  perform_time: number;
  cancel_time: number;
  settlement_id: number | null;
}

const COLUMNS = sql`id, provider, provider_id, contract_id, amount, state, reason, create_time, perform_time,
  cancel_time, settlement_id`;

function present(r: Record<string, string | number | null>): OnlineRow {
  return {
    id: Number(r.id),
    provider: r.provider as MoneyProvider,
    provider_id: String(r.provider_id),
    contract_id: Number(r.contract_id),
    amount: BigInt(r.amount ?? 0),
    state: Number(r.state),
    reason: r.reason === null ? null : Number(r.reason),
    create_time: Number(r.create_time),
    perform_time: Number(r.perform_time),
    cancel_time: Number(r.cancel_time),
    settlement_id: r.settlement_id === null ? null : Number(r.settlement_id),
  };
}

/** A provider's transaction, locked when asked (after its contract: the engine's lock order is kept by the caller). */
export async function onlineOf(
  tx: DbOrTx,
  provider: MoneyProvider,
  providerId: string,
  lock = false,
): Promise<OnlineRow | null> {
  const rows = await tx.execute<
    Record<string, string | number | null>
  >(sql`select ${COLUMNS} from online_payments
    where provider = ${provider} and provider_id = ${providerId} ${lock ? sql`for update` : sql``}`);
  return rows.rows[0] ? present(rows.rows[0]) : null;
}

/** Enters a created (state 1) transaction; a concurrent duplicate answers the row the first made. */
export async function createOnline(
  tx: DbOrTx,
  input: {
    provider: MoneyProvider;
    providerId: string;
    contract: PayableContract;
    amount: bigint;
    time: number;
  },
): Promise<OnlineRow> {
  await tx.execute(sql`insert into online_payments
      (provider, provider_id, contract_id, branch_id, amount, state, provider_time, create_time, business_date)
    values (${input.provider}, ${input.providerId}, ${input.contract.id}, ${input.contract.branch_id}, ${input.amount},
      1, ${input.time}, ${Date.now()}, ${await businessToday(tx)})
    on conflict (provider, provider_id) do nothing`);
  return (await onlineOf(tx, input.provider, input.providerId)) as OnlineRow;
}

/**
 * Performs a created transaction in the caller's transaction: the payment
 * settled (PAYMENT into the provider's transit account, allocated like a
 * cashier's) and the row state 2. A row already performed answers as it is.
 */
export async function performOnline(tx: DbOrTx, row: OnlineRow): Promise<OnlineRow> {
  const locked = (await onlineOf(tx, row.provider, row.provider_id, true)) as OnlineRow;
  if (locked.state !== 1) return locked;
  const actor = await systemActor(tx);
  const result = await settleContract(
    tx,
    {
      contractId: locked.contract_id,
      kind: 'PAYMENT',
      amount: locked.amount,
      date: await businessToday(tx),
      method: 'TRANSFER',
      moneyAccount: await transitAccountOf(tx, locked.provider),
      reason: `${locked.provider === 'PAYME' ? 'Payme' : 'Click'} ${locked.provider_id}`,
      idempotencyKey: `${SOURCE_KEY_PREFIX.ONLINE}${locked.id}`,
    },
    actor,
  );
  await tx.execute(sql`update online_payments set state = 2, perform_time = ${Date.now()},
      settlement_id = ${result.settlementId}, business_date = ${await businessToday(tx)}
    where id = ${locked.id}`);
  return (await onlineOf(tx, row.provider, row.provider_id)) as OnlineRow;
}

/**
 * Cancels a transaction: created → -1; performed → its settlement reversed
 * (the schedule and the transit account restored exactly) → -2. Cancelled
 * already: as it is. Throws the engine's 409 when the reversal is refused.
 */
export async function cancelOnline(tx: DbOrTx, row: OnlineRow, reason: number): Promise<OnlineRow> {
  const locked = (await onlineOf(tx, row.provider, row.provider_id, true)) as OnlineRow;
  if (locked.state < 0) return locked;
  let reversal: number | null = null;
  if (locked.state === 2 && locked.settlement_id !== null) {
    const actor = await systemActor(tx);
    reversal = await reverseWithReason(
      tx,
      locked.settlement_id,
      `${locked.provider} cancel, reason ${reason}`,
      {
        ...actor,
        rules: new Set(),
      },
    );
  }
  await tx.execute(sql`update online_payments set state = ${locked.state === 2 ? -2 : -1}, reason = ${reason},
      cancel_time = ${Date.now()}, reversal_id = ${reversal}
    where id = ${locked.id}`);
  return (await onlineOf(tx, row.provider, row.provider_id)) as OnlineRow;
}
