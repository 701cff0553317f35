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
import { SIGNED } from '../levy/portfolio.ts';

/**
 * The resale offers made in the period (by their creation in Tashkent: an
 * offer keeps no business date) by who made them: invited when the client
 * accepted to come (INVITED, or ACCEPTED: an order was opened), bought when
 * that order's contract was signed, for its price less discount.
 */
const offers = (
  ctx: ReportContext,
): SQL => sql`select 'OFFER' as kind, r.id, ${tashkentDay(sql`r.created_at`)} as business_date,
    cl.branch_id, r.created_by as employee_id, r.client_id, r.status as outcome,
    1 as offered, (r.status in ('INVITED', 'ACCEPTED'))::int as invited, (r.status = 'REJECTED')::int as rejected,
    (r.status = 'UNFINISHED')::int as talking, (c.id is not null)::int as bought,
    case when c.currency = 'UZS' then c.price - c.discount end as sale_uzs,
    case when c.currency = 'USD' then c.price - c.discount end as sale_usd,
    null::bigint as bonus_uzs, null::bigint as bonus_usd
  from resale_offers r join clients cl on cl.id = r.client_id
  left join client_orders co on co.id = r.order_id
  left join contracts c on c.id = co.contract_id and ${SIGNED}
  where ${momentInPeriod(sql`r.created_at`, ctx)} and ${inBranches(sql`cl.branch_id`, ctx)}
    and ${when(ctx.q.user_id, (v) => sql`r.created_by = ${v}`)}
    and ${when(ctx.q.engagement_outcome, (v) => sql`r.status = ${v}`)}`;

/**
 * The calls made in the period, by the caller: bought when a sale earned
 * the caller a bonus through it (its `call_bonus_sales` not released, of an
 * invoice not cancelled: the engagement area's rule), with that sale's sum
 * and the bonus, in the invoice's currency.
 */
const calls = (ctx: ReportContext): SQL => sql`select 'CALL', k.id, k.call_date, cl.branch_id, k.caller_id,
    k.client_id, k.outcome, 0, 0, (k.outcome = 'REFUSED')::int, (k.outcome = 'CALL_BACK')::int,
    (s.sales > 0)::int, s.sale_uzs, s.sale_usd, s.bonus_uzs, s.bonus_usd
  from client_calls k join clients cl on cl.id = k.client_id
  cross join lateral (select count(*) as sales,
      sum(bs.sale_amount) filter (where i.currency = 'UZS') as sale_uzs,
      sum(bs.sale_amount) filter (where i.currency = 'USD') as sale_usd,
      sum(bs.bonus) filter (where i.currency = 'UZS') as bonus_uzs,
      sum(bs.bonus) filter (where i.currency = 'USD') as bonus_usd
    from call_bonus_sales bs join call_bonus_invoices i on i.id = bs.invoice_id
    where bs.call_id = k.id and bs.released_at is null and i.status <> 'CANCELED') s
  where k.call_date between ${ctx.from} and ${ctx.to} and ${inBranches(sql`cl.branch_id`, ctx)}
    and ${when(ctx.q.user_id, (v) => sql`k.caller_id = ${v}`)}
    and ${when(ctx.q.engagement_outcome, (v) => sql`k.outcome = ${v}`)}`;

/**
 * R0020 Resale and customer engagement results: one row per resale offer
 * and per call of the period, by the client's branch, with who made it and
 * what came of it. The 0/1 columns' totals are the funnel (offered → invited
 * → bought; refused and still talking beside), the sums what the clients
 * bought again, the bonuses what the callers earned by it.
 */
export const engagementResults: ServerReport = {
  definition: builtDefinition('R0020'),
  source: (ctx) => sql`select e.kind, e.id as record_id, e.business_date::text as business_date,
      br.name as branch_name, u.full_name as employee_name, e.client_id, cl.full_name as client_name, e.outcome,
      1 as clients, e.offered, e.invited, e.rejected, e.talking, e.bought,
      e.sale_uzs, e.sale_usd, e.bonus_uzs, e.bonus_usd
    from (${offers(ctx)} union all ${calls(ctx)}) e
    join branches br on br.id = e.branch_id join clients cl on cl.id = e.client_id
    left join users u on u.id = e.employee_id`,
  order: sql`business_date desc, kind desc, record_id desc`,
};
