import { AGEING_BANDS, builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { consumedAfter } from './fifo-residues.ts';

/** The days since input each band of `AGEING_BANDS` covers (the last one open-ended). */
const BAND_DAYS: Record<(typeof AGEING_BANDS)[number], readonly [number, number]> = {
  '0_30': [0, 30],
  '31_90': [31, 90],
  '91_180': [91, 180],
  '181_365': [181, 365],
  '365_plus': [366, 1_000_000],
};

/**
 * R0038 Stock ageing: per product and warehouse, the quantity and FIFO cost
 * left as of a date, split by days since the batch came in (0–30, 31–90,
 * 91–180, 181–365, over 365). It reads the FIFO layers as R0035 does (a past
 * date adds back what later movements consumed), so its total cost is R0035's
 * and R0034's stock value.
 */
export const stockAgeing: ServerReport = {
  definition: builtDefinition('R0038'),
  source: (ctx) => {
    const q = ctx.q;
    const bands = AGEING_BANDS.map((band) => {
      const [low, high] = BAND_DAYS[band];
      const inBand = sql`l.age between ${low} and ${high}`;
      return sql`coalesce(sum(l.quantity) filter (where ${inBand}), 0) as ${sql.identifier(`quantity_${band}`)},
        coalesce(sum(l.cost) filter (where ${inBand}), 0) as ${sql.identifier(`cost_${band}`)}`;
    });
    return sql`select l.product_id, l.warehouse_id, br.name as branch_name, w.name as warehouse_name,
        pc.name as category_name, p.name as product_name, ${sql.join(bands, sql`, `)},
        sum(l.quantity) as quantity, sum(l.cost) as cost_uzs
      from (select l.product_id, l.warehouse_id, (${ctx.asOf}::date - l.business_date) as age,
              l.quantity_left + ${consumedAfter('quantity', ctx)} as quantity,
              l.cost_left_uzs + ${consumedAfter('cost_uzs', ctx)} as cost
            from stock_layers l join warehouses lw on lw.id = l.warehouse_id
            where l.item_kind = 'product' and l.business_date <= ${ctx.asOf} and ${inBranches(sql`lw.branch_id`, ctx)}
              and ${when(q.warehouse_id, (id) => sql`l.warehouse_id = ${id}`)}) l
      join warehouses w on w.id = l.warehouse_id join branches br on br.id = w.branch_id
      join products p on p.id = l.product_id left join product_categories pc on pc.id = p.product_category_id
      where l.quantity > 0 and ${when(q.category_id, (id) => sql`p.product_category_id = ${id}`)}
      group by l.product_id, l.warehouse_id, br.name, w.name, pc.name, p.name`;
  },
  order: sql`branch_name, warehouse_name, product_name, product_id`,
};
