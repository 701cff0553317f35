import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport } from '../engine/define.ts';
import { numberRows } from './counted.ts';

/**
 * R0015 Deliveries and pickups: each output invoice approved in the period
 * (by its date) with its hand-over (delivered by a driver or taken away),
 * its step now, the sale's date, when it was completed (its COMPLETED event)
 * and the days from the sale to it. The 0/1 columns count the invoices, the
 * completed ones and those still in COLLECTING or DELIVERY.
 */
export const deliveries: ServerReport = {
  definition: builtDefinition('R0015'),
  source: (ctx) => sql`select oi.id as invoice_id, oi.doc_date::text as doc_date, b.name as branch_name,
      b.prefix as branch_prefix, oi.number as doc_number, oi.handover, oi.handover_status, d.name as driver_name,
      coalesce(c.contract_date, t.trade_date)::text as sale_date, oi.contract_id,
      (done.at at time zone 'Asia/Tashkent')::date::text as completed_on,
      ((done.at at time zone 'Asia/Tashkent')::date - coalesce(c.contract_date, t.trade_date))::int as days_to_complete,
      1 as invoices, (oi.handover_status = 'COMPLETED')::int as completed,
      (oi.handover_status in ('COLLECTING', 'DELIVERY'))::int as stuck, oi.cost_uzs
    from output_invoices oi join branches b on b.id = oi.branch_id left join drivers d on d.id = oi.driver_id
    left join contracts c on c.id = oi.contract_id left join cash_trades t on t.id = oi.cash_trade_id
    left join lateral (select min(e.created_at) as at from output_invoice_events e
      where e.invoice_id = oi.id and e.to_status = 'COMPLETED') done on true
    where oi.status = 'APPROVED' and ${inBranches(sql`oi.branch_id`, ctx)}
      and oi.doc_date between ${ctx.from} and ${ctx.to}`,
  order: sql`doc_date desc, invoice_id desc`,
  decorate: async (_ctx, rows) => numberRows(rows, 'invoice_number'),
};
