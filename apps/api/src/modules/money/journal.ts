import { type Currency, formatDecimalText, fromMinor } from '@savdo/shared/money';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { postSupplierEntry } from '../stock/supplier-ledger.ts';
import { type AccountKey, accountKey, assertBalanced, type Line } from './lines.ts';

/** Accounts whose balance may never go below zero: cash in a cashbox. */
const FLOOR_ZERO_KINDS: ReadonlySet<string> = new Set(['cashbox']);

const byKey = (a: AccountKey, b: AccountKey) => accountKey(a).localeCompare(accountKey(b));

type LockedRow = { id: string; kind: string; ref_id: string; currency: string; balance: string };

const keyOfRow = (r: LockedRow) => `${r.kind}:${r.ref_id}:${r.currency}`;

/** Locks the balance rows of the accounts that exist, in account-id order (one global order). */
async function lockExisting(tx: DbOrTx, keys: readonly AccountKey[]): Promise<LockedRow[]> {
  const tuples = sql.join(
    keys.map((k) => sql`(${k.kind}, ${k.ref}::bigint, ${k.currency})`),
    sql`, `,
  );
  const rows = await tx.execute<LockedRow>(sql`select a.id, a.kind, a.ref_id, a.currency, b.balance
    from money_accounts a join money_balances b on b.account_id = a.id
    where (a.kind, a.ref_id, a.currency) in (${tuples})
    order by a.id for update of b`);
  return rows.rows;
}

/**
 * The accounts of the keys with their balances, locked: one round trip when
 * they all exist; otherwise the missing ones are created first (with their
 * balance rows, in sorted key order, so two operations creating the same
 * accounts wait for each other instead of deadlocking) and all are locked.
 */
export async function lockAccounts(
  tx: DbOrTx,
  keys: readonly AccountKey[],
): Promise<Map<string, { id: number; balance: bigint }>> {
  const unique = [...new Map(keys.map((k) => [accountKey(k), k])).values()].sort(byKey);
  let rows = await lockExisting(tx, unique);
  if (rows.length < unique.length) {
    const found = new Set(rows.map(keyOfRow));
    const missing = unique.filter((k) => !found.has(accountKey(k)));
    const values = sql.join(
      missing.map((k) => sql`(${k.kind}, ${k.ref}, ${k.currency})`),
      sql`, `,
    );
    await tx.execute(sql`with made as (
        insert into money_accounts (kind, ref_id, currency) values ${values}
        on conflict (kind, ref_id, currency) do nothing returning id, kind
      )
      insert into money_balances (account_id, floor_zero)
      select id, kind in (${sql.join(
        [...FLOOR_ZERO_KINDS].map((k) => sql`${k}`),
        sql`, `,
      )}) from made
      on conflict (account_id) do nothing`);
    rows = await lockExisting(tx, unique);
  }
  return new Map(rows.map((r) => [keyOfRow(r), { id: Number(r.id), balance: BigInt(r.balance) }]));
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
 * amounts (one statement). Lines to a supplier move the supplier ledger too
 * (the debt: − what the journal debits the supplier), so the reconciliation
 * act shows payments.
 */
export async function postLines(tx: DbOrTx, ctx: PostingContext, lines: readonly Line[]): Promise<void> {
  assertBalanced(lines);
  const accounts = await lockAccounts(tx, lines);
  const account = (l: AccountKey) => accounts.get(accountKey(l)) as { id: number; balance: bigint };
  const change = new Map<number, { line: Line; debit: bigint; credit: bigint }>();
  for (const line of lines) {
    const { id } = account(line);
    const entry = change.get(id) ?? { line, debit: 0n, credit: 0n };
    if (line.amount > 0n) entry.debit += line.amount;
    else entry.credit -= line.amount;
    change.set(id, entry);
  }
  for (const { line, debit, credit } of change.values()) {
    const before = account(line).balance;
    if (FLOOR_ZERO_KINDS.has(line.kind) && before + debit - credit < 0n) {
      throw conflict('money.errors.insufficientCash', { available: shown(before), currency: line.currency });
    }
  }
  const postings: SQL[] = lines.map(
    (l) => sql`(${ctx.operationId}, ${account(l).id}, ${l.currency}, ${l.amount}, ${ctx.date}::date)`,
  );
  const updates = sql.join(
    [...change].map(([id, c]) => sql`(${id}::bigint, ${c.debit}::bigint, ${c.credit}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`with posted as (
      insert into money_postings (operation_id, account_id, currency, amount, business_date)
      values ${sql.join(postings, sql`, `)}
    )
    update money_balances b set debit = b.debit + v.debit, credit = b.credit + v.credit,
      balance = b.balance + v.debit - v.credit
    from (values ${updates}) as v(account_id, debit, credit) where b.account_id = v.account_id`);
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
