import type {
  ClientRow,
  DuplicateGroup,
  DuplicateKind,
  DuplicateQuery,
  MergeInput,
} from '@savdo/shared/schemas/clients';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { CLIENT_RESOURCE, storedClient } from './client-card.ts';
import { CLIENT_JOINS, CLIENT_ROW_COLUMNS, DUPLICATE_OF } from './queries.ts';

/**
 * Each kind of duplicate: the value active cards share, grouped (each
 * grouping reads its own index in key order: `clients_pinfl`,
 * `clients_passport`, the phones unnested, `clients_name_birth`).
 */
const GROUPS: Record<DuplicateKind, SQL> = {
  pinfl: sql`select 'pinfl' as kind, pinfl as value, count(*)::int as n from clients
    where active and pinfl is not null group by pinfl having count(*) > 1`,
  passport: sql`select 'passport' as kind, passport as value, count(*)::int as n from clients
    where active and passport is not null group by passport having count(*) > 1`,
  phone: sql`select 'phone' as kind, phone as value, count(*)::int as n from clients, unnest(phones) as phone
    where active group by phone having count(*) > 1`,
  name_birth: sql`select 'name_birth' as kind, name_key || '|' || birth_date as value, count(*)::int as n from clients
    where active and birth_date is not null and name_key <> '' group by name_key, birth_date having count(*) > 1`,
};

const MEMBERS: Record<DuplicateKind, (value: string) => SQL> = {
  pinfl: (value) => sql`c.pinfl = ${value}`,
  passport: (value) => sql`c.passport = ${value}`,
  phone: (value) => sql`c.phones @> array[${value}]::text[]`,
  name_birth: (value) => {
    const at = value.lastIndexOf('|');
    return sql`c.name_key = ${value.slice(0, at)} and c.birth_date = ${value.slice(at + 1)}`;
  },
};

/** Groups of active cards sharing a PINFL, a passport, a phone or the name with the birth date: largest first. */
export async function duplicateGroups(db: Db, q: DuplicateQuery) {
  const kinds = q.kind ? [q.kind] : (Object.keys(GROUPS) as DuplicateKind[]);
  const union = sql.join(
    kinds.map((k) => GROUPS[k]),
    sql` union all `,
  );
  const [groups, count] = await Promise.all([
    db.execute<{ kind: DuplicateKind; value: string; n: number }>(sql`select * from (${union}) g
      order by n desc, kind, value limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${union}) g`),
  ]);
  const data: DuplicateGroup[] = [];
  for (const group of groups.rows) {
    const members = await db.execute<
      ClientRow & { contracts: number } & Record<string, unknown>
    >(sql`select ${CLIENT_ROW_COLUMNS},
        (select count(*) from contracts k where k.client_id = c.id)::int as contracts
      from clients c ${CLIENT_JOINS}
      where c.active and ${MEMBERS[group.kind](group.value)} order by c.id limit 50`);
    data.push({ kind: group.kind, value: group.value, count: group.n, clients: members.rows });
  }
  const total = count.rows[0]?.total ?? 0;
  return { data, meta: { page: q.page, per_page: q.per_page, total, total_exact: true } };
}

/** The other active cards that look like this one (the card's duplicates tab). */
export async function duplicatesOf(db: Db, id: number) {
  await storedClient(db, id);
  const rows = await db.execute<
    ClientRow & { contracts: number } & Record<string, unknown>
  >(sql`select ${CLIENT_ROW_COLUMNS},
      (select count(*) from contracts k where k.client_id = c.id)::int as contracts
    from clients c ${CLIENT_JOINS}
    where c.id in (select d.id from clients me, clients d where me.id = ${id} and ${DUPLICATE_OF(sql`me`, sql`d`)})
    order by c.id limit 100`);
  return rows.rows;
}

/** Tables whose rows belong to a client and move to the card kept. */
const OWNED = [
  'client_orders',
  'contracts',
  'cash_trades',
  'client_files',
  'client_blacklist_orders',
] as const;

/**
 * Merges duplicate cards into the one kept, in one transaction: every order,
 * contract, cash trade, file and blacklist request of the others moves to
 * it; the others are marked `merged_into_id` and deactivated; each card's
 * audit log says so. Refused (409) when a card is inactive, does not look
 * like the kept one, or holds money on its client account (pay it out or
 * move it first: the journal's postings are never rewritten).
 */
export async function mergeClients(db: Db, input: MergeInput, userId: number) {
  return db.transaction(async (tx) => {
    const ids = [input.keep_id, ...input.merge_ids].sort((a, b) => a - b);
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const locked = await tx.execute<{ id: number; active: boolean }>(
      sql`select id::int as id, active from clients where id in (${idList}) order by id for update`,
    );
    if (locked.rows.length !== ids.length) throw notFound();
    if (locked.rows.some((r) => !r.active)) throw new AppError(409, 'errors.clientInactive');
    const mergeList = sql.join(
      input.merge_ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const alike = await tx.execute<{ n: number }>(sql`select count(*)::int as n from clients keep, clients d
      where keep.id = ${input.keep_id} and d.id in (${mergeList}) and ${DUPLICATE_OF(sql`keep`, sql`d`)}`);
    if ((alike.rows[0]?.n ?? 0) !== input.merge_ids.length) throw new AppError(409, 'errors.notDuplicates');
    const money = await tx.execute<{ n: number }>(sql`select count(*)::int as n from money_accounts a
      where a.kind = 'client' and a.ref_id in (${mergeList})
        and (select coalesce(sum(debit - credit), 0) from money_balances mb where mb.account_id = a.id) <> 0`);
    if ((money.rows[0]?.n ?? 0) > 0) throw new AppError(409, 'errors.clientHasBalance');

    const moved: Record<string, number> = {};
    for (const table of OWNED) {
      const result = await tx.execute(sql`update ${sql.identifier(table)} set client_id = ${input.keep_id}
        where client_id in (${mergeList})`);
      moved[table] = result.rowCount ?? 0;
    }
    for (const id of input.merge_ids) {
      const before = await storedClient(tx, id);
      await tx.execute(sql`update clients set merged_into_id = ${input.keep_id}, active = false,
        updated_at = now(), updated_by = ${userId} where id = ${id}`);
      await audit(tx, CLIENT_RESOURCE, id, 'merge', userId, before, await storedClient(tx, id));
    }
    const kept = await storedClient(tx, input.keep_id);
    await audit(tx, CLIENT_RESOURCE, input.keep_id, 'merge', userId, null, {
      ...kept,
      merged_ids: input.merge_ids,
      moved,
    });
    return { keep_id: input.keep_id, merged_ids: input.merge_ids, moved };
  });
}
