import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { SOURCE_KEY_PREFIX } from '../../sales/contracts/settlement-source.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** A debit row still being worked on by the debit job. */
const OPEN = sql`('QUEUED', 'PROCESSING', 'UNKNOWN')`;

/**
 * A payment day's debits of an instalment: every rung of the day's ladder
 * (`collections/auto-pay/ladder.ts`) of one contract, instalment and date,
 * with what the first rung asked (due), what the paid rungs took (debited)
 * and the errors the processor gave. Every card debit is made through
 * Payme's subscribe API (DECISIONS.md "Auto-payment"), so its provider is PAYME.
 */
const debitDays = (ctx: ReportContext): SQL => sql`select d.business_date, d.contract_id, d.n,
    min(d.branch_id) as branch_id, min(d.card_id) as card_id, count(*) as attempts,
    (array_agg(d.amount order by d.step))[1] as due,
    coalesce(sum(d.amount) filter (where d.status = 'PAID'), 0) as debited,
    bool_or(d.status in ${OPEN}) as open, bool_and(d.status = 'SKIPPED') as skipped,
    (array_agg(d.error_code order by d.step desc) filter (where d.error_code is not null))[1] as error_code,
    (array_agg(d.error order by d.step desc) filter (where d.error is not null))[1] as error,
    array_agg(d.error_code) filter (where d.error_code is not null) as error_codes
  from auto_pay_debits d
  where d.business_date between ${ctx.from}::date and ${ctx.to}::date and ${inBranches(sql`d.branch_id`, ctx)}
  group by d.business_date, d.contract_id, d.n`;

/** A debit day's result: still open, paid in full (what was due), in part, skipped (paid otherwise), failed. */
const RESULT = sql`case when g.open then 'PENDING' when g.debited > 0 and g.debited >= g.due then 'FULL'
  when g.debited > 0 then 'PART' when g.skipped then 'SKIPPED' else 'FAILED' end`;

/**
 * R0082 Auto-payment debits by card: a row per payment day and instalment
 * of a connected contract, how many debits were tried that day (the ladder's
 * rungs), whether they took what was due in full, in part, or failed, and
 * the provider's error (the last rung's; the error filter keeps the days
 * any rung failed with that code). The totals count the days tried,
 * succeeded and failed and sum the due and debited (the contract's
 * currency); the chart counts the days that succeeded per date.
 */
export const autoPayDebits: ServerReport = {
  definition: builtDefinition('R0082'),
  source: (
    ctx,
  ) => sql`select r.business_date, r.contract_id, r.n, r.branch_name, r.contract_number, r.branch_prefix,
      r.client_name, r.masked_number, r.provider, r.attempts, r.debit_result, r.tried, r.succeeded, r.failed,
      r.error_code, r.error, r.currency, r.due, r.debited
    from (select g.business_date::text as business_date, g.contract_id, g.n,
        br.name as branch_name, c.number as contract_number, br.prefix as branch_prefix,
        cl.full_name as client_name, k.masked_number, 'PAYME' as provider, g.attempts,
        ${RESULT} as debit_result, 1 as tried,
        case when ${RESULT} in ('FULL', 'PART') then 1 else 0 end as succeeded,
        case when ${RESULT} = 'FAILED' then 1 else 0 end as failed,
        g.error_code::text as error_code, g.error, g.error_codes, c.currency, g.due, g.debited
      from (${debitDays(ctx)}) g
      join contracts c on c.id = g.contract_id join clients cl on cl.id = c.client_id
      join contract_cards k on k.id = g.card_id left join branches br on br.id = g.branch_id) r
    where ${when(ctx.q.provider, (v) => (v === 'PAYME' ? sql`true` : sql`false`))}
      and ${when(ctx.q.debit_result, (v) => sql`r.debit_result = ${v}`)}
      and ${when(ctx.q.error_code, (v) => sql`${v}::int = any(r.error_codes)`)}`,
  order: sql`business_date desc, contract_id, n`,
};

/**
 * Money into the payment services' transit accounts (`payment_transit`:
 * card and online payments wait there until the service pays the bank) in
 * the order it came, each with the running sum of the account and what the
 * bank has paid out of it: the statement rows booked to the payment type
 * (CASHLESS_PAYMENT_TYPE_*, their reversals netted). The bank pays the
 * oldest money first: a payment has reached the bank when the running sum
 * through it is no more than what the bank paid.
 */
const TRANSIT_INFLOWS = sql`with cleared as (select q.account_id, -sum(q.amount) as cleared
    from money_postings q join money_accounts a on a.id = q.account_id
    join money_operations qo on qo.id = q.operation_id
    where a.kind = 'payment_transit' and qo.type like 'CASHLESS\\_PAYMENT\\_TYPE\\_%' group by q.account_id)
  select p.operation_id, coalesce(cl.cleared, 0) as cleared,
    sum(p.amount) over (partition by p.account_id order by p.business_date, p.id) as upto
  from money_postings p join money_accounts a on a.id = p.account_id
  join money_operations o on o.id = p.operation_id
  left join cleared cl on cl.account_id = p.account_id
  where a.kind = 'payment_transit' and p.amount > 0 and o.status = 'APPROVED' and o.reversal_of is null
    and o.type not like 'CASHLESS\\_%'`;

/**
 * R0083 Online payments by provider: each payment a client made through
 * Payme or Click in the period (its business date), its contract and state,
 * how many payments it posted to the contract (1 when performed: its
 * settlement by its idempotency key; 0 before, or after a cancel that
 * reversed it), and whether it has reached the bank (a performed payment only).
 */
export const onlinePayments: ServerReport = {
  definition: builtDefinition('R0083'),
  source: (ctx) => sql`with inflows as materialized (${TRANSIT_INFLOWS})
    select p.id, p.business_date::text as business_date, br.name as branch_name, p.provider,
      p.provider_id, p.contract_id, c.number as contract_number, br.prefix as branch_prefix,
      cl.full_name as client_name, p.state::text as online_state,
      (select count(*) from contract_settlements s where s.contract_id = p.contract_id
        and s.idempotency_key = ${SOURCE_KEY_PREFIX.ONLINE}::text || p.id::text
        and not exists (select 1 from contract_settlements x where x.reversal_of = s.id)) as postings,
      case when p.state = 2 then (f.upto <= f.cleared)::text end as settled, p.amount
    from online_payments p join contracts c on c.id = p.contract_id join clients cl on cl.id = c.client_id
    left join branches br on br.id = p.branch_id
    left join contract_settlements ps on ps.id = p.settlement_id
    left join inflows f on f.operation_id = ps.operation_id
    where p.business_date between ${ctx.from}::date and ${ctx.to}::date and ${inBranches(sql`p.branch_id`, ctx)}
      and ${when(ctx.q.provider, (v) => sql`p.provider = ${v}`)}
      and ${when(ctx.q.online_state, (v) => sql`p.state = ${Number(v)}`)}`,
  order: sql`business_date desc, id desc`,
};
