import { fromMinor, toMinor } from '@savdo/shared/money';
import type {
  SeparatePlanInput,
  SeparatePlanView,
  SeparateQuery,
  SeparateStatus,
} from '@savdo/shared/schemas/collection-process';
import { type SQL, sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { latenessOf } from '../../sales/contracts/late.ts';
import { lockContract } from '../../sales/contracts/settle-rows.ts';
import { type DatedPayment, separatePlanState } from './separate-status.ts';

/**
 * Separate reimbursement plans (`separate_plans`): an agreed schedule for a
 * late contract, tracked apart from the contract's own (which it never
 * changes; no money moves here). Its status is computed from the contract's
 * payments since the plan's start (separate-status.ts): live on every read,
 * and kept on the row by the close of day (`collections.separate-plans`) so
 * the list filters by it.
 */

function assertRows(input: SeparatePlanInput) {
  let previous = input.start_date;
  input.rows.forEach((row, i) => {
    if (row.due_date < previous)
      throw new FieldErrors([{ field: `rows.${i}.due_date`, key: 'collectionProcess.errors.rowDates' }]);
    previous = row.due_date;
  });
}

/** Makes a plan for a late open contract: Σ rows at most its rest; one ACTIVE plan a contract. */
export async function createSeparatePlan(db: Db, input: SeparatePlanInput, actor: Actor) {
  assertRows(input);
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE')
      throw conflict('contracts.errors.notOpen', { status: contract.status });
    const today = await businessToday(tx);
    const late = (await latenessOf(tx, [contract.id], today)).get(contract.id);
    if (!late || late.overdue <= 0n) throw conflict('collectionProcess.errors.notLate');
    const rest = await tx.execute<{ rest: string }>(
      sql`select rest from contracts where id = ${contract.id}`,
    );
    const total = input.rows.reduce((s, r) => s + toMinor(r.amount), 0n);
    if (total > BigInt(rest.rows[0]?.rest ?? 0))
      throw new FieldErrors([{ field: 'rows', key: 'collectionProcess.errors.moreThanRest' }]);
    const open = await tx.execute(
      sql`select 1 from separate_plans where contract_id = ${contract.id} and status = 'ACTIVE'`,
    );
    if (open.rows.length > 0) throw conflict('collectionProcess.errors.planActive');
    const inserted = await tx.execute<{ id: string }>(sql`insert into separate_plans
        (contract_id, branch_id, start_date, total, comment, created_by)
      values (${contract.id}, ${contract.branch_id}, ${input.start_date}, ${total}, ${input.comment ?? null}, ${actor.userId})
      returning id`);
    const planId = Number(inserted.rows[0]?.id);
    await tx.execute(
      sql`insert into separate_plan_rows (plan_id, n, due_date, amount) values ${sql.join(
        input.rows.map((r, i) => sql`(${planId}, ${i + 1}, ${r.due_date}, ${toMinor(r.amount)})`),
        sql`, `,
      )}`,
    );
    return planId;
  });
  return getSeparatePlan(db, id);
}

/** Cancels an ACTIVE plan with why (409 otherwise). */
export async function cancelSeparatePlan(db: Db, id: number, reason: string) {
  const rows = await db.execute(sql`update separate_plans set status = 'CANCELED', cancel_reason = ${reason}
    where id = ${id} and status = 'ACTIVE' returning id`);
  if (rows.rows.length === 0) {
    const exists = await db.execute(sql`select 1 from separate_plans where id = ${id}`);
    if (exists.rows.length === 0) throw notFound();
    throw conflict('collectionProcess.errors.planNotActive');
  }
  return getSeparatePlan(db, id);
}

type Raw = Omit<SeparatePlanView, 'id' | 'contract_id' | 'contract_number' | 'rows' | 'paid'> & {
  id: string;
  contract_id: string;
  contract_number: string;
};

async function viewsOf(
  db: DbOrTx,
  where: SQL,
  limit: number,
  offset: number,
  asOf?: string,
): Promise<SeparatePlanView[]> {
  const plans = await db.execute<Raw>(sql`
    select p.id, p.contract_id, c.number as contract_number, cl.full_name as client_name, b.prefix as branch_prefix,
      p.start_date::text as start_date, p.total::text as total, c.currency, p.status, p.comment, p.cancel_reason,
      u.full_name as created_by_name
    from separate_plans p join contracts c on c.id = p.contract_id join clients cl on cl.id = c.client_id
    left join branches b on b.id = p.branch_id left join users u on u.id = p.created_by
    where ${where} order by p.id desc limit ${limit} offset ${offset}`);
  if (plans.rows.length === 0) return [];
  const ids = sql.join(
    plans.rows.map((p) => sql`${Number(p.id)}`),
    sql`, `,
  );
  const [rows, payments, today] = await Promise.all([
    db.execute<{ plan_id: string; n: number; due_date: string; amount: string }>(sql`
      select plan_id, n, due_date::text as due_date, amount::text as amount from separate_plan_rows
      where plan_id in (${ids}) order by plan_id, n`),
    db.execute<{ plan_id: string; business_date: string; amount: string }>(sql`
      select p.id as plan_id, s.business_date::text as business_date, sum(s.amount)::text as amount
      from separate_plans p join contract_settlements s on s.contract_id = p.contract_id
      where p.id in (${ids}) and s.kind in ('PAYMENT', 'PRE_PAYMENT', 'ACCOUNT') and s.business_date >= p.start_date
      group by p.id, s.business_date`),
    asOf ?? businessToday(db),
  ]);
  return plans.rows.map((p) => {
    const id = Number(p.id);
    const planRows = rows.rows
      .filter((r) => Number(r.plan_id) === id)
      .map((r) => ({ n: r.n, dueDate: r.due_date, amount: BigInt(r.amount) }));
    const paid: DatedPayment[] = payments.rows
      .filter((r) => Number(r.plan_id) === id)
      .map((r) => ({ date: r.business_date, amount: BigInt(r.amount) }));
    const state = separatePlanState(planRows, paid, today);
    return {
      ...p,
      id,
      contract_id: Number(p.contract_id),
      contract_number: Number(p.contract_number),
      total: fromMinor(BigInt(p.total)),
      paid: fromMinor(state.paid),
      status: p.status === 'CANCELED' ? 'CANCELED' : state.status,
      rows: state.rows.map((r) => ({
        n: r.n,
        due_date: r.dueDate,
        amount: fromMinor(r.amount),
        covered: fromMinor(r.covered),
        state: r.state,
      })),
    };
  });
}

export async function getSeparatePlan(db: DbOrTx, id: number): Promise<SeparatePlanView> {
  const [view] = await viewsOf(db, sql`p.id = ${id}`, 1, 0);
  if (!view) throw notFound();
  return view;
}

/** Plans newest first by status (as the close of day last kept it), branch and contract. */
export async function listSeparatePlans(db: Db, q: SeparateQuery) {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`p.status = ${q.status}`);
  if (q.branch_id) where.push(sql`p.branch_id = ${q.branch_id}`);
  if (q.contract_id) where.push(sql`p.contract_id = ${q.contract_id}`);
  const data = await viewsOf(db, sql.join(where, sql` and `), q.per_page, (q.page - 1) * q.per_page);
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

/** The close of day's `collections.separate-plans`: keeps KEPT and BROKEN on the ACTIVE plans' rows. */
export const separatePlanStep: CloseStep = {
  name: 'collections.separate-plans',
  run: async ({ db, today }) => {
    const counts = { checked: 0, kept: 0, broken: 0 };
    let after = 0;
    for (;;) {
      const views = await viewsOf(
        db,
        sql`p.status = 'ACTIVE' and p.id < ${after || Number.MAX_SAFE_INTEGER}`,
        200,
        0,
        today,
      );
      if (views.length === 0) break;
      counts.checked += views.length;
      for (const v of views) {
        if (v.status !== 'KEPT' && v.status !== 'BROKEN') continue;
        const done = await db.execute(sql`update separate_plans set status = ${v.status as SeparateStatus}
          where id = ${v.id} and status = 'ACTIVE' returning id`);
        if (done.rows.length > 0) counts[v.status === 'KEPT' ? 'kept' : 'broken']++;
      }
      after = views.at(-1)?.id ?? 0;
    }
    return counts;
  },
};
