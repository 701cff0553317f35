import { fromMinor } from '@savdo/shared/money';
import type {
  AttachedGroupRow,
  BulkAttachInput,
  BulkAttachResult,
  CollectionFilter,
} from '@savdo/shared/schemas/collections';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';
import { collectionWhere } from './filters.ts';

/**
 * Who answers for a contract (`contracts.responsible_id`), changed in bulk:
 * by the picked rows or every row the collection filters match, by
 * detaching, and by the collectors' attachments (`assign.ts`). Each change is
 * a RESPONSIBLE event of the contract, as the contract card's "change of
 * responsible person" writes (contracts/lifecycle.ts `changeResponsible`):
 * `data` {from, to} and, here, `source` (BULK, DETACH, ATTACHMENT).
 * Work goes in batches of `BATCH` contracts, each its own short transaction,
 * the contracts locked in id order.
 */

export const BATCH = 500;

/**
 * Sets the responsible of the contracts `picked` selects (a query of `id`s
 * that locks them) where it differs, with an event each; how many changed.
 */
export async function setResponsible(
  tx: DbOrTx,
  picked: SQL,
  to: number | null,
  e: { date: string; source: string; userId: number | null },
): Promise<number> {
  const data = sql`jsonb_build_object('from', old.responsible_id, 'to', ${to}::int, 'source', ${e.source}::text)`;
  const done = await tx.execute(sql`with picked as (${picked}),
    old as (select k.id, k.responsible_id, k.status from contracts k join picked p on p.id = k.id
      where k.responsible_id is distinct from ${to}::int),
    changed as (update contracts k set responsible_id = ${to}::int from old where k.id = old.id returning k.id)
    insert into contract_events (contract_id, event, from_status, to_status, business_date, data, created_by)
    select old.id, 'RESPONSIBLE', old.status, old.status, ${e.date}, ${data}, ${e.userId}::int
    from old join changed on changed.id = old.id returning contract_id`);
  return done.rows.length;
}

async function checkUser(db: DbOrTx, userId: number) {
  const user = await db.execute(sql`select 1 from users where id = ${userId} and active`);
  if (user.rows.length === 0)
    throw new FieldErrors([{ field: 'responsible_id', key: 'validation.refMissing' }]);
}

/** Walks the contracts `where` selects in id order, a batch a transaction, setting their responsible. */
async function inBatches(
  db: Db,
  where: SQL,
  to: number | null,
  e: { date: string; source: string; userId: number },
): Promise<BulkAttachResult> {
  let last = 0;
  let matched = 0;
  let changed = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const ids = await tx.execute<{ id: string }>(sql`select k.id from contracts k where ${where}
        and k.id > ${last} order by k.id limit ${BATCH} for update`);
      if (ids.rows.length === 0) return { picked: 0, changed: 0, last };
      const list = sql.join(
        ids.rows.map((r) => sql`${Number(r.id)}::bigint`),
        sql`, `,
      );
      const n = await setResponsible(tx, sql`select unnest(array[${list}]) as id`, to, e);
      return { picked: ids.rows.length, changed: n, last: Number(ids.rows.at(-1)?.id) };
    });
    matched += step.picked;
    changed += step.changed;
    last = step.last;
    if (step.picked < BATCH) return { matched, changed };
  }
}

/** Attaches the picked contracts, or every one the filters match, to a responsible. */
export async function attachInBulk(
  db: Db,
  input: BulkAttachInput,
  userId: number,
): Promise<BulkAttachResult> {
  await checkUser(db, input.responsible_id);
  const date = await businessToday(db);
  const where = input.contract_ids
    ? sql`k.id in (${sql.join(
        input.contract_ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : collectionWhere(input.filter as CollectionFilter, date);
  return inBatches(db, where, input.responsible_id, { date, source: 'BULK', userId });
}

/** Detaches the picked contracts from their responsible. */
export async function detachContracts(db: Db, ids: number[], userId: number): Promise<BulkAttachResult> {
  const date = await businessToday(db);
  const where = sql`k.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  return inBatches(db, where, null, { date, source: 'DETACH', userId });
}

/**
 * The attached-contracts screen: each responsible's ACTIVE contracts with
 * debt, how many are late and what is left per currency, the most loaded
 * first (an index-only read of `contracts_responsible_due`).
 */
export async function attachedGroups(db: DbOrTx, page: number, perPage: number) {
  const today = await businessToday(db);
  const rows = await db.execute<{
    responsible_id: number;
    responsible_name: string;
    contracts: number;
    late: number;
    rest_uzs: string;
    rest_usd: string;
  }>(sql`select g.responsible_id, u.full_name as responsible_name, g.contracts, g.late, g.rest_uzs, g.rest_usd
    from (select k.responsible_id, count(*)::int as contracts,
        count(*) filter (where k.next_due_date < ${today}::date)::int as late,
        coalesce(sum(k.rest) filter (where k.currency = 'UZS'), 0)::text as rest_uzs,
        coalesce(sum(k.rest) filter (where k.currency = 'USD'), 0)::text as rest_usd
      from contracts k where k.status = 'ACTIVE' and k.responsible_id is not null and k.next_due_date is not null
      group by k.responsible_id order by count(*) desc, k.responsible_id
      limit ${perPage} offset ${(page - 1) * perPage}) g
    join users u on u.id = g.responsible_id order by g.contracts desc, g.responsible_id`);
  const data: AttachedGroupRow[] = rows.rows.map((r) => ({
    ...r,
    rest_uzs: fromMinor(BigInt(r.rest_uzs)),
    rest_usd: fromMinor(BigInt(r.rest_usd)),
  }));
  return { data, meta: { page, per_page: perPage } };
}
