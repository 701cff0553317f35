import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import {
  inBranches,
  momentInPeriod,
  type ReportContext,
  type ServerReport,
  tashkentDay,
  when,
} from '../engine/define.ts';
import { numberRows } from './numbers.ts';

/** Payments (allocations that are not forgiveness, reversals netted) on the contract dated in [from, to]. */
const paidBetween = (contract: SQL, from: SQL, to: SQL): SQL => sql`coalesce((select sum(a.amount)
    from contract_allocations a where a.contract_id = ${contract} and not a.forgives
      and a.business_date between ${from} and ${to}), 0)`;

/**
 * A promise's outcome: kept when the payments from the contact's day to the
 * promised date cover the promised sum, partly kept when they cover some,
 * broken when none, pending while the date has not passed and it is not
 * yet kept; none without a promise.
 */
const outcome = (ctx: ReportContext): SQL => sql`case when x.promised_date is null then null
    when x.paid_by_promise >= x.promised_sum then 'kept'
    when x.promised_date::date >= ${ctx.today}::date then 'pending'
    when x.paid_by_promise > 0 then 'partly' else 'broken' end`;

/**
 * R0058 Contacts and promises to pay: the collectors' contacts recorded in
 * the period (`contract_comments`, with their type), each promise's date
 * and sum, what was paid on the contract from the contact's day to the
 * promised date, and the promise's outcome.
 */
export const contacts: ServerReport = {
  definition: builtDefinition('R0058'),
  source: (ctx) => sql`select x.*, ${outcome(ctx)} as outcome from (
      select cc.id, ${tashkentDay(sql`cc.created_at`)}::text as contact_date, u.full_name as collector_name,
        c.id as contract_id, c.number as contract_number, b.prefix as branch_prefix, b.name as branch_name,
        cl.full_name as client_name, t.name as comment_type, cc.contact, cc.text as comment, c.currency,
        cc.promised_date::text as promised_date, cc.promised_sum,
        case when cc.promised_date is null then null
          else ${paidBetween(sql`c.id`, tashkentDay(sql`cc.created_at`), sql`cc.promised_date`)} end as paid_by_promise
      from contract_comments cc join contracts c on c.id = cc.contract_id join branches b on b.id = c.branch_id
      join clients cl on cl.id = cc.client_id left join users u on u.id = cc.created_by
      left join contract_comment_types t on t.id = cc.comment_type_id
      where ${momentInPeriod(sql`cc.created_at`, ctx)}
        and ${inBranches(sql`c.branch_id`, ctx)} and ${when(ctx.q.responsible_id, (v) => sql`cc.created_by = ${v}`)}
        and ${when(ctx.q.currency, (v) => sql`c.currency = ${v}`)}) x
    where ${when(ctx.q.promise_outcome, (v) => sql`${outcome(ctx)} = ${v}`)}`,
  order: sql`contact_date, id`,
  decorate: async (_ctx, rows) => numberRows(rows),
};

/**
 * R0059 Warning letters: the letters printed in the period (each kept as a
 * record when printed), with the contract, the client's address, the
 * template and the sender, and what the client paid within N days of the
 * letter (the `days` filter, 10 by default).
 */
export const warningLetters: ServerReport = {
  definition: builtDefinition('R0059'),
  source: (ctx) => {
    const days = ctx.q.days ?? 10;
    return sql`select w.id, w.letter_date::text as letter_date, w.number as letter_number, c.id as contract_id,
        c.number as contract_number, b.prefix as branch_prefix, b.name as branch_name, cl.full_name as client_name,
        concat_ws(', ', pv.name, rg.name, vl.name, cl.street) as address, tp.name as template_name,
        u.full_name as sender_name, c.currency, ${days}::int as within_days,
        ${paidBetween(sql`c.id`, sql`w.letter_date + 1`, sql`w.letter_date + ${days}::int`)} as paid_within
      from warning_letters w join contracts c on c.id = w.contract_id join branches b on b.id = w.branch_id
      join clients cl on cl.id = c.client_id left join users u on u.id = w.created_by
      left join warning_letter_templates tp on tp.id = w.template_id
      left join provinces pv on pv.id = cl.province_id left join regions rg on rg.id = cl.region_id
      left join villages vl on vl.id = cl.village_id
      where w.letter_date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`w.branch_id`, ctx)}
        and ${when(ctx.q.responsible_id, (v) => sql`w.created_by = ${v}`)}`;
  },
  order: sql`letter_date, id`,
  decorate: async (_ctx, rows) => numberRows(rows),
};
