import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** Goods or materials charged to expenses: the expense outputs (less expense inputs) of the stock ledger at FIFO cost. */
function stockCharged(ctx: ReportContext, itemKind: 'product' | 'material'): SQL {
  const q = ctx.q;
  const goods = itemKind === 'product';
  const item = goods
    ? sql`left join products i on i.id = m.product_id left join product_categories g on g.id = i.product_category_id`
    : sql`left join materials i on i.id = m.product_id left join material_groups g on g.id = i.material_group_id`;
  const group = goods
    ? when(q.category_id, (v) => sql`i.product_category_id = ${v}`)
    : when(q.material_group_id, (v) => sql`i.material_group_id = ${v}`);
  const other = goods ? q.material_group_id : q.category_id;
  return sql`select ${goods ? 'goods' : 'materials'} as kind, m.business_date::text as business_date,
      br.name as branch_name, w.name as place_name, i.name as item_name, g.name as group_name,
      fr.name as reason, d.note as comment, -m.quantity as quantity, -m.cost_uzs as charged_uzs, m.id as ref_id
    from stock_movements m
    join warehouses w on w.id = m.warehouse_id join branches br on br.id = w.branch_id
    ${item}
    left join stock_documents d on d.id = m.document_id and m.doc_type is null
    left join stock_document_lines dl on dl.id = m.line_id and m.doc_type is null
    left join free_product_reasons fr on fr.id = dl.reason_id
    where m.item_kind = ${itemKind} and m.type in ('EXPENSE_OUTPUT', 'EXPENSE_INPUT') and m.reverses_id is null
      and not exists (select 1 from stock_movements r where r.reverses_id = m.id)
      and ${inBranches(sql`w.branch_id`, ctx)} and m.business_date between ${ctx.from} and ${ctx.to}
      and ${group} and ${other === undefined ? sql`true` : sql`false`}`;
}

/** Fixed assets' wear and the residual value of those written off, from the units' ledger at book value. */
function assetsCharged(ctx: ReportContext): SQL {
  const q = ctx.q;
  const none = q.category_id !== undefined || q.material_group_id !== undefined;
  return sql`select case when e.type = 'DEPRECIATION' then 'wear' else 'asset_write_off' end as kind,
      e.business_date::text as business_date, br.name as branch_name, r.name as place_name, p.name as item_name,
      g.name as group_name, wr.name as reason, e.note as comment, null::bigint as quantity,
      -e.amount as charged_uzs, e.id as ref_id
    from asset_entries e
    join asset_units x on x.id = e.unit_id join branches br on br.id = x.branch_id
    left join rooms r on r.id = x.room_id
    left join asset_products p on p.id = x.asset_product_id
    left join asset_groups g on g.id = x.asset_group_id
    left join write_off_reasons wr on wr.id = e.reason_id
    where e.type in ('DEPRECIATION', 'WRITE_OFF') and x.status <> 'CANCELED'
      and ${inBranches(sql`x.branch_id`, ctx)} and e.business_date between ${ctx.from} and ${ctx.to}
      and ${none ? sql`false` : sql`true`}`;
}

/**
 * R0072 Non-cash expenses: what was charged to expenses in the period with no
 * money moving: goods put to expenses or given free (the expense outputs of
 * goods, less expense inputs, at their FIFO cost, with the line's free-goods
 * reason when given and the document's note), materials consumed (the same
 * for materials), fixed assets' monthly wear and the book value left on
 * those written off (with the write-off reason). A cancelled warehouse
 * document is counted by neither its movement nor the reversal.
 */
export const nonCashExpenses: ServerReport = {
  definition: builtDefinition('R0072'),
  source: (ctx) =>
    sql`${stockCharged(ctx, 'product')} union all ${stockCharged(ctx, 'material')} union all ${assetsCharged(ctx)}`,
  order: sql`business_date desc, kind, ref_id desc`,
};
