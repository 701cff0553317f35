import { builtDefinition, type CashFlowCategory } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { COUNTED_OPERATION } from './receipts.ts';

/** The operation types of each flow (the rest are `other`). */
const FLOWS: Readonly<Record<Exclude<CashFlowCategory, 'other'>, readonly string[]>> = {
  sales: ['CASH_TRADING_INPUT', 'RETURNED_CASH_TRADING_PRODUCT', 'FOND_PAYMENT', 'CASHLESS_FOND_INPUT'],
  contracts: ['CONTRACT_PAYMENT', 'PRE_PAYMENT', 'CONTRACT_REFUND', 'CASHLESS_PAYMENT_TYPE_INPUT'],
  clients: [
    'CLIENT_INPUT',
    'CLIENT_OUTPUT',
    'BONUS_DIFFERENCE',
    'BONUS_PAY',
    'CASHLESS_WRONG_INPUT',
    'CASHLESS_WRONG_OUTPUT',
  ],
  suppliers: [
    'SUPPLIER_INPUT',
    'SUPPLIER_OUTPUT',
    'SUPPLIER_BONUS_INPUT',
    'CASHLESS_SUPPLIER_OUTPUT',
    'RENDERED_SERVICE_OUTPUT',
  ],
  expenses: ['EXPENSE_INPUT', 'EXPENSE_OUTPUT', 'CASHBOX_OUTPUT', 'CASHLESS_EXPENSE_OUTPUT', 'MASTER_OUTPUT'],
  salaries: ['SALARY_PAYMENT', 'STAFF_INPUT', 'STAFF_OUTPUT'],
  investors: ['INVESTOR_INPUT', 'INVESTOR_OUTPUT'],
  transfers: [
    'MOVE_INPUT',
    'MOVE_OUTPUT',
    'BANK_INPUT',
    'BANK_OUTPUT',
    'CASHLESS_CASHBOX_OUTPUT',
    'CASHLESS_INTERNAL_INPUT',
    'CASHLESS_INTERNAL_OUTPUT',
    'CURRENCY_EXCHANGE',
  ],
};

/** `case o.type when … then '<flow>' … else 'other' end`: the flow of an operation. */
const flowOf = (type: SQL): SQL =>
  sql`(case ${sql.join(
    Object.entries(FLOWS).map(
      ([flow, types]) =>
        sql`when ${type} in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )}) then ${flow}`,
    ),
    sql` `,
  )} else 'other' end)`;

/**
 * Cash in the branches in scope (a cashbox carries its branch); a bank
 * account is the company's and carries none, so its rows show to whoever
 * holds the report.
 */
const inPlaces = (ctx: ReportContext): SQL =>
  sql`((a.kind = 'cashbox' and ${inBranches(sql`cb.branch_id`, ctx)}) or a.kind = 'bank_account')`;

/**
 * R0023 Cash flows: what counted operations brought into and took out of
 * cashboxes and bank accounts, by month, flow (a set of operation types),
 * place (cash or bank) and currency; net = in − out. A move between two own
 * accounts shows on both sides as a transfer.
 */
export const cashFlows: ServerReport = {
  definition: builtDefinition('R0023'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select f.month, f.flow_category, f.account_kind, f.currency,
        sum(f.amount) filter (where f.amount > 0) as income,
        -sum(f.amount) filter (where f.amount < 0) as expense, sum(f.amount) as net
      from (select to_char(p.business_date, 'YYYY-MM') as month, ${flowOf(sql`o.type`)} as flow_category,
          a.kind as account_kind, p.currency, p.amount
        from money_postings p join money_accounts a on a.id = p.account_id and a.kind in ('cashbox', 'bank_account')
        join money_operations o on o.id = p.operation_id
        left join cashboxes cb on a.kind = 'cashbox' and cb.id = a.ref_id
        where ${COUNTED_OPERATION} and ${inPlaces(ctx)} and p.business_date between ${ctx.from} and ${ctx.to}
          and ${when(q.currency, (v) => sql`p.currency = ${v}`)}
          and ${when(q.account_kind, (v) => sql`a.kind = ${v}`)}) f
      where ${when(q.flow_category, (v) => sql`f.flow_category = ${v}`)}
      group by f.month, f.flow_category, f.account_kind, f.currency`;
  },
  order: sql`month, flow_category, account_kind, currency desc`,
};
