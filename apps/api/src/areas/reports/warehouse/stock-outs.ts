import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { movedAfter } from '../../stock/warehouse/reports.ts';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/** The days of sales looked at, and the stock (whole units) at or below which a product is low, when not given. */
export const STOCK_OUT_DEFAULTS = { days: 30, threshold: 0 } as const;

/**
 * R0040 Stock-outs and low stock: per branch, the products sold there
 * (output to clients less their returns) in the N days up to the date whose
 * stock in that branch's warehouses on that date is at or below the
 * threshold, with the stock elsewhere in the branches in scope and where it
 * lies. Stock on a past date is the balance rows less the movements after it
 * (as R0034).
 */
export const stockOuts: ServerReport = {
  definition: builtDefinition('R0040'),
  source: (ctx) => {
    const { q, asOf } = ctx;
    const days = q.days ?? STOCK_OUT_DEFAULTS.days;
    const threshold = (q.threshold ?? STOCK_OUT_DEFAULTS.threshold) * 1000;
    const after = (column: 'quantity') => (asOf >= ctx.today ? sql`0` : movedAfter(column, asOf));
    return sql`with stock as (select w.branch_id, b.warehouse_id, b.product_id, b.quantity - ${after('quantity')} as quantity
        from stock_balances b join warehouses w on w.id = b.warehouse_id
        where b.item_kind = 'product' and ${inBranches(sql`w.branch_id`, ctx)}),
      sold as (select w.branch_id, m.product_id, -sum(m.quantity) as quantity
        from stock_movements m join warehouses w on w.id = m.warehouse_id
        where m.item_kind = 'product' and m.business_date between ${asOf}::date - ${days - 1}::int and ${asOf}::date
          and (m.type = 'OUTPUT' or (m.type = 'RETURNED_PRODUCT' and m.quantity > 0))
          and ${inBranches(sql`w.branch_id`, ctx)}
        group by 1, 2 having -sum(m.quantity) > 0)
      select s.branch_id, s.product_id, br.name as branch_name, pc.name as category_name, p.name as product_name,
        s.quantity as sold_quantity, coalesce(h.quantity, 0) as stock_quantity,
        coalesce(e.quantity, 0) as elsewhere_quantity, e.places as elsewhere
      from sold s join branches br on br.id = s.branch_id join products p on p.id = s.product_id
      left join product_categories pc on pc.id = p.product_category_id
      left join lateral (select sum(t.quantity) as quantity from stock t
        where t.branch_id = s.branch_id and t.product_id = s.product_id) h on true
      left join lateral (select sum(t.quantity) as quantity,
          string_agg(ew.name || ': ' || trim(trailing '.' from trim(trailing '0' from (t.quantity / 1000.0)::text)), ', '
            order by t.quantity desc, ew.name) as places
        from stock t join warehouses ew on ew.id = t.warehouse_id
        where t.branch_id <> s.branch_id and t.product_id = s.product_id and t.quantity > 0) e on true
      where coalesce(h.quantity, 0) <= ${threshold}::bigint
        and ${when(q.category_id, (id) => sql`p.product_category_id = ${id}`)}`;
  },
  order: sql`branch_name, stock_quantity, product_name, product_id`,
};
