import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { SIGNED } from '../levy/portfolio.ts';
import { SOLD } from './counted.ts';

/**
 * Every sale of the period as one row: a paid cash trade (its total after
 * discounts) or a signed contract (its goods' price less the discount, the
 * markup apart: R0009), its FIFO cost (what the output invoices released
 * of it) and its sum in UZS at the sale's own rate (a USD contract's rate).
 */
export const salesOfPeriod = (ctx: ReportContext): SQL => {
  const q = ctx.q;
  const cash = sql`select t.id as sale_id, t.branch_id, t.trade_date as business_date, 'CASH' as sale_type, t.currency,
      t.total as amount, t.total as amount_uzs, t.cost_uzs, t.created_by
    from cash_trades t
    where ${SOLD} and ${inBranches(sql`t.branch_id`, ctx)} and t.trade_date between ${ctx.from} and ${ctx.to}
      and ${when(q.currency, (v) => sql`t.currency = ${v}`)}
      and ${when(q.consultant_id, (v) => sql`t.created_by = ${v}`)}`;
  const credit = sql`select c.id as sale_id, c.branch_id, c.contract_date as business_date, 'CREDIT' as sale_type,
      c.currency, c.price - c.discount as amount,
      case when c.currency = 'UZS' then c.price - c.discount else round((c.price - c.discount) * c.rate)::bigint end
        as amount_uzs,
      c.cost_uzs, c.created_by
    from contracts c
    where ${SIGNED} and ${inBranches(sql`c.branch_id`, ctx)} and c.contract_date between ${ctx.from} and ${ctx.to}
      and ${when(q.currency, (v) => sql`c.currency = ${v}`)}
      and ${when(q.consultant_id, (v) => sql`c.created_by = ${v}`)}`;
  if (q.sale_type === 'CASH') return cash;
  if (q.sale_type === 'CREDIT') return credit;
  return sql`${cash} union all ${credit}`;
};

/**
 * R0001 Daily sales summary: per day, branch, sale type (cash or nasiya) and
 * currency, the number of sales, their sum, the FIFO cost of their released
 * goods and the gross profit in UZS (the sum at the sale's own rate less the
 * cost). The seller is the user who entered the sale.
 */
export const dailySales: ServerReport = {
  definition: builtDefinition('R0001'),
  source: (ctx) => sql`select s.business_date::text as business_date, br.name as branch_name, s.sale_type,
      s.currency, count(*)::int as sales, sum(s.amount) as amount, sum(s.cost_uzs) as cost_uzs,
      sum(s.amount_uzs) - sum(s.cost_uzs) as gross_profit_uzs
    from (${salesOfPeriod(ctx)}) s join branches br on br.id = s.branch_id
    group by s.business_date, br.name, s.sale_type, s.currency`,
  order: sql`business_date desc, branch_name, sale_type, currency desc`,
};
