import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { movedAfter } from '../../stock/warehouse/reports.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** What moved after the report's date, per balance row (nothing when the date is today). */
const after = (column: 'quantity' | 'cost_uzs' | 'cost_usd', ctx: ReportContext) =>
  ctx.asOf >= ctx.today ? sql`0` : movedAfter(column, ctx.asOf);

/**
 * R0034 Stock balance: each product in each warehouse as of a date, at FIFO
 * cost (the balance rows, which the FIFO layers sum to) and at today's
 * retail price. A past date subtracts only the movements after it, through the
 * same fragment as the product-residues screen (`areas/stock/warehouse/reports.ts#movedAfter`).
 */
export const stockBalance: ServerReport = {
  definition: builtDefinition('R0034'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select r.*, round(r.quantity * coalesce(p.retail_price_uzs, 0) / 1000.0)::bigint as sale_value_uzs,
        p.name as product_name, pc.name as category_name, w.name as warehouse_name, br.name as branch_name
      from (select b.product_id, b.warehouse_id, b.quantity - ${after('quantity', ctx)} as quantity,
              b.cost_uzs - ${after('cost_uzs', ctx)} as cost_uzs, b.cost_usd - ${after('cost_usd', ctx)} as cost_usd
            from stock_balances b join warehouses wb on wb.id = b.warehouse_id
            where b.item_kind = 'product' and ${inBranches(sql`wb.branch_id`, ctx)}
              and ${when(q.warehouse_id, (id) => sql`b.warehouse_id = ${id}`)}
              and ${when(q.product_id, (id) => sql`b.product_id = ${id}`)}) r
      join products p on p.id = r.product_id
      left join product_categories pc on pc.id = p.product_category_id
      join warehouses w on w.id = r.warehouse_id join branches br on br.id = w.branch_id
      where ${when(q.category_id, (id) => sql`p.product_category_id = ${id}`)}
        and ${q.show_zero ? sql`true` : sql`(r.quantity <> 0 or r.cost_uzs <> 0 or r.cost_usd <> 0)`}`;
  },
  order: sql`branch_name, warehouse_name, product_name, product_id`,
};
