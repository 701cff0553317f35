import { type Currency, fromMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import {
  BANK_TARGET_RULES,
  type BankBalanceRow,
  type BankCirculationQuery,
  type BankCirculationRow,
  type BankClassifyInput,
  type BankDirection,
  type BankOperationQuery,
  type BankOperationRow,
  type BankTarget,
} from '@savdo/shared/schemas/cashless';
import { type SQL, sql } from 'drizzle-orm';
import { assertClientHolds } from '../../../ledgers/money/client-funds.ts';
import { cancel } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/errors.ts';
import { checkTarget, postBankRow } from './posting.ts';

function requireRule(actor: Actor, rule: string): void {
  if (!checkRule(rule, actor.rules)) throw forbidden();
}

type StoredRow = {
  id: string;
  account_id: number;
  currency: Currency;
  doc_date: string;
  direction: BankDirection;
  amount: string;
  purpose: string | null;
  target: BankTarget;
  target_id: string | null;
  operation_id: string | null;
};

/**
 * Books a statement row by hand, or re-books it: the posting it has (if
 * any) is reversed and the new target posted, in one transaction. Needs the
 * current target screen's `.edit` and the new one's `.add` (back to
 * undirected: the `.edit` only). The same target again is 409.
 */
export async function classifyBankRow(db: Db, id: number, input: BankClassifyInput, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    const rows = await tx.execute<StoredRow>(sql`select id, account_id, currency, doc_date::text as doc_date,
        direction, amount, purpose, target, target_id, operation_id
      from bank_transactions where id = ${id} for update`);
    const row = rows.rows[0];
    if (!row) throw notFound();
    requireRule(actor, `${BANK_TARGET_RULES[row.target]}.edit`);
    if (input.target !== 'UNDIRECTED') requireRule(actor, `${BANK_TARGET_RULES[input.target]}.add`);
    const targetId =
      input.target === 'WRONG' || input.target === 'UNDIRECTED' ? null : (input.target_id ?? null);
    const current = row.target_id === null ? null : Number(row.target_id);
    if (row.target === input.target && current === targetId) throw conflict('cashless.errors.unchanged');
    const postable = { ...row, id: Number(row.id), amount: BigInt(row.amount) };
    let operation: number | null = null;
    let branch: number | null = null;
    if (input.target !== 'UNDIRECTED') branch = await checkTarget(tx, postable, input.target, targetId);
    // a client's money may not be taken off their account beyond what it holds (409)
    if (row.target === 'CLIENT' && row.direction === 'IN' && row.operation_id !== null && current !== null) {
      await assertClientHolds(tx, current, row.currency, postable.amount);
    }
    if (row.operation_id !== null) await cancel(tx, Number(row.operation_id), actor.userId, row.doc_date);
    if (input.target === 'CLIENT' && row.direction === 'OUT' && targetId !== null) {
      await assertClientHolds(tx, targetId, row.currency, postable.amount);
    }
    if (input.target !== 'UNDIRECTED') {
      operation = await postBankRow(tx, postable, input.target, targetId, actor.userId, branch);
    }
    await tx.execute(sql`update bank_transactions set target = ${input.target}, target_id = ${targetId},
        classified_by = ${input.target === 'UNDIRECTED' ? null : 'HAND'}, operation_id = ${operation},
        classified_at = now()
      where id = ${id}`);
  });
  return getBankRow(db, id);
}

/** The target's title, from the table its kind is recorded in. */
const TARGET_NAME = sql`case t.target
    when 'SUPPLIER' then (select x.name from suppliers x where x.id = t.target_id)
    when 'EXPENSE' then (select x.name from cost_items x where x.id = t.target_id)
    when 'INCOME' then (select x.name from bank_input_types x where x.id = t.target_id)
    when 'CASHBOX' then (select x.name from cashboxes x where x.id = t.target_id)
    when 'INTERNAL' then (select x.name || ' (' || x.account || ')' from firm_account_numbers x where x.id = t.target_id)
    when 'CLIENT' then (select x.full_name from clients x where x.id = t.target_id)
    when 'FOND' then (select x.name from fonds x where x.id = t.target_id)
    when 'PAYMENT_TYPE' then (select x.name from payment_types x where x.id = t.target_id)
  end`;

const SELECT = sql`select t.id, t.account_id, a.name as account_name, a.account as account_number, t.currency,
    t.doc_date::text as doc_date, t.doc_number, t.direction, t.amount, t.counterparty_name, t.counterparty_inn,
    nullif(t.counterparty_account, '') as counterparty_account, t.counterparty_mfo, t.purpose, t.target,
    t.target_id, ${TARGET_NAME} as target_name, t.classified_by, t.operation_id
  from bank_transactions t join firm_account_numbers a on a.id = t.account_id`;

type ListRow = Omit<BankOperationRow, 'id' | 'amount' | 'target_id' | 'operation_id'> & {
  id: string;
  amount: string;
  target_id: string | null;
  operation_id: string | null;
};

const num = (v: string | null) => (v === null ? null : Number(v));

const present = (r: ListRow): BankOperationRow => ({
  ...r,
  id: Number(r.id),
  account_id: Number(r.account_id),
  amount: fromMinor(BigInt(r.amount)),
  target_id: num(r.target_id),
  operation_id: num(r.operation_id),
});

export async function getBankRow(db: DbOrTx, id: number): Promise<BankOperationRow> {
  const rows = await db.execute<ListRow>(sql`${SELECT} where t.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}

/** Totals are exact up to this many matching rows, like the journal. */
const EXACT_TOTAL_LIMIT = 10_000;

/** Who may read which rows: one target's screen by its `.show`; every row with `cashless_bank_operation_all.show`. */
function assertListRule(q: BankOperationQuery, actor: Actor): void {
  if (checkRule('cashless_bank_operation_all.show', actor.rules)) return;
  if (!q.target) throw forbidden();
  requireRule(actor, `${BANK_TARGET_RULES[q.target]}.show`);
}

/** Statement rows, newest first; each filter rides an index of its own with the date and id. */
export async function listBankRows(db: Db, q: BankOperationQuery, actor: Actor) {
  assertListRule(q, actor);
  const conditions: SQL[] = [sql`true`];
  if (q.target) conditions.push(sql`t.target = ${q.target}`);
  if (q.account_id) conditions.push(sql`t.account_id = ${q.account_id}`);
  if (q.direction) conditions.push(sql`t.direction = ${q.direction}`);
  if (q.date_from) conditions.push(sql`t.doc_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`t.doc_date <= ${q.date_to}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<ListRow>(sql`${SELECT}
      join (select t.id from bank_transactions t where ${where} order by t.doc_date desc, t.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = t.id
      order by t.doc_date desc, t.id desc`),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from bank_transactions t where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) x`),
  ]);
  const counted = Number(total.rows[0]?.total ?? 0);
  return {
    data: rows.rows.map(present),
    meta: { page: q.page, per_page: q.per_page, total: counted, total_exact: counted <= EXACT_TOTAL_LIMIT },
  };
}

const ACCOUNT_COLUMNS = sql`f.id as account_id, f.name as account_name, f.account as account_number,
  fi.name as firm_name, f.currency`;

/**
 * Each company account's turnover in the period from the journal's
 * postings (the (account, date) index): opening before the period, money in
 * and out within it, closing. A reversal counts against the column of what
 * it reverses (a reversed income lowers the income), so a re-booked row
 * shows once.
 */
export async function bankCirculation(db: Db, q: BankCirculationQuery): Promise<BankCirculationRow[]> {
  const rows = await db.execute<{
    account_id: number;
    account_name: string;
    account_number: string;
    firm_name: string | null;
    currency: Currency;
    opening: string;
    income: string;
    expense: string;
  }>(sql`select ${ACCOUNT_COLUMNS},
      coalesce((select sum(p.amount) from money_postings p where p.account_id = m.id
        and p.business_date < ${q.date_from}), 0) as opening,
      coalesce((select sum(case when o.reversal_of is null then greatest(p.amount, 0) else least(p.amount, 0) end)
        from money_postings p join money_operations o on o.id = p.operation_id
        where p.account_id = m.id and p.business_date between ${q.date_from} and ${q.date_to}), 0) as income,
      coalesce((select -sum(case when o.reversal_of is null then least(p.amount, 0) else greatest(p.amount, 0) end)
        from money_postings p join money_operations o on o.id = p.operation_id
        where p.account_id = m.id and p.business_date between ${q.date_from} and ${q.date_to}), 0) as expense
    from firm_account_numbers f
    left join firms fi on fi.id = f.firm_id
    left join money_accounts m on m.kind = 'bank_account' and m.ref_id = f.id and m.currency = f.currency
    where f.active ${q.account_id ? sql`and f.id = ${q.account_id}` : sql``}
    order by fi.name nulls last, f.name, f.id`);
  return rows.rows.map((r) => {
    const [opening, income, expense] = [BigInt(r.opening), BigInt(r.income), BigInt(r.expense)];
    return {
      ...r,
      account_id: Number(r.account_id),
      opening: fromMinor(opening),
      income: fromMinor(income),
      expense: fromMinor(expense),
      closing: fromMinor(opening + income - expense),
    };
  });
}

/** Each company account's balance now, the sum of its balance rows (O(1) an account). */
export async function bankBalances(db: Db) {
  const rows = await db.execute<Omit<BankBalanceRow, 'balance'> & { balance: string | null }>(sql`select
      ${ACCOUNT_COLUMNS}, b.balance
    from firm_account_numbers f
    left join firms fi on fi.id = f.firm_id
    left join money_accounts m on m.kind = 'bank_account' and m.ref_id = f.id and m.currency = f.currency
    left join lateral (select sum(mb.balance) as balance from money_balances mb where mb.account_id = m.id) b on true
    where f.active order by fi.name nulls last, f.name, f.id`);
  const held = await db.execute<{ kind: string; currency: Currency; balance: string }>(sql`select a.kind,
      a.currency, sum(b.balance) as balance from money_accounts a join money_balances b on b.account_id = a.id
    where a.kind in ('suspense', 'bank_transit') and a.ref_id = 0 group by a.kind, a.currency`);
  const data: BankBalanceRow[] = rows.rows.map((r) => ({
    ...r,
    account_id: Number(r.account_id),
    balance: fromMinor(BigInt(r.balance ?? 0)),
  }));
  // the suspense account is credited by what came in wrongly (held = − its balance); the transit
  // account is debited by what left one account of ours and has not yet arrived in another
  const meta = Object.fromEntries(
    held.rows.map((h) => [
      `${h.kind}_${h.currency}`,
      fromMinor(h.kind === 'suspense' ? -BigInt(h.balance) : BigInt(h.balance)),
    ]),
  );
  return { data, meta };
}
