import type { SeparatePlanRowState, SeparateStatus } from '@savdo/shared/schemas/collection-process';

/**
 * A separate reimbursement plan's state as of a date, from its rows and the
 * contract's payments since the plan's start (dated, signed: a reversal is
 * negative): the payments cover the rows in order. A row whose date has
 * passed (due before `asOf`) and that the payments dated on or before its
 * date did not cover makes the plan BROKEN; every row covered: KEPT.
 */
export interface PlanRowInput {
  n: number;
  dueDate: string;
  amount: bigint;
}

export interface DatedPayment {
  date: string;
  amount: bigint;
}

export function separatePlanState(
  rows: readonly PlanRowInput[],
  payments: readonly DatedPayment[],
  asOf: string,
): {
  status: Exclude<SeparateStatus, 'CANCELED'>;
  paid: bigint;
  rows: (PlanRowInput & { covered: bigint; state: SeparatePlanRowState['state'] })[];
} {
  const paidBy = (date: string) => payments.filter((p) => p.date <= date).reduce((s, p) => s + p.amount, 0n);
  const paid = paidBy(asOf);
  let planned = 0n;
  let broken = false;
  let left = paid > 0n ? paid : 0n;
  const out = rows.map((row) => {
    planned += row.amount;
    const covered = left >= row.amount ? row.amount : left;
    left -= covered;
    let state: SeparatePlanRowState['state'] = covered === row.amount ? 'PAID' : 'DUE';
    if (row.dueDate < asOf && paidBy(row.dueDate) < planned) {
      broken = true;
      if (state !== 'PAID') state = 'MISSED';
    }
    return { ...row, covered, state };
  });
  const status = broken ? 'BROKEN' : paid >= planned ? 'KEPT' : 'ACTIVE';
  return { status, paid, rows: out };
}
