import { sql } from 'drizzle-orm';
import { type Figure, figureOf, type LineReaders } from './figures.ts';

/**
 * The collector's block: the promises to pay falling due today on the
 * contracts attached to them, and their day's list (the collector's day of
 * /collections/all-contracts: their ACTIVE contracts late as of today). Both
 * follow the contracts attached to the reader, in whatever branch, as the
 * collector's day does.
 */
export const COLLECTION_READERS = {
  /**
   * Each attached contract's standing promise (its latest contact with a
   * promised date) when that date is today; a promise without a sum counts
   * but adds nothing. Sums in the contract's currency.
   */
  promises: async ({ db, actor, today }) => {
    const rows = await db.execute<{
      currency: string;
      n: number;
      amount: string | null;
    }>(sql`select x.currency,
        count(*)::int as n, coalesce(sum(x.promised_sum), 0)::text as amount
      from (select distinct on (cc.contract_id) k.currency, cc.promised_date, cc.promised_sum
        from contracts k join contract_comments cc on cc.contract_id = k.id and cc.promised_date is not null
        where k.responsible_id = ${actor.userId} and k.status in ('ACTIVE', 'FREEZE')
        order by cc.contract_id, cc.id desc) x
      where x.promised_date = ${today}::date
      group by x.currency order by x.currency desc`);
    return [figureOf(rows.rows)];
  },

  /** The collector's day (`listToday`'s rows, contacted today or not): how many late contracts. */
  day_list: async ({ db, actor, today }) => {
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n
      from contracts k where k.responsible_id = ${actor.userId} and k.status = 'ACTIVE'
        and k.next_due_date < ${today}::date`);
    const row = rows.rows[0];
    const figure: Figure = { name: null, count: Number(row?.n ?? 0), sums: [] };
    return [figure];
  },
} satisfies LineReaders;
