import { type Currency, fromMinor } from '@savdo/shared/money';
import type { HomeLineKey } from '@savdo/shared/schemas/home';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';

/** A line's figures: what it is about (a cashbox), how many, and sums per currency (decimal strings). */
export interface Figure {
  name: string | null;
  count: number | null;
  sums: { currency: Currency; amount: string }[];
}

/** What every reader gets: the reader, the business date, and the branch the branch-scoped lines read. */
export interface HomeContext {
  db: Db;
  actor: Actor;
  today: string;
  /** The reader's branch; without one, every branch (as the screens list them unfiltered). */
  branchId: number | undefined;
}

/** Reads one line's figures: one figure, or one per record (a cashbox each). */
export type LineReader = (ctx: HomeContext) => Promise<Figure[]>;
/** The readers of some lines, by line key. */
export type LineReaders = Partial<Record<HomeLineKey, LineReader>>;

/** Rows of (currency, count, minor-unit sum) as one figure: the count summed, each currency's sum kept. */
export function figureOf(rows: readonly { currency: string; n: number; amount: string | null }[]): Figure {
  return {
    name: null,
    count: rows.reduce((total, r) => total + Number(r.n), 0),
    sums: rows.map((r) => ({ currency: r.currency as Currency, amount: fromMinor(BigInt(r.amount ?? 0)) })),
  };
}

/** A count alone as a figure. */
export const countOf = (n: number): Figure[] => [{ name: null, count: n, sums: [] }];
