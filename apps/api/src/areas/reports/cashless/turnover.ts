import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type ReportContext, type ServerReport, when } from '../engine/define.ts';
import { bookedAt, companyAccounts, dayBefore, undirected } from './balances.ts';

/**
 * What a journal operation moving a company account is, as the statement
 * screens name it: a booked statement row's target (`CASHLESS_<TARGET>_…`),
 * cash moved between the account and a cashbox at the cash desk (BANK_INPUT
 * / BANK_OUTPUT) as CASHBOX too, anything else posted to the account from
 * other screens (a contract payment by transfer, a service paid by bank) OTHER.
 */
const CATEGORY = sql`case when o.type like 'CASHLESS\\_%' then regexp_replace(o.type, '^CASHLESS_(.*)_(INPUT|OUTPUT)$', '\\1')
  when o.type in ('BANK_INPUT', 'BANK_OUTPUT') then 'CASHBOX' else 'OTHER' end`;

/**
 * An account's money in and out in the period by category: its journal
 * postings (the turnover screen's rule, `bankCirculation`: a reversal counts
 * against the column of what it reverses, so a re-booked row shows once)
 * and its undirected statement rows (in no journal yet) as UNDIRECTED.
 */
const movements = (ctx: ReportContext): SQL => sql`select x.category, sum(x.income) as income,
    sum(x.expense) as expense
  from (select ${CATEGORY} as category,
      case when o.reversal_of is null then greatest(p.amount, 0) else least(p.amount, 0) end as income,
      -(case when o.reversal_of is null then least(p.amount, 0) else greatest(p.amount, 0) end) as expense
    from money_postings p join money_operations o on o.id = p.operation_id
    where p.account_id = ca.journal_id and p.business_date between ${ctx.from}::date and ${ctx.to}::date
    union all
    select 'UNDIRECTED', case when t.direction = 'IN' then t.amount else 0 end,
      case when t.direction = 'OUT' then t.amount else 0 end
    from bank_transactions t where t.account_id = ca.account_id and t.target = 'UNDIRECTED'
      and t.doc_date between ${ctx.from}::date and ${ctx.to}::date) x
  group by x.category`;

/** The rows of an account before the period's first day, in order of category. */
const BEFORE = sql`over (partition by w.account_id order by w.category nulls first
  rows between unbounded preceding and 1 preceding)`;

/**
 * R0076 Bank account turnover: per account and category, money in and out
 * in the period, as a waterfall in the table: the account's first row opens
 * at its balance before the period (R0075's balance the day before: journal
 * plus undirected rows) and each row closes at its opening + in − out, so
 * the account's last row closes at R0075's balance on the period's last
 * day. The category filter keeps the rows of a category (their running
 * opening and closing stay the account's).
 */
export const bankTurnover: ServerReport = {
  definition: builtDefinition('R0076'),
  source: (ctx) => {
    const before = dayBefore(ctx.from);
    return sql`select r.* from (select w.account_id, w.firm_name, w.account_name, w.account_number, w.currency,
        w.category, w.income, w.expense, w.net,
        w.start + coalesce(sum(w.net) ${BEFORE}, 0) as opening,
        w.start + coalesce(sum(w.net) ${BEFORE}, 0) + w.net as closing
      from (select ca.account_id, ca.firm_name, ca.account_name, ca.account_number, ca.currency, m.category,
          coalesce(m.income, 0) as income, coalesce(m.expense, 0) as expense,
          coalesce(m.income, 0) - coalesce(m.expense, 0) as net,
          ${bookedAt(before, ctx)} + ${undirected('IN', sql`t.doc_date <= ${before}::date`)}
            - ${undirected('OUT', sql`t.doc_date <= ${before}::date`)} as start
        from (${companyAccounts(ctx)}) ca left join lateral (${movements(ctx)}) m on true) w) r
      where ${when(ctx.q.bank_target, (v) => sql`r.category = ${v}`)}`;
  },
  order: sql`firm_name nulls last, account_name, account_id, category nulls first`,
};
