import type { SettlementKind } from '@savdo/shared/contracts';
import {
  type ContractPaymentInput,
  PAYMENT_SCREENS,
  type PaymentScreen,
} from '@savdo/shared/schemas/contract-payments';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { assertMayCancelIn } from '../../cash/cash-desk/service.ts';
import { reverseSettlement, settleContract } from '../contracts/settle.ts';
import { lockContract } from '../contracts/settle-rows.ts';
import { paymentTaken } from './hooks.ts';
import { moneyIn } from './money-in.ts';
import { paymentDetail } from './queries.ts';

/**
 * A payment taken at the cash desk (`contract-payments`: PAYMENT, or
 * `pre-payment`: PRE_PAYMENT), posted by the settlement engine in one
 * transaction: allocated overdue instalments first, what exceeds the whole
 * debt to the client's account; the same idempotency key answers the same
 * payment. Answers it with its allocation.
 */
export async function takePayment(
  db: Db,
  screen: PaymentScreen,
  input: ContractPaymentInput,
  actor: Actor,
  idempotencyKey: string | undefined,
) {
  const { kind } = PAYMENT_SCREENS[screen];
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    const money = await moneyIn(tx, input, contract.currency, actor, input.payment_date);
    const result = await settleContract(
      tx,
      {
        contractId: contract.id,
        kind,
        amount: money.amount,
        date: money.date,
        dateField: 'payment_date',
        method: money.method,
        cashboxId: money.cashboxId,
        moneyAccount: money.moneyAccount,
        paid: money.paid,
        reason: input.comment,
        idempotencyKey,
      },
      actor,
    );
    // what the areas above do with it (the client's receipt by SMS), once per settlement
    await paymentTaken(tx, {
      settlementId: result.settlementId,
      contractId: contract.id,
      amount: money.amount,
      date: money.date,
      by: actor.userId,
    });
    return result.settlementId;
  });
  return paymentDetail(db, id, [kind]);
}

/**
 * Reverses a settlement in the caller's transaction with the reason kept on
 * the reversal, and the early-close bonus given with it (if any) too: the
 * schedule comes back exactly. A payment made before goods came back with a
 * refund is final (409): the refund was reckoned with it. Answers the
 * reversal's id.
 */
export async function reverseWithReason(
  tx: DbOrTx,
  id: number,
  reason: string,
  actor: Actor,
): Promise<number> {
  const owner = await tx.execute<{ contract_id: string }>(
    sql`select contract_id from contract_settlements where id = ${id}`,
  );
  const contractId = owner.rows[0]?.contract_id;
  if (contractId === undefined) throw notFound();
  await lockContract(tx, Number(contractId));
  // money refunded for returned goods since then was reckoned with this payment in: it stays
  const refunded = await tx.execute(sql`select 1 from contract_settlements
    where contract_id = ${contractId} and kind = 'REFUND' and id > ${id} limit 1`);
  if (refunded.rows.length > 0) throw conflict('payments.errors.refundedSince');
  const date = await businessToday(tx);
  const reversal = await reverseSettlement(tx, id, actor, date);
  await tx.execute(sql`update contract_settlements set reason = ${reason} where id = ${reversal}`);
  const bonus = await tx.execute<{ id: string }>(sql`select id from contract_settlements
    where linked_id = ${id} and kind = 'EARLY_CLOSE_BONUS' and status = 'APPROVED'`);
  const bonusId = bonus.rows[0]?.id;
  if (bonusId !== undefined) {
    const undone = await reverseSettlement(tx, Number(bonusId), actor, date);
    await tx.execute(sql`update contract_settlements set reason = ${reason} where id = ${undone}`);
  }
  return reversal;
}

/**
 * Cancels a payment of the screen's kind (`.cancel`, with a reason): a
 * reversing settlement and money operation restore the schedule and the
 * cash exactly (409 when already cancelled, or when its overpayment was
 * spent from the client's account; 403 outside the actor's cashboxes).
 */
export async function cancelPayment(
  db: Db,
  kinds: readonly SettlementKind[],
  id: number,
  reason: string,
  actor: Actor,
) {
  await withTransactionRetry(db, async (tx) => {
    const rows = await tx.execute<{ kind: SettlementKind; cashbox_id: number | null }>(
      sql`select kind, cashbox_id from contract_settlements where id = ${id}`,
    );
    const row = rows.rows[0];
    if (!row || !kinds.includes(row.kind)) throw notFound();
    await assertMayCancelIn(tx, row.cashbox_id === null ? null : Number(row.cashbox_id), actor);
    await reverseWithReason(tx, id, reason, actor);
  });
  return paymentDetail(db, id, kinds);
}
