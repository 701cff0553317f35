import { allocateRefund, applyAllocations } from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Line } from '../../../ledgers/money/lines.ts';
import { postOperation } from '../../../ledgers/money/operations.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockContract, readSchedule, updateContractState, writeAllocations } from './settle-rows.ts';
import type { SettleActor } from './settle-types.ts';

/** Where refunded money goes: out of a cashbox, or onto the client's account. */
export type RefundTo = { cashboxId: number } | { account: true };

export interface RefundInput {
  contractId: number;
  /** Minor units of the contract's currency, > 0, at most what the schedule has paid. */
  amount: bigint;
  date: string;
  to: RefundTo;
  reason?: string | undefined;
}

/**
 * Pays money back to a client (a REFUND settlement, DECISIONS.md "Returns"),
 * in the caller's transaction and the engine's lock order (the contract
 * first): the rows paid last are un-paid by `amount` (negative `paid`
 * allocations), the journal debits the company-wide `contract` account and
 * credits the cashbox (cash out) or the client's account (type
 * CONTRACT_REFUND), so minus the `contract` account still equals the posting
 * kinds' allocations. The caller forgives the same rows at once (a RETURN).
 * Answers the settlement id; 409 when more is asked than was paid.
 */
export async function refundContract(tx: DbOrTx, input: RefundInput, actor: SettleActor): Promise<number> {
  const contract = await lockContract(tx, input.contractId);
  if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE' && contract.status !== 'CLOSED')
    throw conflict('contracts.errors.notOpen', { status: contract.status });
  const schedule = await readSchedule(tx, contract.id);
  const allocation = allocateRefund(schedule, input.amount);
  if (allocation.overpaid > 0n || input.amount <= 0n) throw conflict('payments.errors.refundMoreThanPaid');
  const currency = contract.currency;
  const out: Line =
    'cashboxId' in input.to
      ? { kind: 'cashbox', ref: input.to.cashboxId, currency, amount: -input.amount }
      : { kind: 'client', ref: contract.client_id, currency, amount: -input.amount };
  const cashboxId = 'cashboxId' in input.to ? input.to.cashboxId : null;
  const operationId = await postOperation(
    tx,
    {
      type: 'CONTRACT_REFUND',
      branchId: contract.branch_id,
      cashboxId,
      date: input.date,
      amount: input.amount,
      currency,
      counterpart: { kind: 'client', id: contract.client_id },
      comment: input.reason,
      doc: { type: 'contract', id: contract.id },
      lines: [{ kind: 'contract', ref: 0, currency, amount: input.amount }, out],
    },
    actor.userId,
    { approve: true, rules: actor.rules },
  );
  const inserted = await tx.execute<{ id: string }>(sql`insert into contract_settlements
      (contract_id, kind, business_date, amount, overpaid, method, cashbox_id, operation_id, reason, approved_by,
       branch_id, currency, created_by)
    values (${contract.id}, 'REFUND', ${input.date}, ${-input.amount}, 0, ${cashboxId === null ? 'ACCOUNT' : 'CASH'},
      ${cashboxId}, ${operationId}, ${input.reason ?? null}, ${actor.userId}, ${contract.branch_id}, ${currency},
      ${actor.userId})
    returning id`);
  const settlementId = Number(inserted.rows[0]?.id);
  await writeAllocations(tx, contract.id, settlementId, input.date, allocation.rows, false);
  await updateContractState(
    tx,
    contract,
    applyAllocations(schedule, allocation.rows, false),
    input.date,
    actor.userId,
    settlementId,
  );
  return settlementId;
}
