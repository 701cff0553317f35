import type { ScheduleState } from './allocate.ts';
import { type DatedAllocation, type FrozenInterval, unfrozenDays } from './lateness.ts';

/**
 * Payment discipline (issue 11 item 2, DECISIONS.md "Client ratings"): for
 * every instalment of a schedule, the days late at which it was settled, or,
 * still open, how late it is as of a date — derived from the schedule, the
 * dated allocations (payments, forgiveness and their reversals) and the
 * frozen periods alone, like `lateness`. Row 0 (the prepayment) is not an
 * instalment and is left out.
 */

/** An instalment as of a date. */
export interface InstalmentDiscipline {
  n: number;
  dueDate: string;
  amount: bigint;
  /** What the allocations dated on or before the date settled of it. */
  settled: bigint;
  /** The day it became (and stayed) fully settled; null while open. */
  settledOn: string | null;
  /** Days after its due date (less frozen days) it was settled, or is open, as of the date; 0 when on time. */
  daysLate: number;
  /** Due before the date and not fully settled by it. */
  open: boolean;
}

export type Bucket = 'ON_TIME' | 'D1_30' | 'D31_60' | 'D61_90' | 'D91';
export const BUCKETS: readonly Bucket[] = ['ON_TIME', 'D1_30', 'D31_60', 'D61_90', 'D91'];

/** The bucket of a number of days late. */
export function bucketOf(daysLate: number): Bucket {
  if (daysLate <= 0) return 'ON_TIME';
  if (daysLate <= 30) return 'D1_30';
  if (daysLate <= 60) return 'D31_60';
  if (daysLate <= 90) return 'D61_90';
  return 'D91';
}

/**
 * Each instalment counted as of `asOf`: due before it (settled or not), or
 * settled by it ahead of its due date (on time). An instalment due on or
 * after the date and not settled yet is not counted (nothing is known yet).
 */
export function instalmentDiscipline(
  schedule: readonly Pick<ScheduleState, 'n' | 'dueDate' | 'amount'>[],
  allocations: readonly DatedAllocation[],
  asOf: string,
  frozen: readonly FrozenInterval[] = [],
): InstalmentDiscipline[] {
  const byRow = new Map<number, DatedAllocation[]>();
  for (const a of allocations) {
    if (a.date > asOf) continue;
    const list = byRow.get(a.n) ?? [];
    list.push(a);
    byRow.set(a.n, list);
  }
  const out: InstalmentDiscipline[] = [];
  for (const row of [...schedule].sort((x, y) => x.n - y.n)) {
    if (row.n === 0 || row.amount <= 0n) continue;
    const dated = (byRow.get(row.n) ?? []).sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    // the settling day: the last day the running sum reached the amount (a reversal after it reopens the row)
    let sum = 0n;
    let settledOn: string | null = null;
    for (let i = 0; i < dated.length; i += 1) {
      const a = dated[i] as DatedAllocation;
      sum += a.amount;
      const next = dated[i + 1];
      if (next && next.date === a.date) continue; // one day's allocations count together
      if (sum >= row.amount) settledOn ??= a.date;
      else settledOn = null;
    }
    const open = settledOn === null;
    if (open && row.dueDate >= asOf) continue;
    const until = settledOn ?? asOf;
    const daysLate = until > row.dueDate ? unfrozenDays(row.dueDate, until, frozen) : 0;
    out.push({ n: row.n, dueDate: row.dueDate, amount: row.amount, settled: sum, settledOn, daysLate, open });
  }
  return out;
}

export type Grade = 'A' | 'B' | 'C' | 'D' | 'E' | 'N';
export const GRADES: readonly Grade[] = ['A', 'B', 'C', 'D', 'E', 'N'];

/** A client's (or a contract's) payment discipline as of a date. */
export interface DisciplineSummary {
  /** Instalments counted (see `instalmentDiscipline`). */
  instalments: number;
  onTime: number;
  /** Instalments by the days late they were settled at, or are open at: 1–30, 31–60, 61–90, 91+. */
  late1to30: number;
  late31to60: number;
  late61to90: number;
  late91: number;
  /** Instalments settled after their due date. */
  paidLate: number;
  /** Instalments due and nothing settled of them. */
  skipped: number;
  /** Instalments open and late now. */
  openLate: number;
  /** The most days late any instalment was settled at or is open at. */
  worstDaysLate: number;
  /** The most days late of the open instalments (0 when none is late). */
  currentDaysLate: number;
  /** 0–100, null with no instalment counted. */
  score: number | null;
  /** A ≥ 90, B ≥ 75, C ≥ 60, D ≥ 40, E below; N: no history. */
  grade: Grade;
}

/** Weight of a bucket in quarters of an instalment: on time 0 … 91+ days a whole one. */
const WEIGHT: Record<Bucket, number> = { ON_TIME: 0, D1_30: 1, D31_60: 2, D61_90: 3, D91: 4 };

/** The ceiling the current days late put on the score (a client late now cannot rate well). */
function ceilingOf(currentDaysLate: number): number {
  if (currentDaysLate > 90) return 20;
  if (currentDaysLate > 60) return 40;
  if (currentDaysLate > 30) return 55;
  if (currentDaysLate > 0) return 85;
  return 100;
}

/** The grade of a score. */
export function gradeOf(score: number | null): Grade {
  if (score === null) return 'N';
  if (score >= 90) return 'A';
  if (score >= 75) return 'B';
  if (score >= 60) return 'C';
  if (score >= 40) return 'D';
  return 'E';
}

/**
 * The summary of instalments (any number of contracts together). Score =
 * 100 − 25 × Σ weight / instalments (rounded), weights 0 on time, 1 for
 * 1–30 days, 2 for 31–60, 3 for 61–90, 4 for 91+; then at most 85 while
 * late now, 55 beyond 30 days, 40 beyond 60, 20 beyond 90.
 */
export function summarize(rows: readonly InstalmentDiscipline[]): DisciplineSummary {
  const s: DisciplineSummary = {
    instalments: rows.length,
    onTime: 0,
    late1to30: 0,
    late31to60: 0,
    late61to90: 0,
    late91: 0,
    paidLate: 0,
    skipped: 0,
    openLate: 0,
    worstDaysLate: 0,
    currentDaysLate: 0,
    score: null,
    grade: 'N',
  };
  let weight = 0;
  for (const r of rows) {
    const bucket = bucketOf(r.daysLate);
    weight += WEIGHT[bucket];
    if (bucket === 'ON_TIME') s.onTime += 1;
    else if (bucket === 'D1_30') s.late1to30 += 1;
    else if (bucket === 'D31_60') s.late31to60 += 1;
    else if (bucket === 'D61_90') s.late61to90 += 1;
    else s.late91 += 1;
    if (!r.open && r.daysLate > 0) s.paidLate += 1;
    if (r.open && r.settled <= 0n) s.skipped += 1;
    if (r.open && r.daysLate > 0) {
      s.openLate += 1;
      s.currentDaysLate = Math.max(s.currentDaysLate, r.daysLate);
    }
    s.worstDaysLate = Math.max(s.worstDaysLate, r.daysLate);
  }
  if (rows.length > 0) {
    const raw = 100 - Math.round((25 * weight) / rows.length);
    s.score = Math.min(raw, ceilingOf(s.currentDaysLate));
  }
  s.grade = gradeOf(s.score);
  return s;
}
