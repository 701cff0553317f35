import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, when } from '../engine/define.ts';
import { SIGNED } from '../levy/portfolio.ts';
import { SOLD } from './counted.ts';

/** A line's sum: quantity (thousandths) × unit price, less its discount. */
const net = sql`round(i.quantity * i.price / 1000.0)::bigint - i.discount`;

/** The line's goods pass the report's product filters (category, brand, product) and warehouse of release. */
const lineFilters = (ctx: ReportContext, kind: 'CONTRACT' | 'CASH_TRADE', product: SQL, item: SQL): SQL => {
  const q = ctx.q;
  const goods = (condition: SQL) =>
    sql`exists (select 1 from products fp where fp.id = ${product} and ${condition})`;
  return sql`${when(q.product_id, (v) => sql`${product} = ${v}`)}
    and ${when(q.category_id, (v) => goods(sql`fp.product_category_id = ${v}`))}
    and ${when(q.brand_id, (v) => goods(sql`fp.brand_id = ${v}`))}
    and ${when(
      q.warehouse_id,
      (
        v,
      ) => sql`exists (select 1 from output_invoice_lines fl join output_invoices fi on fi.id = fl.invoice_id
        where fl.item_id = ${item} and fi.sale_kind = ${kind} and fi.status = 'APPROVED' and fi.warehouse_id = ${v})`,
    )}`;
};

/**
 * The lines of goods sold in the period (paid cash trades, `SOLD`; signed
 * contracts, `SIGNED`), one row each: the sale, its branch, date, seller and
 * currency, the product, quantity, its sum (`revenue`, the sale's currency)
 * and in UZS at the sale's own rate, the FIFO cost released of it, and for a
 * contract's line its share of the contract's markup in UZS (running totals
 * over the lines, so a contract's shares sum to its markup).
 */
export const saleLines = (ctx: ReportContext): SQL => {
  const q = ctx.q;
  const cash = sql`select 'CASH' as sale_type, t.id as sale_id, t.branch_id, t.trade_date as business_date,
      t.created_by, t.currency, i.product_id, i.quantity, ${net} as revenue, ${net} as revenue_uzs, i.cost_uzs,
      0::bigint as markup_uzs
    from cash_trades t join cash_trade_items i on i.trade_id = t.id
    where ${SOLD} and ${inBranches(sql`t.branch_id`, ctx)} and t.trade_date between ${ctx.from} and ${ctx.to}
      and ${when(q.currency, (v) => sql`t.currency = ${v}`)} and ${when(q.consultant_id, (v) => sql`t.created_by = ${v}`)}
      and ${lineFilters(ctx, 'CASH_TRADE', sql`i.product_id`, sql`i.id`)}`;
  const credit = sql`select 'CREDIT' as sale_type, l.contract_id as sale_id, l.branch_id, l.contract_date as business_date,
      l.created_by, l.currency, l.product_id, l.quantity, l.revenue, round(l.revenue * l.rate)::bigint as revenue_uzs,
      l.cost_uzs,
      round(l.markup * l.rate * l.upto / nullif(l.whole, 0))::bigint
        - round(l.markup * l.rate * (l.upto - l.revenue) / nullif(l.whole, 0))::bigint as markup_uzs
    from (select i.id as item_id, c.id as contract_id, c.branch_id, c.contract_date, c.created_by, c.currency, i.product_id, i.quantity,
            ${net} as revenue, i.cost_uzs, c.markup_amount as markup,
            case when c.currency = 'UZS' then 1 else c.rate end as rate,
            sum(${net}) over (partition by c.id order by i.id) as upto, sum(${net}) over (partition by c.id) as whole
          from contracts c join contract_items i on i.contract_id = c.id
          where ${SIGNED} and ${inBranches(sql`c.branch_id`, ctx)} and c.contract_date between ${ctx.from} and ${ctx.to}
            and ${when(q.currency, (v) => sql`c.currency = ${v}`)}
            and ${when(q.consultant_id, (v) => sql`c.created_by = ${v}`)}) l
    where ${lineFilters(ctx, 'CONTRACT', sql`l.product_id`, sql`l.item_id`)}`;
  if (q.sale_type === 'CASH') return cash;
  if (q.sale_type === 'CREDIT') return credit;
  return sql`${cash} union all ${credit}`;
};
