import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, when } from '../engine/define.ts';
import { SIGNED } from './portfolio.ts';

/**
 * A contract's figures as of a date, from its schedule, its dated
 * allocations and its freeze events (REPORTS.md rule 2: the one as-of rule
 * PAR, buckets, roll rates and the worklists share; never today's figures
 * for a past date). A LATERAL subquery over the contract `contractId`
 * giving:
 * - `rest`: Σ instalments − Σ allocations dated on or before the date
 *   (R0049's rest);
 * - `principal_rest`: the same without the markup parts (PAR's "without
 *   markup" basis);
 * - `overdue`: Σ of what is left of the instalments due before the date;
 * - `days_late`: days from the oldest such instalment's due date to the
 *   date, less the frozen days (the shared `lateness`, which
 *   `latenessOf` applies in code; a test holds the two equal).
 */
export const lateAsOf = (asOf: string | SQL, contractId: SQL, alias = 'f'): SQL => sql`lateral (
  select r.rest, r.principal_rest, r.overdue,
    case when r.oldest is null then 0 else (${asOf}::date - r.oldest) - (
      select count(distinct d)::int from (
          select e.business_date as f_from, (select min(u.business_date) from contract_events u
              where u.contract_id = e.contract_id and u.event = 'UNFREEZE' and u.id > e.id) as f_to
          from contract_events e where e.contract_id = ${contractId} and e.event = 'FREEZE') fz,
        generate_series(greatest(fz.f_from, r.oldest + 1),
          least(coalesce(fz.f_to, ${asOf}::date + 1), ${asOf}::date + 1) - 1, interval '1 day') d)
    end as days_late
  from (
    select coalesce(sum(s.amount - s.settled), 0) as rest,
      coalesce(sum((s.amount - s.markup) - (s.settled - s.settled_markup)), 0) as principal_rest,
      coalesce(sum(greatest(s.amount - s.settled, 0)) filter (where s.due_date < ${asOf}), 0) as overdue,
      min(s.due_date) filter (where s.due_date < ${asOf} and s.amount - s.settled > 0) as oldest
    from (
      select s.due_date, s.amount, s.markup,
        coalesce(sum(a.amount), 0) as settled, coalesce(sum(a.markup), 0) as settled_markup
      from contract_schedule s left join contract_allocations a
        on a.contract_id = s.contract_id and a.n = s.n and a.business_date <= ${asOf}
      where s.contract_id = ${contractId}
      group by s.n, s.due_date, s.amount, s.markup) s
  ) r) ${sql.identifier(alias)}`;

/** Contract payments (not discounts, bonuses, write-offs or returns): the allocations that are not forgiveness. */
export const PAID = sql`not a.forgives`;

/**
 * The signed contracts of the scope with their figures as of the report's
 * date (`lateAsOf`), narrowed by the currency, term and responsible
 * (collector) filters: one row per contract with a debt on the date.
 */
export const contractsAsOf = (ctx: ReportContext, where: SQL = sql`true`): SQL => {
  const q = ctx.q;
  return sql`select c.id as contract_id, c.number as contract_number, c.branch_id, c.client_id, c.currency,
      c.months, c.tariff_id, c.responsible_id, c.contract_date, f.*
    from contracts c cross join ${lateAsOf(ctx.asOf, sql`c.id`)}
    where ${SIGNED} and ${inBranches(sql`c.branch_id`, ctx)} and c.contract_date <= ${ctx.asOf}
      and ${when(q.currency, (v) => sql`c.currency = ${v}`)} and ${when(q.months, (v) => sql`c.months = ${v}`)}
      and ${when(q.responsible_id, (v) => sql`c.responsible_id = ${v}`)} and ${where}
      and f.rest > 0`;
};
