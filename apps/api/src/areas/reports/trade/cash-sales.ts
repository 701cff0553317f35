import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { clientMatch } from '../../sales/clients/name-search.ts';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { numberRows, SOLD } from './counted.ts';

/**
 * R0007 Cash sales register: each line of goods of the trades paid in the
 * period (`SOLD`), its quantity, price, sum and discount, how the trade was
 * paid (one method, or MIXED; the parts a reversal took back do not count),
 * its fund, its cashier (who entered it) and its fiscal sign.
 */
export const cashSales: ServerReport = {
  definition: builtDefinition('R0007'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select i.id as item_id, t.id as trade_id, t.trade_date::text as trade_date, b.prefix as branch_prefix,
        t.number as doc_number, b.name as branch_name, cl.full_name as client_name, p.name as product_name, i.product_id,
        t.currency, i.quantity, i.price, round(i.quantity * i.price / 1000.0)::bigint - i.discount as line_sum,
        i.discount,
        (select case when count(distinct m.method) > 1 then 'MIXED' else min(m.method) end
          from cash_trade_payments m where m.trade_id = t.id and m.reversal_id is null) as payment_method,
        f.name as fund_name, u.full_name as created_by_name, t.fiscal_sign
      from cash_trades t join cash_trade_items i on i.trade_id = t.id join products p on p.id = i.product_id
      join branches b on b.id = t.branch_id left join clients cl on cl.id = t.client_id
      left join fonds f on f.id = t.fond_id left join users u on u.id = t.created_by
      where ${SOLD} and ${inBranches(sql`t.branch_id`, ctx)} and t.trade_date between ${ctx.from} and ${ctx.to}
        and ${when(q.consultant_id, (v) => sql`t.created_by = ${v}`)}
        and ${when(q.product_id, (v) => sql`i.product_id = ${v}`)}
        and ${when(q.client, (v) => clientMatch(sql`cl`, v))}`;
  },
  order: sql`trade_date desc, trade_id desc, item_id`,
  decorate: async (_ctx, rows) => numberRows(rows, 'trade_number'),
};
