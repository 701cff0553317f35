import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { numberDocuments } from './product-card.ts';

/**
 * R0044 Transfers between warehouses: each line of the period's product
 * transfer documents, with where it went from and to, its state, the FIFO
 * cost it left with, when it was received, and its days on the way (to the
 * receipt, or to today while on the way). A transfer is in both its sending
 * and its receiving branch.
 */
export const transfers: ServerReport = {
  definition: builtDefinition('R0044'),
  source: (ctx) => {
    const { q, from, to } = ctx;
    const moved = (
      type: 'MOVE_OUTPUT' | 'MOVE_INPUT',
    ) => sql`(select m.business_date, m.cost_uzs from stock_movements m
      where m.document_id = d.id and m.doc_type is null and m.line_id = l.id and m.type = ${type} limit 1)`;
    return sql`select d.id as document_id, l.id as line_id, l.product_id, d.doc_date::text as doc_date,
        sb.prefix as branch_prefix, d.number as document_number, fw.name as from_warehouse_name,
        tw.name as to_warehouse_name, d.status, p.name as product_name, l.quantity,
        coalesce(-sent.cost_uzs, 0) as cost_uzs, got.business_date::text as received_date,
        case when d.status in ('WAY', 'APPROVED')
          then coalesce(got.business_date, ${ctx.today}::date) - coalesce(sent.business_date, d.doc_date) end as days_on_way
      from stock_documents d join stock_document_lines l on l.document_id = d.id
      join branches sb on sb.id = d.branch_id join warehouses fw on fw.id = d.warehouse_id
      join warehouses tw on tw.id = d.to_warehouse_id join products p on p.id = l.product_id
      left join lateral ${moved('MOVE_OUTPUT')} sent on true
      left join lateral ${moved('MOVE_INPUT')} got on true
      where d.kind = 'MOVE' and d.doc_date between ${from} and ${to}
        and (${inBranches(sql`d.branch_id`, ctx)} or ${inBranches(sql`tw.branch_id`, ctx)})
        and ${when(q.warehouse_id, (id) => sql`d.warehouse_id = ${id}`)}
        and ${when(q.to_warehouse_id, (id) => sql`d.to_warehouse_id = ${id}`)}
        and ${when(q.transfer_status, (s) => sql`d.status = ${s}`)}
        and ${when(q.product_id, (id) => sql`l.product_id = ${id}`)}`;
  },
  order: sql`doc_date, document_id, product_name, line_id`,
  decorate: async (_ctx, rows) => numberDocuments(rows),
};
