import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, momentInPeriod, type ServerReport, tashkentDay, when } from '../engine/define.ts';
import { SIGNED } from '../levy/portfolio.ts';
import { numberRows } from './counted.ts';

/**
 * R0006 Orders and conversion to contracts: each order created in the period
 * (by its creation time in Tashkent) with its client's flow source, who took
 * it, its sum, its decision and reason, the hours to the decision, and the
 * contract it became when that contract was signed. The 0/1 columns count
 * the funnel: their totals are created → approved (or rejected, pending) →
 * contract.
 */
export const orders: ServerReport = {
  definition: builtDefinition('R0006'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select o.id as order_id, ${tashkentDay(sql`o.created_at`)}::text as order_date,
        b.prefix as branch_prefix, o.number as order_doc_number, b.name as branch_name, cl.full_name as client_name,
        fs.name as flow_source_name, u.full_name as consultant_name, o.currency,
        (select coalesce(sum(round(i.quantity * i.price / 1000.0) - i.discount), 0)::bigint
          from client_order_items i where i.order_id = o.id) as order_sum,
        o.status as order_status, o.decision_reason,
        case when o.decided_at is not null
          then round(extract(epoch from o.decided_at - o.created_at) / 3600.0, 1)::text end as approval_hours,
        case when c.id is not null then c.id end as contract_id, case when c.id is not null then c.number end as doc_number,
        1 as orders, (o.status = 'APPROVED')::int as approved, (o.status = 'REJECTED')::int as rejected,
        (o.status = 'CREATED')::int as pending, (c.id is not null)::int as converted
      from client_orders o join branches b on b.id = o.branch_id join clients cl on cl.id = o.client_id
      left join customer_flow_sources fs on fs.id = cl.customer_flow_source_id
      left join users u on u.id = o.created_by
      left join contracts c on c.id = o.contract_id and ${SIGNED}
      where ${inBranches(sql`o.branch_id`, ctx)}
        and ${momentInPeriod(sql`o.created_at`, ctx)}
        and ${when(q.consultant_id, (v) => sql`o.created_by = ${v}`)}
        and ${when(q.order_status, (v) => sql`o.status = ${v}`)}`;
  },
  order: sql`order_date desc, order_id desc`,
  decorate: async (_ctx, rows) => {
    numberRows(rows, 'order_number', 'order_doc_number');
    numberRows(rows);
  },
};
