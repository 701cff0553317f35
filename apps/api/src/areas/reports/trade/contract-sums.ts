import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { contractFiguresAsOf, SIGNED } from '../levy/portfolio.ts';

/** The grouping each of R0002–R0004 applies to the one query: its label column and its expression. */
const GROUPINGS = {
  R0002: { key: 'months', expression: sql`c.months` },
  R0003: {
    key: 'region_name',
    expression: sql`coalesce(pv.name || ' / ' || rg.name, pv.name, rg.name)`,
  },
  R0004: { key: 'responsible_name', expression: sql`u.full_name` },
} as const;

/** The contracts signed in the period, with their sums and today's rest and overdue. */
const signedInPeriod = (ctx: ReportContext, group: SQL): SQL => {
  const q = ctx.q;
  return sql`select ${group} as label, c.currency, c.price, c.prepayment, c.markup_amount, c.debt, c.monthly,
      ${contractFiguresAsOf(ctx.today, sql`c.id`)}
    from contracts c join clients cl on cl.id = c.client_id
    left join provinces pv on pv.id = cl.province_id left join regions rg on rg.id = cl.region_id
    left join users u on u.id = c.responsible_id
    where ${SIGNED} and ${inBranches(sql`c.branch_id`, ctx)} and c.contract_date between ${ctx.from} and ${ctx.to}
      and ${when(q.currency, (v) => sql`c.currency = ${v}`)} and ${when(q.months, (v) => sql`c.months = ${v}`)}
      and ${when(q.contract_status, (v) => sql`c.status = ${v}`)}
      and ${when(q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}`;
};

/**
 * R0002 (by term), R0003 (by the client's province and district), R0004 (by
 * responsible): one query, three groupings. Per group and currency: the
 * contracts signed in the period, their price, prepayment, markup, debt,
 * average monthly payment, and what of them is left and overdue today.
 */
function contractSums(code: keyof typeof GROUPINGS): ServerReport {
  const grouping = GROUPINGS[code];
  return {
    definition: builtDefinition(code),
    source: (
      ctx,
    ) => sql`select label as ${sql.identifier(grouping.key)}, currency, count(*)::int as contracts,
        sum(price) as price, sum(prepayment) as prepayment, sum(markup_amount) as markup_amount, sum(debt) as debt,
        round(avg(monthly))::bigint as monthly_avg, sum(rest) as rest, sum(overdue) as overdue,
        case when sum(rest) > 0 then round(100.0 * sum(overdue) / sum(rest), 2)::text else '0.00' end as overdue_share
      from (${signedInPeriod(ctx, grouping.expression)}) s group by label, currency`,
    order: sql`${sql.identifier(grouping.key)} nulls last, currency desc`,
  };
}

export const contractSumsByTerm = contractSums('R0002');
export const contractSumsByRegion = contractSums('R0003');
export const contractSumsByResponsible = contractSums('R0004');
