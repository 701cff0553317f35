import type { ReportDefinition, ReportQuery } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/** What a report's query is given: the parsed filters, the dates they resolve to, the branches in scope. */
export interface ReportContext {
  db: Db;
  q: ReportQuery;
  /** The business date in Tashkent. */
  today: string;
  /** The "as of" date (today when not given). */
  asOf: string;
  /** The period's first and last dates. */
  from: string;
  to: string;
  /** The branches the user may see, narrowed to the branch filter; never empty (an empty scope answers no rows). */
  branchIds: readonly number[];
}

/**
 * A report on the server: its shared definition and its query. `source`
 * is one SELECT giving the detail rows with every column of the definition
 * (money in minor units, quantities in thousandths, as the ledgers keep
 * them) plus the ids its links name; the engine pages it, counts it, sums
 * its totals and its chart from it, and exports it, so the table, the
 * totals, the chart and the files cannot disagree.
 */
export interface ServerReport {
  definition: ReportDefinition;
  source(ctx: ReportContext): SQL;
  /** The order of the rows (columns of `source`, e.g. sql`branch_name, product_name`). */
  order: SQL;
  /** Adds computed cells to a page's rows (read from other services), after the page is read. */
  decorate?(ctx: ReportContext, rows: Record<string, unknown>[]): Promise<void>;
}

/** `column in (the branches in scope)`: every statement of every report filters by it. */
export const inBranches = (column: SQL, ctx: ReportContext): SQL =>
  sql`${column} = any(${`{${ctx.branchIds.join(',')}}`}::int[])`;

/** `sql` for an optional filter: the condition when the value is given, else `true`. */
export const when = <T>(value: T | undefined, condition: (v: T) => SQL): SQL =>
  value === undefined ? sql`true` : condition(value);

/** The Tashkent calendar day of a moment (a `timestamptz` column: records kept by when, not by business date). */
export const tashkentDay = (moment: SQL): SQL => sql`(${moment} at time zone 'Asia/Tashkent')::date`;

/** A moment falls on a day of the period, days counted in Tashkent (an index on the column serves it). */
export const momentInPeriod = (moment: SQL, ctx: ReportContext): SQL =>
  sql`${moment} >= ${ctx.from}::date::timestamp at time zone 'Asia/Tashkent'
    and ${moment} < (${ctx.to}::date + 1)::timestamp at time zone 'Asia/Tashkent'`;
