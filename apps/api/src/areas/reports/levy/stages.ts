import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { contractsAsOf } from './as-of.ts';
import { SIGNED } from './portfolio.ts';

/**
 * R0057 Contracts by collection stage: per stage and currency, the contracts
 * with a debt that are at the stage on the "as of" date (the last stage move
 * on or before it, `contract_stage_moves`), their debt then and the average
 * days they have been there; and the moves into and out of the stage in the
 * period, with the users who moved them (the daily job's moves have none).
 */
export const stages: ServerReport = {
  definition: builtDefinition('R0057'),
  source: (ctx) => sql`select st.name as stage_name, st.sort_order, x.currency,
      count(*) filter (where x.held) as contracts, coalesce(sum(x.rest) filter (where x.held), 0) as rest,
      round(avg(x.days_in_stage) filter (where x.held))::int as avg_days,
      count(*) filter (where x.moved_in) as moved_in, count(*) filter (where x.moved_out) as moved_out,
      string_agg(distinct x.mover, ', ') as movers
    from (
      select m.to_stage_id as stage_id, p.currency, p.rest, ${ctx.asOf}::date - m.business_date as days_in_stage,
        true as held, false as moved_in, false as moved_out, null::text as mover
      from (${contractsAsOf(ctx)}) p cross join lateral (select mm.to_stage_id, mm.business_date
          from contract_stage_moves mm where mm.contract_id = p.contract_id and mm.business_date <= ${ctx.asOf}
          order by mm.id desc limit 1) m
      where m.to_stage_id is not null
      union all
      select s.stage_id, c.currency, 0, null, false, s.dir = 'in', s.dir = 'out', u.full_name
      from contract_stage_moves m join contracts c on c.id = m.contract_id
      cross join lateral (values (m.to_stage_id, 'in'), (m.from_stage_id, 'out')) s(stage_id, dir)
      left join users u on u.id = m.created_by and m.source <> 'JOB'
      where m.business_date between ${ctx.from} and ${ctx.to} and s.stage_id is not null and ${SIGNED}
        and ${inBranches(sql`c.branch_id`, ctx)} and ${when(ctx.q.currency, (v) => sql`c.currency = ${v}`)}
        and ${when(ctx.q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}
    ) x join process_stages st on st.id = x.stage_id
    group by st.name, st.sort_order, x.currency`,
  order: sql`sort_order, stage_name, currency desc`,
};
