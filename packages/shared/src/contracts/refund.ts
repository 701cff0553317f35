import { mulDivRound } from '../quantity/index.ts';
import { type AllocationResult, markupSettledOf, type ScheduleState } from './allocate.ts';

/**
 * What a return gives back (DECISIONS.md "Instalment contracts" → Returns),
 * pure and exact: the returned goods' share of the schedule, and how a
 * refund takes paid money off the schedule's rows.
 */

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

const byDueDesc = (a: ScheduleState, b: ScheduleState) =>
  a.dueDate < b.dueDate ? 1 : a.dueDate > b.dueDate ? -1 : b.n - a.n;

/**
 * Un-pays `amount` from the rows paid last (from the last row backwards):
 * negative `paid` allocations whose markup parts keep every row's markup
 * settled within its bounds (pro rata to what stays settled, half up). The
 * caller forgives the same rows at once (a RETURN), so a row's settled total
 * does not move; `overpaid` is what found no paid money (0 when the amount is
 * at most what was paid).
 */
export function allocateRefund(schedule: readonly ScheduleState[], amount: bigint): AllocationResult {
  if (amount < 0n) throw new RangeError('a negative amount');
  const rows: AllocationResult['rows'] = [];
  let rest = amount;
  for (const row of [...schedule].sort(byDueDesc)) {
    if (rest === 0n) break;
    const x = min(rest, row.paid);
    if (x <= 0n) continue;
    const settled = row.paid + row.forgiven - x;
    const ms = markupSettledOf(row);
    const target = row.amount === 0n ? 0n : mulDivRound(row.markup, settled, row.amount);
    const low = max(max(0n, settled - (row.amount - row.markup)), ms - x);
    const high = min(min(row.markup, settled), ms);
    const kept = min(max(target, low), high);
    rows.push({ n: row.n, amount: -x, markup: kept - ms, bucket: 'future' });
    rest -= x;
  }
  return { rows, allocated: -(amount - rest), overpaid: rest };
}

/** What a contract's goods line is worth net of its discount, minor units: unit price × quantity (thousandths), half up. */
export const lineValue = (item: { price: bigint; quantity: bigint; discount: bigint }): bigint =>
  mulDivRound(item.price, item.quantity, 1000n) - item.discount;

/**
 * The share of the whole schedule `total` (prepayment and debt) that goods
 * worth `returnedBefore` + `returnedNow` of all the goods' `value` stand for,
 * less the share of `returnedBefore`: by running totals, so the shares of
 * every return of a contract sum to `total` exactly when all goods came back.
 */
export function returnShare(
  total: bigint,
  value: bigint,
  returnedBefore: bigint,
  returnedNow: bigint,
): bigint {
  if (value <= 0n) return 0n;
  const after =
    returnedBefore + returnedNow >= value ? total : mulDivRound(total, returnedBefore + returnedNow, value);
  const before = returnedBefore >= value ? total : mulDivRound(total, returnedBefore, value);
  return after - before;
}

/** The value of `returned` of a line's `quantity` (running totals, like `returnShare`). */
export function returnedValue(
  item: { price: bigint; quantity: bigint; discount: bigint },
  returnedBefore: bigint,
  returnedNow: bigint,
): bigint {
  const value = lineValue(item);
  if (item.quantity <= 0n) return 0n;
  const share = (q: bigint) => (q >= item.quantity ? value : mulDivRound(value, q, item.quantity));
  return share(returnedBefore + returnedNow) - share(returnedBefore);
}

/** The cost of `returnedNow` of what was released at `cost` (running totals over `released`). */
export function returnedCost(
  cost: bigint,
  released: bigint,
  returnedBefore: bigint,
  returnedNow: bigint,
): bigint {
  if (released <= 0n) return 0n;
  const share = (q: bigint) => (q >= released ? cost : mulDivRound(cost, q, released));
  return share(returnedBefore + returnedNow) - share(returnedBefore);
}

/**
 * The early-close bonus as of `date`: `percent` (of the general settings,
 * up to two fraction digits) of the markup still unsettled in the rows due
 * after the date, half up (DECISIONS.md "Early close"). The engine forgives
 * it as markup of those same rows (`dueAfter`, `markupOnly`), so it always
 * fits.
 */
export function earlyCloseBonus(schedule: readonly ScheduleState[], date: string, percent: number): bigint {
  const basisPoints = BigInt(Math.round(percent * 100));
  if (basisPoints <= 0n) return 0n;
  const base = schedule
    .filter((r) => r.dueDate > date)
    .reduce((s, r) => s + (r.markup - markupSettledOf(r)), 0n);
  return mulDivRound(base, basisPoints, 10_000n);
}
