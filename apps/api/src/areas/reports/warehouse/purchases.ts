import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0042 Purchases from suppliers: per supplier, product and currency, what
 * the approved input invoices of the period brought in (quantity and the
 * invoiced sum, price × quantity in the invoice's currency) and what the
 * approved returns to the supplier took back. An invoice still on its way
 * (sent, not received) is not a purchase yet. UZS and USD stay apart.
 */
export const supplierPurchases: ServerReport = {
  definition: builtDefinition('R0042'),
  source: (ctx) => {
    const { q, from, to } = ctx;
    const sum = (kind: string, of: 'quantity' | 'amount') =>
      sql`coalesce(sum(${of === 'quantity' ? sql`l.quantity` : sql`round(l.price * l.quantity / 1000.0)`})
        filter (where d.kind = ${kind}), 0)::bigint`;
    return sql`select d.supplier_id, l.product_id, d.currency, s.name as supplier_name, p.name as product_name,
        pc.name as category_name, ${sum('SUPPLIER_INPUT', 'quantity')} as received_quantity,
        ${sum('SUPPLIER_INPUT', 'amount')} as received_amount,
        ${sum('SUPPLIER_RETURN', 'quantity')} as returned_quantity,
        ${sum('SUPPLIER_RETURN', 'amount')} as returned_amount,
        ${sum('SUPPLIER_INPUT', 'amount')} - ${sum('SUPPLIER_RETURN', 'amount')} as net_amount
      from stock_documents d join stock_document_lines l on l.document_id = d.id
      join suppliers s on s.id = d.supplier_id join products p on p.id = l.product_id
      left join product_categories pc on pc.id = p.product_category_id
      where d.kind in ('SUPPLIER_INPUT', 'SUPPLIER_RETURN') and d.status = 'APPROVED'
        and d.doc_date between ${from} and ${to} and ${inBranches(sql`d.branch_id`, ctx)}
        and ${when(q.supplier_id, (id) => sql`d.supplier_id = ${id}`)}
        and ${when(q.warehouse_id, (id) => sql`d.warehouse_id = ${id}`)}
        and ${when(q.currency, (c) => sql`d.currency = ${c}`)}
        and ${when(q.category_id, (id) => sql`p.product_category_id = ${id}`)}
      group by d.supplier_id, l.product_id, d.currency, s.name, p.name, pc.name`;
  },
  order: sql`supplier_name, supplier_id, currency desc, product_name, product_id`,
};
