import { NAME_KEY_VERSION, nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { unnestRows } from '../../../platform/db/arrays.ts';
import type { Db } from '../../../platform/db/client.ts';

/** The data step's name: one per version of the folding, so a new version runs it again. */
export const NAME_KEY_STEP = `clients.name_key.v${NAME_KEY_VERSION}`;

/** Clients read and rewritten per statement. */
const BATCH = 2_000;

/**
 * Recomputes every stored `clients.name_key` with the current `nameKey()`,
 * once per `NAME_KEY_VERSION` (the `data_steps` row), after the migrations:
 * the folding is TypeScript, so no SQL migration can. Clients are read in id
 * order by batches and only the changed keys are written; a start that
 * stops half-way runs it again (no step row yet), which rewrites nothing
 * already done. Answers the number of keys changed (0 when already done).
 */
export async function refreshNameKeys(db: Db): Promise<number> {
  const done = await db.execute(sql`select 1 from data_steps where name = ${NAME_KEY_STEP}`);
  if (done.rows.length) return 0;
  let changed = 0;
  let after = 0;
  for (;;) {
    const rows = await db.execute<{
      id: string;
      full_name: string;
      name_key: string;
    }>(sql`select id, full_name,
        name_key from clients where id > ${after} order by id limit ${BATCH}`);
    if (!rows.rows.length) break;
    after = Number(rows.rows[rows.rows.length - 1]?.id);
    const stale = rows.rows
      .map((r) => ({ id: Number(r.id), key: nameKey(r.full_name), old: r.name_key }))
      .filter((r) => r.key !== r.old);
    if (stale.length) {
      await db.execute(
        sql`update clients c set name_key = v.name_key from ${unnestRows([
          { name: 'id', type: 'bigint', values: stale.map((r) => r.id) },
          { name: 'name_key', type: 'text', values: stale.map((r) => r.key) },
        ])} where c.id = v.id`,
      );
      changed += stale.length;
    }
  }
  await db.execute(sql`insert into data_steps (name) values (${NAME_KEY_STEP}) on conflict do nothing`);
  return changed;
}
