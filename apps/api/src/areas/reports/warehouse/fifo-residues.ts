import { documentNumber } from '@savdo/shared/documents';
import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** What the layer gave out after the date (its consumptions by later movements), added back for a past date. */
export const consumedAfter = (column: 'quantity' | 'cost_uzs' | 'cost_usd', ctx: ReportContext) =>
  ctx.asOf >= ctx.today
    ? sql`0`
    : sql`coalesce((select sum(c.${sql.identifier(column)}) from stock_consumptions c
        join stock_movements m on m.id = c.movement_id where c.layer_id = l.id and m.business_date > ${ctx.asOf}), 0)`;

/**
 * R0035 FIFO residues: what is left of each incoming batch as of a date:
 * its input date and document, supplier, quantity in and left, cost left in
 * UZS and USD, and age in days. Σ cost left = the stock value of R0034.
 */
export const fifoResidues: ServerReport = {
  definition: builtDefinition('R0035'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select l.id as layer_id, l.product_id, l.warehouse_id, br.name as branch_name, w.name as warehouse_name,
        p.name as product_name, l.business_date::text as input_date, d.branch_prefix, d.number as document_number,
        s.name as supplier_name, l.quantity_in,
        l.quantity_left + ${consumedAfter('quantity', ctx)} as quantity_left,
        l.cost_left_uzs + ${consumedAfter('cost_uzs', ctx)} as cost_left_uzs,
        l.cost_left_usd + ${consumedAfter('cost_usd', ctx)} as cost_left_usd,
        (${ctx.asOf}::date - l.business_date) as age_days
      from stock_layers l join warehouses w on w.id = l.warehouse_id join branches br on br.id = w.branch_id
      join products p on p.id = l.product_id
      join stock_movements m on m.id = l.movement_id
      left join lateral (select sd.number, sb.prefix as branch_prefix, sd.supplier_id from stock_documents sd
        join branches sb on sb.id = sd.branch_id where sd.id = m.document_id and m.doc_type is null) d on true
      left join suppliers s on s.id = d.supplier_id
      where l.item_kind = 'product' and ${inBranches(sql`w.branch_id`, ctx)} and l.business_date <= ${ctx.asOf}
        and ${when(q.warehouse_id, (id) => sql`l.warehouse_id = ${id}`)}
        and ${when(q.product_id, (id) => sql`l.product_id = ${id}`)}
        and l.quantity_left + ${consumedAfter('quantity', ctx)} > 0`;
  },
  order: sql`branch_name, warehouse_name, product_name, input_date, layer_id`,
  decorate: async (_ctx, rows) => {
    for (const row of rows) {
      row.document =
        row.document_number === null || row.document_number === undefined
          ? null
          : documentNumber(String(row.branch_prefix ?? ''), String(row.document_number));
    }
  },
};
