import { type Currency, formatDecimalText, fromMinor } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { postSupplierEntry } from '../stock/supplier-ledger.ts';
import { type AccountKey, accountKey, assertBalanced, type Line } from './lines.ts';

/** Accounts whose balance may never go below zero: cash in a cashbox. */
const FLOOR_ZERO_KINDS: ReadonlySet<string> = new Set(['cashbox']);

const byKey = (a: AccountKey, b: AccountKey) => accountKey(a).localeCompare(accountKey(b));

type LockedRow = { id: string; kind: string; ref_id: string; currency: string; balance: string };

const keyOfRow = (r: LockedRow) => `${r.kind}:${r.ref_id}:${r.currency}`;

const FLOOR_KINDS_SQL = sql.join(
  [...FLOOR_ZERO_KINDS].map((k) => sql`${k}`),
  sql`, `,
);

/**
 * Creates the accounts of the keys that do not exist yet, with their balance
 * rows, in sorted key order (so two operations creating the same accounts
 * wait for each other instead of deadlocking).
 */
async function createAccounts(tx: DbOrTx, keys: readonly AccountKey[]): Promise<void> {
  const values = sql.join(
    [...keys].sort(byKey).map((k) => sql`(${k.kind}, ${k.ref}, ${k.currency})`),
    sql`, `,
  );
  await tx.execute(sql`with made as (
      insert into money_accounts (kind, ref_id, currency) values ${values}
      on conflict (kind, ref_id, currency) do nothing returning id, kind
    )
    insert into money_balances (account_id, floor_zero)
    select id, kind in (${FLOOR_KINDS_SQL}) from made
    on conflict (account_id) do nothing`);
}

/** Shown in a refusal: "1 250 000,00". */
const shown = (minor: bigint) => formatDecimalText(fromMinor(minor));

export interface PostingContext {
  operationId: number;
  date: string;
}

type Change = { key: AccountKey; debit: bigint; credit: bigint };

/** Each account's debit and credit in the lines, in key order. */
function changesOf(lines: readonly Line[]): Change[] {
  const change = new Map<string, Change>();
  for (const line of lines) {
    const entry = change.get(accountKey(line)) ?? { key: line, debit: 0n, credit: 0n };
    if (line.amount > 0n) entry.debit += line.amount;
    else entry.credit -= line.amount;
    change.set(accountKey(line), entry);
  }
  return [...change.values()].sort((a, b) => byKey(a.key, b.key));
}

/**
 * One statement, one round trip: locks the balance rows of the lines'
 * accounts in one global order (account id), checks that no cashbox goes
 * below zero, and only then appends the postings and moves the balances.
 * Answers the locked accounts with their balances before the change (fewer
 * than asked when some account does not exist yet: then nothing is written).
 * Shared accounts (the company-wide income or expense) are thus held from
 * this statement to the commit only.
 */
async function lockAndPost(
  tx: DbOrTx,
  ctx: PostingContext,
  lines: readonly Line[],
  changes: readonly Change[],
): Promise<{ locked: LockedRow[]; posted: boolean }> {
  const v = sql.join(
    changes.map(
      (c) =>
        sql`(${c.key.kind}, ${c.key.ref}::bigint, ${c.key.currency}, ${c.debit}::bigint, ${c.credit}::bigint)`,
    ),
    sql`, `,
  );
  const posting = sql.join(
    lines.map((l, n) => sql`(${n}::int, ${l.kind}, ${l.ref}::bigint, ${l.currency}, ${l.amount}::bigint)`),
    sql`, `,
  );
  const rows = await tx.execute<LockedRow & { ok: boolean }>(sql`with
    v (kind, ref_id, currency, debit, credit) as (values ${v}),
    locked as materialized (
      select a.id, a.kind, a.ref_id, a.currency, b.balance, b.floor_zero
      from money_accounts a join money_balances b on b.account_id = a.id
      where (a.kind, a.ref_id, a.currency) in (select kind, ref_id, currency from v)
      order by a.id for update of b
    ),
    checked as materialized (
      select count(*) = ${changes.length} and
        count(*) filter (where l.floor_zero and l.balance + v.debit - v.credit < 0) = 0 as ok
      from locked l join v using (kind, ref_id, currency)
    ),
    moved as (
      update money_balances b set debit = b.debit + v.debit, credit = b.credit + v.credit,
        balance = b.balance + v.debit - v.credit
      from checked c, locked l join v using (kind, ref_id, currency)
      where c.ok and b.account_id = l.id
    ),
    posted as (
      insert into money_postings (operation_id, account_id, currency, amount, business_date)
      select ${ctx.operationId}, l.id, x.currency, x.amount, ${ctx.date}::date
      from checked c, (values ${posting}) as x (n, kind, ref_id, currency, amount)
        join locked l using (kind, ref_id, currency)
      where c.ok order by x.n
    )
    select l.id, l.kind, l.ref_id, l.currency, l.balance, c.ok from locked l, checked c`);
  return { locked: rows.rows, posted: rows.rows[0]?.ok ?? false };
}

/**
 * Posts balanced lines of one operation in the caller's transaction: the
 * balance rows of every account are locked in one global order (by account
 * id), a cashbox that would go below zero is refused (409 naming what it
 * holds), then the postings are appended and the balances moved by the same
 * amounts, all in one statement (accounts not seen before are created
 * first). Lines to a supplier move the supplier ledger too (the debt: −
 * what the journal debits the supplier), so the reconciliation act shows
 * payments.
 */
export async function postLines(tx: DbOrTx, ctx: PostingContext, lines: readonly Line[]): Promise<void> {
  assertBalanced(lines);
  const changes = changesOf(lines);
  let result = await lockAndPost(tx, ctx, lines, changes);
  if (result.locked.length < changes.length) {
    const found = new Set(result.locked.map(keyOfRow));
    await createAccounts(
      tx,
      changes.map((c) => c.key).filter((k) => !found.has(accountKey(k))),
    );
    result = await lockAndPost(tx, ctx, lines, changes);
  }
  if (!result.posted) {
    const before = new Map(result.locked.map((r) => [keyOfRow(r), BigInt(r.balance)]));
    for (const { key, debit, credit } of changes) {
      const balance = before.get(accountKey(key));
      if (balance === undefined) throw new Error(`money account ${accountKey(key)} was not created`);
      if (FLOOR_ZERO_KINDS.has(key.kind) && balance + debit - credit < 0n) {
        throw conflict('money.errors.insufficientCash', {
          available: shown(balance),
          currency: key.currency,
        });
      }
    }
    throw new Error('money postings were not written');
  }
  for (const line of lines) {
    if (line.kind !== 'supplier') continue;
    await postSupplierEntry(tx, {
      supplierId: line.ref,
      currency: line.currency,
      amount: -line.amount,
      kind: 'MONEY',
      moneyOperationId: ctx.operationId,
      date: ctx.date,
    });
  }
}

export interface Balance {
  debit: bigint;
  credit: bigint;
  balance: bigint;
}

/** An account's balance in O(1) (zeros for an account nothing has posted to). */
export async function balanceOf(db: DbOrTx, key: AccountKey): Promise<Balance> {
  const rows = await db.execute<{ debit: string; credit: string; balance: string }>(
    sql`select b.debit, b.credit, b.balance from money_accounts a join money_balances b on b.account_id = a.id
      where a.kind = ${key.kind} and a.ref_id = ${key.ref} and a.currency = ${key.currency}`,
  );
  const row = rows.rows[0];
  if (!row) return { debit: 0n, credit: 0n, balance: 0n };
  return { debit: BigInt(row.debit), credit: BigInt(row.credit), balance: BigInt(row.balance) };
}

export type { Currency };
