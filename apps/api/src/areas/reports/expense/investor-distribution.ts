import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { DISTRIBUTION_STATE, LINE_PAID } from '../../cash/investors/queries.ts';
import { type ServerReport, when } from '../engine/define.ts';

/**
 * R0074 Investor profit distribution: a row per investor's line of each
 * distribution whose profit period overlaps the report's, with its basis,
 * state (draft, approved, paid), share's percent of the distribution's
 * shares, the amount, what counted "investor out" operations paid of it,
 * and what is still owed. A distribution is the company's (no branch).
 */
export const investorDistribution: ServerReport = {
  definition: builtDefinition('R0074'),
  source: (ctx) => sql`select x.* from (select d.id as distribution_no,
        to_char(d.date_from, 'DD.MM.YYYY') || ' — ' || to_char(d.date_to, 'DD.MM.YYYY') as distribution_period,
        d.basis as profit_basis, ${DISTRIBUTION_STATE} as distribution_status, l.investor_id, i.name as investor_name,
        round(100.0 * l.share / sum(l.share) over (partition by d.id), 2)::text as share_percent,
        l.amount as distributed, ${LINE_PAID} as paid_out_profit, l.amount - ${LINE_PAID} as owed, d.date_to, l.id as line_id
      from profit_distributions d join profit_distribution_lines l on l.distribution_id = d.id
      join investors i on i.id = l.investor_id
      where d.date_from <= ${ctx.to} and d.date_to >= ${ctx.from}) x
    where ${when(ctx.q.investor_id, (v) => sql`x.investor_id = ${v}`)}
      and ${when(ctx.q.distribution_status, (v) => sql`x.distribution_status = ${v}`)}`,
  order: sql`date_to desc, distribution_no desc, line_id`,
};
