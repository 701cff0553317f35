import { fromMinor } from '@savdo/shared/money';
import type { ExpenseQuery, ExpenseRow, ExpenseSource, ExpenseTotals } from '@savdo/shared/schemas/expenses';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';

/** Totals are counted exactly up to this many matching rows, like the journal's. */
const EXACT_TOTAL_LIMIT = 10_000;

/** Where an operation's money came from: a cashbox, a service accrued to a supplier, else a bank account. */
const SOURCE = sql`case when o.cashbox_id is not null then 'cash'
  when o.type like 'RENDERED\\_SERVICE\\_%' then 'service' else 'bank' end`;

/** The operations of each source (the expense journal's filter; the expenses-by-item report narrows by it too). */
export const SOURCE_FILTER: Record<ExpenseSource, SQL> = {
  cash: sql`o.cashbox_id is not null`,
  service: sql`o.cashbox_id is null and o.type like 'RENDERED\\_SERVICE\\_%'`,
  bank: sql`o.cashbox_id is null and o.type not like 'RENDERED\\_SERVICE\\_%'`,
};

/**
 * What the operation adds to its cost item (+ spent, − returned or reversed):
 * the amount of its line to the counterpart's `expense_item` account (a
 * jsonpath, about three times cheaper than expanding the lines).
 */
export const SIGNED = sql`coalesce((jsonb_path_query_first(o.lines,
  '$[*] ? (@.kind == "expense_item" && @.ref == $ref).amount', jsonb_build_object('ref', o.counterpart_id))
  #>> '{}')::bigint, 0)`;

type Row = Omit<ExpenseRow, 'id' | 'amount' | 'signed_amount' | 'cost_item_id' | 'reversal_of'> & {
  id: string;
  amount: string;
  signed_amount: string;
  cost_item_id: string;
  reversal_of: string | null;
};

/**
 * Every operation whose counterpart is a cost item (cash expenses and
 * refunds, "other" expenses booked to an item, bank expenses, services
 * rendered: any type, so later ones are included), filtered by branch, cost
 * item, source, status and period.
 */
function conditions(q: ExpenseQuery): SQL {
  const where: SQL[] = [sql`o.counterpart_kind = 'expense_item'`];
  where.push(q.cost_item_id ? sql`o.counterpart_id = ${q.cost_item_id}` : sql`o.counterpart_id <> 0`);
  if (q.branch_id) where.push(sql`o.branch_id = ${q.branch_id}`);
  if (q.source) where.push(SOURCE_FILTER[q.source]);
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.date_from) where.push(sql`o.business_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`o.business_date <= ${q.date_to}`);
  return sql.join(where, sql` and `);
}

const SELECT_ROWS = (where: SQL, limit: number, offset: number) => sql`select o.id, o.type, o.status,
    ${SOURCE} as source, o.business_date::text as business_date, b.name as branch_name, c.name as cashbox_name,
    o.counterpart_id as cost_item_id, ci.name as cost_item_name, o.amount, ${SIGNED} as signed_amount, o.currency,
    o.comment, o.reversal_of, cu.full_name as created_by_name, au.full_name as approved_by_name
  from money_operations o
  join (select o.id from money_operations o where ${where} order by o.business_date desc, o.id desc
    limit ${limit} offset ${offset}) page on page.id = o.id
  left join branches b on b.id = o.branch_id
  left join cashboxes c on c.id = o.cashbox_id
  left join cost_items ci on ci.id = o.counterpart_id
  left join users cu on cu.id = o.created_by
  left join users au on au.id = o.approved_by
  order by o.business_date desc, o.id desc`;

const present = (r: Row): ExpenseRow => ({
  ...r,
  id: Number(r.id),
  cost_item_id: Number(r.cost_item_id),
  amount: fromMinor(BigInt(r.amount)),
  signed_amount: fromMinor(BigInt(r.signed_amount)),
  reversal_of: r.reversal_of === null ? null : Number(r.reversal_of),
});

/** Totals per currency of the matching rows that posted. */
async function totalsOf(db: Db, where: SQL): Promise<ExpenseTotals> {
  const totals = await db.execute<{
    currency: string;
    total: string;
  }>(sql`select o.currency, sum(${SIGNED}) as total
    from money_operations o where ${where} and o.approved_at is not null group by o.currency`);
  const sums: ExpenseTotals = { UZS: '0.00', USD: '0.00' };
  for (const t of totals.rows) {
    if (t.currency === 'UZS' || t.currency === 'USD') sums[t.currency] = fromMinor(BigInt(t.total));
  }
  return sums;
}

/** The expenses, newest first, server-paged, with totals per currency of what posted. */
export async function listExpenses(db: Db, q: ExpenseQuery) {
  const where = conditions(q);
  const [rows, count, totals] = await Promise.all([
    db.execute<Row>(SELECT_ROWS(where, q.per_page, (q.page - 1) * q.per_page)),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from money_operations o where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) t`),
    totalsOf(db, where),
  ]);
  const counted = Number(count.rows[0]?.total ?? 0);
  return {
    data: rows.rows.map(present),
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: counted,
      total_exact: counted <= EXACT_TOTAL_LIMIT,
      totals,
    },
  };
}

/** Every matching expense (at most `cap`; 400 past it) and the totals, for the .xlsx export. */
export async function exportExpenses(db: Db, q: ExpenseQuery, cap: number) {
  const where = conditions(q);
  const [rows, totals] = await Promise.all([
    db.execute<Row>(SELECT_ROWS(where, cap + 1, 0)),
    totalsOf(db, where),
  ]);
  if (rows.rows.length > cap) throw new AppError(400, 'errors.exportTooLarge', { n: cap });
  return { rows: rows.rows.map(present), totals };
}
