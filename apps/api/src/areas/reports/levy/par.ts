import { builtDefinition, DEFAULT_BUCKET_EDGES } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportContext, ServerReport } from '../engine/define.ts';
import { contractsAsOf } from './as-of.ts';
import { bucketLabel, bucketNo } from './buckets.ts';

/** The outstanding PAR is measured on: the whole rest, or its principal (rule 7's basis filter). */
const basis = (ctx: ReportContext): SQL =>
  ctx.q.par_basis === 'principal' ? sql`p.principal_rest` : sql`p.rest`;

/**
 * R0050 Portfolio at risk: per branch, responsible, term, tariff and
 * currency, the outstanding as of the date and the part of it in contracts
 * more than 0, 30, 60 and 90 days late (days late by `lateAsOf`, the as-of
 * rule every levy report shares).
 */
export const par: ServerReport = {
  definition: builtDefinition('R0050'),
  source: (ctx) => sql`select x.*,
      case when x.outstanding > 0 then round(100.0 * x.par30 / x.outstanding, 2)::text else '0.00' end as par30_share,
      case when x.outstanding > 0 then round(100.0 * x.par90 / x.outstanding, 2)::text else '0.00' end as par90_share
    from (select b.name as branch_name, u.full_name as responsible_name, p.months, t.name as tariff_name, p.currency,
        count(*) as contracts, sum(${basis(ctx)}) as outstanding,
        coalesce(sum(${basis(ctx)}) filter (where p.days_late > 0), 0) as par1,
        coalesce(sum(${basis(ctx)}) filter (where p.days_late > 30), 0) as par30,
        coalesce(sum(${basis(ctx)}) filter (where p.days_late > 60), 0) as par60,
        coalesce(sum(${basis(ctx)}) filter (where p.days_late > 90), 0) as par90
      from (${contractsAsOf(ctx)}) p join branches b on b.id = p.branch_id
      left join users u on u.id = p.responsible_id left join contract_tariffs t on t.id = p.tariff_id
      group by b.name, u.full_name, p.months, t.name, p.currency) x`,
  order: sql`branch_name, responsible_name nulls last, months, tariff_name, currency desc`,
};

/**
 * R0051 Overdue by days-late bucket: per branch, currency and bucket (the
 * edges a filter, 30/60/90 by default), the overdue of the contracts whose
 * days late fall in it, and a "current" bucket (`0`) holding every
 * contract's part not yet due, so the buckets add up to the outstanding.
 */
export const buckets: ServerReport = {
  definition: builtDefinition('R0051'),
  source: (ctx) => {
    const edges = ctx.q.bucket_edges ?? DEFAULT_BUCKET_EDGES;
    return sql`select b.name as branch_name, x.currency, x.bucket_no, ${bucketLabel(edges, sql`x.bucket_no`)} as bucket,
        count(*) filter (where x.counted) as contracts, sum(x.amount) as amount
      from (
        select p.branch_id, p.currency, 0 as bucket_no, p.rest - p.overdue as amount, p.overdue = 0 as counted
        from (${contractsAsOf(ctx)}) p
        union all
        select p.branch_id, p.currency,
          ${bucketNo(edges, sql`p.days_late`)},
          p.overdue, true
        from (${contractsAsOf(ctx)}) p where p.overdue > 0) x
      join branches b on b.id = x.branch_id
      group by b.name, x.currency, x.bucket_no`;
  },
  order: sql`branch_name, currency desc, bucket_no`,
};
