import type { ContractStatus } from '@savdo/shared/contracts';
import type { SignInput } from '@savdo/shared/schemas/contracts';
import { sql } from 'drizzle-orm';
import { exchangeAmount } from '../../../ledgers/money/lines.ts';
import { rateAt } from '../../../ledgers/money/rates.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { cashboxFor } from '../../cash/cash-desk/service.ts';
import { type SettleResult, settleContract } from './settle.ts';
import { type LockedContract, lockContract, readSchedule } from './settle-rows.ts';

/**
 * A contract's transitions (DECISIONS.md "Instalment contracts" → States):
 * sign (CREATED → ACTIVE, the down payment taken in the same transaction),
 * cancel (CREATED → CANCELED), freeze and unfreeze (ACTIVE ⇄ FREEZE, with a
 * reason), and a change of the responsible employee; each an event.
 */

async function event(
  tx: DbOrTx,
  contract: LockedContract,
  e: { event: string; to?: ContractStatus; date: string; reason?: string | null; data?: object },
  userId: number,
): Promise<void> {
  await tx.execute(sql`insert into contract_events
      (contract_id, event, from_status, to_status, business_date, reason, data, created_by)
    values (${contract.id}, ${e.event}, ${contract.status}, ${e.to ?? contract.status}, ${e.date},
      ${e.reason ?? null}, ${e.data ? JSON.stringify(e.data) : null}::jsonb, ${userId})`);
}

async function setStatus(tx: DbOrTx, id: number, status: ContractStatus): Promise<void> {
  await tx.execute(sql`update contracts set status = ${status} where id = ${id}`);
}

/** CREATED → ACTIVE with a SIGN event dated `date` (the caller takes the down payment). */
export async function activateContract(
  tx: DbOrTx,
  contract: LockedContract,
  date: string,
  userId: number,
): Promise<void> {
  await tx.execute(sql`update contracts set status = 'ACTIVE', signed_by = ${userId}, signed_at = now()
    where id = ${contract.id}`);
  await event(tx, contract, { event: 'SIGN', to: 'ACTIVE', date }, userId);
}

/**
 * Signs a contract: CREATED → ACTIVE, and the down payment (what is left of
 * row 0) taken through the settlement engine as a PRE_PAYMENT into the
 * chosen cashbox (the signer's, or any with `cashbox.all`), in the contract's
 * currency or the other one at today's rate. A down payment already taken
 * needs no cashbox. 409 unless the contract is CREATED.
 */
export async function signContract(
  db: Db,
  id: number,
  input: SignInput,
  actor: Actor,
  idempotencyKey?: string,
): Promise<SettleResult | null> {
  return db.transaction(async (tx) => {
    const contract = await lockContract(tx, id);
    if (contract.status !== 'CREATED')
      throw conflict('contracts.errors.notCreated', { status: contract.status });
    const today = await businessToday(tx);
    const row0 = (await readSchedule(tx, id)).find((r) => r.n === 0);
    const down = row0 ? row0.amount - row0.paid - row0.forgiven : 0n;
    if (down > 0n && input.cashbox_id === undefined)
      throw new FieldErrors([{ field: 'cashbox_id', key: 'contracts.errors.cashboxRequired' }]);
    if (down > 0n && input.cashbox_id !== undefined) await cashboxFor(tx, input.cashbox_id, actor);
    await activateContract(tx, contract, today, actor.userId);
    if (down === 0n) return null;
    const paidIn = input.paid_currency ?? contract.currency;
    let paid: { amount: bigint; currency: 'UZS' | 'USD'; rate: string } | undefined;
    if (paidIn !== contract.currency) {
      const rate = await rateAt(tx, today);
      if (!rate) throw conflict('contracts.errors.noRate', { date: today });
      paid = { amount: exchangeAmount(contract.currency, down, rate), currency: paidIn, rate };
    }
    return settleContract(
      tx,
      {
        contractId: id,
        kind: 'PRE_PAYMENT',
        amount: down,
        date: today,
        method: input.method ?? 'CASH',
        cashboxId: input.cashbox_id,
        paid,
        idempotencyKey,
      },
      actor,
    );
  });
}

/** Cancels a CREATED contract with a reason; 409 when it is not CREATED or money was taken on it. */
export async function cancelContract(db: Db, id: number, reason: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await lockContract(tx, id);
    if (contract.status !== 'CREATED')
      throw conflict('contracts.errors.notCreated', { status: contract.status });
    const paid = await tx.execute(sql`select 1 from contract_settlements
      where contract_id = ${id} and status = 'APPROVED' and reversal_of is null limit 1`);
    if (paid.rows.length > 0) throw conflict('contracts.errors.hasPayments');
    await setStatus(tx, id, 'CANCELED');
    await event(
      tx,
      contract,
      { event: 'CANCEL', to: 'CANCELED', date: await businessToday(tx), reason },
      userId,
    );
  });
}

/** ACTIVE → FREEZE (no days late accrue) or FREEZE → ACTIVE, with a reason; 409 from any other state. */
export async function freezeContract(
  db: Db,
  id: number,
  freeze: boolean,
  reason: string,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await lockContract(tx, id);
    if (freeze && contract.status !== 'ACTIVE')
      throw conflict('contracts.errors.notActive', { status: contract.status });
    if (!freeze && contract.status !== 'FREEZE') throw conflict('contracts.errors.notFrozen');
    const to: ContractStatus = freeze ? 'FREEZE' : 'ACTIVE';
    await setStatus(tx, id, to);
    const date = await businessToday(tx);
    await event(tx, contract, { event: freeze ? 'FREEZE' : 'UNFREEZE', to, date, reason }, userId);
  });
}

/** Changes the responsible employee (an active user); 409 when it is the same one. */
export async function changeResponsible(
  db: Db,
  id: number,
  responsibleId: number,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await lockContract(tx, id);
    const user = await tx.execute(sql`select 1 from users where id = ${responsibleId} and active`);
    if (user.rows.length === 0)
      throw new FieldErrors([{ field: 'responsible_id', key: 'validation.refMissing' }]);
    const current = await tx.execute<{ responsible_id: number | null }>(
      sql`select responsible_id from contracts where id = ${id}`,
    );
    const from = current.rows[0]?.responsible_id ?? null;
    if (from === responsibleId) throw conflict('contracts.errors.sameResponsible');
    await tx.execute(sql`update contracts set responsible_id = ${responsibleId} where id = ${id}`);
    const date = await businessToday(tx);
    await event(tx, contract, { event: 'RESPONSIBLE', date, data: { from, to: responsibleId } }, userId);
  });
}
