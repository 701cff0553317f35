import { type Currency, formatDecimalText, fromMinor } from '@savdo/shared/money';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import { runPostedHooks } from './hooks.ts';
import { type AccountKey, accountKey, assertBalanced, type Line } from './lines.ts';

/** Accounts whose balance may never go below zero: cash in a cashbox. */
const FLOOR_ZERO_KINDS: ReadonlySet<string> = new Set(['cashbox']);

/**
 * Balance rows of an account without a floor (DECISIONS.md "Money": hot
 * accounts): each transaction moves the one its transaction id picks, so
 * concurrent postings to one company-wide account rarely wait on each other;
 * its balance is the sum of at most this many rows.
 */
export const BALANCE_STRIPES = 8;

const floorKinds = sql.join(
  [...FLOOR_ZERO_KINDS].map((k) => sql`${k}`),
  sql`, `,
);

/** The stripe this transaction moves of an account of `kind` (a floor account has only stripe 0). */
const stripeOf = (kind: SQL) =>
  sql`(case when ${kind} in (${floorKinds}) then 0 else mod(txid_current(), ${BALANCE_STRIPES}) end)::smallint`;

/**
 * Every account's balance, the sum of its stripe rows (a relation for
 * checks over all accounts; one account's balance reads `balanceOf`).
 */
export const ACCOUNT_BALANCES = sql`(select account_id, sum(debit)::bigint as debit, sum(credit)::bigint as credit,
  sum(balance)::bigint as balance from money_balances group by account_id)`;

const byKey = (a: AccountKey, b: AccountKey) => accountKey(a).localeCompare(accountKey(b));

type LockedRow = {
  id: string;
  stripe: number;
  kind: string;
  ref_id: string;
  currency: string;
  balance: string;
};

const keyOfRow = (r: LockedRow) => `${r.kind}:${r.ref_id}:${r.currency}`;

const keyTuples = (keys: readonly AccountKey[]) =>
  sql.join(
    keys.map((k) => sql`(${k.kind}, ${k.ref}::bigint, ${k.currency})`),
    sql`, `,
  );

const selected = sql`a.id, b.stripe, a.kind, a.ref_id, a.currency, b.balance`;
const floorKey = sql`a.kind in (${floorKinds})`;

/**
 * Locks the balance rows this transaction moves of the accounts that exist,
 * in one statement: a floor account's one row (`for update`, waiting, in
 * account id order: one global order), and of another account the first of
 * its stripe rows no other transaction holds, starting from the stripe
 * `txid_current()` picks (`for update skip locked`: a posting never waits
 * for another on a hot account while one of its stripes is free). An
 * account none of whose stripes is free is left out (the caller adds its
 * stripe: `lockChosen`).
 */
async function lockExisting(tx: DbOrTx, keys: readonly AccountKey[]): Promise<LockedRow[]> {
  const rows = await tx.execute<LockedRow>(sql`select * from (select ${selected}
      from money_accounts a join money_balances b on b.account_id = a.id and b.stripe = 0
      where (a.kind, a.ref_id, a.currency) in (${keyTuples(keys)}) and ${floorKey}
      order by a.id for update of b) floor
    union all
    select * from (select ${selected} from money_accounts a
      cross join lateral (select s.stripe, s.balance from money_balances s where s.account_id = a.id
        order by mod(s.stripe - mod(txid_current(), ${BALANCE_STRIPES})::int + ${BALANCE_STRIPES}, ${BALANCE_STRIPES})
        limit 1 for update skip locked) b
      where (a.kind, a.ref_id, a.currency) in (${keyTuples(keys)}) and not ${floorKey}) hot`);
  return rows.rows;
}

/**
 * The balance row `txid_current()` picks of each account (a floor account's
 * one row), locked waiting, in (account id, stripe) order: for the accounts
 * just created and for a hot account all of whose stripes were held.
 */
async function lockChosen(tx: DbOrTx, keys: readonly AccountKey[]): Promise<LockedRow[]> {
  const rows = await tx.execute<LockedRow>(sql`select ${selected}
    from money_accounts a join money_balances b on b.account_id = a.id and b.stripe = ${stripeOf(sql`a.kind`)}
    where (a.kind, a.ref_id, a.currency) in (${keyTuples(keys)})
    order by a.id, b.stripe for update of b`);
  return rows.rows;
}

/** A locked balance row: the account, the stripe moved, and (for a floor account) its whole balance. */
export interface LockedAccount {
  id: number;
  stripe: number;
  balance: bigint;
}

/**
 * The accounts of the keys with the balance rows this transaction moves,
 * locked: one round trip when they all exist and a stripe of each hot one
 * is free; otherwise the missing accounts and the stripe rows this
 * transaction picks are created (in (account id, stripe) order, so two
 * operations creating the same rows wait for each other instead of
 * deadlocking) and locked, waiting.
 */
export async function lockAccounts(
  tx: DbOrTx,
  keys: readonly AccountKey[],
): Promise<Map<string, LockedAccount>> {
  const unique = [...new Map(keys.map((k) => [accountKey(k), k])).values()].sort(byKey);
  let rows = await lockExisting(tx, unique);
  if (rows.length < unique.length) {
    const found = new Set(rows.map(keyOfRow));
    const missing = unique.filter((k) => !found.has(accountKey(k)));
    const values = sql.join(
      missing.map((k) => sql`(${k.kind}, ${k.ref}, ${k.currency})`),
      sql`, `,
    );
    await tx.execute(sql`insert into money_accounts (kind, ref_id, currency) values ${values}
      on conflict (kind, ref_id, currency) do nothing`);
    await tx.execute(sql`insert into money_balances (account_id, stripe, floor_zero)
      select a.id, ${stripeOf(sql`a.kind`)}, a.kind in (${floorKinds}) from money_accounts a
      where (a.kind, a.ref_id, a.currency) in (${keyTuples(missing)}) order by a.id
      on conflict (account_id, stripe) do nothing`);
    rows = [...rows, ...(await lockChosen(tx, missing))];
  }
  return new Map(
    rows.map((r) => [
      keyOfRow(r),
      { id: Number(r.id), stripe: Number(r.stripe), balance: BigInt(r.balance) },
    ]),
  );
}

/** Shown in a refusal: "1 250 000,00". */
const shown = (minor: bigint) => formatDecimalText(fromMinor(minor));

export interface PostingContext {
  operationId: number;
  date: string;
}

/**
 * Posts balanced lines of one operation in the caller's transaction: the
 * balance rows of every account are locked in one global order (by account
 * id), a cashbox that would go below zero is refused (409 naming what it
 * holds), then the postings are appended and the balances moved by the same
 * amounts, and the accounts' sums of the day and operation type with them
 * (`money_daily`, `money_monthly`; one statement). Lines to a supplier move the supplier ledger too
 * (the debt: − what the journal debits the supplier), so the reconciliation
 * act shows payments.
 */
export async function postLines(tx: DbOrTx, ctx: PostingContext, lines: readonly Line[]): Promise<void> {
  await postLinesBatch(tx, [{ ctx, lines }]);
}

/** Operations posted together by `postLinesBatch`: a statement's rows in one set of statements. */
export interface PostingBatchItem {
  ctx: PostingContext;
  lines: readonly Line[];
}

/** Operations whose postings go in one insert (2 lines × 5 parameters each stays far below PostgreSQL's limit). */
const POSTING_CHUNK = 1000;

/**
 * `postLines` for many operations at once (in the given order): every
 * account of every operation is locked once, in the one global order; a
 * cashbox is refused (409) at the first operation that would take it below
 * zero; then the postings are appended and the balances moved chunk by
 * chunk, one statement each, instead of a round trip per operation.
 */
export async function postLinesBatch(tx: DbOrTx, items: readonly PostingBatchItem[]): Promise<void> {
  if (items.length === 0) return;
  for (const item of items) assertBalanced(item.lines);
  const accounts = await lockAccounts(
    tx,
    items.flatMap((i) => i.lines),
  );
  const account = (l: AccountKey) => accounts.get(accountKey(l)) as LockedAccount;
  const running = new Map<number, bigint>();
  for (const { lines } of items) {
    const net = new Map<number, { line: Line; amount: bigint }>();
    for (const line of lines) {
      const { id } = account(line);
      net.set(id, { line, amount: (net.get(id)?.amount ?? 0n) + line.amount });
    }
    for (const [id, { line, amount }] of net) {
      const before = running.get(id) ?? account(line).balance;
      running.set(id, before + amount);
      if (FLOOR_ZERO_KINDS.has(line.kind) && before + amount < 0n) {
        throw conflict('money.errors.insufficientCash', {
          available: shown(before),
          currency: line.currency,
        });
      }
    }
  }
  for (let i = 0; i < items.length; i += POSTING_CHUNK) {
    await appendPostings(tx, items.slice(i, i + POSTING_CHUNK), account);
  }
  // sub-ledgers the areas keep beside the journal (a supplier's debt), in this transaction
  await runPostedHooks(tx, items);
}

/**
 * The postings of some operations, the balance change of each account they
 * touch, and the accounts' sums per day and operation type and per month,
 * in one statement.
 */
async function appendPostings(
  tx: DbOrTx,
  items: readonly PostingBatchItem[],
  account: (l: AccountKey) => { id: number; stripe: number },
): Promise<void> {
  const change = new Map<number, { stripe: number; debit: bigint; credit: bigint }>();
  const postings: SQL[] = [];
  for (const { ctx, lines } of items) {
    for (const l of lines) {
      const { id, stripe } = account(l);
      const entry = change.get(id) ?? { stripe, debit: 0n, credit: 0n };
      if (l.amount > 0n) entry.debit += l.amount;
      else entry.credit -= l.amount;
      change.set(id, entry);
      postings.push(
        sql`(${ctx.operationId}::bigint, ${id}::bigint, ${stripe}::smallint, ${l.currency}::text, ${l.amount}::bigint, ${ctx.date}::date)`,
      );
    }
  }
  const updates = sql.join(
    [...change].map(
      ([id, c]) => sql`(${id}::bigint, ${c.stripe}::smallint, ${c.debit}::bigint, ${c.credit}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`with v (operation_id, account_id, stripe, currency, amount, business_date) as (
      values ${sql.join(postings, sql`, `)}
    ), posted as (
      insert into money_postings (operation_id, account_id, currency, amount, business_date)
      select operation_id, account_id, currency, amount, business_date from v
    ), daily as (
      insert into money_daily (account_id, stripe, business_date, type, debit, credit)
      select v.account_id, v.stripe, v.business_date, o.type, sum(greatest(v.amount, 0)), sum(greatest(-v.amount, 0))
      from v join money_operations o on o.id = v.operation_id
      group by v.account_id, v.stripe, v.business_date, o.type
      on conflict (account_id, business_date, type, stripe) do update
        set debit = money_daily.debit + excluded.debit, credit = money_daily.credit + excluded.credit
    ), monthly as (
      insert into money_monthly (account_id, stripe, month, debit, credit)
      select account_id, stripe, date_trunc('month', business_date)::date, sum(greatest(amount, 0)),
        sum(greatest(-amount, 0))
      from v group by account_id, stripe, date_trunc('month', business_date)::date
      on conflict (account_id, month, stripe) do update
        set debit = money_monthly.debit + excluded.debit, credit = money_monthly.credit + excluded.credit
    )
    update money_balances b set debit = b.debit + v.debit, credit = b.credit + v.credit,
      balance = b.balance + v.debit - v.credit
    from (values ${updates}) as v(account_id, stripe, debit, credit)
    where b.account_id = v.account_id and b.stripe = v.stripe`);
}

export interface Balance {
  debit: bigint;
  credit: bigint;
  balance: bigint;
}

/** An account's balance in O(1): the sum of its balance rows, at most `BALANCE_STRIPES` (zeros for an account nothing has posted to). */
export async function balanceOf(db: DbOrTx, key: AccountKey): Promise<Balance> {
  const rows = await db.execute<{ debit: string | null; credit: string | null; balance: string | null }>(
    sql`select sum(b.debit) as debit, sum(b.credit) as credit, sum(b.balance) as balance
      from money_accounts a join money_balances b on b.account_id = a.id
      where a.kind = ${key.kind} and a.ref_id = ${key.ref} and a.currency = ${key.currency}`,
  );
  const row = rows.rows[0];
  if (!row || row.balance === null || row.debit === null || row.credit === null)
    return { debit: 0n, credit: 0n, balance: 0n };
  return { debit: BigInt(row.debit), credit: BigInt(row.credit), balance: BigInt(row.balance) };
}

export type { Currency };
