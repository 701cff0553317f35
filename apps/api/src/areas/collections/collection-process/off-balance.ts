import { fromMinor } from '@savdo/shared/money';
import type {
  OffBalanceMarkInput,
  OffBalanceQuery,
  OffBalanceRow,
} from '@savdo/shared/schemas/collection-process';
import { type SQL, sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import { inLockingRounds } from '../../../platform/close-of-day/batches.ts';
import type { CloseStep, CloseStepContext } from '../../../platform/close-of-day/step.ts';
import { anyOf } from '../../../platform/db/arrays.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { lockContract } from '../../sales/contracts/settle-rows.ts';

/**
 * Off-balance contracts (DECISIONS.md "Collection process"): a mark on the
 * contract (`contracts.off_balance`), set by the close of day once a contract
 * has `off_balance_after_months` late instalments, or by hand; each change
 * kept in `off_balance_marks` and `contract_events`. The journal is not
 * touched: the contract is still collected and its payments post as before.
 */

/** Batches of 20 contracts, three at once; what a cashier held is tried again, six rounds at most. */
const LOCKING = { size: 20, width: 3, rounds: 6 };

/** Ids of ACTIVE contracts on balance with at least `months` instalments due before `today` and not settled. */
async function dueForMark(db: Db, today: string, months: number): Promise<{ id: number; late: number }[]> {
  const rows = await db.execute<{ id: string; late: number }>(sql`
    select c.id, count(*)::int as late from contracts c
    join contract_schedule s on s.contract_id = c.id and s.due_date < ${today} and s.paid + s.forgiven < s.amount
    where c.status = 'ACTIVE' and not c.off_balance
      and c.next_due_date < (${today}::date - make_interval(months => ${months - 1}))::date
    group by c.id having count(*) >= ${months} order by c.id`);
  return rows.rows.map((r) => ({ id: Number(r.id), late: r.late }));
}

async function markBatch(
  tx: Tx,
  batch: readonly { id: number; late: number }[],
  today: string,
): Promise<{ marked: number; skipped: { id: number; late: number }[] }> {
  const locked = await tx.execute<{ id: string; eligible: boolean }>(sql`select id,
      (status = 'ACTIVE' and not off_balance) as eligible from contracts
    where id ${anyOf(batch.map((b) => b.id))} order by id for update skip locked`);
  const got = new Set(locked.rows.map((r) => Number(r.id)));
  const eligible = new Set(locked.rows.filter((r) => r.eligible).map((r) => Number(r.id)));
  const rows = batch.filter((b) => eligible.has(b.id));
  // a contract a payment holds is skipped, to be tried again after the pass
  const skipped = batch.filter((b) => !got.has(b.id));
  if (rows.length === 0) return { marked: 0, skipped };
  const inserted = await tx.execute<{ contract_id: string }>(sql`
    insert into off_balance_marks (contract_id, action, business_date, source, late_months)
    values ${sql.join(
      rows.map((r) => sql`(${r.id}, 'ON', ${today}, 'JOB', ${r.late})`),
      sql`, `,
    )}
    on conflict (contract_id, business_date) where source = 'JOB' do nothing returning contract_id`);
  const done = inserted.rows.map((r) => Number(r.contract_id));
  if (done.length === 0) return { marked: 0, skipped };
  await tx.execute(sql`update contracts set off_balance = true where id ${anyOf(done)}`);
  await tx.execute(sql`insert into contract_events (contract_id, event, business_date, data)
    select id, 'OFF_BALANCE', ${today}, jsonb_build_object('source', 'JOB') from contracts where id ${anyOf(done)}`);
  return { marked: done.length, skipped };
}

export async function runOffBalanceStep({ db, today }: Pick<CloseStepContext, 'db' | 'today'>) {
  const months = await settingValue<number>(db, 'off_balance_after_months');
  if (months <= 0) return { checked: 0, marked: 0, longestBatchMs: 0 };
  const due = await dueForMark(db, today, months);
  // a contract a payment held is tried again after the pass (`inLockingRounds`)
  const run = await inLockingRounds(due, LOCKING, async (batch) => {
    const r = await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      return markBatch(tx, batch, today);
    });
    return { counts: { marked: r.marked }, skipped: r.skipped };
  });
  return { checked: due.length, marked: run.counts.marked ?? 0, longestBatchMs: Math.round(run.longestMs) };
}

export const offBalanceStep: CloseStep = { name: 'collections.off-balance', run: runOffBalanceStep };

/** Marks a contract off balance (`on` false) or back on it by hand, with why; 409 when it already is. */
export async function setOffBalance(
  db: Db,
  input: OffBalanceMarkInput,
  off: boolean,
  actor: Actor,
): Promise<OffBalanceRow> {
  await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    const now = await tx.execute<{ off_balance: boolean }>(
      sql`select off_balance from contracts where id = ${contract.id}`,
    );
    if (now.rows[0]?.off_balance === off)
      throw conflict(off ? 'collectionProcess.errors.alreadyOff' : 'collectionProcess.errors.notOff');
    if (off && contract.status !== 'ACTIVE' && contract.status !== 'FREEZE')
      throw conflict('contracts.errors.notOpen', { status: contract.status });
    const today = await businessToday(tx);
    await tx.execute(sql`insert into off_balance_marks (contract_id, action, business_date, source, reason, created_by)
      values (${contract.id}, ${off ? 'ON' : 'OFF'}, ${today}, 'MANUAL', ${input.reason}, ${actor.userId})`);
    await tx.execute(sql`update contracts set off_balance = ${off} where id = ${contract.id}`);
    await tx.execute(sql`insert into contract_events (contract_id, event, business_date, reason, data, created_by)
      values (${contract.id}, ${off ? 'OFF_BALANCE' : 'ON_BALANCE'}, ${today}, ${input.reason},
        jsonb_build_object('source', 'MANUAL'), ${actor.userId})`);
  });
  const row = await offBalanceRows(db, sql`c.id = ${input.contract_id}`, 1, 0);
  if (!row[0]) throw new Error('contract missing after its mark');
  return row[0];
}

async function offBalanceRows(
  db: DbOrTx,
  where: SQL,
  limit: number,
  offset: number,
): Promise<OffBalanceRow[]> {
  const rows = await db.execute<
    Omit<OffBalanceRow, 'contract_id' | 'contract_number'> & { contract_id: string; contract_number: string }
  >(sql`
    select c.id as contract_id, c.number as contract_number, b.prefix as branch_prefix, cl.full_name as client_name,
      c.status, c.rest::text as rest, c.currency, m.business_date::text as off_since, m.source, m.reason,
      coalesce((select sum(s.amount) from contract_settlements s where s.contract_id = c.id
        and s.kind in ('PAYMENT', 'PRE_PAYMENT', 'ACCOUNT') and s.business_date >= m.business_date), 0)::text as paid_after
    from contracts c
    join clients cl on cl.id = c.client_id
    left join branches b on b.id = c.branch_id
    left join lateral (select business_date, source, reason from off_balance_marks o
      where o.contract_id = c.id and o.action = 'ON' order by o.id desc limit 1) m on true
    where ${where}
    order by c.id desc limit ${limit} offset ${offset}`);
  return rows.rows.map((r) => ({
    ...r,
    contract_id: Number(r.contract_id),
    contract_number: Number(r.contract_number),
    rest: fromMinor(BigInt(r.rest)),
    paid_after: fromMinor(BigInt(r.paid_after)),
  }));
}

/**
 * The contracts off balance now, newest first, by branch and the date of the
 * mark. The period filter reads the marks' date index.
 */
export async function listOffBalance(db: Db, q: OffBalanceQuery) {
  const where: SQL[] = [sql`c.off_balance`];
  if (q.branch_id) where.push(sql`c.branch_id = ${q.branch_id}`);
  if (q.date_from || q.date_to) {
    const from = q.date_from ?? '1900-01-01';
    const to = q.date_to ?? '2999-12-31';
    where.push(sql`c.id in (select contract_id from off_balance_marks
      where action = 'ON' and business_date between ${from} and ${to})`);
  }
  const data = await offBalanceRows(db, sql.join(where, sql` and `), q.per_page, (q.page - 1) * q.per_page);
  return { data, meta: { page: q.page, per_page: q.per_page } };
}
