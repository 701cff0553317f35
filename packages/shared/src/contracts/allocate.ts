import { mulDivRound } from '../quantity/index.ts';

/**
 * How a settlement spreads over a contract's schedule (DECISIONS.md
 * "Instalment contracts" → Allocation), pure and exact.
 *
 * - A payment pays overdue rows oldest first, then the one due now, then the
 *   future rows in order (rows in due-date order); what is beyond the whole
 *   debt is overpaid (to the client's account).
 * - Forgiveness (a discount, a return, a write-off, an early-close bonus)
 *   spreads from the LAST row backwards by default: the client's next
 *   instalments stay as printed and the term shortens; `from: 'first'` goes
 *   in payment order; `dueAfter` keeps to rows due after a date and
 *   `markupOnly` forgives only markup (an early-close bonus).
 * - Within a row the markup part follows the row's running settled total:
 *   markup × settled ÷ amount, half up, less the markup already settled,
 *   kept within what is left of markup and principal; so a fully settled
 *   row's markup parts sum to its markup exactly, whatever the order of
 *   payments and reversals.
 */

export interface ScheduleState {
  n: number;
  dueDate: string;
  amount: bigint;
  markup: bigint;
  paid: bigint;
  forgiven: bigint;
  /** The markup part of paid + forgiven so far (default: pro rata, half up). */
  markupSettled?: bigint | undefined;
}

export type AllocationBucket = 'overdue' | 'current' | 'future';

export interface RowAllocation {
  n: number;
  amount: bigint;
  /** The markup part of `amount`. */
  markup: bigint;
  bucket: AllocationBucket;
}

export interface AllocationResult {
  rows: RowAllocation[];
  /** Σ rows. */
  allocated: bigint;
  /** What found no row (beyond the whole debt). */
  overpaid: bigint;
}

export interface ForgiveOptions {
  /** 'last' (default): from the last row backwards; 'first': in payment order. */
  from?: 'last' | 'first';
  /** Only rows due after this date (YYYY-MM-DD). */
  dueAfter?: string;
  /** Forgive markup only (at most each row's markup left). */
  markupOnly?: boolean;
}

export const leftOf = (r: ScheduleState): bigint => r.amount - r.paid - r.forgiven;

export const markupSettledOf = (r: ScheduleState): bigint =>
  r.markupSettled ?? (r.amount === 0n ? 0n : mulDivRound(r.markup, r.paid + r.forgiven, r.amount));

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** The markup part of `x` more settled on a row (see the file's comment). */
export function markupPart(row: ScheduleState, x: bigint): bigint {
  const settled = row.paid + row.forgiven;
  const ms = markupSettledOf(row);
  const principalLeft = row.amount - row.markup - (settled - ms);
  const target = row.amount === 0n ? 0n : mulDivRound(row.markup, settled + x, row.amount);
  return min(max(target - ms, max(0n, x - principalLeft)), min(x, row.markup - ms));
}

const byDue = (a: ScheduleState, b: ScheduleState) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.n - b.n;

/** Each open row's bucket as of `date`: due before it, the first due on or after it, the later ones. */
export function bucketsOf(schedule: readonly ScheduleState[], date: string): Map<number, AllocationBucket> {
  const buckets = new Map<number, AllocationBucket>();
  let current = false;
  for (const row of [...schedule].sort(byDue)) {
    if (leftOf(row) <= 0n) continue;
    if (row.dueDate < date) buckets.set(row.n, 'overdue');
    else if (!current) {
      buckets.set(row.n, 'current');
      current = true;
    } else buckets.set(row.n, 'future');
  }
  return buckets;
}

function spread(
  rows: readonly ScheduleState[],
  amount: bigint,
  buckets: Map<number, AllocationBucket>,
  markupOnly: boolean,
): AllocationResult {
  if (amount < 0n) throw new RangeError('a negative amount');
  const out: RowAllocation[] = [];
  let rest = amount;
  for (const row of rows) {
    if (rest === 0n) break;
    const room = markupOnly ? row.markup - markupSettledOf(row) : leftOf(row);
    const x = min(rest, room);
    if (x <= 0n) continue;
    const markup = markupOnly ? x : markupPart(row, x);
    out.push({ n: row.n, amount: x, markup, bucket: buckets.get(row.n) ?? 'future' });
    rest -= x;
  }
  return { rows: out, allocated: amount - rest, overpaid: rest };
}

/** A payment of `amount` on `date`: overdue rows oldest first, the current one, the future ones. */
export function allocatePayment(
  schedule: readonly ScheduleState[],
  amount: bigint,
  date: string,
): AllocationResult {
  return spread([...schedule].sort(byDue), amount, bucketsOf(schedule, date), false);
}

/** Forgiveness of `amount` on `date` (see `ForgiveOptions`); `overpaid` is what found no room. */
export function allocateForgiveness(
  schedule: readonly ScheduleState[],
  amount: bigint,
  date: string,
  options: ForgiveOptions = {},
): AllocationResult {
  let rows = [...schedule].sort(byDue);
  if (options.from !== 'first') rows.reverse();
  if (options.dueAfter !== undefined) {
    const after = options.dueAfter;
    rows = rows.filter((r) => r.dueDate > after);
  }
  return spread(rows, amount, bucketsOf(schedule, date), options.markupOnly ?? false);
}

/** The schedule after allocations (negative ones reverse): paid or forgiven and the markup settled move. */
export function applyAllocations(
  schedule: readonly ScheduleState[],
  rows: readonly Pick<RowAllocation, 'n' | 'amount' | 'markup'>[],
  forgives: boolean,
): ScheduleState[] {
  const byN = new Map(rows.map((r) => [r.n, r] as const));
  return schedule.map((s) => {
    const a = byN.get(s.n);
    if (!a) return s;
    return {
      ...s,
      paid: forgives ? s.paid : s.paid + a.amount,
      forgiven: forgives ? s.forgiven + a.amount : s.forgiven,
      markupSettled: markupSettledOf(s) + a.markup,
    };
  });
}

/** What is left of the whole schedule. */
export const scheduleRest = (schedule: readonly ScheduleState[]): bigint =>
  schedule.reduce((s, r) => s + leftOf(r), 0n);

/** The due date of the oldest row not fully settled; null when none is left. */
export function nextDueDate(schedule: readonly ScheduleState[]): string | null {
  const open = schedule.filter((r) => leftOf(r) > 0n).sort(byDue);
  return open[0]?.dueDate ?? null;
}
