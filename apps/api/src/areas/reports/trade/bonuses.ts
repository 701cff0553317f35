import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { clientMatch } from '../../sales/clients/name-search.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** Σ of a client's bonus history rows of a kind dated in the period (the history keeps them signed). */
const moved = (ctx: ReportContext, kind: string): SQL => sql`coalesce(sum(h.amount)
  filter (where h.kind = ${kind} and h.business_date between ${ctx.from} and ${ctx.to}), 0)`;

/** What a client paid in money for the difference on bonus goods in the period, less what returns refunded of it. */
const differencePaid = (ctx: ReportContext): SQL => sql`coalesce((select sum(o.difference) from bonus_orders o
    where o.client_id = b.client_id and o.business_date between ${ctx.from} and ${ctx.to}), 0)
  - coalesce((select sum(r.difference) from bonus_returns r join bonus_orders o on o.id = r.order_id
    where o.client_id = b.client_id and r.business_date between ${ctx.from} and ${ctx.to}), 0)`;

/**
 * R0017 Client bonuses: per client (by the client's branch), the points at
 * the period's start, earned by on-time payments (EARN), taken back with a
 * cancelled payment (EARN_REVERSAL), spent on bonus goods (ORDER), given
 * back by their returns (RETURN), and held at its end (the balance row less
 * the history dated after it), with the money paid for differences. One
 * point is one sum (UZS minor units, as the bonus ledger keeps them).
 */
export const clientBonuses: ServerReport = {
  definition: builtDefinition('R0017'),
  source: (
    ctx,
  ) => sql`select m.*, m.closing - m.earned + m.earn_reversed + m.spent - m.points_returned as opening
    from (select b.client_id, cl.full_name as client_name, br.name as branch_name,
        ${moved(ctx, 'EARN')} as earned, -${moved(ctx, 'EARN_REVERSAL')} as earn_reversed,
        -${moved(ctx, 'ORDER')} as spent, ${moved(ctx, 'RETURN')} as points_returned,
        b.balance - coalesce(sum(h.amount) filter (where h.business_date > ${ctx.to}), 0) as closing,
        ${differencePaid(ctx)} as difference_paid,
        count(h.id) filter (where h.business_date between ${ctx.from} and ${ctx.to}) as moves
      from bonus_balances b join clients cl on cl.id = b.client_id join branches br on br.id = cl.branch_id
      left join bonus_history h on h.client_id = b.client_id and h.business_date >= ${ctx.from}
      where ${inBranches(sql`cl.branch_id`, ctx)} and ${when(ctx.q.client, (v) => clientMatch(sql`cl`, v))}
      group by b.client_id, b.balance, cl.full_name, br.name) m
    where m.moves > 0 or m.closing <> 0`,
  order: sql`closing desc, client_name, client_id`,
};
