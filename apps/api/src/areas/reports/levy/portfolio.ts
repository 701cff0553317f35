import { documentNumber } from '@savdo/shared/documents';
import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { latenessOf } from '../../sales/contracts/late.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/**
 * A contract's rest and overdue as of the date, from its schedule and its
 * dated allocations (never today's figures for a past date): rest = Σ
 * instalments − Σ allocations up to the date; overdue = Σ of what is left of
 * the instalments due before the date (the shared `lateness`'s sum).
 */
export const contractFiguresAsOf = (asOf: string, contractId: SQL): SQL => sql`
  (select coalesce(sum(s.amount), 0) - coalesce((select sum(a.amount) from contract_allocations a
      where a.contract_id = ${contractId} and a.business_date <= ${asOf}), 0)
    from contract_schedule s where s.contract_id = ${contractId}) as rest,
  (select coalesce(sum(greatest(s.amount - coalesce((select sum(a.amount) from contract_allocations a
      where a.contract_id = s.contract_id and a.n = s.n and a.business_date <= ${asOf}), 0), 0)), 0)
    from contract_schedule s where s.contract_id = ${contractId} and s.due_date < ${asOf}) as overdue`;

/** Signed contracts (the one rule every report counts them by): not drafts, not cancelled. */
export const SIGNED = sql`c.status not in ('CREATED', 'CANCELED')`;

const source = (ctx: ReportContext): SQL => {
  const q = ctx.q;
  return sql`select f.*, f.rest - f.overdue as current from (
      select c.id as contract_id, c.number as contract_number, b.prefix as branch_prefix, b.name as branch_name,
        cl.full_name as client_name, c.contract_date::text as contract_date, c.months, c.currency,
        u.full_name as responsible_name, ${contractFiguresAsOf(ctx.asOf, sql`c.id`)}
      from contracts c join branches b on b.id = c.branch_id join clients cl on cl.id = c.client_id
      left join users u on u.id = c.responsible_id
      where ${SIGNED} and ${inBranches(sql`c.branch_id`, ctx)} and c.contract_date <= ${ctx.asOf}
        and ${when(q.currency, (v) => sql`c.currency = ${v}`)} and ${when(q.months, (v) => sql`c.months = ${v}`)}
        and ${when(q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}) f
    where f.rest > 0`;
};

/**
 * R0049 Portfolio: the contracts with a debt on the date, each with its
 * rest, overdue and current part and its days late (`latenessOf`, the
 * contracts' own as-of function, which also minds frozen periods). Σ rest
 * as of today = Σ of the contracts' rests.
 */
export const portfolio: ServerReport = {
  definition: builtDefinition('R0049'),
  source,
  order: sql`branch_name, contract_date, contract_id`,
  decorate: async (ctx, rows) => {
    const late = await latenessOf(
      ctx.db,
      rows.map((r) => Number(r.contract_id)),
      ctx.asOf,
    );
    for (const row of rows) {
      row.days_late = late.get(Number(row.contract_id))?.daysLate ?? 0;
      row.number = documentNumber(String(row.branch_prefix ?? ''), String(row.contract_number));
    }
  },
};
