import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { contractsAsOf } from './as-of.ts';
import { numberRows } from './numbers.ts';
import { SIGNED } from './portfolio.ts';

/**
 * R0053 Due vs collected: the instalments (not the prepayment row) that fell
 * due in the period, per day, branch, responsible and currency, with what was
 * paid against them (payments only, not forgiveness) on or before the due
 * date and after it up to the period's end, and the collection rate.
 */
export const dueCollected: ServerReport = {
  definition: builtDefinition('R0053'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select x.*, x.collected_on_time + x.collected_late as collected,
        case when x.due > 0 then round(100.0 * (x.collected_on_time + x.collected_late) / x.due, 2)::text
          else '0.00' end as collection_rate
      from (select s.due_date::text as due_date, b.name as branch_name, u.full_name as responsible_name,
          c.currency, count(*) as instalments, sum(s.amount) as due,
          coalesce(sum(p.on_time), 0) as collected_on_time, coalesce(sum(p.late), 0) as collected_late
        from contract_schedule s join contracts c on c.id = s.contract_id join branches b on b.id = c.branch_id
        left join users u on u.id = c.responsible_id
        left join lateral (select sum(a.amount) filter (where a.business_date <= s.due_date) as on_time,
            sum(a.amount) filter (where a.business_date > s.due_date) as late
          from contract_allocations a where a.contract_id = s.contract_id and a.n = s.n and not a.forgives
            and a.business_date <= ${ctx.to}) p on true
        where s.n > 0 and s.due_date between ${ctx.from} and ${ctx.to} and ${SIGNED}
          and ${inBranches(sql`c.branch_id`, ctx)}
          and ${when(q.currency, (v) => sql`c.currency = ${v}`)}
          and ${when(q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}
        group by s.due_date, b.name, u.full_name, c.currency) x`;
  },
  order: sql`due_date, branch_name, responsible_name nulls last, currency desc`,
};

/**
 * R0054 Expected payments by date: the instalments due in the period that
 * are not settled yet (what is left of each today), with the client's phone
 * and whether the contract has auto-pay connected (an active card link with
 * auto-pay on).
 */
export const expectedPayments: ServerReport = {
  definition: builtDefinition('R0054'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select * from (select s.due_date::text as due_date, b.name as branch_name, b.prefix as branch_prefix,
        c.id as contract_id, c.number as contract_number, cl.full_name as client_name, cl.phones[1] as phone,
        c.currency, s.n as instalment, s.amount - s.paid - s.forgiven as amount,
        case when exists (select 1 from contract_card_links k where k.contract_id = c.id and k.active and k.auto_pay)
          then 'yes' else 'no' end as auto_pay
      from contract_schedule s join contracts c on c.id = s.contract_id join branches b on b.id = c.branch_id
      join clients cl on cl.id = c.client_id
      where s.n > 0 and s.due_date between ${ctx.from} and ${ctx.to} and s.amount - s.paid - s.forgiven > 0
        and c.status in ('ACTIVE', 'FREEZE') and ${inBranches(sql`c.branch_id`, ctx)}
        and ${when(q.currency, (v) => sql`c.currency = ${v}`)}) x
      where ${when(q.auto_pay, (v) => sql`x.auto_pay = ${v ? 'yes' : 'no'}`)}`;
  },
  order: sql`due_date, branch_name, contract_id, instalment`,
  decorate: async (_ctx, rows) => numberRows(rows),
};

/**
 * R0055 Debtors by region and collector: the contracts overdue on the date
 * (`lateAsOf`), with the client's phone and address, days late, overdue and
 * total debt, the collection stage on the date (the last stage move on or
 * before it) and the last contact recorded by then.
 */
export const debtors: ServerReport = {
  definition: builtDefinition('R0055'),
  source: (
    ctx,
  ) => sql`select p.contract_id, p.contract_number, b.prefix as branch_prefix, b.name as branch_name,
      u.full_name as responsible_name, cl.full_name as client_name, cl.phones[1] as phone,
      concat_ws(', ', pv.name, rg.name, vl.name, cl.street) as address, cl.workplace_name,
      p.currency, p.days_late, p.overdue, p.rest, st.name as stage_name,
      (select max(cc.created_at)::date::text from contract_comments cc
        where cc.contract_id = p.contract_id and cc.created_at::date <= ${ctx.asOf}) as last_contact
    from (${contractsAsOf(ctx)}) p join branches b on b.id = p.branch_id join clients cl on cl.id = p.client_id
    left join users u on u.id = p.responsible_id
    left join provinces pv on pv.id = cl.province_id left join regions rg on rg.id = cl.region_id
    left join villages vl on vl.id = cl.village_id
    left join process_stages st on st.id = (select m.to_stage_id from contract_stage_moves m
      where m.contract_id = p.contract_id and m.business_date <= ${ctx.asOf} order by m.id desc limit 1)
    where p.overdue > 0 and ${when(ctx.q.days, (v) => sql`p.days_late >= ${v}`)}`,
  order: sql`branch_name, address, days_late desc, contract_id`,
  decorate: async (_ctx, rows) => numberRows(rows),
};
