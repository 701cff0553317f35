import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { SERVICE_DOC } from '../../cash/expenses/provided-services.ts';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0071 Rendered services: the services suppliers rendered in the period (by
 * their service date; a cancelled one is not listed), with what was accrued
 * (the calculation net of its reversal), what was paid from a cashbox and from
 * a bank account (payments net of refunds and reversals, to this day), and
 * what is still owed, the services screen's own sums
 * (`cash/expenses/provided-services.ts`), split by where the money came from.
 * The service filter is its cost item (rent, repair, transport…).
 */
export const renderedServices: ServerReport = {
  definition: builtDefinition('R0071'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select s.id as service_id, s.service_date::text as service_date, br.name as branch_name,
        sp.name as supplier_name, ci.name as expense_item_name, s.description, s.currency,
        st.accrued, st.paid_cash, st.paid_bank, st.accrued - st.paid_cash - st.paid_bank as owed
      from provided_services s
      cross join lateral (select
          coalesce(-sum((l->>'amount')::bigint) filter (where o.type = 'RENDERED_SERVICE_CALCULATED'), 0) as accrued,
          coalesce(sum((l->>'amount')::bigint) filter (where o.type <> 'RENDERED_SERVICE_CALCULATED'
            and o.cashbox_id is not null), 0) as paid_cash,
          coalesce(sum((l->>'amount')::bigint) filter (where o.type <> 'RENDERED_SERVICE_CALCULATED'
            and o.cashbox_id is null), 0) as paid_bank
        from money_operations o cross join lateral jsonb_array_elements(o.lines) l
        where o.doc_type = ${SERVICE_DOC} and o.doc_id = s.id and o.approved_at is not null
          and l->>'kind' = 'supplier') st
      join branches br on br.id = s.branch_id
      left join suppliers sp on sp.id = s.supplier_id
      left join cost_items ci on ci.id = s.cost_item_id
      where s.status <> 'CANCELED' and ${inBranches(sql`s.branch_id`, ctx)}
        and s.service_date between ${ctx.from} and ${ctx.to}
        and ${when(q.supplier_id, (v) => sql`s.supplier_id = ${v}`)}
        and ${when(q.expense_item_id, (v) => sql`s.cost_item_id = ${v}`)}
        and ${when(q.currency, (v) => sql`s.currency = ${v}`)}`;
  },
  order: sql`service_date desc, service_id desc`,
};
