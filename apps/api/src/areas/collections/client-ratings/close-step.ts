import { sql } from 'drizzle-orm';
import { inBatches } from '../../../platform/close-of-day/batches.ts';
import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import type { Db } from '../../../platform/db/client.ts';
import { refreshClients } from './score.ts';

/** Clients recomputed per transaction. */
export const SCORE_BATCH = 500;
/** Batches rated at once. */
const SCORE_PARALLEL = 3;

export interface ChangeWindow {
  fromSettlement: number;
  toSettlement: number;
  fromEvent: number;
  toEvent: number;
}

/**
 * The settlements and contract events a date's run takes as changes: those
 * after the previous run's, up to the newest made over a minute ago (a
 * transaction still open with a lower id then has committed, so nothing is
 * skipped). Kept per date, so a re-run of the date takes the same window.
 */
export async function changeWindow(db: Db, date: string): Promise<ChangeWindow> {
  const read = async () =>
    (
      await db.execute<Record<string, string>>(sql`select from_settlement_id, to_settlement_id, from_event_id,
        to_event_id from client_score_runs where business_date = ${date}`)
    ).rows[0];
  let row = await read();
  if (!row) {
    await db.execute(sql`insert into client_score_runs
        (business_date, from_settlement_id, to_settlement_id, from_event_id, to_event_id)
      select ${date}, p.s, greatest(p.s, coalesce((select max(id) from contract_settlements
          where created_at < now() - interval '1 minute'), 0)),
        p.e, greatest(p.e, coalesce((select max(id) from contract_events
          where created_at < now() - interval '1 minute'), 0))
      from (select coalesce((select to_settlement_id from client_score_runs where business_date < ${date}
          order by business_date desc limit 1), 0) as s,
        coalesce((select to_event_id from client_score_runs where business_date < ${date}
          order by business_date desc limit 1), 0) as e) p
      on conflict (business_date) do nothing`);
    row = await read();
  }
  return {
    fromSettlement: Number(row?.from_settlement_id ?? 0),
    toSettlement: Number(row?.to_settlement_id ?? 0),
    fromEvent: Number(row?.from_event_id ?? 0),
    toEvent: Number(row?.to_event_id ?? 0),
  };
}

/**
 * The clients whose figures may have moved by `today`: a settlement or a
 * contract event (signing, freeze, close…) in the window, a contract late
 * now (its days late grow every day: an instalment that fell due unpaid
 * makes it so), or a client stored as late who may no longer be; on the
 * first run, every client with a signed contract.
 */
async function candidates(db: Db, w: ChangeWindow, today: string): Promise<number[]> {
  const rows = await db.execute<{ client_id: string }>(sql`
    select c.client_id from contract_settlements s join contracts c on c.id = s.contract_id
      where s.id > ${w.fromSettlement} and s.id <= ${w.toSettlement}
    union select c.client_id from contract_events e join contracts c on c.id = e.contract_id
      where e.id > ${w.fromEvent} and e.id <= ${w.toEvent}
    union select client_id from contracts where status = 'ACTIVE' and next_due_date < ${today}
    union select client_id from client_scores where current_days_late > 0
    ${
      // the first run rates every client with a signed contract (later ones see signings as events)
      w.fromSettlement === 0 && w.fromEvent === 0
        ? sql`union select client_id from contracts where status in ('ACTIVE', 'FREEZE', 'CLOSED', 'RETURNED')`
        : sql``
    }`);
  return rows.rows.map((r) => Number(r.client_id)).sort((a, b) => a - b);
}

/**
 * `ratings.scores`: the stored payment discipline of the clients whose
 * contracts changed, as of the new business date, in batches of
 * `SCORE_BATCH` clients, each its own short transaction (two multi-row upserts) (only rating rows
 * are written; no contract is locked). Idempotent: a re-run computes the
 * same figures and writes none of them.
 */
export const ratingsScoresStep: CloseStep = {
  name: 'ratings.scores',
  run: async ({ db, date, today }) => {
    const window = await changeWindow(db, date);
    const clients = await candidates(db, window, today);
    // batches write only their own clients' rating rows: a few at once overlap their reads
    const changed = await inBatches(clients, SCORE_BATCH, SCORE_PARALLEL, (batch) =>
      db.transaction((tx) => refreshClients(tx, batch, today)),
    );
    await db.execute(
      sql`update client_score_runs set clients = ${clients.length} where business_date = ${date}`,
    );
    return { clients: clients.length, changed };
  },
};
