import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** The statement's buckets: which movements each in- or outgoing column sums (REPORTS.md R0036). */
const BUCKETS: readonly { key: string; where: SQL; sign: 1 | -1 }[] = [
  { key: 'in_input', where: sql`m.type = 'INPUT'`, sign: 1 },
  { key: 'in_move', where: sql`m.type = 'MOVE_INPUT'`, sign: 1 },
  // a client's return comes in; a return to the supplier goes out (the same type, by its sign)
  { key: 'in_return', where: sql`m.type = 'RETURNED_PRODUCT' and m.quantity > 0`, sign: 1 },
  { key: 'in_other', where: sql`m.type in ('EXPENSE_INPUT', 'COUNTING_ACT_INPUT')`, sign: 1 },
  { key: 'out_sale', where: sql`m.type = 'OUTPUT'`, sign: -1 },
  { key: 'out_move', where: sql`m.type = 'MOVE_OUTPUT'`, sign: -1 },
  { key: 'out_return', where: sql`m.type = 'RETURNED_PRODUCT' and m.quantity < 0`, sign: -1 },
  {
    key: 'out_other',
    where: sql`m.type in ('EXPENSE_OUTPUT', 'COUNTING_ACT_OUTPUT', 'PUT_TO_USE')`,
    sign: -1,
  },
];

/**
 * The stock movement statement: per product and warehouse over the
 * period, the opening balance, what came in and went out by kind, and the
 * closing balance, in quantity and FIFO cost (UZS). Opening and closing are
 * today's balance row less the movements on or after the first day and
 * after the last day (one pass over the movements from the period's start,
 * through the date index), so closing = opening + in − out and, over all
 * time, closing = the balance rows.
 */
/** What a statement counts: goods (by category) or inventory materials (by material group). */
const ITEMS = {
  product: {
    kind: 'product',
    items: sql`products`,
    groups: sql`product_categories`,
    group: sql`product_category_id`,
  },
  material: {
    kind: 'material',
    items: sql`materials`,
    groups: sql`material_groups`,
    group: sql`material_group_id`,
  },
} as const;

/** The statement's rows for goods or materials (the group filter is `category_id`). */
export function statementOf(ctx: ReportContext, item: keyof typeof ITEMS) {
  const { q, from, to } = ctx;
  const it = ITEMS[item];
  const inPeriod = sql`m.business_date <= ${to}`;
  const buckets = BUCKETS.map(
    (b) =>
      sql`coalesce(sum(${b.sign === 1 ? sql`m.quantity` : sql`-m.quantity`}) filter (where ${inPeriod} and ${b.where}), 0) as ${sql.identifier(b.key)}`,
  );
  return sql`select b.product_id, b.warehouse_id, br.name as branch_name, w.name as warehouse_name,
        pc.name as category_name, p.name as product_name,
        b.quantity - coalesce(a.quantity_since, 0) as opening_quantity,
        b.cost_uzs - coalesce(a.cost_since, 0) as opening_cost_uzs,
        ${sql.join(
          BUCKETS.map((x) => sql`coalesce(a.${sql.identifier(x.key)}, 0) as ${sql.identifier(x.key)}`),
          sql`, `,
        )},
        coalesce(a.in_cost_uzs, 0) as in_cost_uzs, coalesce(a.out_cost_uzs, 0) as out_cost_uzs,
        coalesce(a.sale_cost_uzs, 0) as sale_cost_uzs, p.${it.group} as category_id,
        b.quantity - coalesce(a.quantity_after, 0) as closing_quantity,
        b.cost_uzs - coalesce(a.cost_after, 0) as closing_cost_uzs
      from stock_balances b join warehouses w on w.id = b.warehouse_id join branches br on br.id = w.branch_id
      join ${it.items} p on p.id = b.product_id left join ${it.groups} pc on pc.id = p.${it.group}
      left join (select m.product_id, m.warehouse_id, sum(m.quantity) as quantity_since, sum(m.cost_uzs) as cost_since,
            coalesce(sum(m.quantity) filter (where m.business_date > ${to}), 0) as quantity_after,
            coalesce(sum(m.cost_uzs) filter (where m.business_date > ${to}), 0) as cost_after,
            ${sql.join(buckets, sql`, `)},
            coalesce(sum(m.cost_uzs) filter (where ${inPeriod} and m.cost_uzs > 0), 0) as in_cost_uzs,
            coalesce(sum(-m.cost_uzs) filter (where ${inPeriod} and m.cost_uzs < 0), 0) as out_cost_uzs,
            -- the FIFO cost of what was sold (R0039): sales less what clients brought back
            coalesce(sum(-m.cost_uzs) filter (where ${inPeriod} and (m.type = 'OUTPUT'
              or (m.type = 'RETURNED_PRODUCT' and m.quantity > 0))), 0) as sale_cost_uzs,
            count(*) filter (where ${inPeriod}) as moved,
            count(*) filter (where ${inPeriod} and ${when(q.practice_type, (t) => sql`m.type = ${t}`)}) as practiced
          from stock_movements m join warehouses mw on mw.id = m.warehouse_id
          where m.item_kind = ${it.kind} and m.business_date >= ${from} and ${inBranches(sql`mw.branch_id`, ctx)}
          group by m.product_id, m.warehouse_id) a on a.product_id = b.product_id and a.warehouse_id = b.warehouse_id
      where b.item_kind = ${it.kind} and ${inBranches(sql`w.branch_id`, ctx)}
        and ${when(q.warehouse_id, (id) => sql`b.warehouse_id = ${id}`)}
        and ${when(q.product_id, (id) => sql`b.product_id = ${id}`)}
        and ${when(q.category_id, (id) => sql`p.${it.group} = ${id}`)}
        and ${
          q.practice_type
            ? sql`coalesce(a.practiced, 0) > 0`
            : sql`(coalesce(a.moved, 0) > 0 or b.quantity <> coalesce(a.quantity_since, 0)
                or b.cost_uzs <> coalesce(a.cost_since, 0))`
        }`;
}

/**
 * R0036 Stock movement statement (see `statementOf`): goods, by category.
 */
export const stockMovement: ServerReport = {
  definition: builtDefinition('R0036'),
  source: (ctx) => statementOf(ctx, 'product'),
  order: sql`branch_name, warehouse_name, product_name, product_id`,
};

/**
 * R0047 Inventory materials (TMZ): the same statement over the materials
 * (packaging, stationery, spare parts) by material group; what was charged
 * to expenses is their expense output (`out_other`).
 */
export const materialStatement: ServerReport = {
  definition: builtDefinition('R0047'),
  source: (ctx) => sql`select s.*, s.category_name as material_group_name, s.product_name as material_name,
      s.out_other as charged_to_expenses from (${statementOf(
        {
          ...ctx,
          q: {
            ...ctx.q,
            category_id: ctx.q.material_group_id,
            product_id: undefined,
            practice_type: undefined,
          },
        },
        'material',
      )}) s`,
  order: sql`branch_name, warehouse_name, product_name, product_id`,
};
