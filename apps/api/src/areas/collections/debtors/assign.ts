import type { AssignResult } from '@savdo/shared/schemas/collections';
import { type SQL, sql } from 'drizzle-orm';
import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import type { Db } from '../../../platform/db/client.ts';
import { BATCH, setResponsible } from './responsible.ts';

/**
 * Giving late contracts nobody answers for a collector from the collectors'
 * attachments: an ACTIVE contract late on `today` with no responsible gets
 * the collector of its client's street (village and a street its street
 * begins with), else of its client's village (the whole village), else of
 * its client's workplace (`clients.workplace_id`; a workplace typed as text
 * is not matched). Driven from each attachment (a village's or workplace's
 * clients by `clients_village` / `clients_workplace`, their contracts by
 * `contracts_client`), a batch of `BATCH` contracts a transaction, locked
 * with `skip locked` (a contract a cashier holds is taken next time). A
 * contract that has a responsible is never touched, so running it again for
 * the same date changes nothing.
 */

/** A client's street as attachments compare it (`streetKey` in attachments.ts). */
const clientStreet = sql`regexp_replace(lower(btrim(coalesce(cl.street, ''))), '\\s+', ' ', 'g')`;

async function assignPlace(db: Db, place: SQL, userId: number, today: string): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const picked = sql`select k.id from contracts k join clients cl on cl.id = k.client_id
        where ${place} and k.status = 'ACTIVE' and k.responsible_id is null and k.next_due_date < ${today}::date
        order by k.id limit ${BATCH} for update of k skip locked`;
      return setResponsible(tx, picked, userId, { date: today, source: 'ATTACHMENT', userId: null });
    });
    total += n;
    if (n < BATCH) return total;
  }
}

/** Assigns collectors to the late contracts without one, as of `today`; how many each kind of attachment gave. */
export async function assignFromAttachments(db: Db, today: string): Promise<AssignResult> {
  const villages = await db.execute<{ user_id: number; village_id: number; street_key: string }>(
    sql`select user_id, village_id, street_key from collector_villages a
      where a.active and exists (select 1 from users u where u.id = a.user_id and u.active)
      order by (street_key = ''), id`,
  );
  const result: AssignResult = { by_street: 0, by_village: 0, by_workplace: 0 };
  for (const a of villages.rows) {
    const street =
      a.street_key === '' ? sql`true` : sql`left(${clientStreet}, ${a.street_key.length}) = ${a.street_key}`;
    const n = await assignPlace(db, sql`cl.village_id = ${a.village_id} and ${street}`, a.user_id, today);
    if (a.street_key === '') result.by_village += n;
    else result.by_street += n;
  }
  const workplaces = await db.execute<{ user_id: number; workplace_id: number }>(
    sql`select user_id, workplace_id from collector_workplaces a
      where a.active and exists (select 1 from users u where u.id = a.user_id and u.active) order by id`,
  );
  for (const a of workplaces.rows)
    result.by_workplace += await assignPlace(db, sql`cl.workplace_id = ${a.workplace_id}`, a.user_id, today);
  return result;
}

/** The close of day step: attachments give the late contracts of the new day their collector. */
export const assignStep: CloseStep = {
  name: 'collections.assign',
  run: async ({ db, today }) => ({ ...(await assignFromAttachments(db, today)) }),
};
