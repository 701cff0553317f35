import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { lateAsOf } from './as-of.ts';
import { numberRows } from './numbers.ts';

/** Payments (allocations that are not forgiveness, reversals netted) on the contract dated after `after`. */
const paidAfter = (contract: SQL, after: SQL): SQL => sql`coalesce((select sum(a.amount)
    from contract_allocations a where a.contract_id = ${contract} and not a.forgives and a.business_date > ${after}), 0)`;

/** Σ of the contract's counted settlements of a kind (approved, not reversals: a reversed one is CANCELED). */
const settled = (
  contract: SQL,
  kind: string,
): SQL => sql`coalesce((select sum(s.amount) from contract_settlements s
    where s.contract_id = ${contract} and s.kind = ${kind} and s.status = 'APPROVED' and s.reversal_of is null), 0)`;

/**
 * R0060 Off-balance contracts: the contracts moved off balance in the period
 * (each move an `off_balance_marks` ON record), their debt on that day (the
 * as-of rule), what has been paid on them since, and the day they came back
 * on balance if they did.
 */
export const offBalance: ServerReport = {
  definition: builtDefinition('R0060'),
  source: (ctx) => sql`select m.id, m.business_date::text as moved_on, m.source, c.id as contract_id,
      c.number as contract_number, b.prefix as branch_prefix, b.name as branch_name, cl.full_name as client_name,
      u.full_name as responsible_name, c.currency, f.rest as debt_on_move,
      ${paidAfter(sql`c.id`, sql`m.business_date`)} as recovered,
      (select min(o.business_date)::text from off_balance_marks o where o.contract_id = m.contract_id
        and o.action = 'OFF' and o.id > m.id) as back_on
    from off_balance_marks m join contracts c on c.id = m.contract_id join branches b on b.id = c.branch_id
    join clients cl on cl.id = c.client_id left join users u on u.id = c.responsible_id
    cross join ${lateAsOf(sql`m.business_date`, sql`c.id`)}
    where m.action = 'ON' and m.business_date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`c.branch_id`, ctx)}
      and ${when(ctx.q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}
      and ${when(ctx.q.currency, (v) => sql`c.currency = ${v}`)}`,
  order: sql`moved_on, id`,
  decorate: async (_ctx, rows) => numberRows(rows),
};

/**
 * R0061 Separate repayment plans: the plans started in the period, with
 * what was agreed, what the client has paid since the plan's start (the
 * plans screen's payments: the paying settlements, reversals netted), what
 * of the plan has fallen due, and the plan's state as the close of day
 * keeps it (ACTIVE, KEPT, BROKEN, CANCELED).
 */
export const separatePlans: ServerReport = {
  definition: builtDefinition('R0061'),
  source: (ctx) => sql`select p.id, p.start_date::text as start_date, c.id as contract_id,
      c.number as contract_number, b.prefix as branch_prefix, b.name as branch_name, cl.full_name as client_name,
      u.full_name as responsible_name, c.currency, p.total,
      coalesce((select sum(r.amount) from separate_plan_rows r where r.plan_id = p.id and r.due_date <= ${ctx.today}), 0)
        as plan_due,
      coalesce((select sum(s.amount) from contract_settlements s where s.contract_id = p.contract_id
        and s.kind in ('PAYMENT', 'PRE_PAYMENT', 'ACCOUNT') and s.business_date >= p.start_date), 0) as plan_paid,
      p.status
    from separate_plans p join contracts c on c.id = p.contract_id join branches b on b.id = p.branch_id
    join clients cl on cl.id = c.client_id left join users u on u.id = c.responsible_id
    where p.start_date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`p.branch_id`, ctx)}
      and ${when(ctx.q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}
      and ${when(ctx.q.currency, (v) => sql`c.currency = ${v}`)}`,
  order: sql`start_date, id`,
  decorate: async (_ctx, rows) => numberRows(rows),
};

/**
 * R0062 Closed and written-off contracts: the contracts closed in the
 * period (their CLOSE event), by how: by return of goods (a RETURN
 * settlement), written off to a cost item (WRITE_OFF), early (an
 * early-close bonus, or closed before the last instalment's due date), or
 * on schedule; with their debt, payments and the sums forgiven each way.
 */
export const closures: ServerReport = {
  definition: builtDefinition('R0062'),
  source: (ctx) => sql`select * from (select e.id, e.business_date::text as closed_on, c.id as contract_id,
      c.number as contract_number, b.prefix as branch_prefix, b.name as branch_name, cl.full_name as client_name,
      u.full_name as responsible_name, c.currency, c.debt,
      ${paidAfter(sql`c.id`, sql`'1900-01-01'::date`)} as paid,
      ${settled(sql`c.id`, 'EARLY_CLOSE_BONUS')} as bonus, ${settled(sql`c.id`, 'WRITE_OFF')} as written_off,
      ${settled(sql`c.id`, 'RETURN')} as returned,
      case when ${settled(sql`c.id`, 'RETURN')} > 0 then 'returned'
        when ${settled(sql`c.id`, 'WRITE_OFF')} > 0 then 'written_off'
        when ${settled(sql`c.id`, 'EARLY_CLOSE_BONUS')} > 0
          or e.business_date < (select max(s.due_date) from contract_schedule s where s.contract_id = c.id) then 'early'
        else 'on_schedule' end as closure
    from contract_events e join contracts c on c.id = e.contract_id join branches b on b.id = c.branch_id
    join clients cl on cl.id = c.client_id left join users u on u.id = c.responsible_id
    where e.event = 'CLOSE' and e.business_date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`c.branch_id`, ctx)}
      and ${when(ctx.q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}
      and ${when(ctx.q.currency, (v) => sql`c.currency = ${v}`)}) x
    where ${when(ctx.q.closure_type, (v) => sql`x.closure = ${v}`)}`,
  order: sql`closed_on, id`,
  decorate: async (_ctx, rows) => numberRows(rows),
};
