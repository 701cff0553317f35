import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import type {
  CashResidueQuery,
  CashResidueRow,
  CashTurnoverPart,
  CashTurnoverQuery,
  CashTurnoverRow,
} from '@savdo/shared/schemas/cash-orders';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';

/** A page of cashboxes (by name), or all of them for an export. */
export interface Paging {
  limit: number;
  offset: number;
}

const cashboxFilter = (q: { branch_id?: number | undefined; cashbox_id?: number | undefined }): SQL => {
  const conditions: SQL[] = [sql`true`];
  if (q.branch_id) conditions.push(sql`c.branch_id = ${q.branch_id}`);
  if (q.cashbox_id) conditions.push(sql`c.id = ${q.cashbox_id}`);
  return sql.join(conditions, sql` and `);
};

/**
 * What an account moved after the end of `date`: the months after its
 * month (`money_monthly`) and the rest of its month day by day
 * (`money_daily`): at most a row per month and some thirty days' rows,
 * each an index range of the account, however far back `date` is.
 */
export const movedAfter = (account: SQL, date: string, today: string) =>
  // nothing is dated after today (a future date is refused): today's cash is the balance row itself
  date >= today
    ? sql`0`
    : sql`(coalesce((select sum(m.debit - m.credit)
    from money_monthly m where m.account_id = ${account} and m.month > date_trunc('month', ${date}::date)::date), 0)
  + coalesce((select sum(d.debit - d.credit) from money_daily d where d.account_id = ${account}
    and d.business_date > ${date}::date
    and d.business_date < (date_trunc('month', ${date}::date) + interval '1 month')::date), 0))`;

/**
 * A cashbox account's cash at the end of `date`: its balance row less what
 * moved after; at today nothing follows, so it is the balance row itself.
 */
const cashAt = (currency: Currency, date: string, today: string) => sql`coalesce((select mb.balance
    - ${movedAfter(sql`a.id`, date, today)}
  from money_accounts a join money_balances mb on mb.account_id = a.id
  where a.kind = 'cashbox' and a.ref_id = c.id and a.currency = ${currency}), 0)`;

/** Every cashbox's UZS and USD at the end of a date (today by default), with the totals of all filtered. */
export async function cashResidues(db: DbOrTx, q: CashResidueQuery, paging: Paging) {
  const today = await businessToday(db);
  const date = q.date ?? today;
  const where = cashboxFilter(q);
  const [rows, totals] = await Promise.all([
    db.execute<{ id: number; name: string; branch_name: string | null; uzs: string; usd: string }>(sql`
      select c.id, c.name, b.name as branch_name, ${cashAt('UZS', date, today)} as uzs, ${cashAt('USD', date, today)} as usd
      from (select c.* from cashboxes c where ${where} order by c.name, c.id
        limit ${paging.limit} offset ${paging.offset}) c
      left join branches b on b.id = c.branch_id
      order by c.name, c.id`),
    db.execute<{ currency: Currency; total: string }>(sql`
      select a.currency, sum(mb.balance - ${movedAfter(sql`a.id`, date, today)}) as total
      from money_accounts a join money_balances mb on mb.account_id = a.id
      join cashboxes c on c.id = a.ref_id
      where a.kind = 'cashbox' and ${where}
      group by a.currency`),
  ]);
  const total = (currency: Currency) =>
    fromMinor(BigInt(totals.rows.find((r) => r.currency === currency)?.total ?? 0));
  return {
    date,
    rows: rows.rows.map(
      (r): CashResidueRow => ({
        cashbox_id: Number(r.id),
        cashbox_name: r.name,
        branch_name: r.branch_name,
        uzs: fromMinor(BigInt(r.uzs)),
        usd: fromMinor(BigInt(r.usd)),
      }),
    ),
    totals: { uzs: total('UZS'), usd: total('USD') },
  };
}

type TurnoverSums = {
  account_id: string;
  cashbox_id: string;
  cashbox_name: string;
  branch_name: string | null;
  currency: Currency;
  balance: string;
  type: string | null;
  income: string | null;
  expense: string | null;
  after: string | null;
};

/** Opening, income, expense and closing of one account, with its per-type parts. */
interface Turnover {
  row: Omit<CashTurnoverRow, 'opening' | 'income' | 'expense' | 'closing' | 'by_type'>;
  balance: bigint;
  after: bigint;
  income: bigint;
  expense: bigint;
  parts: { type: string; income: bigint; expense: bigint }[];
}

/**
 * Turnover of cashboxes for a period, per currency: closing = the balance
 * row less what moved after the period, opening = closing − income + expense;
 * income and expense per operation type from the daily sums of the period
 * (at most a row per day and type of each account, whatever the number of
 * postings).
 */
export async function cashTurnover(db: DbOrTx, q: CashTurnoverQuery, paging: Paging) {
  const today = await businessToday(db);
  const sums = await db.execute<TurnoverSums>(sql`
    with boxes as (
      select c.id, c.name, c.branch_id from cashboxes c where ${cashboxFilter(q)} order by c.name, c.id
      limit ${paging.limit} offset ${paging.offset}
    ), accounts as (
      select a.id as account_id, boxes.id as cashbox_id, boxes.name as cashbox_name, b.name as branch_name,
        a.currency, mb.balance, ${movedAfter(sql`a.id`, q.date_to, today)} as after
      from boxes join money_accounts a on a.kind = 'cashbox' and a.ref_id = boxes.id
      join money_balances mb on mb.account_id = a.id
      left join branches b on b.id = boxes.branch_id
    )
    select ac.*, d.type, d.income, d.expense
    from accounts ac left join lateral (
      select d.type, sum(d.debit) as income, sum(d.credit) as expense
      from money_daily d where d.account_id = ac.account_id
        and d.business_date between ${q.date_from}::date and ${q.date_to}::date
      group by d.type
    ) d on true
    order by ac.cashbox_name, ac.cashbox_id, ac.currency desc, d.type`);
  const byAccount = new Map<string, Turnover>();
  for (const s of sums.rows) {
    let t = byAccount.get(s.account_id);
    if (!t) {
      t = {
        row: {
          cashbox_id: Number(s.cashbox_id),
          cashbox_name: s.cashbox_name,
          branch_name: s.branch_name,
          currency: s.currency,
        },
        balance: BigInt(s.balance),
        after: 0n,
        income: 0n,
        expense: 0n,
        parts: [],
      };
      byAccount.set(s.account_id, t);
    }
    const income = BigInt(s.income ?? 0);
    const expense = BigInt(s.expense ?? 0);
    t.after = BigInt(s.after ?? 0);
    t.income += income;
    t.expense += expense;
    if (s.type && (income !== 0n || expense !== 0n)) t.parts.push({ type: s.type, income, expense });
  }
  return [...byAccount.values()].map((t): CashTurnoverRow => {
    const closing = t.balance - t.after;
    return {
      ...t.row,
      opening: fromMinor(closing - t.income + t.expense),
      income: fromMinor(t.income),
      expense: fromMinor(t.expense),
      closing: fromMinor(closing),
      by_type: t.parts.map(
        (p): CashTurnoverPart => ({
          type: p.type,
          income: fromMinor(p.income),
          expense: fromMinor(p.expense),
        }),
      ),
    };
  });
}

/** Sums of turnover rows per currency (the footer of a page, or of an export). */
export function turnoverTotals(rows: readonly CashTurnoverRow[]) {
  const totals = new Map<Currency, { opening: bigint; income: bigint; expense: bigint; closing: bigint }>();
  for (const r of rows) {
    const t = totals.get(r.currency) ?? { opening: 0n, income: 0n, expense: 0n, closing: 0n };
    t.opening += toMinor(r.opening);
    t.income += toMinor(r.income);
    t.expense += toMinor(r.expense);
    t.closing += toMinor(r.closing);
    totals.set(r.currency, t);
  }
  return [...totals].map(([currency, t]) => ({
    currency,
    opening: fromMinor(t.opening),
    income: fromMinor(t.income),
    expense: fromMinor(t.expense),
    closing: fromMinor(t.closing),
  }));
}
