import { sql } from 'drizzle-orm';
import type { Line } from '../../../ledgers/money/lines.ts';
import { postOperation } from '../../../ledgers/money/operations.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';

/**
 * Points in the money journal (DECISIONS.md "Client bonuses"): what points
 * pay for a bonus order is the bonus programme's expense and the sale's
 * revenue, 1 point = 1 soʻm minor unit. No cashbox: no cash moves.
 */

/** Spent (BONUS_PAY): the expense debited, the revenue credited; given back (BONUS_PRODUCT_INPUT): the other way. */
export function pointsLines(points: bigint, spent: boolean): Line[] {
  const sign = spent ? 1n : -1n;
  return [
    { kind: 'bonus_expense', ref: 0, currency: 'UZS', amount: sign * points },
    { kind: 'cash_trade', ref: 0, currency: 'UZS', amount: -sign * points },
  ];
}

export interface PointsPosting {
  orderId: number;
  clientId: number;
  warehouseId: number;
  points: bigint;
  date: string;
  comment?: string | undefined;
}

/** The branch of the warehouse the goods left (the operation's branch; no cashbox names one). */
async function branchOf(tx: DbOrTx, warehouseId: number): Promise<number | null> {
  const rows = await tx.execute<{ branch_id: string | null }>(
    sql`select branch_id from warehouses where id = ${warehouseId}`,
  );
  const id = rows.rows[0]?.branch_id;
  return id === null || id === undefined ? null : Number(id);
}

/**
 * Posts the points of a bonus order (spent: BONUS_PAY) or of its return
 * (given back: BONUS_PRODUCT_INPUT), approved at once, doc `bonus_order`,
 * in the caller's transaction. Nothing for no points; answers the operation.
 */
export async function postPoints(
  tx: DbOrTx,
  p: PointsPosting,
  spent: boolean,
  actor: Actor,
): Promise<number | null> {
  if (p.points <= 0n) return null;
  return postOperation(
    tx,
    {
      type: spent ? 'BONUS_PAY' : 'BONUS_PRODUCT_INPUT',
      branchId: await branchOf(tx, p.warehouseId),
      cashboxId: null,
      date: p.date,
      amount: p.points,
      currency: 'UZS',
      counterpart: { kind: 'client', id: p.clientId },
      comment: p.comment,
      doc: { type: 'bonus_order', id: p.orderId },
      lines: pointsLines(p.points, spent),
    },
    actor.userId,
    { approve: true, rules: actor.rules },
  );
}

export interface CashPosting {
  orderId: number;
  clientId: number;
  branchId: number | null;
  cashboxId: number;
  amount: bigint;
  date: string;
  comment?: string | undefined;
}

/**
 * The cash part of a bonus order into its cashbox (paid: cashbox debit,
 * `cash_trade` revenue credit) or a returned part's share back out of it
 * (the other way): a BONUS_DIFFERENCE operation, approved at once, doc
 * `bonus_order`, in the caller's transaction. Answers the operation.
 */
export function postCash(tx: DbOrTx, c: CashPosting, paid: boolean, actor: Actor): Promise<number> {
  const sign = paid ? 1n : -1n;
  return postOperation(
    tx,
    {
      type: 'BONUS_DIFFERENCE',
      branchId: c.branchId,
      cashboxId: c.cashboxId,
      date: c.date,
      amount: c.amount,
      currency: 'UZS',
      counterpart: { kind: 'client', id: c.clientId },
      comment: c.comment,
      doc: { type: 'bonus_order', id: c.orderId },
      lines: [
        { kind: 'cashbox', ref: c.cashboxId, currency: 'UZS', amount: sign * c.amount },
        { kind: 'cash_trade', ref: 0, currency: 'UZS', amount: -sign * c.amount },
      ],
    },
    actor.userId,
    { approve: true, rules: actor.rules },
  );
}
