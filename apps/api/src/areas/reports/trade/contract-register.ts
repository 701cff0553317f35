import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { clientMatch } from '../../sales/clients/name-search.ts';
import { inBranches, type ServerReport, when } from '../engine/define.ts';
import { SIGNED } from '../levy/portfolio.ts';
import { numberRows } from './counted.ts';

/**
 * R0005 Contract register: each contract signed in the period with its
 * client (passport, first phone), goods, the serials (IMEI) released to it,
 * its frozen terms, state and responsible. The client filter is the one rule
 * of every client search (`clientMatch`: name, passport, PINFL or phone).
 */
export const contractRegister: ServerReport = {
  definition: builtDefinition('R0005'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select c.id as contract_id, c.number as doc_number, b.prefix as branch_prefix,
        c.contract_date::text as contract_date, b.name as branch_name, cl.full_name as client_name,
        cl.passport, cl.phones[1] as phone,
        (select string_agg(p.name, ', ' order by i.id) from contract_items i join products p on p.id = i.product_id
          where i.contract_id = c.id) as goods,
        (select string_agg(s.serial, ', ' order by s.serial) from output_invoices oi
          join output_invoice_lines l on l.invoice_id = oi.id join output_invoice_serials s on s.line_id = l.id
          where oi.contract_id = c.id and oi.status = 'APPROVED') as imei,
        c.currency, c.price, c.discount, c.prepayment, c.markup_amount, c.debt, c.monthly, c.months, c.payment_day,
        c.status, u.full_name as responsible_name
      from contracts c join branches b on b.id = c.branch_id join clients cl on cl.id = c.client_id
      left join users u on u.id = c.responsible_id
      where ${SIGNED} and ${inBranches(sql`c.branch_id`, ctx)} and c.contract_date between ${ctx.from} and ${ctx.to}
        and ${when(q.contract_status, (v) => sql`c.status = ${v}`)} and ${when(q.months, (v) => sql`c.months = ${v}`)}
        and ${when(q.currency, (v) => sql`c.currency = ${v}`)}
        and ${when(q.responsible_id, (v) => sql`c.responsible_id = ${v}`)}
        and ${when(q.client, (v) => clientMatch(sql`cl`, v))}`;
  },
  order: sql`contract_date desc, contract_id desc`,
  decorate: async (_ctx, rows) => numberRows(rows),
};
