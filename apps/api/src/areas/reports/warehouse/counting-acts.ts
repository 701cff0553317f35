import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { numberDocuments } from './product-card.ts';

/**
 * R0045 Counting act results: each line of the period's stocktakes where
 * the count differs from the expected quantity: the surplus or shortage, at
 * the FIFO cost the finished act booked (COUNTING_ACT_INPUT / _OUTPUT; an
 * act still in progress has booked nothing yet), its error reason and the
 * act's author as the responsible.
 */
export const countingActs: ServerReport = {
  definition: builtDefinition('R0045'),
  source: (ctx) => {
    const { q, from, to } = ctx;
    return sql`select d.id as document_id, l.id as line_id, l.product_id, d.doc_date::text as doc_date,
        sb.prefix as branch_prefix, d.number as document_number, w.name as warehouse_name, d.status,
        p.name as product_name, l.expected, l.quantity as counted,
        greatest(l.quantity - coalesce(l.expected, 0), 0) as surplus_quantity,
        greatest(coalesce(l.expected, 0) - l.quantity, 0) as shortage_quantity,
        coalesce(m.surplus, 0) as surplus_cost_uzs, coalesce(m.shortage, 0) as shortage_cost_uzs,
        coalesce(r.name, '—') as reason_name, u.full_name as responsible_name
      from stock_documents d join stock_document_lines l on l.document_id = d.id
      join branches sb on sb.id = d.branch_id join warehouses w on w.id = d.warehouse_id
      join products p on p.id = l.product_id
      left join counting_error_reasons r on r.id = coalesce(l.reason_id, d.reason_id)
      left join users u on u.id = d.created_by
      left join lateral (select sum(sm.cost_uzs) filter (where sm.type = 'COUNTING_ACT_INPUT') as surplus,
          sum(-sm.cost_uzs) filter (where sm.type = 'COUNTING_ACT_OUTPUT') as shortage
        from stock_movements sm where sm.document_id = d.id and sm.doc_type is null and sm.line_id = l.id) m on true
      where d.kind = 'COUNTING_ACT' and d.doc_date between ${from} and ${to} and ${inBranches(sql`d.branch_id`, ctx)}
        and l.quantity <> coalesce(l.expected, l.quantity)
        and ${when(q.warehouse_id, (id) => sql`d.warehouse_id = ${id}`)}
        and ${when(q.act_status, (s) => sql`d.status = ${s}`)}
        and ${when(q.error_reason_id, (id) => sql`coalesce(l.reason_id, d.reason_id) = ${id}`)}`;
  },
  order: sql`doc_date, document_id, product_name, line_id`,
  decorate: async (_ctx, rows) => numberDocuments(rows),
};
