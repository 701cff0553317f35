import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { documentOf, numberDocuments } from './product-card.ts';

/**
 * A unit's state for the report: in stock and in transit as the serials
 * ledger keeps them; a unit that left is sold (its last movement an output
 * to a client), returned to the supplier, or written off (an expense or a
 * shortage).
 */
const STATE = sql`case when s.status <> 'OUT' then s.status when m.type = 'OUTPUT' then 'SOLD'
  when m.type = 'RETURNED_PRODUCT' then 'RETURNED' else 'WRITTEN_OFF' end`;

/**
 * R0041 Serial numbers and IMEI: where each serial-tracked unit is now
 * (its warehouse, in transit, sold under which document to whom, returned),
 * read from the serials and the last stock movement that carried it, with
 * its marking code and how many movements it has (its history: the product
 * card, R0037, for the serial). The period keeps the units that moved in it;
 * the branch is that of the unit's last movement.
 */
export const serialUnits: ServerReport = {
  definition: builtDefinition('R0041'),
  source: (ctx) => {
    const { q, from, to } = ctx;
    return sql`select * from (select s.id as serial_id, s.serial, s.marking_code, s.product_id, p.name as product_name,
        ${STATE} as status, coalesce(cw.name, mw.name) as warehouse_name, m.business_date::text as last_date,
        m.type as last_type, d.prefix as branch_prefix, d.number as document_number, d.counterparty, d.contract_id,
        (select count(*) from stock_serial_moves c where c.serial_id = s.id)::int as moves
      from stock_serials s join products p on p.id = s.product_id
      join lateral (select lm.* from stock_serial_moves sm join stock_movements lm on lm.id = sm.movement_id
        where sm.serial_id = s.id order by lm.business_date desc, lm.id desc limit 1) m on true
      join warehouses mw on mw.id = m.warehouse_id left join warehouses cw on cw.id = s.warehouse_id
      ${documentOf}
      where ${inBranches(sql`mw.branch_id`, ctx)}
        and ${when(q.product_id, (id) => sql`s.product_id = ${id}`)}
        and ${when(q.serial, (x) => sql`(s.serial = ${x} or s.marking_code = ${x})`)}
        and exists (select 1 from stock_serial_moves pm join stock_movements pmm on pmm.id = pm.movement_id
          where pm.serial_id = s.id and pmm.business_date between ${from} and ${to})) u
      where ${when(q.serial_status, (x) => sql`u.status = ${x}`)}`;
  },
  order: sql`product_name, serial, serial_id`,
  decorate: async (_ctx, rows) => numberDocuments(rows),
};
