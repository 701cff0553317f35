import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { SIGNED } from '../levy/portfolio.ts';
import { SOLD } from './counted.ts';

/** A line's sum: quantity (thousandths) × unit price, less its discount. */
const net = sql`round(i.quantity * i.price / 1000.0)::bigint - i.discount`;

/**
 * SQL over a promotion `x` and a branch: the sum in UZS (a contract's at its
 * rate) of the lines of its goods sold in that branch from `first` to `last`
 * (paid cash trades, `SOLD`; signed contracts, `SIGNED`, by contract date).
 */
const promotedSales = (first: SQL, last: SQL): SQL => sql`coalesce((select sum(s.revenue_uzs) from (
    select ${net} as revenue_uzs from cash_trades t join cash_trade_items i on i.trade_id = t.id
      join promotion_products pp on pp.product_id = i.product_id and pp.promotion_id = x.id
      where ${SOLD} and t.branch_id = x.branch_id and t.trade_date between ${first} and ${last}
    union all
    select round((${net}) * case when c.currency = 'UZS' then 1 else c.rate end)::bigint
      from contracts c join contract_items i on i.contract_id = c.id
      join promotion_products pp on pp.product_id = i.product_id and pp.promotion_id = x.id
      where ${SIGNED} and c.branch_id = x.branch_id and c.contract_date between ${first} and ${last}) s), 0)`;

/** The promotions whose days meet the period, each with the branches in scope it runs in. */
const promotionBranches = (ctx: ReportContext): SQL => sql`select p.id, p.name, p.date_from, p.date_to,
    p.status, br.id as branch_id, br.name as branch_name, p.relevance = 'NOT_ALL' as chosen
  from promotions p join branches br on (p.relevance = 'ALL' or exists (select 1 from promotion_branches pb
    where pb.promotion_id = p.id and pb.branch_id = br.id))
  where ${inBranches(sql`br.id`, ctx)} and p.date_from <= ${ctx.to} and p.date_to >= ${ctx.from}
    and ${when(ctx.q.promotion_id, (v) => sql`p.id = ${v}`)}`;

/**
 * R0018 Promotion results and winners: per promotion whose days meet the
 * period and branch it runs in (for a promotion of every branch, those where
 * anything happened), the tickets issued there (in play, and voided by
 * returns), the sales of its goods during it against as many days just
 * before it (UZS), the winners drawn among that branch's tickets, the prizes
 * handed over and who won what.
 */
export const promotionResults: ServerReport = {
  definition: builtDefinition('R0018'),
  source: (ctx) => sql`select r.*,
      case when r.before_uzs > 0 then round((r.during_uzs - r.before_uzs) * 100.0 / r.before_uzs, 1)::text end as growth
    from (select x.id as promotion_id, x.name as promotion_name, x.date_from::text as date_from,
        x.date_to::text as date_to, x.status as promotion_status, x.branch_name, x.branch_id, x.chosen,
        (select count(*) from promotion_tickets tk where tk.promotion_id = x.id and tk.branch_id = x.branch_id
          and tk.voided_at is null)::int as tickets,
        (select count(*) from promotion_tickets tk where tk.promotion_id = x.id and tk.branch_id = x.branch_id
          and tk.voided_at is not null)::int as voided_tickets,
        ${promotedSales(sql`x.date_from - (x.date_to - x.date_from + 1)`, sql`x.date_from - 1`)} as before_uzs,
        ${promotedSales(sql`x.date_from`, sql`x.date_to`)} as during_uzs,
        coalesce(w.winners, 0) as winners, coalesce(w.prizes_given, 0) as prizes_given, w.winner_names
      from (${promotionBranches(ctx)}) x
      left join lateral (select count(*)::int as winners, (count(*) filter (where wn.given_date is not null))::int as prizes_given,
          string_agg(pz.place || '. ' || pz.name || ': ' || coalesce(cl.full_name, '№' || tk.number), '; '
            order by pz.place) as winner_names
        from promotion_winners wn join promotion_tickets tk on tk.id = wn.ticket_id
        join promotion_prizes pz on pz.id = wn.prize_id left join clients cl on cl.id = wn.client_id
        where wn.promotion_id = x.id and tk.branch_id = x.branch_id) w on true) r
    where r.chosen or r.tickets + r.voided_tickets + r.winners > 0 or r.before_uzs <> 0 or r.during_uzs <> 0`,
  order: sql`date_from desc, promotion_id desc, branch_name`,
};
