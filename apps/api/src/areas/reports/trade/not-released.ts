import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, tashkentDay } from '../engine/define.ts';
import { SIGNED } from '../levy/portfolio.ts';
import { numberRows, SOLD } from './counted.ts';

/**
 * How much of a sale's line was released on the date: today the kept
 * `released`; a past date the lines of the invoices approved on or before it
 * and not cancelled by then (a cancel puts the goods back).
 */
const releasedAsOf = (ctx: ReportContext, kind: 'CONTRACT' | 'CASH_TRADE'): SQL =>
  ctx.asOf >= ctx.today
    ? sql`i.released`
    : sql`(select coalesce(sum(l.quantity), 0) from output_invoice_lines l join output_invoices oi on oi.id = l.invoice_id
        where l.item_id = i.id and oi.sale_kind = ${kind} and oi.approved_at is not null
          and ${tashkentDay(sql`oi.approved_at`)} <= ${ctx.asOf}
          and not exists (select 1 from output_invoice_events e where e.invoice_id = oi.id and e.to_status = 'CANCELED'
            and ${tashkentDay(sql`e.created_at`)} <= ${ctx.asOf}))`;

/** Today only the lines still waiting (their partial indexes); a past date every line sold by then. */
const waiting = (ctx: ReportContext) => (ctx.asOf >= ctx.today ? sql`i.released < i.quantity` : sql`true`);

/**
 * R0014 Sold but not released: each line of a signed contract or a paid
 * cash trade sold on or before the date with goods still not released from
 * the warehouse on that date, the quantity and value waiting and for how
 * many days (from the sale's date).
 */
export const notReleased: ServerReport = {
  definition: builtDefinition('R0014'),
  source: (ctx) => {
    const cash = sql`select 'CASH' as sale_type, i.id as item_id, t.branch_id, t.trade_date as sale_date,
        t.number as doc_number, null::bigint as contract_id, t.client_id, t.currency, i.product_id, i.quantity,
        i.price, ${releasedAsOf(ctx, 'CASH_TRADE')} as released
      from cash_trades t join cash_trade_items i on i.trade_id = t.id
      where ${SOLD} and ${inBranches(sql`t.branch_id`, ctx)} and t.trade_date <= ${ctx.asOf} and ${waiting(ctx)}`;
    const credit = sql`select 'CREDIT' as sale_type, i.id as item_id, c.branch_id, c.contract_date as sale_date,
        c.number as doc_number, c.id as contract_id, c.client_id, c.currency, i.product_id, i.quantity, i.price,
        ${releasedAsOf(ctx, 'CONTRACT')} as released
      from contracts c join contract_items i on i.contract_id = c.id
      where ${SIGNED} and ${inBranches(sql`c.branch_id`, ctx)} and c.contract_date <= ${ctx.asOf} and ${waiting(ctx)}`;
    const sales =
      ctx.q.sale_type === 'CASH'
        ? cash
        : ctx.q.sale_type === 'CREDIT'
          ? credit
          : sql`${cash} union all ${credit}`;
    return sql`select x.sale_type, x.item_id, x.sale_date::text as sale_date, b.name as branch_name,
        b.prefix as branch_prefix, x.doc_number, x.contract_id, cl.full_name as client_name, p.name as product_name,
        x.currency, x.quantity, x.released, x.quantity - x.released as waiting,
        round((x.quantity - x.released) * x.price / 1000.0)::bigint as waiting_value,
        (${ctx.asOf}::date - x.sale_date)::int as days_waiting
      from (${sales}) x join branches b on b.id = x.branch_id join products p on p.id = x.product_id
      left join clients cl on cl.id = x.client_id
      where x.released < x.quantity`;
  },
  order: sql`days_waiting desc, item_id`,
  decorate: async (_ctx, rows) => numberRows(rows),
};
