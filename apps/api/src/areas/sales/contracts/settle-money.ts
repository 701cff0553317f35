import type { AllocationResult } from '@savdo/shared/contracts';
import { formatDecimalText, fromMinor } from '@savdo/shared/money';
import type { CashOperationType } from '@savdo/shared/schemas/money';
import { clientFunds, lockClientAccount } from '../../../ledgers/money/client-funds.ts';
import type { Line } from '../../../ledgers/money/lines.ts';
import { postOperation } from '../../../ledgers/money/operations.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { LockedContract } from './settle-rows.ts';
import type { SettleActor, SettleInput } from './settle-types.ts';

/** An amount as shown in a refusal: "1 250 000,00". */
export const shownMoney = (minor: bigint): string => formatDecimalText(fromMinor(minor));

/**
 * The money side of a settlement (DECISIONS.md "Money"): payments post
 * through the journal, approved at once, with the document `{ type:
 * 'contract', id }`:
 *
 * - PAYMENT / PRE_PAYMENT: debit the cashbox (or the account the money came
 *   into), credit the company-wide `contract` account (ref 0, the contract's
 *   currency) with what went to the schedule and the client's account (kind
 *   `client`, ref the client) with what was overpaid. Paid in the other
 *   currency (a USD contract paid in UZS), the cash goes through the
 *   `exchange` account: each currency balances, both sums are kept.
 * - ACCOUNT: debit the client's account, credit `contract`.
 * - WRITE_OFF: debit the cost item, credit `contract` (within its estimate).
 * - DISCOUNT, EARLY_CLOSE_BONUS, RETURN post nothing: no money moves (a
 *   return's refund is a payment out of its own).
 *
 * So, per currency, minus the `contract` account's balance equals the sum of
 * the allocations of the posting kinds (`contractBreaks` checks it).
 */

/** Locks the client's account and refuses (409) a spend of more than it holds. */
export async function assertClientFunds(
  tx: DbOrTx,
  contract: LockedContract,
  amount: bigint,
  refusal = 'contracts.errors.accountInsufficient',
): Promise<void> {
  await lockClientAccount(tx, contract.client_id);
  const available = await clientFunds(tx, contract.client_id, contract.currency);
  if (available < amount) {
    throw conflict(refusal, {
      available: shownMoney(available < 0n ? 0n : available),
      currency: contract.currency,
    });
  }
}

const nonZero = (lines: Line[]): Line[] => lines.filter((l) => l.amount !== 0n);

/** The postings of a payment that came in (see the file's comment). */
function paymentLines(contract: LockedContract, input: SettleInput, allocation: AllocationResult): Line[] {
  const into = input.moneyAccount ?? { kind: 'cashbox' as const, ref: input.cashboxId ?? 0 };
  const currency = contract.currency;
  const receivable: Line[] = [
    { kind: 'contract', ref: 0, currency, amount: -allocation.allocated },
    { kind: 'client', ref: contract.client_id, currency, amount: -allocation.overpaid },
  ];
  const paid = input.paid;
  if (!paid || paid.currency === currency) {
    return nonZero([{ ...into, currency, amount: input.amount }, ...receivable]);
  }
  return nonZero([
    { ...into, currency: paid.currency, amount: paid.amount },
    { kind: 'exchange', ref: 0, currency: paid.currency, amount: -paid.amount },
    { kind: 'exchange', ref: 0, currency, amount: input.amount },
    ...receivable,
  ]);
}

function linesOf(
  contract: LockedContract,
  input: SettleInput,
  allocation: AllocationResult,
): { type: CashOperationType; lines: Line[] } | null {
  const currency = contract.currency;
  const credit: Line = { kind: 'contract', ref: 0, currency, amount: -allocation.allocated };
  switch (input.kind) {
    case 'PAYMENT':
      return { type: 'CONTRACT_PAYMENT', lines: paymentLines(contract, input, allocation) };
    case 'PRE_PAYMENT':
      return { type: 'PRE_PAYMENT', lines: paymentLines(contract, input, allocation) };
    case 'ACCOUNT':
      return {
        type: 'CONTRACT_PAYMENT',
        lines: [{ kind: 'client', ref: contract.client_id, currency, amount: allocation.allocated }, credit],
      };
    case 'WRITE_OFF':
      return {
        type: 'CONTRACT_WRITE_OFF',
        lines: [
          { kind: 'expense_item', ref: input.costItemId ?? 0, currency, amount: allocation.allocated },
          credit,
        ],
      };
    default:
      return null;
  }
}

/** Posts a settlement's money through the journal (approved); answers the operation, or null for a kind that posts nothing. */
export async function postSettlementMoney(
  tx: DbOrTx,
  contract: LockedContract,
  input: SettleInput,
  allocation: AllocationResult,
  actor: SettleActor,
): Promise<number | null> {
  const posting = linesOf(contract, input, allocation);
  if (!posting) return null;
  const paid = input.paid && input.paid.currency !== contract.currency ? input.paid : undefined;
  const cashboxId = input.moneyAccount ? null : (input.cashboxId ?? null);
  return postOperation(
    tx,
    {
      type: posting.type,
      branchId: contract.branch_id,
      cashboxId: posting.type === 'CONTRACT_WRITE_OFF' || input.kind === 'ACCOUNT' ? null : cashboxId,
      date: input.date,
      amount: paid?.amount ?? input.amount,
      currency: paid?.currency ?? contract.currency,
      counterpart: { kind: 'client', id: contract.client_id },
      rate: paid?.rate,
      comment: input.reason,
      doc: { type: 'contract', id: contract.id },
      lines: posting.lines,
      idempotencyKey: input.idempotencyKey ? `contract-settlement:${input.idempotencyKey}` : undefined,
    },
    actor.userId,
    { approve: true, rules: actor.rules },
  );
}
