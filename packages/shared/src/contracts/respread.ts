import { allocatePayment, type ScheduleState } from './allocate.ts';

/**
 * Payments in the order of their dates, whatever the order they were
 * entered in (DECISIONS.md "Instalment contracts" → Late; docs/DECISIONS.md
 * "Back-dated payments and reversals"). A payment entered with an earlier
 * date than payments already taken, or the reversal of a payment that later
 * ones were spread after, would otherwise leave the instalments paid out of
 * order: an old instalment unpaid while a newer one is paid, and days late
 * that no sequence of real payments gives. So the paying settlements of a
 * contract are spread again, oldest date first (then in entry order), over
 * the schedule with everything forgiven already in place: each payment pays
 * the oldest rows left when it was made. What changed is written as new
 * allocation rows of the same settlements (the history stays append-only).
 */

export interface PaidRow {
  amount: bigint;
  markup: bigint;
}

export interface PayingSettlement {
  id: number;
  /** Business date, YYYY-MM-DD. */
  date: string;
  /** What the settlement holds now on each row (net of earlier respreads). */
  rows: ReadonlyMap<number, PaidRow>;
}

export interface RowDelta {
  settlementId: number;
  date: string;
  n: number;
  amount: bigint;
  markup: bigint;
}

const total = (rows: ReadonlyMap<number, PaidRow>): bigint => {
  let sum = 0n;
  for (const r of rows.values()) sum += r.amount;
  return sum;
};

/**
 * The rows to append so that each paying settlement holds what a spread in
 * date order gives. `schedule` carries only what is forgiven (paid 0, with
 * `markupSettled` the forgiven markup); each settlement keeps its total.
 * Null when the totals do not fit the schedule that way (never for
 * payments and forgiveness alone; the caller then leaves the rows as they are).
 */
export function respreadPayments(
  schedule: readonly ScheduleState[],
  settlements: readonly PayingSettlement[],
): RowDelta[] | null {
  const state = new Map(schedule.map((r) => [r.n, { ...r, markupSettled: r.markupSettled ?? 0n }]));
  const ordered = [...settlements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  const deltas: RowDelta[] = [];
  for (const s of ordered) {
    const spread = allocatePayment([...state.values()], total(s.rows), s.date);
    if (spread.overpaid !== 0n) return null;
    const wanted = new Map(spread.rows.map((r) => [r.n, r]));
    for (const r of spread.rows) {
      const row = state.get(r.n);
      if (row)
        state.set(r.n, { ...row, paid: row.paid + r.amount, markupSettled: row.markupSettled + r.markup });
    }
    for (const n of new Set([...wanted.keys(), ...s.rows.keys()])) {
      const want = wanted.get(n) ?? { amount: 0n, markup: 0n };
      const have = s.rows.get(n) ?? { amount: 0n, markup: 0n };
      if (want.amount !== have.amount || want.markup !== have.markup) {
        deltas.push({
          settlementId: s.id,
          date: s.date,
          n,
          amount: want.amount - have.amount,
          markup: want.markup - have.markup,
        });
      }
    }
  }
  return deltas;
}
