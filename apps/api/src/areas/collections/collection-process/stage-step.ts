import { type FrozenInterval, unfrozenDays } from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import { inLockingRounds } from '../../../platform/close-of-day/batches.ts';
import type { CloseStep, CloseStepContext } from '../../../platform/close-of-day/step.ts';
import { anyOf } from '../../../platform/db/arrays.ts';
import type { Db } from '../../../platform/db/client.ts';
import { frozenIntervals } from '../../sales/contracts/late.ts';
import { daysLateOf, loadStages, type Stage, targetStage } from './stages.ts';

/**
 * The close of day's `collections.stages`: as of `today`, each ACTIVE late
 * contract moves forward to the deepest automatic stage whose threshold its
 * days late reached (never backward), and a contract in the process that is
 * no longer late (paid up, closed, returned) leaves it (stage null). FREEZE
 * contracts are left as they are. One JOB move a contract and date (the
 * unique index `contract_stage_moves_job_once`), so a re-run changes nothing.
 *
 * The candidates are read without locks; then each batch of STAGE_BATCH contracts
 * is locked with `for update skip locked`, three batches at once (a contract
 * a cashier holds is skipped and tried again at the end: `inLockingRounds`), read again as it is now and moved in
 * one short transaction: the locking read and one statement writing the
 * moves and the stages (the frozen periods are read before it).
 */

export const STAGE_BATCH = 20;
/** Batches of STAGE_BATCH, three at once; what a cashier held is tried again, six rounds at most. */
const LOCKING = { size: STAGE_BATCH, width: 3, rounds: 6 };

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

/** Days late less the frozen days, from periods read before the lock (`frozenIntervals`). */
function lateLessFrozen(r: Omit<Candidate, 'id'>, periods: FrozenInterval[] | undefined, today: string) {
  if (r.status !== 'ACTIVE') return 0;
  return periods && r.next_due_date
    ? unfrozenDays(r.next_due_date, today, periods)
    : daysLateOf(r.next_due_date, today);
}

/**
 * One batch, in one short transaction: the frozen periods are read before it
 * (a freeze or unfreeze meanwhile changes the contract's status, read again
 * under the lock; at worst the move waits a night), so under the lock run
 * only the locking read and one statement writing the moves and the stages.
 */
async function moveBatch(
  db: Db,
  ids: readonly number[],
  stages: readonly Stage[],
  today: string,
): Promise<{ moved: number; left: number; skipped: number[] }> {
  const frozen = await frozenIntervals(db, ids);
  return db.transaction(async (tx) => {
    // idempotent work: a commit lost in a crash is done again by the next run, so no wait for the flush
    await tx.execute(sql`set local synchronous_commit = off`);
    const locked = await tx.execute<Omit<Candidate, 'id'> & { id: string }>(sql`
      select id, status, stage_id, next_due_date::text as next_due_date from contracts
      where id ${anyOf(ids)} order by id for update skip locked`);
    const got = new Set(locked.rows.map((r) => Number(r.id)));
    const moves: { id: number; from: number | null; to: number | null; days: number }[] = [];
    for (const row of locked.rows) {
      const r = { ...row, id: Number(row.id) };
      if (r.status === 'FREEZE') continue;
      const late = lateLessFrozen(r, frozen.get(r.id), today);
      if (late <= 0) {
        if (r.stage_id !== null) moves.push({ id: r.id, from: r.stage_id, to: null, days: 0 });
        continue;
      }
      const target = targetStage(stages, r.stage_id, late);
      if (target) moves.push({ id: r.id, from: r.stage_id, to: target.id, days: late });
    }
    const skipped = ids.filter((id) => !got.has(id));
    if (moves.length === 0) return { moved: 0, left: 0, skipped };
    const values = sql.join(
      moves.map(
        (m) => sql`(${m.id}::bigint, ${m.from}::int, ${m.to}::int, ${today}::date, 'JOB', ${m.days}::int)`,
      ),
      sql`, `,
    );
    // one JOB move a contract and date: a contract already moved for `today` keeps its stage
    const done = await tx.execute<{ to_stage: number | null }>(sql`
      with inserted as (
        insert into contract_stage_moves (contract_id, from_stage_id, to_stage_id, business_date, source, days_late)
        values ${values}
        on conflict (contract_id, business_date) where source = 'JOB' do nothing
        returning contract_id, to_stage_id)
      update contracts c set stage_id = i.to_stage_id,
          stage_since = case when i.to_stage_id is null then null else ${today}::date end
        from inserted i where c.id = i.contract_id
      returning i.to_stage_id as to_stage`);
    const left = done.rows.filter((d) => d.to_stage === null).length;
    return { moved: done.rows.length - left, left, skipped };
  });
}

export async function runStageStep({ db, today }: Pick<CloseStepContext, 'db' | 'today'>) {
  const stages = await loadStages(db);
  const ids = await candidates(db, stages, today);
  const run = await inLockingRounds(ids, LOCKING, async (batch) => {
    const r = await moveBatch(db, batch, stages, today);
    return { counts: { moved: r.moved, left: r.left }, skipped: r.skipped };
  });
  // `longestBatchMs`: the longest batch's wall time, an upper bound of what a cashier could wait on it
  return {
    locked: ids.length,
    moved: run.counts.moved ?? 0,
    left: run.counts.left ?? 0,
    skipped: run.skipped.length,
    longestBatchMs: Math.round(run.longestMs),
  };
}

export const stageStep: CloseStep = { name: 'collections.stages', run: runStageStep };
