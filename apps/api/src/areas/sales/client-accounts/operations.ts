import { toMinor } from '@savdo/shared/money';
import type {
  AccountPaymentInput,
  ClientDepositInput,
  ClientPayoutInput,
} from '@savdo/shared/schemas/client-accounts';
import type { CashOperationType } from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import { assertClientHolds } from '../../../ledgers/money/client-funds.ts';
import { cancel, postOperation } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { getOperation } from '../../cash/cash-desk/queries.ts';
import { assertMayCancelIn, cashboxFor, operationDate } from '../../cash/cash-desk/service.ts';
import { reverseWithReason } from '../contract-payments/payments.ts';
import { paymentDetail } from '../contract-payments/queries.ts';
import { settleContract } from '../contracts/settle.ts';
import { lockContract } from '../contracts/settle-rows.ts';

/** The client exists and is active (400 naming `client_id` otherwise; a merged card 409). */
async function assertClient(tx: DbOrTx, clientId: number): Promise<void> {
  const rows = await tx.execute<{ active: boolean }>(sql`select active from clients where id = ${clientId}`);
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field: 'client_id', key: 'validation.invalid' }]);
  if (!row.active) throw new AppError(409, 'payments.errors.clientInactive');
}

/**
 * Money moved between a cashbox and a client's account at the cash desk,
 * approved at once: a deposit (CLIENT_INPUT: cash in, the account credited)
 * or a payout (CLIENT_OUTPUT: the account debited, cash out; at most what
 * the account holds, 409 otherwise; the account locked for the check).
 */
async function cashAndAccount(
  db: Db,
  type: 'CLIENT_INPUT' | 'CLIENT_OUTPUT',
  input: ClientDepositInput,
  actor: Actor,
  idempotencyKey: string | undefined,
) {
  const id = await withTransactionRetry(db, async (tx) => {
    await assertClient(tx, input.client_id);
    const cashbox = await cashboxFor(tx, input.cashbox_id, actor);
    const amount = toMinor(input.amount);
    const sign = type === 'CLIENT_INPUT' ? 1n : -1n;
    if (type === 'CLIENT_OUTPUT') await assertClientHolds(tx, input.client_id, input.currency, amount);
    return postOperation(
      tx,
      {
        type,
        branchId: cashbox.branch_id,
        cashboxId: cashbox.id,
        date: operationDate(cashbox.today, input.operation_date, 'operation_date'),
        amount,
        currency: input.currency,
        counterpart: { kind: 'client', id: input.client_id },
        comment: input.comment,
        doc: { type: 'client', id: input.client_id },
        lines: [
          { kind: 'cashbox', ref: cashbox.id, currency: input.currency, amount: sign * amount },
          { kind: 'client', ref: input.client_id, currency: input.currency, amount: -sign * amount },
        ],
        idempotencyKey,
      },
      actor.userId,
      { approve: true, rules: actor.rules },
    );
  });
  return getOperation(db, id);
}

export const depositToAccount = (db: Db, input: ClientDepositInput, actor: Actor, key: string | undefined) =>
  cashAndAccount(db, 'CLIENT_INPUT', input, actor, key);

export const payOutOfAccount = (db: Db, input: ClientPayoutInput, actor: Actor, key: string | undefined) =>
  cashAndAccount(db, 'CLIENT_OUTPUT', input, actor, key);

/**
 * Cancels a deposit or a payout (a reversing operation): taking a deposit
 * back may not leave the account below zero (409 naming what it holds).
 */
export async function cancelAccountOperation(
  db: Db,
  type: 'CLIENT_INPUT' | 'CLIENT_OUTPUT',
  id: number,
  reason: string,
  actor: Actor,
) {
  await withTransactionRetry(db, async (tx) => {
    const rows = await tx.execute<{
      type: CashOperationType;
      counterpart_id: string | null;
      amount: string;
      currency: 'UZS' | 'USD';
      status: string;
      cashbox_id: number | null;
    }>(sql`select type, counterpart_id, amount, currency, status, cashbox_id from money_operations
      where id = ${id}`);
    const op = rows.rows[0];
    if (!op || op.type !== type || op.counterpart_id === null) throw notFound();
    await assertMayCancelIn(tx, op.cashbox_id === null ? null : Number(op.cashbox_id), actor);
    if (op.status !== 'APPROVED') throw conflict('money.errors.alreadyCanceled');
    if (type === 'CLIENT_INPUT') {
      await assertClientHolds(tx, Number(op.counterpart_id), op.currency, BigInt(op.amount));
    }
    const reversal = await cancel(tx, id, actor.userId, await businessToday(tx));
    if (reversal !== null) {
      await tx.execute(sql`update money_operations set comment = ${reason} where id = ${reversal}`);
    }
  });
  return getOperation(db, id);
}

/** Pays a contract from its client's account (an ACCOUNT settlement: at most what the account holds, 409). */
export async function payFromAccount(
  db: Db,
  input: AccountPaymentInput,
  actor: Actor,
  idempotencyKey: string | undefined,
) {
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    const today = await businessToday(tx);
    const result = await settleContract(
      tx,
      {
        contractId: contract.id,
        kind: 'ACCOUNT',
        amount: toMinor(input.amount),
        date: operationDate(today, input.payment_date, 'payment_date'),
        dateField: 'payment_date',
        method: 'ACCOUNT',
        reason: input.comment,
        idempotencyKey,
      },
      actor,
    );
    return result.settlementId;
  });
  return paymentDetail(db, id, ['ACCOUNT']);
}

/** Cancels a payment from a client's account: the money goes back onto the account, the schedule back. */
export async function cancelAccountPayment(db: Db, id: number, reason: string, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    const rows = await tx.execute<{ kind: string }>(
      sql`select kind from contract_settlements where id = ${id}`,
    );
    if (rows.rows[0]?.kind !== 'ACCOUNT') throw notFound();
    await reverseWithReason(tx, id, reason, actor);
  });
  return paymentDetail(db, id, ['ACCOUNT']);
}
