import { type Currency, fromMinor } from '@savdo/shared/money';
import type {
  AccountBalanceQuery,
  AccountBalanceRow,
  AccountHistoryQuery,
  AccountHistoryRow,
  AccountOperationQuery,
  AccountOperationRow,
} from '@savdo/shared/schemas/client-accounts';
import type { CashOperationType } from '@savdo/shared/schemas/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { boundedClients } from '../clients/name-search.ts';

/**
 * Reading clients' money accounts: the journal's accounts of kind `client`
 * (ref the client, per currency). What an account holds for the client is
 * minus its balance (the journal credits it with the client's money).
 */

const num = (v: string | null) => (v === null ? null : Number(v));
const money = (v: string | null) => fromMinor(BigInt(v ?? 0));

/** Clients the text names by the one client rule (`clientMatch`), a subquery of ids, 500 at most. */
const clientsNamed = (search: string) => boundedClients(search, 500);

/** Each client's account per currency with what it holds, newest clients first (the accounts' key order). */
export async function listBalances(db: Db, q: AccountBalanceQuery) {
  const c: SQL[] = [sql`a.kind = 'client'`];
  if (q.currency) c.push(sql`a.currency = ${q.currency}`);
  if (q.client_id) c.push(sql`a.ref_id = ${q.client_id}`);
  if (q.search) c.push(sql`a.ref_id in ${clientsNamed(q.search)}`);
  if (q.nonzero === 'true') c.push(sql`bal.balance <> 0`);
  const rows = await db.execute<Record<keyof AccountBalanceRow, string | null>>(sql`select
      a.ref_id as client_id, cl.full_name as client_name, cl.pinfl, cl.phones[1] as phone, a.currency,
      -bal.balance as balance, bal.credit as credited, bal.debit as debited
    from money_accounts a
    join clients cl on cl.id = a.ref_id
    join lateral (select coalesce(sum(b.balance), 0) as balance, coalesce(sum(b.debit), 0) as debit,
        coalesce(sum(b.credit), 0) as credit from money_balances b where b.account_id = a.id) bal on true
    where ${sql.join(c, sql` and `)}
    order by a.ref_id desc, a.currency limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const data: AccountBalanceRow[] = rows.rows.map((r) => ({
    client_id: Number(r.client_id),
    client_name: r.client_name ?? '',
    pinfl: r.pinfl,
    phone: r.phone,
    currency: r.currency as Currency,
    balance: money(r.balance),
    credited: money(r.credited),
    debited: money(r.debited),
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

/** What an operation moved on the client's account (+ put in for the client), from its lines. */
const ACCOUNT_AMOUNT = sql`(select -coalesce(sum((l->>'amount')::bigint), 0) from jsonb_array_elements(o.lines) l
  where l->>'kind' = 'client')`;

/**
 * The client-account operations of the journal (deposits, payouts, refunds,
 * bank rows; `types` the screen's), newest first: by type, client, cashbox,
 * currency and period, each on an index of the journal with the date.
 */
export async function listAccountOperations(
  db: Db,
  types: readonly CashOperationType[],
  q: AccountOperationQuery,
) {
  const wanted = q.type && types.includes(q.type) ? [q.type] : types;
  const c: SQL[] = [
    sql`o.counterpart_kind = 'client'`,
    sql`o.type in (${sql.join(
      wanted.map((t) => sql`${t}`),
      sql`, `,
    )})`,
    sql`o.reversal_of is null`,
    // a contract payment or refund touches the account only when money went onto it (an overpayment, a refund)
    sql`o.lines @> '[{"kind": "client"}]'::jsonb`,
  ];
  if (q.client_id) c.push(sql`o.counterpart_id = ${q.client_id}`);
  if (q.cashbox_id) c.push(sql`o.cashbox_id = ${q.cashbox_id}`);
  if (q.currency) c.push(sql`o.currency = ${q.currency}`);
  if (q.date_from) c.push(sql`o.business_date >= ${q.date_from}`);
  if (q.date_to) c.push(sql`o.business_date <= ${q.date_to}`);
  const rows = await db.execute<Record<keyof AccountOperationRow, string | null>>(sql`select o.id, o.type,
      o.status, o.business_date::text as business_date, o.counterpart_id as client_id, cl.full_name as client_name,
      o.cashbox_id, cb.name as cashbox_name, b.name as branch_name, ${ACCOUNT_AMOUNT} as amount, o.currency,
      o.comment, o.doc_type, o.doc_id, o.reversal_of,
      (select r.id from money_operations r where r.reversal_of = o.id) as reversed_by,
      u.full_name as created_by_name
    from money_operations o
    join (select o.id from money_operations o where ${sql.join(c, sql` and `)}
      order by o.business_date desc, o.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page
      on page.id = o.id
    left join clients cl on cl.id = o.counterpart_id
    left join cashboxes cb on cb.id = o.cashbox_id
    left join branches b on b.id = o.branch_id
    left join users u on u.id = o.created_by
    order by o.business_date desc, o.id desc`);
  const data: AccountOperationRow[] = rows.rows.map((r) => ({
    id: Number(r.id),
    type: r.type as CashOperationType,
    status: r.status as AccountOperationRow['status'],
    business_date: r.business_date ?? '',
    client_id: Number(r.client_id),
    client_name: r.client_name,
    cashbox_id: num(r.cashbox_id),
    cashbox_name: r.cashbox_name,
    branch_name: r.branch_name,
    amount: money(r.amount),
    currency: r.currency as Currency,
    comment: r.comment,
    doc_type: r.doc_type,
    doc_id: num(r.doc_id),
    reversal_of: num(r.reversal_of),
    reversed_by: num(r.reversed_by),
    created_by_name: r.created_by_name,
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

/**
 * One client's account history: every posting to it (newest first) with
 * the balance after it and the operation behind it (its type, status,
 * comment, the contract it was for). The running balance is over all the
 * client's postings, so a period shows the true balances.
 */
export async function accountHistory(db: Db, q: AccountHistoryQuery) {
  const c: SQL[] = [sql`true`];
  if (q.currency) c.push(sql`h.currency = ${q.currency}`);
  if (q.date_from) c.push(sql`h.business_date >= ${q.date_from}`);
  if (q.date_to) c.push(sql`h.business_date <= ${q.date_to}`);
  const rows = await db.execute<Record<keyof AccountHistoryRow, string | null>>(sql`
    with h as (select p.id as posting_id, p.business_date, a.currency, -p.amount as amount,
        -sum(p.amount) over (partition by a.currency order by p.business_date, p.id) as balance, p.operation_id
      from money_accounts a join money_postings p on p.account_id = a.id
      where a.kind = 'client' and a.ref_id = ${q.client_id})
    select h.posting_id, h.business_date::text as business_date, h.currency, h.amount, h.balance, h.operation_id,
      o.type, o.status, o.comment, o.doc_type, o.doc_id, c.number as contract_number, cb.prefix as contract_prefix, o.reversal_of,
      u.full_name as created_by_name
    from h join money_operations o on o.id = h.operation_id
    left join contracts c on o.doc_type = 'contract' and c.id = o.doc_id
    left join branches cb on cb.id = c.branch_id
    left join users u on u.id = o.created_by
    where ${sql.join(c, sql` and `)}
    order by h.business_date desc, h.posting_id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const data: AccountHistoryRow[] = rows.rows.map((r) => ({
    posting_id: Number(r.posting_id),
    business_date: r.business_date ?? '',
    currency: r.currency as Currency,
    amount: money(r.amount),
    balance: money(r.balance),
    operation_id: Number(r.operation_id),
    type: r.type as CashOperationType,
    status: r.status as AccountHistoryRow['status'],
    comment: r.comment,
    doc_type: r.doc_type,
    doc_id: num(r.doc_id),
    contract_number: num(r.contract_number),
    contract_prefix: r.contract_prefix,
    reversal_of: num(r.reversal_of),
    created_by_name: r.created_by_name,
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

/** Active clients the search names by the one client rule (50 at most, newest first): the client pickers. */
export async function clientOptions(db: Db, search: string | undefined) {
  const text = search?.trim() ?? '';
  const match = text === '' ? sql`true` : sql`x.id in ${clientsNamed(text)}`;
  const rows = await db.execute<{ id: string; name: string }>(sql`select x.id,
      x.full_name || coalesce(' (' || x.pinfl || ')', '') as name
    from clients x where x.active and ${match} order by x.id desc limit 50`);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
