import { documentNumber } from '@savdo/shared/documents';
import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * A movement's document and counterparty: a warehouse document (its
 * supplier), an output invoice, a contract, a cash sale (their client) or a
 * bonus order (its client, no number).
 */
export const documentOf = sql`left join lateral (
    select sb.prefix, sd.number::text as number, s.name as counterparty, null::bigint as contract_id
      from stock_documents sd join branches sb on sb.id = sd.branch_id left join suppliers s on s.id = sd.supplier_id
      where m.doc_type is null and sd.id = m.document_id
    union all select ob.prefix, o.number::text, oc.full_name, o.contract_id from output_invoices o
      join branches ob on ob.id = o.branch_id left join clients oc on oc.id = o.client_id
      where m.doc_type = 'output_invoice' and o.id = m.document_id
    union all select cb.prefix, c.number::text, cc.full_name, c.id from contracts c
      join branches cb on cb.id = c.branch_id join clients cc on cc.id = c.client_id
      where m.doc_type = 'contract' and c.id = m.document_id
    union all select tb.prefix, t.number::text, tc.full_name, null from cash_trades t
      join branches tb on tb.id = t.branch_id left join clients tc on tc.id = t.client_id
      where m.doc_type = 'cash_trade' and t.id = m.document_id
    union all select null, null, bc.full_name, null from bonus_orders bo join clients bc on bc.id = bo.client_id
      where m.doc_type = 'bonus_order' and bo.id = m.document_id
  ) d on true`;

/** The rows' `document`: their branch prefix and number, as every screen shows a document's number. */
export async function numberDocuments(rows: Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    row.document =
      row.document_number === null || row.document_number === undefined
        ? null
        : documentNumber(
            row.branch_prefix === null ? null : String(row.branch_prefix),
            String(row.document_number),
          );
  }
}

/**
 * R0037 Product card: every movement of a product in a warehouse in the
 * period, with its document, counterparty, serials, quantity in or out,
 * FIFO cost and the running balance after it. The running balance is today's
 * balance row less the movements after this one (read from the period's
 * start), so the last row of the card is the balance the other reports show.
 */
export const productCard: ServerReport = {
  definition: builtDefinition('R0037'),
  source: (ctx) => {
    const { q, from, to } = ctx;
    const later = (column: 'quantity' | 'cost_uzs') =>
      sql`coalesce(sum(m.${sql.identifier(column)}) over (partition by m.product_id, m.warehouse_id
        order by m.business_date desc, m.id desc rows between unbounded preceding and 1 preceding), 0)`;
    return sql`select * from (select m.id as movement_id, m.product_id, m.warehouse_id, m.business_date::text as business_date, w.name as warehouse_name, p.name as product_name, m.type,
        d.prefix as branch_prefix, d.number as document_number, d.counterparty, d.contract_id,
        (select string_agg(ss.serial, ', ' order by ss.serial) from stock_serial_moves sm
          join stock_serials ss on ss.id = sm.serial_id where sm.movement_id = m.id) as serials,
        greatest(m.quantity, 0) as quantity_in, greatest(-m.quantity, 0) as quantity_out, m.cost_uzs,
        b.quantity - ${later('quantity')} as balance_quantity, b.cost_uzs - ${later('cost_uzs')} as balance_cost_uzs
      from stock_movements m join stock_balances b on b.item_kind = m.item_kind and b.product_id = m.product_id
        and b.warehouse_id = m.warehouse_id
      join warehouses w on w.id = m.warehouse_id join products p on p.id = m.product_id
      ${documentOf}
      where m.item_kind = 'product' and m.business_date >= ${from} and ${inBranches(sql`w.branch_id`, ctx)}
        and ${when(q.warehouse_id, (id) => sql`m.warehouse_id = ${id}`)}
        and ${when(q.product_id, (id) => sql`m.product_id = ${id}`)}) c
      where c.business_date <= ${to} and ${when(
        q.serial,
        (serial) => sql`c.movement_id in (select sm.movement_id from stock_serial_moves sm
          join stock_serials ss on ss.id = sm.serial_id where ss.serial = ${serial})`,
      )}`;
  },
  order: sql`product_name, product_id, warehouse_name, warehouse_id, business_date, movement_id`,
  decorate: async (_ctx, rows) => numberDocuments(rows),
};
