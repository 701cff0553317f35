import { unfrozenDays } from '@savdo/shared/contracts';
import type { StageMoveInput, StageMoveRow } from '@savdo/shared/schemas/collection-process';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { frozenIntervals } from '../../sales/contracts/late.ts';
import { lockContract } from '../../sales/contracts/settle-rows.ts';

/**
 * The collection stages a late contract goes through (`process_stages`, in
 * `sort_order`) and its moves between them (`contract_stage_moves`): by hand
 * with a reason, or by the close of day (stage-step.ts). The contract's
 * current stage and since when sit on `contracts`.
 */

export interface Stage {
  id: number;
  name: string;
  sort_order: number;
  days_late_from: number;
  auto: boolean;
}

/** The active stages in process order. */
export async function loadStages(db: DbOrTx): Promise<Stage[]> {
  const rows = await db.execute<Omit<Stage, never>>(sql`select id, name, sort_order, days_late_from, auto
    from process_stages where active order by sort_order, id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

const DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

/** Days late as of `today` of a contract whose oldest unpaid row is due `nextDue` (0 when not yet late). */
export function daysLateOf(nextDue: string | null, today: string): number {
  if (nextDue === null || nextDue >= today) return 0;
  return dayNumber(today) - dayNumber(nextDue);
}

/** Days late less the frozen days, for contracts with FREEZE events (the others as they are). */
export async function daysLateLessFrozen(
  tx: DbOrTx,
  contracts: readonly { id: number; next_due_date: string | null }[],
  today: string,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const late = contracts.filter((c) => daysLateOf(c.next_due_date, today) > 0);
  const frozen = await frozenIntervals(
    tx,
    late.map((c) => c.id),
  );
  for (const c of contracts) {
    const periods = frozen.get(c.id);
    const days =
      periods && c.next_due_date
        ? unfrozenDays(c.next_due_date, today, periods)
        : daysLateOf(c.next_due_date, today);
    out.set(c.id, days);
  }
  return out;
}

/**
 * The stage the close of day puts a contract `daysLate` days late in: the
 * deepest automatic stage whose threshold it reached, unless it already is
 * in that stage or a later one (never backward); null when it stays.
 */
export function targetStage(
  stages: readonly Stage[],
  current: number | null,
  daysLate: number,
): Stage | null {
  if (daysLate <= 0) return null;
  let target: Stage | null = null;
  for (const s of stages) {
    if (s.auto && s.days_late_from <= daysLate && (!target || s.sort_order >= target.sort_order)) target = s;
  }
  if (!target) return null;
  const now = stages.find((s) => s.id === current);
  if (now && now.sort_order >= target.sort_order) return null;
  if (current !== null && !now && target.id === current) return null;
  return target;
}

/** Moves a contract to a stage (or out: null) by hand, with why, in one transaction with its history row. */
export async function moveContract(db: Db, input: StageMoveInput, actor: Actor): Promise<StageMoveRow> {
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE')
      throw conflict('contracts.errors.notOpen', { status: contract.status });
    if (input.stage_id !== null) {
      const stage = await tx.execute(
        sql`select 1 from process_stages where id = ${input.stage_id} and active`,
      );
      if (stage.rows.length === 0) throw new FieldErrors([{ field: 'stage_id', key: 'validation.invalid' }]);
    }
    const rows = await tx.execute<{ stage_id: number | null; next_due_date: string | null }>(
      sql`select stage_id, next_due_date from contracts where id = ${contract.id}`,
    );
    const current = rows.rows[0]?.stage_id ?? null;
    if (current === input.stage_id) throw conflict('collectionProcess.errors.sameStage');
    const today = await businessToday(tx);
    const days =
      (
        await daysLateLessFrozen(
          tx,
          [{ id: contract.id, next_due_date: rows.rows[0]?.next_due_date ?? null }],
          today,
        )
      ).get(contract.id) ?? 0;
    const inserted = await tx.execute<{ id: string }>(sql`insert into contract_stage_moves
        (contract_id, from_stage_id, to_stage_id, business_date, source, reason, days_late, created_by)
      values (${contract.id}, ${current}, ${input.stage_id}, ${today}, 'MANUAL', ${input.reason}, ${days}, ${actor.userId})
      returning id`);
    await tx.execute(sql`update contracts set stage_id = ${input.stage_id},
        stage_since = ${input.stage_id === null ? null : today} where id = ${contract.id}`);
    return Number(inserted.rows[0]?.id);
  });
  const [row] = await stageHistory(db, input.contract_id, id);
  if (!row) throw new Error('the move just written is missing');
  return row;
}

/** A contract's stage moves, newest first (or just one of them). */
export async function stageHistory(db: DbOrTx, contractId: number, onlyId?: number): Promise<StageMoveRow[]> {
  const rows = await db.execute<
    Omit<StageMoveRow, 'id' | 'contract_id'> & { id: string; contract_id: string }
  >(sql`
    select m.id, m.contract_id, m.from_stage_id, fs.name as from_stage_name, m.to_stage_id, ts.name as to_stage_name,
      m.business_date::text as business_date, m.source, m.reason, m.days_late, u.full_name as created_by_name,
      m.created_at
    from contract_stage_moves m
    left join process_stages fs on fs.id = m.from_stage_id
    left join process_stages ts on ts.id = m.to_stage_id
    left join users u on u.id = m.created_by
    where m.contract_id = ${contractId} ${onlyId === undefined ? sql`` : sql`and m.id = ${onlyId}`}
    order by m.id desc limit 500`);
  return rows.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    contract_id: Number(r.contract_id),
    created_at: new Date(r.created_at).toISOString(),
  }));
}
