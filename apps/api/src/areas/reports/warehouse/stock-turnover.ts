import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import type { ServerReport } from '../engine/define.ts';
import { stockMovement } from './stock-movement.ts';

/**
 * R0039 Stock turnover and days of supply: per category over the period,
 * the FIFO cost of what was sold (sales less clients' returns), the stock
 * at cost at the start and the end, the turnover (cost of sales ÷ the
 * average of the two) and the days of supply (the closing stock ÷ the cost
 * of sales per day of the period). It groups R0036's rows (the same
 * statement), so its opening and closing are that report's totals.
 */
export const stockTurnover: ServerReport = {
  definition: builtDefinition('R0039'),
  source: (ctx) => {
    // every product of the scope (R0036's own narrowing filters do not apply here)
    const whole = { ...ctx, q: { ...ctx.q, practice_type: undefined, product_id: undefined } };
    const days = sql`(${ctx.to}::date - ${ctx.from}::date + 1)`;
    return sql`select s.category_id, coalesce(s.category_name, '—') as category_name,
        sum(s.out_sale) as sold_quantity, sum(s.sale_cost_uzs) as sale_cost_uzs,
        sum(s.opening_cost_uzs) as opening_cost_uzs, sum(s.closing_cost_uzs) as closing_cost_uzs,
        round((sum(s.opening_cost_uzs) + sum(s.closing_cost_uzs)) / 2.0)::bigint as average_cost_uzs,
        case when sum(s.opening_cost_uzs) + sum(s.closing_cost_uzs) > 0
          then round(sum(s.sale_cost_uzs) * 2.0 / (sum(s.opening_cost_uzs) + sum(s.closing_cost_uzs)), 2) end as turnover,
        case when sum(s.sale_cost_uzs) > 0
          then round(sum(s.closing_cost_uzs) * ${days} / sum(s.sale_cost_uzs), 1) end as days_of_supply
      from (${stockMovement.source(whole)}) s
      group by s.category_id, s.category_name`;
  },
  order: sql`days_of_supply desc nulls first, category_name`,
};
