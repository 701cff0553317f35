import { createHash } from 'node:crypto';
import { toMinor } from '@savdo/shared/money';
import { isMoney } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  cancelOnline,
  contractByAccount,
  createOnline,
  onlineOf,
  performOnline,
  refusalOf,
} from './online.ts';

/**
 * Click's merchant callbacks (SHOP API): Prepare (`action` 0) and Complete
 * (`action` 1), form posts signed with
 * `md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id
 * [+ merchant_prepare_id] + amount + action + sign_time)`.
 * `merchant_trans_id` is the contract's number (or `PREFIX-number`);
 * `amount` is so'm with up to two decimals. Prepare enters the transaction
 * (state 1), Complete performs it once (a repeated Complete answers -4,
 * already paid), a Complete with Click's `error` < 0 cancels a transaction
 * not yet paid (-9).
 */

export const CLICK_ERRORS = {
  OK: 0,
  SIGN: -1,
  AMOUNT: -2,
  ACTION: -3,
  ALREADY_PAID: -4,
  USER_NOT_FOUND: -5,
  TRANSACTION_NOT_FOUND: -6,
  UPDATE_FAILED: -7,
  REQUEST: -8,
  CANCELLED: -9,
} as const;

const NOTES: Record<number, string> = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update user',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
};

export type ClickParams = Record<string, string | undefined>;

export interface ClickAnswer {
  click_trans_id: string;
  merchant_trans_id: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: number;
  error_note: string;
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** The sign Click sends for a Prepare (no prepare id) or a Complete. */
export function clickSign(p: ClickParams, secret: string): string {
  const prepare = p.action === '1' ? (p.merchant_prepare_id ?? '') : '';
  return md5(
    `${p.click_trans_id ?? ''}${p.service_id ?? ''}${secret}${p.merchant_trans_id ?? ''}${prepare}${p.amount ?? ''}${p.action ?? ''}${p.sign_time ?? ''}`,
  );
}

const answer = (
  p: ClickParams,
  error: number,
  ids: { prepare?: number; confirm?: number } = {},
): ClickAnswer => ({
  click_trans_id: p.click_trans_id ?? '',
  merchant_trans_id: p.merchant_trans_id ?? '',
  ...(ids.prepare !== undefined ? { merchant_prepare_id: ids.prepare } : {}),
  ...(ids.confirm !== undefined ? { merchant_confirm_id: ids.confirm } : {}),
  error,
  error_note: NOTES[error] ?? 'Error',
});

/** The amount in tiyin, or null when it is not a sum. */
function amountOf(p: ClickParams): bigint | null {
  const amount = p.amount?.trim() ?? '';
  if (!isMoney(amount)) return null;
  return toMinor(amount);
}

async function prepare(db: Db, p: ClickParams): Promise<ClickAnswer> {
  const amount = amountOf(p);
  if (amount === null) return answer(p, CLICK_ERRORS.AMOUNT);
  const id = p.click_trans_id ?? '';
  return withTransactionRetry(db, async (tx) => {
    const existing = await tx.execute<{ id: string; state: number; amount: string }>(
      sql`select id, state, amount from online_payments where provider = 'CLICK' and provider_id = ${id}`,
    );
    const row = existing.rows[0];
    if (row) {
      if (Number(row.state) === 2) return answer(p, CLICK_ERRORS.ALREADY_PAID);
      if (Number(row.state) < 0) return answer(p, CLICK_ERRORS.CANCELLED);
      if (BigInt(row.amount) !== amount) return answer(p, CLICK_ERRORS.AMOUNT);
      return answer(p, CLICK_ERRORS.OK, { prepare: Number(row.id) });
    }
    const contract = await contractByAccount(tx, p.merchant_trans_id ?? '');
    const why = refusalOf(contract, amount);
    if (why === 'account' || !contract) return answer(p, CLICK_ERRORS.USER_NOT_FOUND);
    if (why === 'amount') return answer(p, CLICK_ERRORS.AMOUNT);
    const made = await createOnline(tx, {
      provider: 'CLICK',
      providerId: id,
      contract,
      amount,
      time: Date.now(),
    });
    return answer(p, CLICK_ERRORS.OK, { prepare: made.id });
  });
}

/**
 * Complete: performs a prepared transaction once, or cancels it when Click
 * reports its own failure (`error` < 0, e.g. -5017 not enough money): -9.
 * A transaction already paid answers -4 whatever the Complete says, a
 * second Complete or a late cancellation alike: the payment stays, as Click's
 * SHOP API has an already paid transaction answered (docs/DECISIONS.md).
 */
async function complete(db: Db, p: ClickParams): Promise<ClickAnswer> {
  const amount = amountOf(p);
  const prepareId = Number(p.merchant_prepare_id);
  if (!Number.isSafeInteger(prepareId) || prepareId <= 0)
    return answer(p, CLICK_ERRORS.TRANSACTION_NOT_FOUND);
  return withTransactionRetry(db, async (tx) => {
    const row = await onlineOf(tx, 'CLICK', p.click_trans_id ?? '', true);
    if (!row || row.id !== prepareId) return answer(p, CLICK_ERRORS.TRANSACTION_NOT_FOUND);
    if (row.state === 2) return answer(p, CLICK_ERRORS.ALREADY_PAID, { confirm: row.id });
    if (row.state < 0) return answer(p, CLICK_ERRORS.CANCELLED);
    if (amount === null || amount !== row.amount) return answer(p, CLICK_ERRORS.AMOUNT);
    if (Number(p.error ?? 0) < 0) {
      await cancelOnline(tx, row, Number(p.error));
      return answer(p, CLICK_ERRORS.CANCELLED);
    }
    try {
      const done = await performOnline(tx, row);
      return answer(p, CLICK_ERRORS.OK, { prepare: done.id, confirm: done.id });
    } catch (error) {
      if (error instanceof AppError) return answer(p, CLICK_ERRORS.UPDATE_FAILED);
      throw error;
    }
  });
}

/** The fields every callback carries (and Complete its prepare id); one missing is -8. */
const REQUIRED = [
  'click_trans_id',
  'service_id',
  'merchant_trans_id',
  'amount',
  'action',
  'sign_time',
] as const;

const incomplete = (p: ClickParams): boolean =>
  REQUIRED.some((field) => !p[field]) || (p.action === '1' && !p.merchant_prepare_id);

/**
 * Answers one Click callback: its fields first (-8 when one is missing), the
 * sign next (-1 when it or the secret is missing or wrong), then the action (-3 for another one, or for
 * one the endpoint called does not take: `expected`).
 */
export async function clickMerchant(
  db: Db,
  p: ClickParams,
  secret: string | null,
  expected?: '0' | '1',
): Promise<ClickAnswer> {
  if (incomplete(p)) return answer(p, CLICK_ERRORS.REQUEST);
  if (!secret || !p.sign_string || p.sign_string.toLowerCase() !== clickSign(p, secret))
    return answer(p, CLICK_ERRORS.SIGN);
  if (expected !== undefined && p.action !== expected) return answer(p, CLICK_ERRORS.ACTION);
  if (p.action === '0') return prepare(db, p);
  if (p.action === '1') return complete(db, p);
  return answer(p, CLICK_ERRORS.ACTION);
}
