import { builtDefinition, DEFAULT_BUCKET_EDGES } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import type { ServerReport } from '../engine/define.ts';
import { contractsAsOf, lateAsOf } from './as-of.ts';
import { bucketLabel, bucketNo } from './buckets.ts';

/** The last day of the month before the date's month. */
const previousMonthEnd = (date: string): string => {
  const first = new Date(`${date.slice(0, 8)}01T00:00:00Z`);
  first.setUTCDate(0);
  return first.toISOString().slice(0, 10);
};

/**
 * R0052 Roll rates: the contracts with a debt at the previous month-end
 * (before the "as of" date's month), by their bucket then and their bucket on
 * the date (both by `lateAsOf`; `closed` when nothing is left), with their
 * debt at the start and the share of the starting bucket's contracts that
 * went each way.
 */
export const rollRates: ServerReport = {
  definition: builtDefinition('R0052'),
  source: (ctx) => {
    const edges = ctx.q.bucket_edges ?? DEFAULT_BUCKET_EDGES;
    const start = previousMonthEnd(ctx.asOf);
    const atStart = { ...ctx, asOf: start };
    return sql`select y.*, round(100.0 * y.contracts / sum(y.contracts) over (partition by y.currency, y.from_no), 2)::text
        as share
      from (select x.currency, x.from_no, ${bucketLabel(edges, sql`x.from_no`)} as from_bucket, x.to_no,
          case when x.to_no < 0 then null else ${bucketLabel(edges, sql`x.to_no`)} end as to_bucket,
          case when x.to_no < 0 then 'closed' when x.to_no < x.from_no then 'cured'
            when x.to_no = x.from_no then 'stayed' else 'rolled' end as movement,
          ${start}::text as start_date, count(*) as contracts, sum(x.rest) as rest
        from (select p.currency, p.rest, ${bucketNo(edges, sql`p.days_late`)} as from_no,
            case when e.rest <= 0 then -1 else ${bucketNo(edges, sql`e.days_late`)} end as to_no
          from (${contractsAsOf(atStart)}) p
          cross join ${lateAsOf(ctx.asOf, sql`p.contract_id`, 'e')}) x
        group by x.currency, x.from_no, x.to_no) y`;
  },
  order: sql`currency desc, from_no, to_no`,
};
