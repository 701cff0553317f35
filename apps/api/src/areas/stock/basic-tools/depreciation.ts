import { fromMinor } from '@savdo/shared/money';
import type { WearRunResult } from '@savdo/shared/schemas';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { assertPeriodOpen } from '../warehouse/document-input.ts';
import { type AssetActor, type EntryValues, insertEntries } from './service.ts';
import { monthEnd, wearOfMonth } from './wear.ts';

/** Units locked and worn per batch: a run over many thousand units stays within memory. */
const BATCH = 500;

interface DueUnit extends Record<string, unknown> {
  id: string;
  cost: string;
  book_value: string;
  rate: string | null;
  put_date: string;
  repriced: boolean;
}

/**
 * Wears out every unit in use for a month, straight-line: one DEPRECIATION
 * entry per unit (the unique index on unit and month makes a second run post
 * nothing), the book value and accumulated wear moved with it, in one
 * transaction. A unit is worn from the month after it was put to use, never
 * below zero (straight-line from its cost; once repriced, its book value over
 * the months of life left), and only for months after the last one it was worn for. A run
 * that finds every unit already worn for the month answers 409.
 */
export async function runMonth(db: Db, month: string, actor: AssetActor): Promise<WearRunResult> {
  if (month > tashkentToday().slice(0, 7)) throw conflict('errors.assetFutureMonth', { month });
  const date = monthEnd(month);
  const firstDay = `${month}-01`;
  return db.transaction(async (tx) => {
    await assertPeriodOpen(tx, date);
    let after = 0;
    let posted = 0;
    let total = 0n;
    for (;;) {
      const due =
        await tx.execute<DueUnit>(sql`select u.id, u.cost, u.book_value, g.depreciation_rate as rate,
          u.put_date::text as put_date,
          exists(select 1 from asset_entries e where e.unit_id = u.id and e.type = 'REPRICING') as repriced
        from asset_units u join asset_groups g on g.id = u.asset_group_id
        where u.status = 'IN_USE' and u.id > ${after} and u.put_date < ${firstDay} and u.book_value > 0
          and (u.worn_until is null or u.worn_until < ${month})
        order by u.id limit ${BATCH} for update of u`);
      if (due.rows.length === 0) break;
      const entries: EntryValues[] = [];
      for (const unit of due.rows) {
        after = Number(unit.id);
        const book = BigInt(unit.book_value);
        const wear = wearOfMonth(
          {
            cost: BigInt(unit.cost),
            bookValue: book,
            yearlyRate: unit.rate ?? '0',
            putDate: unit.put_date,
            repriced: unit.repriced,
          },
          month,
        );
        if (wear <= 0n) continue;
        entries.push({
          unitId: after,
          type: 'DEPRECIATION',
          amount: -wear,
          bookValue: book - wear,
          month,
          date,
          userId: actor.userId,
        });
      }
      if (entries.length === 0) continue;
      await insertEntries(tx, entries);
      await tx.execute(sql`update asset_units u set book_value = v.book, wear = u.wear + v.wear,
          worn_until = ${month}, version = u.version + 1, updated_at = now()
        from (values ${sql.join(
          entries.map((e) => sql`(${e.unitId}::bigint, ${e.bookValue}::bigint, ${-e.amount}::bigint)`),
          sql`, `,
        )}) as v(id, book, wear)
        where u.id = v.id`);
      posted += entries.length;
      for (const e of entries) total -= e.amount;
    }
    if (posted === 0) {
      const done = await tx.execute(sql`select 1 from asset_entries
        where type = 'DEPRECIATION' and month = ${month} limit 1`);
      if (done.rows.length) throw conflict('errors.assetMonthDone', { month });
    }
    if (posted > 0) {
      await audit(tx, 'asset_depreciation', Number(month.replace('-', '')), 'create', actor.userId, null, {
        month,
        units: posted,
        total: fromMinor(total),
      });
    }
    return { month, units: posted, total: fromMinor(total) };
  });
}
