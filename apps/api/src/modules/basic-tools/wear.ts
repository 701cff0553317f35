import { toMinor } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';

/**
 * The arithmetic of fixed assets, in tiyin (bigint), exact.
 *
 * Straight-line wear: a month wears cost × yearly rate / 100 / 12, rounded
 * half up to the tiyin, never more than the book value left (so the last
 * month takes exactly the remainder and the book value ends at 0), and at
 * least one tiyin while anything is left and the rate is above zero (so a
 * tiny cost is worn out too).
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
