import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { CloseStep, CloseStepContext } from '../close-of-day/steps.ts';
import { daysLateLessFrozen, daysLateOf, loadStages, type Stage, targetStage } from './stages.ts';

/**
 * The close of day's `collections.stages`: as of `today`, each ACTIVE late
 * contract moves forward to the deepest automatic stage whose threshold its
 * days late reached (never backward), and a contract in the process that is
 * no longer late (paid up, closed, returned) leaves it (stage null). FREEZE
 * contracts are left as they are. One JOB move a contract and date (the
 * unique index `contract_stage_moves_job_once`), so a re-run changes nothing.
 *
 * The candidates are read without locks; then each batch of STAGE_BATCH contracts
 * is locked with `for update skip locked` (a contract a cashier holds is
 * skipped and tried again at the end), read again as it is now and moved in
 * one short transaction.
 */

export const STAGE_BATCH = 20;
const RETRIES = 5;

interface Candidate {
  id: number;
  status: string;
  stage_id: number | null;
  next_due_date: string | null;
}

/**
 * The contracts the step must lock: those whose move, figured from what they
 * hold now without locks, is not nothing (days late less frozen days is never
 * more than without, so a contract that stays without them stays with them),
 * and those in a stage with a freeze in their history (their frozen days may
 * take them out). The rest are not touched: a typical night locks only the
 * contracts that cross a threshold, fall late or pay up.
 */
async function candidates(db: Db, stages: readonly Stage[], today: string): Promise<number[]> {
  const rows = await db.execute<Omit<Candidate, 'id'> & { id: string; frozen: boolean }>(sql`
    select c.id, c.status, c.stage_id, c.next_due_date::text as next_due_date,
      (c.stage_id is not null and exists (select 1 from contract_events e
        where e.contract_id = c.id and e.event = 'FREEZE')) as frozen
    from (select id from contracts where status = 'ACTIVE' and next_due_date < ${today}
      union select id from contracts where stage_id is not null and status <> 'FREEZE') ids
    join contracts c on c.id = ids.id
    order by c.id`);
  return rows.rows
    .filter((r) => {
      if (r.frozen) return true;
      if (r.status === 'FREEZE') return false;
      const late = r.status === 'ACTIVE' ? daysLateOf(r.next_due_date, today) : 0;
      if (late <= 0) return r.stage_id !== null;
      return targetStage(stages, r.stage_id, late) !== null;
    })
    .map((r) => Number(r.id));
}

async function moveBatch(
  tx: Tx,
  ids: readonly number[],
  stages: readonly Stage[],
  today: string,
): Promise<{ moved: number; left: number; skipped: number[] }> {
  const locked = await tx.execute<Omit<Candidate, 'id'> & { id: string }>(sql`
    select id, status, stage_id, next_due_date::text as next_due_date from contracts
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update skip locked`);
  const rows = locked.rows.map((r) => ({ ...r, id: Number(r.id) }));
  const got = new Set(rows.map((r) => r.id));
  const days = await daysLateLessFrozen(
    tx,
    rows.filter((r) => r.status === 'ACTIVE'),
    today,
  );
  const moves: { id: number; from: number | null; to: number | null; days: number }[] = [];
  for (const r of rows) {
    if (r.status === 'FREEZE') continue;
    const late = r.status === 'ACTIVE' ? (days.get(r.id) ?? 0) : 0;
    if (late <= 0) {
      if (r.stage_id !== null) moves.push({ id: r.id, from: r.stage_id, to: null, days: 0 });
      continue;
    }
    const target = targetStage(stages, r.stage_id, late);
    if (target) moves.push({ id: r.id, from: r.stage_id, to: target.id, days: late });
  }
  let moved = 0;
  let left = 0;
  if (moves.length > 0) {
    const values = sql.join(
      moves.map(
        (m) => sql`(${m.id}::bigint, ${m.from}::int, ${m.to}::int, ${today}::date, 'JOB', ${m.days}::int)`,
      ),
      sql`, `,
    );
    // one JOB move a contract and date: a contract already moved for `today` keeps its stage
    const inserted = await tx.execute<{ contract_id: string; to_stage_id: number | null }>(sql`
      insert into contract_stage_moves (contract_id, from_stage_id, to_stage_id, business_date, source, days_late)
      values ${values}
      on conflict (contract_id, business_date) where source = 'JOB' do nothing
      returning contract_id, to_stage_id`);
    const done = inserted.rows.map((r) => ({ id: Number(r.contract_id), to: r.to_stage_id }));
    if (done.length > 0) {
      await tx.execute(sql`update contracts c set stage_id = m.to_stage,
          stage_since = case when m.to_stage is null then null else ${today}::date end
        from (values ${sql.join(
          done.map((d) => sql`(${d.id}::bigint, ${d.to}::int)`),
          sql`, `,
        )}) as m(id, to_stage) where c.id = m.id`);
    }
    for (const d of done) {
      if (d.to === null) left++;
      else moved++;
    }
  }
  return { moved, left, skipped: ids.filter((id) => !got.has(id)) };
}

/** Runs the step's batches over `ids`; answers the counts and the ids skipped because a payment held them. */
async function runBatches(db: Db, ids: readonly number[], stages: readonly Stage[], today: string) {
  const totals = { moved: 0, left: 0, longest: 0 };
  const skipped: number[] = [];
  for (let i = 0; i < ids.length; i += STAGE_BATCH) {
    const batch = ids.slice(i, i + STAGE_BATCH);
    const started = performance.now();
    const r = await db.transaction(async (tx) => {
      // idempotent work: a commit lost in a crash is done again by the next run, so no wait for the flush
      await tx.execute(sql`set local synchronous_commit = off`);
      return moveBatch(tx, batch, stages, today);
    });
    totals.longest = Math.max(totals.longest, performance.now() - started);
    totals.moved += r.moved;
    totals.left += r.left;
    skipped.push(...r.skipped);
  }
  return { ...totals, skipped };
}

export async function runStageStep({ db, today }: Pick<CloseStepContext, 'db' | 'today'>) {
  const stages = await loadStages(db);
  let ids = await candidates(db, stages, today);
  const locked = ids.length;
  let moved = 0;
  let left = 0;
  let longest = 0;
  for (let attempt = 0; attempt <= RETRIES && ids.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    const r = await runBatches(db, ids, stages, today);
    moved += r.moved;
    left += r.left;
    longest = Math.max(longest, r.longest);
    ids = r.skipped;
  }
  // `longestBatchMs`: the longest a batch held its rows (what a cashier could wait at most)
  return { locked, moved, left, skipped: ids.length, longestBatchMs: Math.round(longest) };
}

export const stageStep: CloseStep = { name: 'collections.stages', run: runStageStep };
