import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { COUNTED_OPERATION } from './receipts.ts';

/**
 * R0028 Cash orders and money in transit: every cash order entered in the
 * period, from which cashbox to which, its state, when it left and arrived
 * (its operations' business dates) and how many days it was (or still is)
 * in transit; an order is seen from either side's branch.
 */
export const cashOrdersReport: ServerReport = {
  definition: builtDefinition('R0028'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select co.id as order_id, co.order_date::text as order_date, sc.name as source_cashbox_name,
        tc.name as target_cashbox_name, co.status, co.currency, co.amount,
        so.business_date::text as sent_date, ro.business_date::text as received_date,
        case when so.id is null then null
          else coalesce(ro.business_date, ${ctx.today}::date) - so.business_date end as days_in_transit,
        case when co.status = 'SENT' then co.amount else 0 end as in_transit
      from cash_orders co join cashboxes sc on sc.id = co.source_cashbox_id
      join cashboxes tc on tc.id = co.target_cashbox_id
      left join money_operations so on so.id = co.send_operation_id
      left join money_operations ro on ro.id = co.receive_operation_id
      where (${inBranches(sql`co.source_branch_id`, ctx)} or ${inBranches(sql`co.target_branch_id`, ctx)})
        and co.order_date between ${ctx.from} and ${ctx.to}
        and ${when(q.cashbox_id, (v) => sql`(co.source_cashbox_id = ${v} or co.target_cashbox_id = ${v})`)}
        and ${when(q.currency, (v) => sql`co.currency = ${v}`)}`;
  },
  order: sql`order_date desc, order_id desc`,
};

/**
 * R0029 Currency exchange: every counted UZS⇄USD exchange in the period, in
 * which cashbox, the dollars and sums it moved, its rate against the day's
 * rate (the newest active rate dated on or before it), and the difference
 * in sums: (rate − day's rate) × dollars, positive when the cashbox sold
 * dollars dearer or bought them cheaper than the day's rate.
 */
export const currencyExchange: ServerReport = {
  definition: builtDefinition('R0029'),
  source: (ctx) => {
    const q = ctx.q;
    // (rate − day's rate) sums per dollar × cents = tiyin
    return sql`select x.operation_id, x.business_date, x.branch_name, x.cashbox_name, x.direction, x.usd, x.uzs,
        x.rate::numeric(16, 2)::text as rate, x.day_rate::numeric(16, 2)::text as day_rate,
        round((x.rate - x.day_rate) * x.usd * case when x.direction = 'SELL_USD' then 1 else -1 end) as difference_uzs
      from (select o.id as operation_id, o.business_date::text as business_date, br.name as branch_name,
          cb.name as cashbox_name, case when o.currency = 'USD' then 'SELL_USD' else 'BUY_USD' end as direction,
          (select abs(sum((l->>'amount')::bigint)) from jsonb_array_elements(o.lines) l
            where l->>'kind' = 'cashbox' and l->>'currency' = 'USD') as usd,
          (select abs(sum((l->>'amount')::bigint)) from jsonb_array_elements(o.lines) l
            where l->>'kind' = 'cashbox' and l->>'currency' = 'UZS') as uzs,
          o.rate,
          (select er.rate from exchange_rates er where er.active and er.date <= o.business_date
            order by er.date desc, er.id desc limit 1) as day_rate
        from money_operations o join cashboxes cb on cb.id = o.cashbox_id join branches br on br.id = cb.branch_id
        where o.type = 'CURRENCY_EXCHANGE' and ${COUNTED_OPERATION} and ${inBranches(sql`o.branch_id`, ctx)}
          and o.business_date between ${ctx.from} and ${ctx.to}
          and ${when(q.cashbox_id, (v) => sql`o.cashbox_id = ${v}`)}) x`;
  },
  order: sql`business_date desc, operation_id desc`,
};
