import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { masterTotals } from '../../after-sale/installation/payments.ts';
import { COUNTED_OPERATION } from '../cashbox/receipts.ts';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/**
 * The installation jobs of the period in the branches in scope: an installed
 * job by the day it was installed, any other by its planned day; with the day
 * its goods were sold (the contract's date or the cash trade's).
 */
const jobs = (ctx: ReportContext): SQL => {
  const q = ctx.q;
  return sql`select j.id, j.master_id, j.status, j.reason, j.earning, j.installed_on,
      case j.source when 'CONTRACT' then (select c.contract_date from contracts c where c.id = j.sale_id)
        else (select t.trade_date from cash_trades t where t.id = j.sale_id) end as sale_date
    from installations j
    where ${inBranches(sql`j.branch_id`, ctx)}
      and coalesce(j.installed_on, j.install_date) between ${ctx.from} and ${ctx.to}
      and ${when(q.master_id, (v) => sql`j.master_id = ${v}`)}
      and ${when(q.installation_status, (v) => sql`j.status = ${v}`)}
      and ${when(q.category_id, (v) => sql`exists (select 1 from products fp where fp.id = j.product_id and fp.product_category_id = ${v})`)}`;
};

/** What was paid to masters in the period from the cashboxes in scope (counted MASTER_OUTPUT operations). */
const paid = (ctx: ReportContext): SQL => sql`select o.counterpart_id as master_id, sum(o.amount) as paid
  from money_operations o where o.type = 'MASTER_OUTPUT' and ${COUNTED_OPERATION}
    and o.counterpart_kind = 'master' and ${inBranches(sql`o.branch_id`, ctx)}
    and o.business_date between ${ctx.from} and ${ctx.to}
    and ${when(ctx.q.master_id, (v) => sql`o.counterpart_id = ${v}`)}
  group by o.counterpart_id`;

/**
 * R0019 Installations and master earnings: per master, the jobs of the
 * period (in work: assigned or examined; installed; refused, with the
 * reasons), the average days from the sale to the installation, what the
 * installed jobs earned (frozen on the job), what was paid to them in the
 * period, and what the company owes them at the period's end (the masters
 * screen's rule, `masterTotals`: every job installed by then less every
 * payment dated by then, in every branch: a master's account is the company's).
 */
export const installationsReport: ServerReport = {
  definition: builtDefinition('R0019'),
  source: (ctx) => sql`select m.id as master_id, m.name as master_name, count(j.id)::int as jobs,
      (count(j.id) filter (where j.status in ('ASSIGNED', 'EXAMINE')))::int as in_work,
      (count(j.id) filter (where j.status = 'INSTALLED'))::int as installed,
      (count(j.id) filter (where j.status = 'REFUSED'))::int as refused,
      string_agg(distinct j.reason, '; ') filter (where j.status = 'REFUSED') as refusal_reasons,
      round(avg(j.installed_on - j.sale_date) filter (where j.status = 'INSTALLED'), 1)::text as avg_days_to_install,
      coalesce(sum(j.earning) filter (where j.status = 'INSTALLED'), 0) as earned,
      coalesce(min(pd.paid), 0) as paid, null::bigint as owed
    from installation_masters m
    left join (${jobs(ctx)}) j on j.master_id = m.id
    left join (${paid(ctx)}) pd on pd.master_id = m.id
    where (j.id is not null or pd.paid is not null) and ${when(ctx.q.master_id, (v) => sql`m.id = ${v}`)}
    group by m.id, m.name`,
  order: sql`earned desc, master_name, master_id`,
  decorate: async (ctx, rows) => {
    for (const row of rows) {
      const { earned, paid: given } = await masterTotals(ctx.db, Number(row.master_id), ctx.to);
      row.owed = (earned - given).toString();
    }
  },
};
