import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { reverseWithReason } from '../../sales/contract-payments/payments.ts';
import { CardGatewayError } from './card-gateway.ts';

/**
 * Cancels a paid debit: the settlement reversed (schedule and cash restored
 * exactly, the reason kept) and the receipt cancelled by the processor (the
 * money goes back to the card), in one transaction: the processor is asked
 * last, inside it, so a refusal (409) leaves the debit paid and posted. A
 * debit not PAID is 409; one already CANCELED answers as it is.
 */
export async function cancelDebit(
  db: Db,
  gateway: { receiptsCancel(id: string): Promise<unknown> },
  id: number,
  reason: string,
  actor: Actor,
): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const rows = await tx.execute<{
      status: string;
      settlement_id: string | null;
      receipt_id: string | null;
    }>(sql`select status, settlement_id, receipt_id from auto_pay_debits where id = ${id}`);
    const debit = rows.rows[0];
    if (!debit) throw notFound();
    if (debit.status === 'CANCELED') return;
    if (debit.status !== 'PAID' || debit.settlement_id === null || debit.receipt_id === null)
      throw conflict('autoPay.errors.notPaid');
    const reversal = await reverseWithReason(tx, Number(debit.settlement_id), reason, actor);
    await tx.execute(sql`update auto_pay_debits set status = 'CANCELED', reversal_id = ${reversal},
        cancel_reason = ${reason}, canceled_by = ${actor.userId}
      where id = ${id}`);
    try {
      await gateway.receiptsCancel(debit.receipt_id);
    } catch (error) {
      if (error instanceof CardGatewayError)
        throw conflict('autoPay.errors.cancelRefused', { code: error.code });
      throw error;
    }
  });
}
