import { fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import {
  periodDates,
  type ReportColumn,
  type ReportPage,
  type ReportQuery,
  type ReportRow,
} from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { ReportContext, ServerReport } from './define.ts';

type Raw = Record<string, unknown>;

/** The context of one run: the dates the filters resolve to and the branches in scope. */
export async function contextOf(
  db: Db,
  q: ReportQuery,
  branchIds: readonly number[],
): Promise<ReportContext> {
  const today = await businessToday(db);
  const { from, to } = periodDates(q, today);
  // no branch in scope: a branch id no row has, so every statement answers nothing
  return { db, q, today, asOf: q.as_of ?? today, from, to, branchIds: branchIds.length ? branchIds : [0] };
}

/** A cell as sent: money and quantities as exact decimal strings from minor units and thousandths. */
function cellOf(column: ReportColumn | undefined, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  switch (column?.type) {
    case 'money':
      return fromMinor(BigInt(String(value)));
    case 'quantity':
      return fromMilli(BigInt(String(value)));
    case 'number':
      return Number(value);
    default:
      return String(value);
  }
}

/** A raw row as sent: every column converted, the other keys (ids for links) kept as numbers or text. */
export function present(report: ServerReport, raw: Raw): ReportRow {
  const columns = new Map(report.definition.columns.map((c) => [c.key, c]));
  const out: ReportRow = {};
  for (const [key, value] of Object.entries(raw)) {
    const column = columns.get(key);
    out[key] = column
      ? cellOf(column, value)
      : value === null
        ? null
        : typeof value === 'number'
          ? value
          : String(value);
  }
  return out;
}

/** Rows `offset`… of the report in its order (the export reads it in slices). */
export async function readRows(report: ServerReport, ctx: ReportContext, limit: number, offset: number) {
  const rows = await ctx.db.execute<Raw>(sql`select * from (${report.source(ctx)}) r
    order by ${report.order} limit ${limit} offset ${offset}`);
  if (report.decorate) await report.decorate(ctx, rows.rows);
  return rows.rows.map((r) => present(report, r));
}

/** The totals of every filtered row: one row, or one per currency. */
export async function totalsOf(report: ServerReport, ctx: ReportContext): Promise<ReportRow[]> {
  const { columns, totalsByCurrency } = report.definition;
  const summed = columns.filter((c) => c.total);
  const sums = summed.map(
    (c) => sql`coalesce(sum(${sql.identifier(c.key)}), 0)::text as ${sql.identifier(c.key)}`,
  );
  const select = sql.join([sql`count(*)::int as row_count`, ...sums], sql`, `);
  const rows = totalsByCurrency
    ? await ctx.db.execute<Raw>(sql`select currency, ${select} from (${report.source(ctx)}) r
        group by currency order by currency desc`)
    : await ctx.db.execute<Raw>(sql`select ${select} from (${report.source(ctx)}) r`);
  return rows.rows.map((r) => present(report, r));
}

/** The chart: the value summed by label over every filtered row (money of one currency only). */
export async function chartOf(report: ServerReport, ctx: ReportContext) {
  const chart = report.definition.chart;
  if (!chart) return [];
  const column = report.definition.columns.find((c) => c.key === chart.value);
  const oneCurrency = column?.currency === 'row' ? sql`where currency = ${ctx.q.currency ?? 'UZS'}` : sql``;
  const rows = await ctx.db.execute<{ label: string | null; value: string }>(sql`
    select ${sql.identifier(chart.label)}::text as label, sum(${sql.identifier(chart.value)})::text as value
    from (${report.source(ctx)}) r ${oneCurrency} group by 1 order by sum(${sql.identifier(chart.value)}) desc nulls last
    limit 20`);
  return rows.rows.map((r) => ({ label: r.label ?? '—', value: String(cellOf(column, r.value ?? '0')) }));
}

/** One page of the report with the totals and chart of all its rows. */
export async function runReport(report: ServerReport, ctx: ReportContext): Promise<ReportPage> {
  const { page, per_page } = ctx.q;
  // one after another: the pool is shared by every request
  const rows = await readRows(report, ctx, per_page, (page - 1) * per_page);
  const totals = await totalsOf(report, ctx);
  const chart = await chartOf(report, ctx);
  const total = totals.reduce((n, t) => n + Number(t.row_count ?? 0), 0);
  return { rows, totals, chart, meta: { page, per_page, total } };
}
