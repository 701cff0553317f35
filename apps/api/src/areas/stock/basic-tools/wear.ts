import { toMinor } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';

/**
 * The arithmetic of fixed assets, in tiyin (bigint), exact.
 *
 * Straight-line wear: a month wears cost × yearly rate / 100 / 12, rounded
 * half up to the tiyin, never more than the book value left (so the last
 * month takes exactly the remainder and the book value ends at 0), and at
 * least one tiyin while anything is left and the rate is above zero (so a
 * tiny cost is worn out too). This is the wear of a unit never repriced; after
 * a repricing see `remainingWear`.
 */
export function monthlyWear(cost: bigint, yearlyRate: string, bookValue: bigint): bigint {
  if (bookValue <= 0n || cost <= 0n) return 0n;
  // The rate in hundredths of a percent: 20.00 % → 2000; a month is 1/12 of a year.
  const hundredths = toMinor(yearlyRate);
  if (hundredths <= 0n) return 0n;
  const wear = mulDivRound(cost, hundredths, 100n * 100n * 12n);
  const atLeastOne = wear > 0n ? wear : 1n;
  return atLeastOne < bookValue ? atLeastOne : bookValue;
}

/**
 * The useful life a yearly rate gives, in months: 1200 / rate %, a started
 * month counted whole (20 % → 60, 7 % → 172); 0 at a zero rate (no wear).
 */
export function lifeMonths(yearlyRate: string): number {
  const hundredths = toMinor(yearlyRate);
  if (hundredths <= 0n) return 0;
  return Number((120_000n + hundredths - 1n) / hundredths);
}

/** Calendar months from one month (`YYYY-MM`) to another: 2025-11 → 2026-02 is 3. */
export function monthsBetween(from: string, to: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  return index(to) - index(from);
}

/**
 * The months of life left for the wear of `month`, this one counted: the life
 * starts the month after the unit was put to use (NSBU 5) and runs for
 * `lifeMonths` calendar months. At least 1, so a unit past the end of its
 * life wears what is left at once.
 */
export function monthsLeft(putDate: string, month: string, yearlyRate: string): number {
  const before = monthsBetween(putDate.slice(0, 7), month) - 1;
  return Math.max(1, lifeMonths(yearlyRate) - before);
}

/**
 * Wear of a month after a repricing (IAS 16 / NSBU 5 revaluation): the book
 * value spread over the months of life left, exact in tiyin. A month takes
 * book value / months left rounded down, so the amounts are one tiyin apart
 * at most (the larger ones last), never more than the book value, and the
 * last month of life (one month left) takes exactly the rest: the book value
 * reaches 0 at the end of the life, not before.
 */
export function remainingWear(bookValue: bigint, left: number): bigint {
  if (bookValue <= 0n) return 0n;
  if (left <= 1) return bookValue;
  return bookValue / BigInt(left);
}

/** What a unit wears in a month. */
export interface WearBasis {
  cost: bigint;
  bookValue: bigint;
  yearlyRate: string;
  /** `YYYY-MM-DD`, the date it was put to use. */
  putDate: string;
  /** Whether it has been repriced: from then on its book value is worn over the life left. */
  repriced: boolean;
}

/**
 * A unit's wear for a month: straight-line from the cost until it is
 * repriced, then the revalued book value over the months of life left.
 */
export function wearOfMonth(unit: WearBasis, month: string): bigint {
  if (toMinor(unit.yearlyRate) <= 0n) return 0n;
  if (!unit.repriced) return monthlyWear(unit.cost, unit.yearlyRate, unit.bookValue);
  return remainingWear(unit.bookValue, monthsLeft(unit.putDate, month, unit.yearlyRate));
}

/** Splits an amount into `parts` shares differing by at most one tiyin, the first ones larger; they sum to it exactly. */
export function splitEvenly(amount: bigint, parts: number): bigint[] {
  if (parts <= 0) throw new RangeError('parts must be positive');
  const n = BigInt(parts);
  const base = amount / n;
  const rest = amount - base * n;
  return Array.from({ length: parts }, (_, i) => base + (BigInt(i) < rest ? 1n : 0n));
}

/** The last day of a month (`YYYY-MM-DD`): the business date of its wear. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}
