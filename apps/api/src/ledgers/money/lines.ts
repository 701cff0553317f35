import type { Currency } from '@savdo/shared/money';
import {
  CASHBOX_OPERATIONS,
  type CashboxOperationType,
  type MoneyAccountKind,
} from '@savdo/shared/schemas/money';

/** An account of the journal: (kind, record, currency); ref 0 for company-wide accounts. */
export interface AccountKey {
  kind: MoneyAccountKind;
  ref: number;
  currency: Currency;
}

/** One posting an operation makes: + debit, − credit, in minor units of the account's currency. */
export interface Line extends AccountKey {
  amount: bigint;
}

/** How lines are kept in an operation's `lines` column (bigint as a string). */
export interface StoredLine {
  kind: MoneyAccountKind;
  ref: number;
  currency: Currency;
  amount: string;
}

export const accountKey = (a: AccountKey): string => `${a.kind}:${a.ref}:${a.currency}`;

/** Sums per currency; an operation balances when every sum is 0. */
export function sumsByCurrency(lines: readonly Line[]): Map<Currency, bigint> {
  const sums = new Map<Currency, bigint>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0n) + line.amount);
  return sums;
}

/** Throws unless the lines are non-empty, non-zero, and sum to zero in each currency. */
export function assertBalanced(lines: readonly Line[]): void {
  if (lines.length < 2) throw new Error('an operation needs at least two postings');
  if (lines.some((l) => l.amount === 0n)) throw new Error('a posting of 0');
  for (const [currency, sum] of sumsByCurrency(lines)) {
    if (sum !== 0n) throw new Error(`postings do not balance in ${currency}: ${sum}`);
  }
}

/** The same postings with opposite signs: what a reversing operation posts. */
export const reverseLines = (lines: readonly Line[]): Line[] =>
  lines.map((l) => ({ ...l, amount: -l.amount }));

export const storeLines = (lines: readonly Line[]): StoredLine[] =>
  lines.map((l) => ({ kind: l.kind, ref: l.ref, currency: l.currency, amount: l.amount.toString() }));

export const loadLines = (stored: readonly StoredLine[]): Line[] =>
  stored.map((l) => ({ kind: l.kind, ref: l.ref, currency: l.currency, amount: BigInt(l.amount) }));

/**
 * The two postings of a cash operation: money in debits the cashbox and
 * credits the counterpart, money out the reverse. "Other" income and
 * expense without a counterpart go to the company-wide account (ref 0).
 */
export function cashboxOperationLines(
  type: CashboxOperationType,
  cashboxId: number,
  counterpartId: number | undefined,
  currency: Currency,
  amount: bigint,
): Line[] {
  const spec = CASHBOX_OPERATIONS[type];
  const sign = spec.direction === 'in' ? 1n : -1n;
  return [
    { kind: 'cashbox', ref: cashboxId, currency, amount: sign * amount },
    { kind: spec.kind, ref: counterpartId ?? 0, currency, amount: -sign * amount },
  ];
}

const RATE_SCALE = 10_000n;

/** "12750.5" → 127505000n (four fraction digits). */
export function parseRate(rate: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not a rate: ${rate}`);
  return BigInt(match[1] ?? '0') * RATE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** a / b rounded half away from zero (both positive). */
const divRound = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * What an exchange gives for `amount` (minor units of `from`) at `rate`
 * (UZS per USD): USD → UZS multiplies, UZS → USD divides; both rounded half
 * up to the minor unit.
 */
export function exchangeAmount(from: Currency, amount: bigint, rate: string): bigint {
  const scaled = parseRate(rate);
  if (scaled <= 0n) throw new RangeError('rate must be positive');
  return from === 'USD' ? divRound(amount * scaled, RATE_SCALE) : divRound(amount * RATE_SCALE, scaled);
}

/**
 * An exchange inside one cashbox: the given currency leaves the cashbox for
 * the exchange account, the other comes back from it; each currency
 * balances, and the exchange account keeps what was traded.
 */
export function exchangeLines(cashboxId: number, from: Currency, amount: bigint, received: bigint): Line[] {
  const to: Currency = from === 'UZS' ? 'USD' : 'UZS';
  return [
    { kind: 'cashbox', ref: cashboxId, currency: from, amount: -amount },
    { kind: 'exchange', ref: 0, currency: from, amount },
    { kind: 'exchange', ref: 0, currency: to, amount: -received },
    { kind: 'cashbox', ref: cashboxId, currency: to, amount: received },
  ];
}
