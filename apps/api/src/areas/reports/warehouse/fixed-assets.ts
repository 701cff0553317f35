import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { inBranches, type ServerReport, when } from '../engine/define.ts';

/**
 * R0048 Fixed assets: every unit in use at some time in the period (put to
 * use by its end, not written off before its start; a cancelled put-to-use
 * never was), where it is and who answers for it (today's room and
 * responsible: the units keep no history of them), and its book value at
 * the period's end from its entries dated by then (cost + repricing − wear −
 * write-off, the basic-tools ledger), with the wear, repricing and
 * write-off of the period itself.
 */
export const fixedAssets: ServerReport = {
  definition: builtDefinition('R0048'),
  source: (ctx) => {
    const q = ctx.q;
    const upTo = sql`e.business_date <= ${ctx.to}`;
    const inPeriod = sql`e.business_date between ${ctx.from} and ${ctx.to}`;
    return sql`select x.id as unit_id, p.inventory_code, p.name as asset_name, g.name as group_name,
        b.name as branch_name, r.name as room_name, u.full_name as responsible_name, x.put_date::text as put_date,
        case when s.written_off_on is null then 'IN_USE' else 'WRITTEN_OFF' end as asset_status,
        s.cost, s.repricing, s.wear, s.written_off, s.book_value,
        s.period_wear, s.period_repricing, s.period_written_off
      from asset_units x
      cross join lateral (select
          coalesce(sum(e.amount) filter (where e.type = 'PUT_TO_USE' and ${upTo}), 0) as cost,
          coalesce(sum(e.amount) filter (where e.type = 'REPRICING' and ${upTo}), 0) as repricing,
          coalesce(-sum(e.amount) filter (where e.type = 'DEPRECIATION' and ${upTo}), 0) as wear,
          coalesce(-sum(e.amount) filter (where e.type = 'WRITE_OFF' and ${upTo}), 0) as written_off,
          coalesce(sum(e.amount) filter (where ${upTo}), 0) as book_value,
          coalesce(-sum(e.amount) filter (where e.type = 'DEPRECIATION' and ${inPeriod}), 0) as period_wear,
          coalesce(sum(e.amount) filter (where e.type = 'REPRICING' and ${inPeriod}), 0) as period_repricing,
          coalesce(-sum(e.amount) filter (where e.type = 'WRITE_OFF' and ${inPeriod}), 0) as period_written_off,
          min(e.business_date) filter (where e.type = 'WRITE_OFF' and ${upTo}) as written_off_on
        from asset_entries e where e.unit_id = x.id) s
      left join asset_products p on p.id = x.asset_product_id
      left join asset_groups g on g.id = x.asset_group_id
      left join branches b on b.id = x.branch_id
      left join rooms r on r.id = x.room_id
      left join users u on u.id = x.responsible_id
      where x.status <> 'CANCELED' and ${inBranches(sql`x.branch_id`, ctx)} and x.put_date <= ${ctx.to}
        and (s.written_off_on is null or s.written_off_on >= ${ctx.from})
        and ${when(q.room_id, (v) => sql`x.room_id = ${v}`)}
        and ${when(q.responsible_id, (v) => sql`x.responsible_id = ${v}`)}
        and ${when(q.asset_group_id, (v) => sql`x.asset_group_id = ${v}`)}`;
  },
  order: sql`branch_name, room_name, asset_name, unit_id`,
};
