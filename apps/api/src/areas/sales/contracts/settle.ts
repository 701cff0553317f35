import {
  type AllocationResult,
  allocateForgiveness,
  allocatePayment,
  applyAllocations,
  type ContractStatus,
  type ForgiveOptions,
  PAYING_KINDS,
  type PaymentMethod,
  type RowAllocation,
  type ScheduleState,
  type SettlementKind,
} from '@savdo/shared/contracts';
import type { Currency } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import { exchangeAmount } from '../../../ledgers/money/lines.ts';
import { cancel } from '../../../ledgers/money/operations.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { EARNING_KINDS, earnForPayment, takeBackForPayment } from '../bonuses/ledger.ts';
import { closingBonus } from './settle-early-close.ts';
import { assertClientFunds, postSettlementMoney, shownMoney } from './settle-money.ts';
import { paymentsAfter, respreadContract } from './settle-respread.ts';
import {
  type LockedContract,
  lockContract,
  readSchedule,
  settlementAnswer,
  updateContractState,
  writeAllocations,
} from './settle-rows.ts';
import type { SettleActor, SettleInput } from './settle-types.ts';

/**
 * The settlement engine (DECISIONS.md "Instalment contracts"): every change
 * to a contract's schedule, in the caller's transaction. One global lock
 * order: the contract row first, then the client's account (an advisory
 * lock, `lockClientAccount`), then the money accounts (the journal).
 */

export type { SettleActor, SettleInput } from './settle-types.ts';

export interface SettleResult {
  settlementId: number;
  kind: SettlementKind;
  allocations: RowAllocation[];
  allocated: bigint;
  overpaid: bigint;
  /** The contract after the settlement. */
  rest: bigint;
  nextDueDate: string | null;
  status: ContractStatus;
  /** The money journal operation, if the kind posts. */
  operationId: number | null;
  /** The same idempotency key answered an earlier settlement: nothing was done. */
  replayed: boolean;
}

/** 400 for input the engine cannot take (the routes' schemas refuse it first). */
function assertInput(input: SettleInput, currency: Currency): void {
  if (input.amount <= 0n) throw new FieldErrors([{ field: 'amount', key: 'validation.notNol' }]);
  const takesMoney = input.kind === 'PAYMENT' || input.kind === 'PRE_PAYMENT';
  if (takesMoney && input.cashboxId === undefined && !input.moneyAccount)
    throw new FieldErrors([{ field: 'cashbox_id', key: 'validation.required' }]);
  if (input.kind === 'WRITE_OFF' && input.costItemId === undefined)
    throw new FieldErrors([{ field: 'cost_item_id', key: 'validation.required' }]);
  const paid = input.paid;
  if (paid && takesMoney && paid.currency !== currency) {
    const matches =
      exchangeAmount(paid.currency, paid.amount, paid.rate) === input.amount ||
      exchangeAmount(currency, input.amount, paid.rate) === paid.amount;
    if (!matches) throw new FieldErrors([{ field: 'paid_amount', key: 'contracts.errors.paidMismatch' }]);
  }
}

/** 409 unless the contract's state takes this kind: PRE_PAYMENT also on CREATED; all kinds on ACTIVE and FREEZE. */
function assertState(contract: LockedContract, kind: SettlementKind): void {
  const open = contract.status === 'ACTIVE' || contract.status === 'FREEZE';
  if (open || (kind === 'PRE_PAYMENT' && contract.status === 'CREATED')) return;
  throw conflict('contracts.errors.notOpen', { status: contract.status });
}

/** 400 naming the date's field when the date is before the contract's: nothing is settled before it. */
function assertDate(contract: LockedContract, input: SettleInput): void {
  if (input.date >= contract.contract_date) return;
  throw new FieldErrors([
    {
      field: input.dateField ?? 'date',
      key: 'contracts.errors.beforeContract',
      params: { date: contract.contract_date },
    },
  ]);
}

/**
 * Forgives the early-close bonus a payment closes the contract with (a
 * settlement of its own, EARLY_CLOSE_BONUS, linked to the payment after it
 * is written, so cancelling the payment takes the bonus back too). Answers
 * its id, or null when the payment earns none.
 */
async function forgiveClosingBonus(
  tx: DbOrTx,
  contract: LockedContract,
  input: SettleInput,
  schedule: readonly ScheduleState[],
  actor: SettleActor,
): Promise<number | null> {
  const bonus = await closingBonus(tx, contract, input, schedule);
  if (bonus === 0n) return null;
  const { contractId, date, dateField, reason } = input;
  const given = await settleContract(
    tx,
    { contractId, kind: 'EARLY_CLOSE_BONUS', amount: bonus, date, dateField, reason },
    actor,
  );
  return given.settlementId;
}

/**
 * Spreads the amount by kind: payments in due order (overpaid allowed when
 * money comes in); a discount and a return from the last row backwards; an
 * early-close bonus as markup of the rows not yet due; a write-off in due
 * order. Forgiveness and payment from the account never exceed the rest (409).
 */
function allocationOf(input: SettleInput, schedule: readonly ScheduleState[]): AllocationResult {
  const result = PAYING_KINDS.has(input.kind)
    ? allocatePayment(schedule, input.amount, input.date)
    : allocateForgiveness(schedule, input.amount, input.date, input.forgive ?? defaultForgiveness(input));
  const overpayable = input.kind === 'PAYMENT' || input.kind === 'PRE_PAYMENT';
  if (result.overpaid > 0n && !overpayable) {
    throw conflict('contracts.errors.moreThanRest', { rest: shownMoney(result.allocated) });
  }
  if (result.allocated === 0n) throw conflict('contracts.errors.noRest');
  return result;
}

function defaultForgiveness(input: SettleInput): ForgiveOptions {
  if (input.kind === 'EARLY_CLOSE_BONUS') return { dueAfter: input.date, markupOnly: true };
  if (input.kind === 'WRITE_OFF') return { from: 'first' };
  return { from: 'last' };
}

/**
 * Settles a contract: locks it, checks its state and the date (never before
 * the contract's), forgives the early-close bonus when a payment reaches the
 * rest less the bonus, allocates, writes the settlement with its allocation rows, moves the schedule and the contract's
 * rest and next due date, closes the contract when the rest reaches 0, and
 * posts the money (see `settle-money.ts`). The same idempotency key of the
 * same user answers the settlement it made.
 */
export async function settleContract(
  tx: DbOrTx,
  input: SettleInput,
  actor: SettleActor,
): Promise<SettleResult> {
  const contract = await lockContract(tx, input.contractId);
  if (input.idempotencyKey) {
    const replay = await replayOf(tx, input, actor.userId);
    if (replay) return replay;
  }
  assertInput(input, contract.currency);
  assertState(contract, input.kind);
  assertDate(contract, input);
  const bonusId = await forgiveClosingBonus(tx, contract, input, await readSchedule(tx, contract.id), actor);
  const schedule = await readSchedule(tx, contract.id);
  const allocation = allocationOf(input, schedule);
  if (input.kind === 'ACCOUNT') await assertClientFunds(tx, contract, input.amount);
  const operationId = await postSettlementMoney(tx, contract, input, allocation, actor);
  const settlementId = await insertSettlement(tx, contract, input, allocation, operationId, actor.userId);
  if (bonusId !== null) {
    await tx.execute(sql`update contract_settlements set linked_id = ${settlementId} where id = ${bonusId}`);
  }
  const forgives = !PAYING_KINDS.has(input.kind);
  await writeAllocations(tx, contract.id, settlementId, input.date, allocation.rows, forgives);
  // A back-dated payment: the payments are spread again in the order of their dates.
  const backDated = !forgives && (await paymentsAfter(tx, contract.id, input.date, settlementId, false));
  const after =
    backDated && (await respreadContract(tx, contract.id)) > 0
      ? await readSchedule(tx, contract.id)
      : applyAllocations(schedule, allocation.rows, forgives);
  const state = await updateContractState(tx, contract, after, input.date, actor.userId, settlementId);
  // client bonus points (DECISIONS.md "Client bonuses"): here, so no payment path can forget them
  if (EARNING_KINDS.has(input.kind)) await earnForPayment(tx, settlementId, actor.userId);
  return {
    settlementId,
    kind: input.kind,
    allocations: allocation.rows,
    allocated: allocation.allocated,
    overpaid: allocation.overpaid,
    ...state,
    operationId,
    replayed: false,
  };
}

async function insertSettlement(
  tx: DbOrTx,
  contract: LockedContract,
  input: SettleInput,
  allocation: AllocationResult,
  operationId: number | null,
  userId: number,
): Promise<number> {
  const paid = input.paid && input.paid.currency !== contract.currency ? input.paid : undefined;
  const rows = await tx.execute<{ id: string }>(sql`insert into contract_settlements
      (contract_id, kind, business_date, amount, overpaid, paid_amount, paid_currency, rate, method, cashbox_id,
       operation_id, reason, approved_by, idempotency_key, cost_item_id, branch_id, currency, created_by)
    values (${contract.id}, ${input.kind}, ${input.date}, ${input.amount}, ${allocation.overpaid},
      ${paid?.amount ?? null}, ${paid?.currency ?? null}, ${paid?.rate ?? null}, ${input.method ?? null},
      ${input.cashboxId ?? null}, ${operationId}, ${input.reason ?? null}, ${userId}, ${input.idempotencyKey ?? null},
      ${input.costItemId ?? null}, ${contract.branch_id}, ${contract.currency}, ${userId})
    returning id`);
  return Number(rows.rows[0]?.id);
}

/** The settlement an idempotency key already made (409 when it was for another contract, kind or amount). */
async function replayOf(tx: DbOrTx, input: SettleInput, userId: number): Promise<SettleResult | null> {
  const rows = await tx.execute<{
    id: string;
    contract_id: string;
    kind: SettlementKind;
    amount: string;
    overpaid: string;
    operation_id: string | null;
  }>(sql`select id, contract_id, kind, amount, overpaid, operation_id from contract_settlements
    where created_by = ${userId} and idempotency_key = ${input.idempotencyKey ?? null}`);
  const row = rows.rows[0];
  if (!row) return null;
  if (
    Number(row.contract_id) !== input.contractId ||
    row.kind !== input.kind ||
    BigInt(row.amount) !== input.amount
  )
    throw conflict('contracts.errors.idempotencyMismatch');
  return {
    ...(await settlementAnswer(tx, Number(row.id))),
    kind: row.kind,
    overpaid: BigInt(row.overpaid),
    operationId: row.operation_id === null ? null : Number(row.operation_id),
    replayed: true,
  };
}

interface StoredSettlement {
  id: number;
  kind: SettlementKind;
  status: string;
  amount: bigint;
  overpaid: bigint;
  paid_amount: bigint | null;
  paid_currency: Currency | null;
  rate: string | null;
  method: PaymentMethod | null;
  cashbox_id: number | null;
  operation_id: number | null;
  reversal_of: number | null;
  business_date: string;
}

/** Locks a settlement after its contract (the lock order); 404 when there is none. */
async function lockSettlement(tx: DbOrTx, settlementId: number): Promise<[LockedContract, StoredSettlement]> {
  const owner = await tx.execute<{ contract_id: string }>(
    sql`select contract_id from contract_settlements where id = ${settlementId}`,
  );
  const contractId = owner.rows[0]?.contract_id;
  if (contractId === undefined) throw notFound();
  const contract = await lockContract(tx, Number(contractId));
  const rows = await tx.execute<
    Record<keyof StoredSettlement, string | null>
  >(sql`select id, kind, status, amount,
      overpaid, paid_amount, paid_currency, rate, method, cashbox_id, operation_id, reversal_of,
      business_date from contract_settlements where id = ${settlementId} for update`);
  const r = rows.rows[0];
  if (!r) throw notFound();
  const num = (v: string | null) => (v === null ? null : Number(v));
  return [
    contract,
    {
      id: Number(r.id),
      kind: r.kind as SettlementKind,
      status: r.status ?? '',
      amount: BigInt(r.amount ?? 0),
      overpaid: BigInt(r.overpaid ?? 0),
      paid_amount: r.paid_amount === null ? null : BigInt(r.paid_amount),
      paid_currency: r.paid_currency as Currency | null,
      rate: r.rate,
      method: r.method as PaymentMethod | null,
      cashbox_id: num(r.cashbox_id),
      operation_id: num(r.operation_id),
      reversal_of: num(r.reversal_of),
      business_date: r.business_date ?? '',
    },
  ];
}

/**
 * Reverses a settlement: a new settlement (`reversal_of`, negated amounts
 * and allocations, dated `date`), the original CANCELED, its money operation
 * cancelled through the journal, the schedule restored exactly and the
 * contract reopened if it had closed. 409 when already reversed, when it is
 * a reversal itself, when the contract is cancelled or returned, or when the
 * overpaid part was already spent from the client's account.
 */
export async function reverseSettlement(
  tx: DbOrTx,
  settlementId: number,
  actor: SettleActor,
  date: string,
): Promise<number> {
  const [contract, s] = await lockSettlement(tx, settlementId);
  if (s.reversal_of !== null) throw conflict('contracts.errors.isReversal', { id: s.reversal_of });
  if (s.status !== 'APPROVED') throw conflict('contracts.errors.alreadyReversed');
  if (contract.status === 'CANCELED' || contract.status === 'RETURNED')
    throw conflict('contracts.errors.notOpen', { status: contract.status });
  if (s.overpaid > 0n) await assertClientFunds(tx, contract, s.overpaid, 'contracts.errors.overpaidSpent');
  const operationId = s.operation_id === null ? null : await cancel(tx, s.operation_id, actor.userId, date);
  const inserted = await tx.execute<{ id: string }>(sql`insert into contract_settlements
      (contract_id, kind, business_date, amount, overpaid, paid_amount, paid_currency, rate, method, cashbox_id,
       operation_id, reversal_of, approved_by, branch_id, currency, created_by)
    values (${contract.id}, ${s.kind}, ${date}, ${-s.amount}, ${-s.overpaid},
      ${s.paid_amount === null ? null : -s.paid_amount}, ${s.paid_currency}, ${s.rate}, ${s.method}, ${s.cashbox_id},
      ${operationId}, ${s.id}, ${actor.userId}, ${contract.branch_id}, ${contract.currency}, ${actor.userId})
    returning id`);
  const reversalId = Number(inserted.rows[0]?.id);
  await tx.execute(sql`update contract_settlements set status = 'CANCELED' where id = ${s.id}`);
  const original = await tx.execute<{ n: number; amount: string; markup: string }>(
    sql`select n, sum(amount)::text as amount, sum(markup)::text as markup from contract_allocations
      where settlement_id = ${s.id} group by n having sum(amount) <> 0 or sum(markup) <> 0 order by min(id)`,
  );
  const negated = original.rows.map((a) => ({
    n: Number(a.n),
    amount: -BigInt(a.amount),
    markup: -BigInt(a.markup),
  }));
  const forgives = !PAYING_KINDS.has(s.kind);
  // The reversal's rows are dated as the original's: as of any date the cancelled settlement never counted.
  await writeAllocations(tx, contract.id, reversalId, s.business_date, negated, forgives);
  const laterPayments =
    !forgives && s.kind !== 'REFUND' && (await paymentsAfter(tx, contract.id, s.business_date, s.id, true));
  if (laterPayments) await respreadContract(tx, contract.id);
  await updateContractState(
    tx,
    contract,
    await readSchedule(tx, contract.id),
    date,
    actor.userId,
    reversalId,
  );
  // the points the settlement earned go back with it (nothing when it earned none)
  await takeBackForPayment(tx, s.id, date, actor.userId);
  return reversalId;
}
