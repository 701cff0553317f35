import { documentNumber } from '@savdo/shared/documents';
import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { COUNTED_OPERATION } from './receipts.ts';

/** The channel a payment came by: an auto-debit or an online payment first, else its method. */
const CHANNEL = sql`(case when ap.id is not null then 'AUTO_DEBIT' when op.id is not null then 'ONLINE'
  else coalesce(s.method, 'CASH') end)`;

/**
 * The settlements of one kind in the period whose operation counts
 * (`COUNTED_OPERATION`), with their contract, client, cashbox and cashier;
 * `extra` adds columns and joins.
 */
const settlements = (ctx: ReportContext, kind: string, columns: SQL, joins: SQL, where: SQL): SQL => {
  const q = ctx.q;
  return sql`select s.id as settlement_id, s.business_date::text as business_date, br.name as branch_name,
      cb.name as cashbox_name, c.id as contract_id, c.number as contract_number, br.prefix as branch_prefix,
      cl.full_name as client_name, u.full_name as created_by_name, s.currency, s.amount, ${columns}
    from contract_settlements s join money_operations o on o.id = s.operation_id
    join contracts c on c.id = s.contract_id join clients cl on cl.id = c.client_id
    join branches br on br.id = s.branch_id
    left join cashboxes cb on cb.id = o.cashbox_id left join users u on u.id = o.created_by
    ${joins}
    where s.kind = ${kind} and ${COUNTED_OPERATION} and ${inBranches(sql`s.branch_id`, ctx)}
      and s.business_date between ${ctx.from} and ${ctx.to}
      and ${when(q.cashbox_id, (v) => sql`o.cashbox_id = ${v}`)}
      and ${when(q.user_id, (v) => sql`o.created_by = ${v}`)}
      and ${when(q.currency, (v) => sql`s.currency = ${v}`)}
      and ${where}`;
};

/** The contract's number as the product prints it (the branch's prefix and the number). */
async function numbered(_ctx: ReportContext, rows: Record<string, unknown>[]) {
  for (const row of rows)
    row.number = documentNumber(String(row.branch_prefix ?? ''), String(row.contract_number));
}

/**
 * R0026 Contract payments: every counted payment on a contract in the
 * period, by channel (cash, card, transfer, auto-debit, online), cashbox and
 * cashier, and how it was allocated: to schedule rows due before the
 * payment's day (overdue), due in its month (current), due later (ahead),
 * and what went to the client's account (overpaid).
 */
export const contractPayments: ServerReport = {
  definition: builtDefinition('R0026'),
  source: (ctx) =>
    sql`select * from (${settlements(
      ctx,
      'PAYMENT',
      sql`${CHANNEL} as channel,
        coalesce(al.overdue, 0) as to_overdue, coalesce(al.current, 0) as to_current,
        coalesce(al.ahead, 0) as to_ahead,
        s.overpaid as to_account`,
      sql`left join auto_pay_debits ap on ap.settlement_id = s.id and ap.branch_id = s.branch_id
          and ap.business_date = s.business_date
        left join online_payments op on op.settlement_id = s.id and op.branch_id = s.branch_id
          and op.business_date = s.business_date
        left join lateral (select
            sum(ca.amount) filter (where cs.due_date < s.business_date) as overdue,
            sum(ca.amount) filter (where cs.due_date >= s.business_date
              and cs.due_date < date_trunc('month', s.business_date) + interval '1 month') as current,
            sum(ca.amount) filter (where cs.due_date >= date_trunc('month', s.business_date) + interval '1 month') as ahead
          from contract_allocations ca join contract_schedule cs on cs.contract_id = ca.contract_id and cs.n = ca.n
          where ca.settlement_id = s.id) al on true`,
      sql`true`,
    )}) r where ${when(ctx.q.payment_channel, (v) => sql`r.channel = ${v}`)}`,
  order: sql`business_date desc, settlement_id desc`,
  decorate: numbered,
};

/**
 * R0027 Prepayments: every counted down payment taken in the period, per
 * contract, cashbox and cashier, with the contract's state now (a contract
 * still CREATED has its prepayment but is not signed yet).
 */
export const prepayments: ServerReport = {
  definition: builtDefinition('R0027'),
  source: (ctx) =>
    settlements(
      ctx,
      'PRE_PAYMENT',
      sql`c.status as contract_status`,
      sql``,
      when(ctx.q.contract_status, (v) => sql`c.status = ${v}`),
    ),
  order: sql`business_date desc, settlement_id desc`,
  decorate: numbered,
};
