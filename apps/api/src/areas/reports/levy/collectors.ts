import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { planSelect } from '../../collections/collection-process/plans.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { lateAsOf } from './as-of.ts';
import { SIGNED } from './portfolio.ts';

/** A company-wide plan (branch 0) shows only to a user who sees every branch and filtered none. */
const plansInScope = (ctx: ReportContext): SQL => sql`(${inBranches(sql`p.branch_id`, ctx)}
  or (p.branch_id = 0 and ${ctx.q.branch_id === undefined}
    and not exists (select 1 from branches bb where not (${inBranches(sql`bb.id`, ctx)}))))`;

/**
 * R0056 Collector plan and fact: the plans of the period's months with
 * their fact (the plans screen's own query, `planSelect`), the contacts the
 * collector recorded in the month, and the contracts they answer for that
 * were overdue on the month's first day and are not at its end (or today).
 */
export const collectorPlans: ServerReport = {
  definition: builtDefinition('R0056'),
  source: (ctx) => sql`select x.month, x.collector_name, x.branch_name, x.amount::bigint as plan,
      x.fact::bigint as fact,
      case when x.amount::bigint > 0 then round(100.0 * x.fact::bigint / x.amount::bigint, 2)::text
        else '0.00' end as done_share,
      (select count(*) from contract_comments cc where cc.created_by = x.collector_id
        and cc.created_at >= (x.month || '-01')::timestamp at time zone 'Asia/Tashkent'
        and cc.created_at < ((x.month || '-01')::timestamp + interval '1 month') at time zone 'Asia/Tashkent')
        as contacts,
      (select count(*) from contracts c
        cross join ${lateAsOf(sql`(x.month || '-01')::date`, sql`c.id`, 'a')}
        cross join ${lateAsOf(sql`least((x.month || '-01')::date + interval '1 month' - interval '1 day', ${ctx.today}::date)::date`, sql`c.id`, 'z')}
        where c.responsible_id = x.collector_id and (x.branch_id is null or c.branch_id = x.branch_id)
          and ${SIGNED} and a.overdue > 0 and z.overdue = 0) as cured
    from (${planSelect(sql`p.month between date_trunc('month', ${ctx.from}::date)::date and ${ctx.to}::date
      and ${plansInScope(ctx)} and ${when(ctx.q.responsible_id, (v) => sql`p.collector_id = ${v}`)}`)}) x`,
  order: sql`month, collector_name, branch_name nulls first`,
};
