import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { SIGNED } from '../levy/portfolio.ts';
import { numberRows, SOLD } from './counted.ts';

const bySaleType = (ctx: ReportContext, cash: SQL, credit: SQL): SQL =>
  ctx.q.sale_type === 'CASH'
    ? cash
    : ctx.q.sale_type === 'CREDIT'
      ? credit
      : sql`${cash} union all ${credit}`;

/**
 * R0012 Discounts given: a paid cash trade's discounts (with their reason and
 * who gave them), a contract's discount at signing (given by who entered it,
 * approved by who signed it) and the discounts granted on a contract's debt
 * later (DISCOUNT settlements not reversed), each with its share of the
 * sale's price.
 */
export const discountsGiven: ServerReport = {
  definition: builtDefinition('R0012'),
  source: (ctx) => {
    const q = ctx.q;
    const cash = sql`select 'CASH' as sale_type, d.id as row_id, d.business_date, t.branch_id, t.number as doc_number,
        null::bigint as contract_id, t.currency, d.amount, d.reason, d.created_by as given_by,
        null::int as approved_by, t.price
      from cash_trade_discounts d join cash_trades t on t.id = d.trade_id
      where ${SOLD} and ${inBranches(sql`d.branch_id`, ctx)} and d.business_date between ${ctx.from} and ${ctx.to}`;
    const credit = sql`select 'CREDIT' as sale_type, c.id as row_id, c.contract_date as business_date, c.branch_id,
        c.number as doc_number, c.id as contract_id, c.currency, c.discount as amount, null as reason,
        c.created_by as given_by, c.signed_by as approved_by, c.price
      from contracts c
      where ${SIGNED} and c.discount > 0 and ${inBranches(sql`c.branch_id`, ctx)}
        and c.contract_date between ${ctx.from} and ${ctx.to}
      union all
      select 'CREDIT', s.id, s.business_date, c.branch_id, c.number, c.id, c.currency, s.amount, s.reason,
        s.created_by, s.approved_by, c.price
      from contract_settlements s join contracts c on c.id = s.contract_id
      where s.kind = 'DISCOUNT' and s.status = 'APPROVED' and s.reversal_of is null
        and ${inBranches(sql`s.branch_id`, ctx)} and s.business_date between ${ctx.from} and ${ctx.to}`;
    return sql`select x.sale_type, x.row_id, x.business_date::text as business_date, b.name as branch_name,
        b.prefix as branch_prefix, x.doc_number, x.contract_id, x.currency, x.amount, x.reason,
        g.full_name as given_by_name, a.full_name as approved_by_name,
        case when x.price > 0 then round(100.0 * x.amount / x.price, 2)::text end as discount_share
      from (${bySaleType(ctx, cash, credit)}) x join branches b on b.id = x.branch_id
      left join users g on g.id = x.given_by left join users a on a.id = x.approved_by
      where ${when(q.currency, (v) => sql`x.currency = ${v}`)} and ${when(q.consultant_id, (v) => sql`x.given_by = ${v}`)}`;
  },
  order: sql`business_date desc, sale_type, row_id desc`,
  decorate: async (_ctx, rows) => numberRows(rows),
};

/**
 * R0013 Returns from clients: each line that came back in the period, from a
 * paid cash trade (its refunded sum and the cost taken back into stock) or a
 * contract's approved return (the return's value and the fall of the debt
 * are on its first line, so the sums are the returns' own), with the
 * warehouse it came into and the reason.
 */
export const clientReturns: ServerReport = {
  definition: builtDefinition('R0013'),
  source: (ctx) => {
    const q = ctx.q;
    const cash = sql`select 'CASH' as sale_type, ri.id as row_id, r.business_date, r.branch_id, r.number as doc_number,
        null::bigint as contract_id, r.warehouse_id, ri.product_id, t.currency, ri.quantity, ri.amount, ri.cost_uzs,
        0::bigint as debt_reduction, r.reason
      from cash_trade_returns r join cash_trade_return_items ri on ri.return_id = r.id
      join cash_trades t on t.id = r.trade_id
      where ${inBranches(sql`r.branch_id`, ctx)} and r.business_date between ${ctx.from} and ${ctx.to}`;
    const credit = sql`select 'CREDIT' as sale_type, ri.id as row_id, r.business_date, r.branch_id,
        c.number as doc_number, c.id as contract_id, r.warehouse_id, ri.product_id, c.currency, ri.quantity,
        case when ri.id = first.id then r.value else 0 end as amount, ri.cost_uzs,
        case when ri.id = first.id then r.debt_reduction else 0 end as debt_reduction,
        coalesce(rr.name, r.comment) as reason
      from contract_returns r join contract_return_items ri on ri.return_id = r.id
      join contracts c on c.id = r.contract_id left join product_return_reasons rr on rr.id = r.reason_id
      cross join lateral (select min(x.id) as id from contract_return_items x where x.return_id = r.id) first
      where r.status = 'APPROVED' and ${inBranches(sql`r.branch_id`, ctx)}
        and r.business_date between ${ctx.from} and ${ctx.to}`;
    return sql`select x.sale_type, x.row_id, x.doc_number, x.contract_id, x.currency, x.quantity, x.amount,
        x.cost_uzs, x.debt_reduction, x.reason, x.product_id, x.business_date::text as return_date, b.name as branch_name, b.prefix as branch_prefix,
        w.name as warehouse_name, p.name as product_name
      from (${bySaleType(ctx, cash, credit)}) x join branches b on b.id = x.branch_id
      join warehouses w on w.id = x.warehouse_id join products p on p.id = x.product_id
      where ${when(q.warehouse_id, (v) => sql`x.warehouse_id = ${v}`)}
        and ${when(q.product_id, (v) => sql`x.product_id = ${v}`)}`;
  },
  order: sql`return_date desc, sale_type, row_id desc`,
  decorate: async (_ctx, rows) => numberRows(rows),
};
