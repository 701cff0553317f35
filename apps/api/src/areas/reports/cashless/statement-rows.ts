import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type ReportContext, type ServerReport, when } from '../engine/define.ts';

/**
 * The record a statement row is booked to, by name (the statement screens'
 * `cash/cashless/service.ts#TARGET_NAME`, which that module keeps private).
 */
export const TARGET_NAME = sql`case t.target
    when 'SUPPLIER' then (select x.name from suppliers x where x.id = t.target_id)
    when 'EXPENSE' then (select x.name from cost_items x where x.id = t.target_id)
    when 'INCOME' then (select x.name from bank_input_types x where x.id = t.target_id)
    when 'CASHBOX' then (select x.name from cashboxes x where x.id = t.target_id)
    when 'INTERNAL' then (select x.name || ' (' || x.account || ')' from firm_account_numbers x where x.id = t.target_id)
    when 'CLIENT' then (select x.full_name from clients x where x.id = t.target_id)
    when 'FOND' then (select x.name from fonds x where x.id = t.target_id)
    when 'PAYMENT_TYPE' then (select x.name from payment_types x where x.id = t.target_id)
  end`;

/** `%text%` for an `ilike`, its wildcards taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Statement rows dated in the period (the date index), of an account when asked; `t` joined to its account `a`. */
const rowsInPeriod = (ctx: ReportContext): SQL => sql`bank_transactions t
    join firm_account_numbers a on a.id = t.account_id
  where t.doc_date between ${ctx.from}::date and ${ctx.to}::date
    and ${when(ctx.q.bank_account_id, (v) => sql`t.account_id = ${v}`)}
    and ${when(ctx.q.currency, (v) => sql`t.currency = ${v}`)}`;

/**
 * R0077 Statement rows' classification status: per statement day, account,
 * how the rows were booked (by the import's rules, by hand, or undirected)
 * and what to, the count of rows and their money in and out; an undirected
 * day's age in days since its date. The product keeps how a row was booked
 * (RULE / HAND) but not which rule matched: the target filter stands for the
 * rule's kind (own account, supplier code or STIR, income or expense keyword).
 */
export const classificationStatus: ServerReport = {
  definition: builtDefinition('R0077'),
  source: (ctx) => sql`select t.doc_date::text as doc_date, t.account_id, a.name as account_name,
      coalesce(t.classified_by, 'UNDIRECTED') as classification, t.target, t.currency,
      count(*) as rows_count,
      sum(case when t.direction = 'IN' then t.amount else 0 end) as amount_in,
      sum(case when t.direction = 'OUT' then t.amount else 0 end) as amount_out,
      case when t.target = 'UNDIRECTED' then ${ctx.today}::date - t.doc_date end as days_undirected
    from ${rowsInPeriod(ctx)}
      and ${when(ctx.q.classification, (v) => sql`coalesce(t.classified_by, 'UNDIRECTED') = ${v}`)}
      and ${when(ctx.q.bank_target, (v) => sql`t.target = ${v}`)}
    group by t.doc_date, t.account_id, a.name, coalesce(t.classified_by, 'UNDIRECTED'), t.target, t.currency`,
  order: sql`doc_date desc, account_name, account_id, classification, target`,
};

/** The columns of a listed statement row. */
const ROW_COLUMNS = sql`t.id, t.doc_date::text as doc_date, t.account_id, a.name as account_name, t.doc_number,
  t.target, t.target_id, ${TARGET_NAME} as target_name, t.counterparty_name, t.counterparty_inn, t.purpose,
  t.currency, t.amount`;

/** Money into the accounts that is not income: between our own accounts, held by mistake, or not booked. */
const NOT_INCOME = sql`('INTERNAL', 'WRONG', 'UNDIRECTED')`;

/**
 * R0078 Bank receipts by income type: the booked incoming statement rows
 * (not transfers between our accounts, money held by mistake or rows not
 * booked yet) by what they were booked to: a client's deposit, a fund's
 * proceeds, cash deposited from a cashbox, a card or transfer service's
 * settlement, a supplier's refund, or an income type (other income).
 */
export const bankReceipts: ServerReport = {
  definition: builtDefinition('R0078'),
  source: (ctx) => sql`select ${ROW_COLUMNS}
    from ${rowsInPeriod(ctx)} and t.direction = 'IN' and t.target not in ${NOT_INCOME}
      and ${when(ctx.q.bank_target, (v) => sql`t.target = ${v}`)}
      and ${when(ctx.q.income_type_id, (v) => sql`t.target = 'INCOME' and t.target_id = ${v}`)}
      and ${when(
        ctx.q.counterparty,
        (v) => sql`(t.counterparty_name ilike ${containing(v)} or t.counterparty_inn = ${v})`,
      )}
      and ${when(ctx.q.purpose, (v) => sql`t.purpose ilike ${containing(v)}`)}`,
  order: sql`doc_date desc, id desc`,
};

/**
 * R0079 Bank payments by cost item and supplier: the outgoing statement
 * rows booked to a supplier (with its unique codes) or to a cost item, with
 * their payment purposes.
 */
export const bankPayments: ServerReport = {
  definition: builtDefinition('R0079'),
  source: (ctx) => sql`select ${ROW_COLUMNS},
      case when t.target = 'SUPPLIER' then (select string_agg(u.code, ', ' order by u.id)
        from supplier_unique_numbers u where u.supplier_id = t.target_id) end as supplier_codes
    from ${rowsInPeriod(ctx)} and t.direction = 'OUT' and t.target in ('SUPPLIER', 'EXPENSE')
      and ${when(ctx.q.supplier_id, (v) => sql`t.target = 'SUPPLIER' and t.target_id = ${v}`)}
      and ${when(ctx.q.expense_item_id, (v) => sql`t.target = 'EXPENSE' and t.target_id = ${v}`)}`,
  order: sql`doc_date desc, id desc`,
};
