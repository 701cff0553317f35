import { type Currency, formatDecimalText, fromMinor } from '@savdo/shared/money';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { postSupplierEntry } from '../stock/supplier-ledger.ts';
import { type AccountKey, accountKey, assertBalanced, type Line } from './lines.ts';

/** Accounts whose balance may never go below zero: cash in a cashbox. */
const FLOOR_ZERO_KINDS: ReadonlySet<string> = new Set(['cashbox']);

const byKey = (a: AccountKey, b: AccountKey) => accountKey(a).localeCompare(accountKey(b));

/**
 * The ids of the accounts, creating the missing ones (and their balance
 * rows) in one sorted order, so two operations creating the same accounts
 * wait for each other instead of deadlocking.
 */
export async function ensureAccounts(tx: DbOrTx, keys: readonly AccountKey[]): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((k) => [accountKey(k), k])).values()].sort(byKey);
  const tuples = sql.join(
    unique.map((k) => sql`(${k.kind}, ${k.ref}::bigint, ${k.currency})`),
    sql`, `,
  );
  const found = await tx.execute<{ id: string; kind: string; ref_id: string; currency: string }>(
    sql`select id, kind, ref_id, currency from money_accounts where (kind, ref_id, currency) in (${tuples})`,
  );
  const ids = new Map(found.rows.map((r) => [`${r.kind}:${r.ref_id}:${r.currency}`, Number(r.id)]));
  const missing = unique.filter((k) => !ids.has(accountKey(k)));
  if (missing.length > 0) {
    const values = sql.join(
      missing.map((k) => sql`(${k.kind}, ${k.ref}, ${k.currency})`),
      sql`, `,
    );
    await tx.execute(sql`insert into money_accounts (kind, ref_id, currency) values ${values}
      on conflict (kind, ref_id, currency) do nothing`);
    const made = await tx.execute<{ id: string; kind: string; ref_id: string; currency: string }>(
      sql`select id, kind, ref_id, currency from money_accounts where (kind, ref_id, currency) in (${tuples})`,
    );
    for (const r of made.rows) ids.set(`${r.kind}:${r.ref_id}:${r.currency}`, Number(r.id));
    const balances = sql.join(
      missing.map((k) => sql`(${ids.get(accountKey(k))}, ${FLOOR_ZERO_KINDS.has(k.kind)})`),
      sql`, `,
    );
    await tx.execute(sql`insert into money_balances (account_id, floor_zero) values ${balances}
      on conflict (account_id) do nothing`);
  }
  return ids;
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
 * amounts. Lines to a supplier move the supplier ledger too (the debt: − what
 * the journal debits the supplier), so the reconciliation act shows payments.
 */
export async function postLines(tx: DbOrTx, ctx: PostingContext, lines: readonly Line[]): Promise<void> {
  assertBalanced(lines);
  const ids = await ensureAccounts(tx, lines);
  const idList = sql.join(
    [...new Set(ids.values())].sort((a, b) => a - b).map((id) => sql`${id}`),
    sql`, `,
  );
  const locked = await tx.execute<{ account_id: string; balance: string }>(
    sql`select account_id, balance from money_balances where account_id in (${idList})
      order by account_id for update`,
  );
  const balances = new Map(locked.rows.map((r) => [Number(r.account_id), BigInt(r.balance)]));
  const change = new Map<number, { line: Line; debit: bigint; credit: bigint }>();
  for (const line of lines) {
    const id = ids.get(accountKey(line)) as number;
    const entry = change.get(id) ?? { line, debit: 0n, credit: 0n };
    if (line.amount > 0n) entry.debit += line.amount;
    else entry.credit -= line.amount;
    change.set(id, entry);
  }
  for (const [id, { line, debit, credit }] of change) {
    const after = (balances.get(id) ?? 0n) + debit - credit;
    if (FLOOR_ZERO_KINDS.has(line.kind) && after < 0n) {
      throw conflict('money.errors.insufficientCash', {
        available: shown(balances.get(id) ?? 0n),
        currency: line.currency,
      });
    }
  }
  const postings: SQL[] = lines.map(
    (l) =>
      sql`(${ctx.operationId}, ${ids.get(accountKey(l))}, ${l.currency}, ${l.amount}, ${ctx.date}::date)`,
  );
  await tx.execute(sql`insert into money_postings (operation_id, account_id, currency, amount, business_date)
    values ${sql.join(postings, sql`, `)}`);
  const updates = sql.join(
    [...change].map(([id, c]) => sql`(${id}::bigint, ${c.debit}::bigint, ${c.credit}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`update money_balances b set debit = b.debit + v.debit, credit = b.credit + v.credit,
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
