import type { ScheduleState } from './allocate.ts';

/**
 * Late figures as of any date, derived from the schedule and the dated
 * allocations (DECISIONS.md "Instalment contracts" → Late), never stored:
 * a row is settled as of a date by the allocations (payments, forgiveness
 * and their reversals) dated on or before it.
 */

export interface DatedAllocation {
  n: number;
  /** Business date, YYYY-MM-DD. */
  date: string;
  /** Signed (a reversal is negative); paid and forgiven alike. */
  amount: bigint;
}

/** A frozen period: from `from` (inclusive) to `to` (exclusive, the unfreeze day); `to` null while frozen. */
export interface FrozenInterval {
  from: string;
  to: string | null;
}

export interface Lateness {
  /** Σ left of the rows due before the date. */
  overdue: bigint;
  /** The rows due before the date and not fully settled by it. */
  lateMonths: number;
  /** Days from the oldest such row's due date to the date, less the frozen days; 0 when none. */
  daysLate: number;
  /** That row's due date. */
  oldestDue: string | null;
}

const DAY = 86_400_000;
const dayNumber = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY;

/** Days in (after, upTo] that fall in no frozen interval. */
export function unfrozenDays(after: string, upTo: string, frozen: readonly FrozenInterval[]): number {
  const start = dayNumber(after) + 1;
  const end = dayNumber(upTo) + 1;
  if (end <= start) return 0;
  // merge the intervals clipped to [start, end) so overlaps count once
  const clipped = frozen
    .map((f) => [Math.max(dayNumber(f.from), start), Math.min(f.to ? dayNumber(f.to) : end, end)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let frozenDays = 0;
  let reached = start;
  for (const [a, b] of clipped) {
    const from = Math.max(a, reached);
    if (b > from) frozenDays += b - from;
    reached = Math.max(reached, b);
  }
  return end - start - frozenDays;
}

/** Overdue sum, late months and days late as of `asOf` (see the file's comment). */
export function lateness(
  schedule: readonly Pick<ScheduleState, 'n' | 'dueDate' | 'amount'>[],
  allocations: readonly DatedAllocation[],
  asOf: string,
  frozen: readonly FrozenInterval[] = [],
): Lateness {
  const settled = new Map<number, bigint>();
  for (const a of allocations) {
    if (a.date <= asOf) settled.set(a.n, (settled.get(a.n) ?? 0n) + a.amount);
  }
  let overdue = 0n;
  let lateMonths = 0;
  let oldestDue: string | null = null;
  for (const row of schedule) {
    if (row.dueDate >= asOf) continue;
    const left = row.amount - (settled.get(row.n) ?? 0n);
    if (left <= 0n) continue;
    overdue += left;
    lateMonths += 1;
    if (oldestDue === null || row.dueDate < oldestDue) oldestDue = row.dueDate;
  }
  const daysLate = oldestDue === null ? 0 : unfrozenDays(oldestDue, asOf, frozen);
  return { overdue, lateMonths, daysLate, oldestDue };
}
