import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { saleLines } from './sale-lines.ts';

/**
 * R0008 Sales by product, category and brand: per product, sale type and
 * currency, the units sold, their sum, the FIFO cost released of them and
 * the margin in UZS (the sum at the sale's own rate less the cost).
 */
export const salesByProduct: ServerReport = {
  definition: builtDefinition('R0008'),
  source: (
    ctx,
  ) => sql`select s.product_id, p.name as product_name, pc.name as category_name, bd.name as brand_name,
      s.sale_type, s.currency, sum(s.quantity) as quantity, sum(s.revenue) as revenue, sum(s.cost_uzs) as cost_uzs,
      sum(s.revenue_uzs) - sum(s.cost_uzs) as margin_uzs
    from (${saleLines(ctx)}) s join products p on p.id = s.product_id
    left join product_categories pc on pc.id = p.product_category_id left join brands bd on bd.id = p.brand_id
    group by s.product_id, p.name, pc.name, bd.name, s.sale_type, s.currency`,
  order: sql`revenue desc, product_id, sale_type`,
};

/** Goods that came back in the period, in UZS: a cash trade's return lines and a contract's returns (R0009, R0073). */
export const returnsOfPeriod = (ctx: ReportContext): SQL => {
  const q = ctx.q;
  const cash = sql`select r.branch_id, r.business_date, p.product_category_id as category_id,
      ri.amount as returns_uzs, ri.cost_uzs as returned_cost_uzs
    from cash_trade_returns r join cash_trade_return_items ri on ri.return_id = r.id
    join cash_trades t on t.id = r.trade_id join products p on p.id = ri.product_id
    where ${inBranches(sql`r.branch_id`, ctx)} and r.business_date between ${ctx.from} and ${ctx.to}
      and ${when(q.currency, (v) => sql`t.currency = ${v}`)}`;
  const credit = sql`select r.branch_id, r.business_date,
      (select p.product_category_id from contract_return_items ri join products p on p.id = ri.product_id
        where ri.return_id = r.id order by ri.id limit 1),
      case when c.currency = 'UZS' then r.value else round(r.value * c.rate)::bigint end,
      (select coalesce(sum(ri.cost_uzs), 0) from contract_return_items ri where ri.return_id = r.id)::bigint
    from contract_returns r join contracts c on c.id = r.contract_id
    where r.status = 'APPROVED' and ${inBranches(sql`r.branch_id`, ctx)}
      and r.business_date between ${ctx.from} and ${ctx.to} and ${when(q.currency, (v) => sql`c.currency = ${v}`)}`;
  if (q.sale_type === 'CASH') return cash;
  if (q.sale_type === 'CREDIT') return credit;
  return sql`${cash} union all ${credit}`;
};

/**
 * R0009 Gross profit at FIFO cost: per month, branch and category, in UZS
 * at each sale's own rate: the goods' sum less their recorded FIFO cost,
 * plus the contracts' markup (each line's share), less what came back (its
 * sum, with its cost taken back into stock). A contract's return is counted
 * in the category of its first returned line.
 */
export const grossProfit: ServerReport = {
  definition: builtDefinition('R0009'),
  source: (ctx) => sql`select to_char(g.business_date, 'YYYY-MM') as month, br.name as branch_name,
      pc.name as category_name, sum(g.revenue_uzs) as revenue_uzs, sum(g.cost_uzs) as cost_uzs,
      sum(g.revenue_uzs) - sum(g.cost_uzs) as goods_margin_uzs, sum(g.markup_uzs) as markup_uzs,
      sum(g.returns_uzs) as returns_uzs, sum(g.returned_cost_uzs) as returned_cost_uzs,
      sum(g.revenue_uzs) - sum(g.cost_uzs) + sum(g.markup_uzs) - sum(g.returns_uzs) + sum(g.returned_cost_uzs)
        as gross_profit_uzs
    from (select s.branch_id, s.business_date, p.product_category_id as category_id, s.revenue_uzs, s.cost_uzs,
            s.markup_uzs, 0::bigint as returns_uzs, 0::bigint as returned_cost_uzs
          from (${saleLines(ctx)}) s join products p on p.id = s.product_id
          union all
          select branch_id, business_date, category_id, 0, 0, 0, returns_uzs, returned_cost_uzs
          from (${returnsOfPeriod(ctx)}) r
          where ${when(ctx.q.category_id, (v) => sql`r.category_id = ${v}`)}) g
    join branches br on br.id = g.branch_id left join product_categories pc on pc.id = g.category_id
    group by 1, br.name, pc.name`,
  order: sql`month desc, branch_name, category_name nulls last`,
};

/** The measure an ABC analysis ranks by (revenue by default). */
const MEASURES = { revenue: sql`revenue_uzs`, profit: sql`profit_uzs`, units: sql`quantity` } as const;

/**
 * R0010 ABC analysis: every product sold in the period or on sale, ranked by
 * the chosen measure (revenue or profit in UZS, or units): class A makes up
 * the first 80 % of it (the product that crosses 80 % included), B the next
 * 15 %, C the rest; a product that sold nothing is NONE.
 */
export const abcAnalysis: ServerReport = {
  definition: builtDefinition('R0010'),
  source: (ctx) => {
    const measure = MEASURES[ctx.q.measure ?? 'revenue'];
    return sql`select r.*, case when r.total > 0 then round(100.0 * r.m / r.total, 2)::text end as share,
        case when r.total > 0 then round(100.0 * r.upto / r.total, 2)::text end as cumulative,
        case when r.quantity = 0 then 'NONE' when r.total <= 0 or r.upto - r.m < 0.80 * r.total then 'A'
          when r.upto - r.m < 0.95 * r.total then 'B' else 'C' end as abc_class
      from (select x.*, row_number() over (order by x.m desc, x.product_id)::int as rank_no,
              sum(x.m) over (order by x.m desc, x.product_id rows unbounded preceding) as upto,
              sum(x.m) over () as total
            from (select p.id as product_id, p.name as product_name, pc.name as category_name,
                    coalesce(s.quantity, 0) as quantity, coalesce(s.revenue_uzs, 0) as revenue_uzs,
                    coalesce(s.profit_uzs, 0) as profit_uzs, greatest(coalesce(s.${measure}, 0), 0) as m
                  from products p left join product_categories pc on pc.id = p.product_category_id
                  left join (select product_id, sum(quantity) as quantity, sum(revenue_uzs) as revenue_uzs,
                        sum(revenue_uzs - cost_uzs) as profit_uzs
                      from (${saleLines(ctx)}) l group by product_id) s on s.product_id = p.id
                  where (p.active or s.product_id is not null)
                    and ${when(ctx.q.category_id, (v) => sql`p.product_category_id = ${v}`)}) x) r`;
  },
  order: sql`rank_no`,
};

/**
 * R0011 Average check and basket: per month, branch, seller and sale type,
 * the number of sales, their sum in UZS (at the sale's own rate), the
 * average check, units per sale, and for contracts the prepayment's share
 * of the goods' sum.
 */
export const averageCheck: ServerReport = {
  definition: builtDefinition('R0011'),
  source: (ctx) => sql`select to_char(s.business_date, 'YYYY-MM') as month, br.name as branch_name,
      u.full_name as consultant_name, s.sale_type, count(*)::int as sales, sum(s.amount_uzs) as amount_uzs,
      round(sum(s.amount_uzs) / count(*))::bigint as avg_check_uzs, sum(s.quantity) as quantity,
      round(sum(s.quantity) / 1000.0 / count(*), 2)::text as units_per_sale,
      case when s.sale_type = 'CREDIT' and sum(s.amount_uzs) > 0
        then round(100.0 * sum(s.prepayment_uzs) / sum(s.amount_uzs), 2)::text end as prepayment_share
    from (select l.sale_type, l.sale_id, l.branch_id, l.business_date, l.created_by, sum(l.revenue_uzs) as amount_uzs,
            sum(l.quantity) as quantity,
            (select case when c.currency = 'UZS' then c.prepayment else round(c.prepayment * c.rate)::bigint end
              from contracts c where l.sale_type = 'CREDIT' and c.id = l.sale_id) as prepayment_uzs
          from (${saleLines(ctx)}) l group by l.sale_type, l.sale_id, l.branch_id, l.business_date, l.created_by) s
    join branches br on br.id = s.branch_id left join users u on u.id = s.created_by
    group by 1, br.name, u.full_name, s.sale_type`,
  order: sql`month desc, branch_name, consultant_name nulls last, sale_type`,
};
